/*
 * Sentence splitting and the one normalisation every text rule matches against, so each rule is written
 * once for 'U.S.'/'US'/'United States' and 'H-1B'/'H1B'/'H 1B' instead of spelling every variant.
 */

/** Words ending in a period that do not end a sentence ('U.S. citizens', 'e.g. H-1B', 'Acme Inc. is'). */
const ABBREVIATIONS = new Set([
  'u.s.',
  'u.s.a.',
  'e.g.',
  'i.e.',
  'etc.',
  'inc.',
  'ltd.',
  'co.',
  'corp.',
  'llc.',
  'jr.',
  'sr.',
  'dr.',
  'mr.',
  'mrs.',
  'ms.',
  'no.',
  'vs.',
  'approx.',
  'st.',
  'dept.',
  'min.',
  'max.',
  'yrs.',
  'esp.',
  'incl.',
  'p.a.',
]);

const BOUNDARY = /[.!?]+["')\]”’]*\s+(?=["'(“‘]?[A-Z0-9$£€])/g;
/** 'Visa sponsorship? Yes.' is one statement: an answer right after a question belongs to it. */
const ANSWER_AFTER_QUESTION = /^(?:yes|no)\b(?!\s+(?:problem|worries|matter|doubt|question))/i;
const BULLET_PREFIX = /^(?:- |\d{1,2}[.)] )/;

/** Splits cleaned text into sentences; lines (paragraphs, list items) never share a sentence. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const rawLine of text.split('\n')) {
    const line = rawLine.replace(BULLET_PREFIX, '').trim();
    if (!line) continue;
    let start = 0;
    BOUNDARY.lastIndex = 0;
    for (let match = BOUNDARY.exec(line); match; match = BOUNDARY.exec(line)) {
      const end = match.index + match[0].trimEnd().length;
      const lastWordStart = line.lastIndexOf(' ', match.index) + 1;
      const lastWord = line.slice(lastWordStart, match.index + 1).toLowerCase();
      if (ABBREVIATIONS.has(lastWord) || /^[a-z]\.$/.test(lastWord)) continue;
      if (match[0].startsWith('?') && ANSWER_AFTER_QUESTION.test(line.slice(BOUNDARY.lastIndex))) continue;
      sentences.push(line.slice(start, end).trim());
      start = BOUNDARY.lastIndex;
    }
    const rest = line.slice(start).trim();
    if (rest) sentences.push(rest);
  }
  return sentences;
}

/**
 * Lowercase form for matching: 'U.S.', 'US', 'United States (of America)' become 'usa'; 'H-1B', 'H1-B',
 * 'H 1B' become 'h1b'; curly quotes straight; "we'll" and "we're" spelled out; 'can not' as 'cannot'.
 */
export function normalizeForMatching(sentence: string): string {
  return sentence
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\bU\.\s?S\.(?:\s?A\.)?|\bU\.S\b|\bUSA\b|\bUS\b/g, 'USA')
    .replace(/\bunited states(?: of america)?\b/gi, 'USA')
    .toLowerCase()
    .replace(/\bh[\s-]?1[\s-]?b\b/g, 'h1b')
    .replace(/\bwe'll\b/g, 'we will')
    .replace(/\bwe're\b/g, 'we are')
    .replace(/\bcan not\b/g, 'cannot')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts text to at most `limit` characters at a word boundary, marking the cut with an ellipsis. */
export function truncateAtWord(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:–—-]+$/, '')}…`;
}

let lastText = '';
let lastLower = '';

/**
 * `text.toLowerCase()`, remembering the last call: enrichment hands the same description to every detector
 * in turn, and lowercasing a long description costs as much as a whole detector pass.
 */
export function lowercase(text: string): string {
  if (text !== lastText) {
    lastText = text;
    lastLower = text.toLowerCase();
  }
  return lastLower;
}
