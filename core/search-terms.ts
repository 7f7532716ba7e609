/**
 * Search-term rules shared by the server (query building) and the browser (suggestion chips):
 * abbreviations and synonyms, tokenisation, and the tsquery grammar the search builds from them.
 */

/** Each group lists interchangeable phrases; a query naming any of them matches all of them. */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['swe', 'software engineer', 'software developer', 'software development engineer'],
  ['sde', 'software development engineer', 'software engineer'],
  ['ml', 'machine learning'],
  ['ai', 'artificial intelligence'],
  ['pm', 'product manager', 'project manager', 'program manager'],
  ['tpm', 'technical program manager'],
  ['qa', 'quality assurance', 'sdet', 'test engineer'],
  ['sdet', 'software development engineer in test'],
  ['devops', 'sre', 'site reliability'],
  ['frontend', 'front end'],
  ['backend', 'back end'],
  ['fullstack', 'full stack'],
  ['js', 'javascript'],
  ['ts', 'typescript'],
  ['k8s', 'kubernetes'],
  ['ux', 'user experience'],
  ['ui', 'user interface'],
  ['bi', 'business intelligence'],
  ['nlp', 'natural language processing'],
  ['cv', 'computer vision'],
  ['rn', 'registered nurse'],
  ['dba', 'database administrator'],
  ['infosec', 'information security', 'security engineer'],
];

/** Splits text into lowercase words; 'front-end' and 'front end' both give ['front', 'end']. */
export function tokenize(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .match(/[a-z0-9]+/g) ?? []
  ).slice(0, 12);
}

const PHRASES: { words: string[]; group: number }[] = SYNONYM_GROUPS.flatMap((group, index) =>
  group.map((phrase) => ({ words: tokenize(phrase), group: index })),
).sort((a, b) => b.words.length - a.words.length);

/** One AND-ed part of a query: a plain word, or a synonym group whose phrases are OR-ed. */
export type QueryPart =
  | { kind: 'word'; word: string; isLast: boolean }
  | { kind: 'synonyms'; phrases: string[][]; matched: string };

/** Reads the query left to right, taking the longest synonym phrase at each position. */
export function parseQuery(text: string): QueryPart[] {
  const words = tokenize(text);
  const parts: QueryPart[] = [];
  let i = 0;
  while (i < words.length) {
    const match = PHRASES.find(({ words: phrase }) => phrase.every((word, k) => words[i + k] === word));
    if (match) {
      const group = SYNONYM_GROUPS[match.group] ?? [];
      const phrases = [...new Set(group.flatMap((phrase) => [tokenize(phrase).join(' ')]))].map((p) =>
        p.split(' '),
      );
      parts.push({ kind: 'synonyms', phrases, matched: match.words.join(' ') });
      i += match.words.length;
    } else {
      parts.push({ kind: 'word', word: words[i] as string, isLast: i === words.length - 1 });
      i += 1;
    }
  }
  return parts;
}
