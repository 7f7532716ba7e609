import { US_CITIES } from './us-cities.ts';
import { US_REGIONS } from './us-regions.ts';
import { US_STATES } from './us-states.ts';

/**
 * Search-term rules shared by the server (query building) and the browser (suggestion chips):
 * abbreviations and synonyms, tokenisation, and the tsquery grammar the search builds from them.
 */

/**
 * Each group lists interchangeable phrases; a query naming any of them matches all of them. A phrase of
 * several words is indexed as a lexeme of its own (INDEXED_PHRASES): adding one needs a migration too.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['swe', 'software engineer', 'software developer', 'software development engineer', 'sw engineer'],
  ['sde', 'software development engineer', 'software engineer'],
  ['ml', 'machine learning'],
  ['mle', 'machine learning engineer', 'ml engineer'],
  ['ai', 'artificial intelligence'],
  // A GenAI job is posted as an AI one ('AI Engineer'): 'genai engineer' found no title.
  ['genai', 'gen ai', 'generative ai', 'ai'],
  ['llm', 'llms', 'large language model', 'large language models'],
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
  // Healthcare titles by their licence, as nurses and therapists search for them ('pa-c' is 'pa c'). Not 'ot'
  // (also operational technology, overtime) nor 'pt' (also part time).
  ['np', 'nurse practitioner', 'aprn'],
  ['lpn', 'licensed practical nurse'],
  ['lvn', 'licensed vocational nurse'],
  ['cna', 'certified nursing assistant'],
  ['crna', 'nurse anesthetist'],
  ['slp', 'speech language pathologist', 'speech pathologist', 'speech therapist'],
  ['rrt', 'respiratory therapist'],
  ['pa c', 'physician assistant'],
  ['mls', 'medical laboratory scientist', 'medical technologist'],
  // Therapy titles by their degree or certificate, which only therapists use ('pt' and 'ot' alone are not).
  ['dpt', 'physical therapist'],
  ['pta', 'physical therapist assistant', 'physical therapy assistant'],
  ['cota', 'occupational therapy assistant', 'occupational therapist assistant'],
  ['otr', 'occupational therapist'],
  ['hr', 'human resources'],
  ['dba', 'database administrator'],
  ['infosec', 'information security', 'security engineer'],
  // A security operations centre's analyst; as a word 'soc' was read as the start of 'social'.
  ['soc analyst', 'security operations analyst', 'security analyst'],
  ['cplusplus', 'cpp'],
  ['nodejs', 'node js'],
  ['golang', 'go lang'],
  // 'go' alone is a common word; with a title after it, it is the language.
  ['go developer', 'golang developer', 'go engineer', 'golang engineer'],
  // Abbreviations of title words, as postings and job seekers write them.
  ['engr', 'engineer'],
  ['mgr', 'manager'],
  ['vp', 'vice president'],
  ['cto', 'chief technology officer'],
  ['cfo', 'chief financial officer'],
  ['cicd', 'ci cd', 'continuous integration'],
  // Office and sales titles as job seekers shorten them.
  ['asst', 'assistant'],
  ['ops', 'operations'],
  ['acct manager', 'account manager'],
  ['account exec', 'account executive'],
  ['biz dev', 'business development'],
  ['sdr', 'sales development representative', 'sales development rep'],
  ['bdr', 'business development representative', 'business development rep'],
  ['csm', 'customer success manager'],
  // 'it' is an English stop word, never indexed: IT jobs are found by what their titles spell out.
  ['it', 'information technology'],
  ['it support', 'technical support', 'help desk', 'helpdesk', 'desktop support', 'service desk'],
  // Initials joined by '&' are one word ('R&D' is 'rampd', see SYMBOL_RULES); these also find the words
  // spelled out.
  ['rampd', 'research and development'],
  ['mampa', 'mergers and acquisitions'],
  ['pampl', 'profit and loss'],
  // A 401(k) is indexed as '401' and 'k'.
  ['401k', '401 k'],
  // Time off as postings write it ('pto' found none of the demo jobs that offer 'paid time off').
  ['pto', 'paid time off'],
];

/**
 * Names for a set of employers, as job seekers search for them ('big 4 audit', 'faang new grad'): each also
 * finds the employers' names. Not synonym groups: a name finds only itself ('deloitte' is no search for its
 * rivals).
 */
export const EMPLOYER_SETS: readonly { names: readonly string[]; employers: readonly string[] }[] = [
  {
    names: ['big 4', 'big four'],
    employers: ['deloitte', 'pwc', 'pricewaterhousecoopers', 'ey', 'ernst & young', 'kpmg'],
  },
  {
    names: ['faang', 'maang'],
    employers: ['meta', 'facebook', 'apple', 'amazon', 'netflix', 'google', 'alphabet'],
  },
];

/**
 * Words that say what kind of position a job is but not its field: alone they list every field's jobs.
 * When no job has every word of a search, the relaxed searches (every word but one in titles, then any of
 * the words) keep a word of another kind: 'radiology tech', where no job says radiology, had listed the
 * Technical Program Managers ('tech' is read as the start of technical and technology); 'pharmacy manager'
 * lists the pharmacists, not every manager. A search made of such words only ('tech specialist') is
 * relaxed as before. Typed forms, before stemming.
 */
export const ROLE_ONLY_WORDS: ReadonlySet<string> = new Set([
  'tech',
  'techs',
  'technician',
  'technicians',
  'specialist',
  'specialists',
  'assistant',
  'assistants',
  'asst',
  'associate',
  'associates',
  'coordinator',
  'coordinators',
  'aide',
  'aides',
  'worker',
  'workers',
  'helper',
  'operator',
  'operators',
  'clerk',
  'representative',
  'rep',
  'officer',
  'agent',
  'consultant',
  'manager',
  'mgr',
  'managers',
  'supervisor',
  'director',
  'administrator',
  'lead',
  'staff',
]);

/** Nouns the stemmer may shorten to another word's stem, and what of the suffix a stem keeps when it does not. */
const SHORTENED = /^([a-z]{3,})(ness|nesses|ity|ities|ism|isms|ive|ives)$/;
const SUFFIXES: Readonly<Record<string, readonly [singular: string, kept: string]>> = {
  ness: ['ness', 'ness'],
  nesses: ['ness', 'ness'],
  ity: ['ity', 'iti'],
  ities: ['ity', 'iti'],
  ism: ['ism', 'ism'],
  isms: ['ism', 'ism'],
  ive: ['ive', 'iv'],
  ives: ['ive', 'iv'],
};

/** The word ends as a noun the stemmer may shorten does ('-ness', '-ity', '-ism', '-ive'): see wholeWordOf. */
export const hasShortenedEnding = (word: string): boolean => SHORTENED.test(word);

/**
 * A noun the English stemmer shortens to another word's stem, taking off -ness, -ity, -ism or -ive:
 * 'wellness' is 'well', 'fitness' 'fit', 'readiness' the 'readi' of 'ready', 'utility' the 'util' of
 * 'utilize', 'executive' the 'execut' of 'execute', 'journalism' 'journal'. Descriptions index such words
 * whole as well ('#n:wellness', migration 0022 `search_whole_words()`, the same rule), and a search reads
 * descriptions by the whole word: by the stem, 'wellness coordinator' had listed the jobs whose
 * descriptions say 'as well' and 'fitness instructor' those that say 'how our product fits'. Returns the
 * word as indexed (its singular: 'utilities' is 'utility'); null for any other word, and for one whose stem
 * keeps the suffix ('quality' -> 'qualiti', 'creative' -> 'creativ'), which its stem still finds. `stem` is
 * the word's by the vectors' dictionary (english_stem).
 */
export function wholeWordOf(word: string, stem: string | null): string | null {
  const match = SHORTENED.exec(word);
  const suffix = match ? SUFFIXES[match[2] as string] : undefined;
  if (!match || !suffix || !stem || stem.endsWith(suffix[1])) return null;
  return `${match[1]}${suffix[0]}`;
}

/**
 * A query word made of initials joined by '&' (SYMBOL_RULES: 'atampt' for AT&T): never respelled as a typo
 * when no job has it. A real word of that shape ('camps') is a real word first.
 */
export const AMPERSAND_JOINED = /^([a-z]{1,3}amp[a-z]|[a-z]amp[a-z]{2,3})$/;

/**
 * The initials as typed ('atampt' -> 'at&t', 'jampj' -> 'j&j'), for matching a company's name; any other word
 * as it is. A real word of that shape ('camps' -> 'c&s') is read both ways by whoever calls this.
 */
export function withAmpersand(word: string): string {
  if (!AMPERSAND_JOINED.test(word)) return word;
  const split = /^([a-z]{1,3}?)amp([a-z]+)$/.exec(word);
  return split ? `${split[1]}&${split[2]}` : word;
}

/**
 * Skill tokens written with symbols (C++, C#, F#, .NET, ASP.NET, Node.js, CI/CD, A/B, R&D) as one word, so
 * 'c++' never searches 'c'. The same rules run in SQL on every indexed title and description
 * (`search_text()`, migrations 0007 and 0019), which also keeps the parts of a dotted or slashed token
 * ('node.js' indexes 'nodejs node js'); queries use the joined word only. Input is lowercase.
 */
export const SYMBOL_RULES: readonly { pattern: RegExp; replacement: string; indexed?: string }[] = [
  // Initials joined by '&' (AT&T, M&A, R&D, Texas A&M, P&G, GD&T): one word, 'atampt', since the index drops
  // stop words ('at', 'a') and a lone letter means nothing; the parts are indexed too. One side is a single
  // letter: 'UX&UI' and 'oil&gas' stay two words. Spaces only before a single letter ('Texas A & M',
  // 'AT & T'). 'amp', not 'and': 'H&S' would have been 'hands'.
  {
    pattern: /(^|[^a-z0-9&])(?:([a-z]{1,3}) ?& ?([a-z])|([a-z])&([a-z]{2,3}))(?![a-z0-9&])/g,
    replacement: '$1$2$4amp$3$5',
    indexed: '$1$2$4amp$3$5 $2$4 $3$5',
  },
  { pattern: /([a-z0-9])\+\+(?![a-z0-9])/g, replacement: '$1plusplus' },
  { pattern: /([a-z0-9])\+(?![a-z0-9+])/g, replacement: '$1plus' },
  { pattern: /([a-z0-9])#(?![a-z0-9])/g, replacement: '$1sharp' },
  // A dot or slash inside a token with a letter after it: node.js, asp.net, ci/cd, ui/ux (not 3.5 or 24/7).
  {
    pattern: /([a-z0-9]+)[./]([a-z0-9]*[a-z][a-z0-9]*)/g,
    replacement: '$1$2',
    indexed: '$1$2 $1 $2',
  },
  // A leading dot before letters: .net -> dotnet.
  { pattern: /(^|[^a-z0-9])\.([a-z][a-z0-9]*)/g, replacement: '$1dot$2' },
];

/** Lowercase, accents removed, symbol skills joined (see SYMBOL_RULES). */
export function normalizeSearchText(text: string): string {
  let result = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  for (const rule of SYMBOL_RULES) result = result.replace(rule.pattern, rule.replacement);
  return result;
}

/** A possessive 's ("master's", "women’s"): the word is what is searched, never a lone 's'. */
const POSSESSIVE = /([a-z0-9])['\u2019]s(?![a-z0-9])/g;

/**
 * Splits text into lowercase words; 'front-end' and 'front end' both give ['front', 'end']; 'C++' gives
 * 'cplusplus'; "master's" gives 'master'.
 */
export function tokenize(text: string): string[] {
  return (
    normalizeSearchText(text)
      .replace(POSSESSIVE, '$1')
      .match(/[a-z0-9]+/g) ?? []
  ).slice(0, 12);
}

/** 'w/' and 'w/o', as phone searches write 'with' and 'without' ('nurse w/ sponsorship', 'w/o sponsorship'). */
const WITH_SHORTHAND = /(^|[^a-z0-9])w\/(o(?![a-z0-9]))?/g;
/** A minus sign before a word, as job boards' search boxes take it: '-senior' is 'not senior'. */
const MINUS_WORD = /(^|[\s(,])-(?=[a-z0-9])/g;
/** A slash between words ('AI/ML', 'devops/sre', 'c/c++'); not between numbers ('24/7'). */
const SLASH_BETWEEN_WORDS = /([a-z0-9+#])\/(?=[a-z0-9]*[a-z])/g;
/** Where such a slash was, while the symbol rules run (they would join the words). */
const SLASH_MARK = '\ue000';

/**
 * A query's words: as tokenize, but two words with a slash between them stay one word with its slash
 * ('ai/ml'), which parseQuery reads as either of them. Text to index, and the words of a title, are read by
 * tokenize, which joins them ('aiml', see SYMBOL_RULES).
 */
export function queryWords(text: string): string[] {
  const marked = text
    .toLowerCase()
    .replaceAll(SLASH_MARK, ' ')
    .replace(WITH_SHORTHAND, (_, before: string, o?: string) => `${before}${o ? 'without' : 'with'} `)
    .replace(MINUS_WORD, '$1not ')
    .replace(SLASH_BETWEEN_WORDS, `$1${SLASH_MARK}`);
  return (
    normalizeSearchText(marked)
      .replace(POSSESSIVE, '$1')
      .match(/[a-z0-9]+(?:\ue000[a-z0-9]+)*/g) ?? []
  )
    .slice(0, 12)
    .map((word) => word.split(SLASH_MARK).slice(0, MAX_ALTERNATIVES).join('/'));
}

/** The most words a slashed word is read as ('a/b/c/...'), as a search reads at most 12 words. */
const MAX_ALTERNATIVES = 6;

/** Each word of a slashed query word ('c++' of 'c/c++' is 'cplusplus'). */
const slashParts = (word: string) => word.split('/').map((part) => tokenize(part).join(' '));

/**
 * A table built on first use. The browser loads this module on every page, and building the tables took
 * 17 ms of a page load's main thread on a desktop core: pages that never read a query (a job page) skip it.
 */
function lazy<T>(build: () => T): () => T {
  let value: { built: T } | undefined;
  return () => (value ??= { built: build() }).built;
}

const PHRASES = lazy((): { words: string[] }[] =>
  [...SYNONYM_GROUPS, ...EMPLOYER_SETS.map(({ names }) => names)]
    .flatMap((group) => group.map((phrase) => ({ words: tokenize(phrase) })))
    .sort((a, b) => b.words.length - a.words.length),
);

/**
 * What each phrase means: the phrases of every group it is in, and of the groups those share a phrase with.
 * 'sdet' is in the QA group and in its own, whose 'software development engineer in test' is what such job
 * titles say; 'qa' then finds those titles too.
 */
const EXPANSIONS = lazy((): Map<string, string[][]> => {
  const expansions = new Map<string, string[][]>();
  const groups = SYNONYM_GROUPS.map((group) => group.map((phrase) => tokenize(phrase).join(' ')));
  for (const { words } of PHRASES()) {
    const key = words.join(' ');
    if (expansions.has(key)) continue;
    const phrases = new Set([key]);
    for (let grew = true; grew;) {
      grew = false;
      for (const group of groups)
        if (group.some((phrase) => phrases.has(phrase)) && group.some((phrase) => !phrases.has(phrase))) {
          for (const phrase of group) phrases.add(phrase);
          grew = true;
        }
    }
    // In the groups' order: each group's own spelling first ('frontend', then 'front end').
    const ordered = new Set(groups.flat().filter((phrase) => phrases.has(phrase)));
    expansions.set(
      key,
      [...ordered].map((phrase) => phrase.split(' ')),
    );
  }
  // A set's name: its names, then its employers.
  for (const { names, employers } of EMPLOYER_SETS)
    for (const name of names)
      expansions.set(
        tokenize(name).join(' '),
        [...names, ...employers].map((phrase) => tokenize(phrase)),
      );
  return expansions;
});

/**
 * The phrases of several words that every job's vectors carry as lexemes of their own when they have them
 * ('#p:test_engineer', `phraseLexeme`): each synonym group's and employer set's phrase. The `search_phrases`
 * table lists the same (migration 0023, search_phrase_vector()); a phrase added here needs a migration that
 * adds it there and indexes the jobs again, which server/modules/jobs/search-phrases.int.test.ts asks for.
 * A search matches such a phrase by its lexeme, exactly: the full-text index cannot check that words are
 * adjacent, and a phrase of common words ('test engineer') read every vector with both words to recheck it.
 */
export const INDEXED_PHRASES = lazy(
  (): ReadonlySet<string> =>
    new Set(
      [...SYNONYM_GROUPS, ...EMPLOYER_SETS.flatMap(({ names, employers }) => [names, employers])]
        .flat()
        .map((phrase) => tokenize(phrase))
        .filter((words) => words.length > 1)
        .map((words) => words.join(' ')),
    ),
);

/** The lexeme of an indexed phrase (INDEXED_PHRASES): its words joined by '_', after '#p:'. */
export const phraseLexeme = (words: readonly string[]): string => `#p:${words.join('_')}`;

/** One AND-ed part of a query: a plain word, or a synonym group whose phrases are OR-ed. */
export type QueryPart =
  | { kind: 'word'; word: string; isLast: boolean }
  | { kind: 'synonyms'; phrases: string[][]; matched: string };

/** Reads the query left to right, taking the longest synonym phrase at each position. */
export function parseQuery(text: string): QueryPart[] {
  const words = queryWords(text);
  const parts: QueryPart[] = [];
  let i = 0;
  while (i < words.length) {
    const word = words[i] as string;
    if (word.includes('/')) {
      parts.push(slashedPart(word));
      i += 1;
      continue;
    }
    const match = PHRASES().find(({ words: phrase }) => startsWith(words, phrase, i));
    if (match) {
      const matched = match.words.join(' ');
      parts.push({ kind: 'synonyms', phrases: EXPANSIONS().get(matched) ?? [match.words], matched });
      i += match.words.length;
    } else {
      parts.push({ kind: 'word', word: words[i] as string, isLast: i === words.length - 1 });
      i += 1;
    }
  }
  return parts;
}

/**
 * 'ai/ml', 'devops/sre', 'ui/ux': either word, and the joined word a posting's 'AI/ML' is indexed by too.
 * A joined word that is a synonym phrase of its own ('ci/cd') means that phrase, not either half.
 */
function slashedPart(word: string): QueryPart {
  const joined = tokenize(word).join(' ');
  const own = EXPANSIONS().get(joined);
  if (own) return { kind: 'synonyms', phrases: own, matched: joined };
  const phrases = new Map<string, string[]>([[joined, joined.split(' ')]]);
  for (const part of slashParts(word)) {
    if (!part) continue;
    for (const phrase of EXPANSIONS().get(part) ?? [part.split(' ')]) phrases.set(phrase.join(' '), phrase);
  }
  return { kind: 'synonyms', phrases: [...phrases.values()], matched: joined };
}

/** Experience bands a query can ask for, as ranges of the minimum years a posting asks for. */
export const EXPERIENCE_BANDS = {
  entry: { min: 0, max: 1 },
  mid: { min: 2, max: 4 },
  senior: { min: 5, max: 99 },
} as const;
export type ExperienceBand = keyof typeof EXPERIENCE_BANDS;

const WORK_STYLES = ['remote', 'hybrid', 'onsite'] as const;
type WorkStyle = (typeof WORK_STYLES)[number];

/** What seniority, work-style and sponsorship words in a query mean, read as filters rather than text. */
export type QueryIntents = {
  experience?: ExperienceBand;
  workArrangement?: WorkStyle;
  /** Two work styles named as either ('remote or hybrid'): any job but one of the third style. */
  notWorkArrangement?: WorkStyle;
  employmentType?: 'INTERN' | 'PART_TIME' | 'FULL_TIME' | 'CONTRACTOR';
  /** Only jobs whose posting says they sponsor. */
  sponsorship?: true;
  /** A known city named at the end of the query ('nurse houston'), as the city filter writes it. */
  city?: string;
  /** Its state when typed with it ('austin tx'), or a state named alone ('nurse california'): a postal code. */
  state?: string;
  /** A metro area named at the end of the query ('swe bay area'): a US_REGIONS name, its cities the filter. */
  region?: string;
  /** Words no job title may have: 'NOT senior', '-senior' (as job boards' search boxes take them). */
  excludedWords?: string[];
};

/** Intent phrases (already tokenised, longest first when matched). */
const INTENT_PHRASES: readonly [phrase: string, intent: QueryIntents][] = [
  ...[
    'entry level',
    'entry',
    'new grad',
    'new grads',
    'new graduate',
    'new graduates',
    'recent grad',
    'recent graduate',
    'college grad',
    'university grad',
    'graduate',
    'grad',
    'junior',
    'jr',
    'early career',
    'no experience',
    'fresher',
    'freshers',
  ].map((phrase) => [phrase, { experience: 'entry' }] as [string, QueryIntents]),
  ...['mid level', 'mid senior', 'intermediate'].map(
    (phrase) => [phrase, { experience: 'mid' }] as [string, QueryIntents],
  ),
  ...['senior', 'sr', 'senior level'].map(
    (phrase) => [phrase, { experience: 'senior' }] as [string, QueryIntents],
  ),
  ...['intern', 'interns', 'internship', 'internships', 'co op', 'coop'].map(
    (phrase) => [phrase, { employmentType: 'INTERN' }] as [string, QueryIntents],
  ),
  // The job types of the filter (SPEC section 2). Not a bare 'contract': 'contract manager' is a title.
  ...['part time', 'parttime'].map(
    (phrase) => [phrase, { employmentType: 'PART_TIME' }] as [string, QueryIntents],
  ),
  ...['full time', 'fulltime'].map(
    (phrase) => [phrase, { employmentType: 'FULL_TIME' }] as [string, QueryIntents],
  ),
  // Corp-to-corp and 1099 are contracts by another name; on an H-1B a contract runs through the sponsor.
  ...[
    'contractor',
    'contractors',
    'contract to hire',
    'c2h',
    'freelance',
    'freelancer',
    'c2c',
    'corp to corp',
    'corp 2 corp',
    '1099',
  ].map((phrase) => [phrase, { employmentType: 'CONTRACTOR' }] as [string, QueryIntents]),
  ...[
    'remote',
    'remotely',
    'fully remote',
    'work from home',
    'wfh',
    'telecommute',
    'work from anywhere',
    'anywhere',
  ].map((phrase) => [phrase, { workArrangement: 'remote' }] as [string, QueryIntents]),
  ['hybrid', { workArrangement: 'hybrid' }],
  ...['onsite', 'on site', 'in office', 'in person'].map(
    (phrase) => [phrase, { workArrangement: 'onsite' }] as [string, QueryIntents],
  ),
  ...[
    'sponsorship',
    'sponsor',
    'sponsors',
    'sponsored',
    'sponsoring',
    'visa',
    'visas',
    'h1b',
    'h 1b',
    'h1 b',
    'h1',
    'visa sponsorship',
    'h1b sponsorship',
    'h1b visa',
    'h1b sponsor',
    // Moving an H-1B to a new employer is a new petition that employer files: any sponsor takes transfers.
    'h1b transfer',
    'h1 transfer',
    'h 1b transfer',
    'h1b visa transfer',
    'visa transfer',
    'transfer h1b',
    // Postings rarely say which green-card steps they take; the ones that say they sponsor are the nearest.
    'green card',
    'green card sponsorship',
    'gc sponsorship',
    // PERM, the labor certification of a green card, and 'labor cert' as job seekers shorten it.
    'perm',
    'perm sponsorship',
    'labor certification',
    'labor cert',
    // Other work visas an employer files or vouches for: read as the jobs that sponsor, never as a state
    // ('tn visa' is not Tennessee) or a level ('l1', 'e3').
    'tn visa',
    'tn status',
    'e3 visa',
    'l1 visa',
    'o1 visa',
    'o1',
    'h1b1',
    'h1b1 visa',
    'opt extension',
    'stem opt extension',
    'stem extension',
  ].map((phrase) => [phrase, { sponsorship: true }] as [string, QueryIntents]),
  // A student's work permission: on OPT (STEM OPT included) the job they look for is one that will sponsor
  // the H-1B after it; CPT is for internships and co-ops during the degree. Read as those filters, not as
  // words to find: postings rarely say 'OPT', and 'opt' alone matched unrelated text.
  ...[
    'opt',
    'stem opt',
    'opt stem',
    'opt ead',
    'stem ead',
    'f1',
    'f 1',
    'f1 visa',
    'f1 opt',
    'f1 student',
    'f1 students',
    'opt student',
    'opt students',
    // An international student's job is one that will sponsor the H-1B after OPT, as for 'f1 students'.
    'international student',
    'international students',
    // 'OPT friendly', 'H1B friendly': employers that take them, i.e. that sponsor.
    'opt friendly',
    'h1b friendly',
    'visa friendly',
    'sponsor friendly',
    'sponsorship friendly',
    'immigration friendly',
  ].map((phrase) => [phrase, { sponsorship: true }] as [string, QueryIntents]),
  ...['cpt', 'f1 cpt', 'cpt internship', 'cpt internships'].map(
    (phrase) => [phrase, { employmentType: 'INTERN' }] as [string, QueryIntents],
  ),
  // Words that only say "a job": searching for them would demand them in the text.
  ...[
    'job',
    'jobs',
    'position',
    'positions',
    'role',
    'roles',
    'opening',
    'openings',
    'vacancy',
    'vacancies',
    'hiring',
    // Work permission that needs no employer's petition: no filter either way, as 'no sponsorship needed'.
    'h4 ead',
    'h4',
    'ead',
    'gc ead',
    'green card holder',
    'gc holder',
    'permanent resident',
    'us citizen',
    'citizen',
    'citizens',
    // Day 1 CPT students look for full-time work, not internships ('cpt' alone is read as those).
    'day 1 cpt',
    'day one cpt',
    // Paid on a W-2: an employee, which every listing's worker is unless it says contract or 1099.
    'w2',
    'w 2',
    'w2 only',
    // A phone's search habit: the search has no position to be near (the location filter is the way).
    'near me',
    'nearby',
    // 'jobs at meta', 'engineer with python': as a word to find, 'at' made 'jobs at meta' a related search.
    'at',
    'with',
    'that',
    'which',
    // A search typed as a sentence ('looking for a data analyst job', 'i want to work as a nurse').
    'looking for',
    'looking',
    'seeking',
    'i want to',
    'want to',
    'i want',
    'work as',
    'find me',
    'show me',
    'find',
    'need a job',
    'i need a job',
    'how to',
    'how to find',
    'how do i',
    'how do i find',
    'best',
    // Pay: the listings have no salary filter, and as words 'high salary software engineer' found related
    // jobs only. Amounts ('100k', '$120k') are dropped with the words that say when.
    'high salary',
    'highest paying',
    'high paying',
    'best paying',
    'top paying',
    'well paying',
    'good salary',
    'salary',
    'paying',
    'best companies',
    'top companies',
    // Every listing is a job at a company in the United States.
    'company',
    'companies',
    'employer',
    'employers',
    'usa',
    'us',
    'u s',
    'united states',
    'in usa',
    'in the us',
    'in us',
  ].map((phrase) => [phrase, {}] as [string, QueryIntents]),
];
const INTENTS = INTENT_PHRASES.map(([phrase, intent]) => ({ words: phrase.split(' '), intent })).sort(
  (a, b) => b.words.length - a.words.length,
);
/** The first words of the intent phrases that set a filter ('remote', 'h1b', 'part'), not of the fillers. */
const INTENT_STARTS = lazy(
  () =>
    new Set(
      INTENTS.filter(({ intent }) => Object.keys(intent).length > 0).map(({ words }) => words[0] as string),
    ),
);

/** A query read as a job seeker means it: the words to find, and the filters its intent words stand for. */
export type UnderstoodQuery = {
  /** The words left to search for (tokenised, joined by spaces); empty when the query was only intents. */
  text: string;
  intents: QueryIntents;
  /** The intent phrases recognised, in the order typed. */
  recognised: string[];
};

/**
 * A pay amount ('100k', '$120k', '80k+', '150000'): the listings have no salary filter to read it as. Not
 * '401k' (a 401(k) administrator).
 */
const PAY = /^(?!401k$)(\d{2,3}kplus|\d{2,3}k|\d{5,6})$/;
/** Words that only join the others (English stop words the search already ignores). Not 'it' (IT support). */
const JOINING_WORDS = new Set([
  'a',
  'an',
  'the',
  'in',
  'for',
  'to',
  'of',
  'as',
  'and',
  'my',
  'me',
  'i',
  'im',
  // 'remote only', 'US citizen only': says how much, not what.
  'only',
]);

/** A start or graduation year ('new grad 2026', 'software engineer 2027'). */
const YEAR = /^20[2-3][0-9]$/;
/**
 * A level inside a company's ladder ('SDE II', 'L4 software engineer', 'swe 2'): each company numbers its
 * own, and postings rarely carry them, so they are dropped like the words that say when. A digit is a level
 * only right after a title word ('python 3' keeps its 3); 'iv' stays (an IV nurse).
 */
const LEVEL = /^(ii|iii|l[1-9]|e[3-9]|ic[1-9])$/;
const LEVELLED_TITLES = new Set(['sde', 'swe', 'sdet', 'engineer', 'developer', 'analyst', 'scientist']);

/** When an internship starts ('summer internship', 'fall 2026 co-op'). 'spring' is also Spring Boot. */
const SEASONS = new Set(['summer', 'fall', 'autumn', 'winter']);

/**
 * Words that say a sponsorship phrase is not wanted ('no sponsorship', "don't need a visa", 'without h1b'),
 * and words that only say how it is wanted ('need', 'will', 'for'): the words right before the phrase that
 * are in these sets are read with it.
 */
const NEGATIONS = new Set(['no', 'not', 'without', 'non', 'never', 'dont', 'doesnt', 'wont', 't']);
const NEGATION_FILLERS = new Set([
  'i',
  'do',
  'does',
  'don',
  'doesn',
  'won',
  'will',
  'need',
  'needs',
  'needed',
  'needing',
  'require',
  'requires',
  'requiring',
  'want',
  'any',
  'for',
  'a',
  'an',
]);
/** After a sponsorship phrase: 'required' says it is wanted, 'not required' that it is not. */
const AFTER_SPONSORSHIP = new Set(['required', 'needed', 'necessary', 'available', 'offered', 'provided']);

const YEAR_WORDS = new Set(['year', 'years', 'yr', 'yrs', 'yoe']);
const EXPERIENCE_WORDS = new Set(['experience', 'exp']);
const YEARS_COUNT = /^([0-9]{1,2})(plus)?$/;

/**
 * Years of experience ('2 years experience', '5+ years', '0-2 yrs', '3 yoe'): the experience band of the
 * fewest years named (EXPERIENCE_BANDS), and the words without them. As words to find they made a related
 * search of 'software engineer 3 years experience'.
 */
function readYearsOfExperience(words: string[]): { words: string[]; band?: ExperienceBand; read: string[] } {
  for (let at = 0; at < words.length; at += 1) {
    const count = YEARS_COUNT.exec(words[at] as string);
    if (!count) continue;
    let end = at + 1;
    if (YEARS_COUNT.test(words[end] ?? '')) end += 1; // '0-2 years'
    if (!YEAR_WORDS.has(words[end] ?? '')) continue;
    end += 1;
    if (words[end] === 'of' && EXPERIENCE_WORDS.has(words[end + 1] ?? '')) end += 2;
    else if (EXPERIENCE_WORDS.has(words[end] ?? '')) end += 1;
    const years = Number(count[1]);
    const band = (Object.keys(EXPERIENCE_BANDS) as ExperienceBand[]).find(
      (name) => years <= EXPERIENCE_BANDS[name].max,
    );
    return { words: [...words.slice(0, at), ...words.slice(end)], band, read: words.slice(at, end) };
  }
  return { words, read: [] };
}

/**
 * 'java OR python', as job boards' search boxes take it: the words on either side of 'or' are alternatives,
 * written as a slashed word ('java/python'), which parseQuery reads as either. Two filter phrases are
 * alternatives whole ('in office or remote', 'full time or part time'); other words one each. An 'or' with
 * no word after it stays: 'portland or' is in Oregon.
 */
function joinAlternatives(words: readonly string[]): string[] {
  const joined: string[] = [];
  const isFilter = (entry: { intent: QueryIntents } | undefined) =>
    entry !== undefined && Object.keys(entry.intent).length > 0;
  for (let at = 0; at < words.length; at += 1) {
    const word = words[at] as string;
    if (word !== 'or' || joined.length === 0 || at + 1 >= words.length || words[at + 1] === 'or') {
      joined.push(word);
      continue;
    }
    const before = INTENTS.find((entry) => endsWith(joined, entry.words));
    const after = INTENTS.find((entry) => startsWith(words, entry.words, at + 1));
    const [left, right] =
      isFilter(before) && isFilter(after)
        ? [joined.splice(-(before?.words.length ?? 1)), after?.words ?? []]
        : [[joined.pop() as string], [words[at + 1] as string]];
    joined.push(`${left.join(' ')}/${right.join(' ')}`);
    at += right.length;
  }
  return joined;
}

/**
 * Job titles with an intent word in them: read as words to find, not as a filter ('data entry' is no entry
 * level job, 'senior living' no senior one).
 */
const TITLE_PHRASES = lazy(() =>
  [
    'data entry',
    'graduate assistant',
    'graduate research assistant',
    'graduate teaching assistant',
    'senior living',
    'senior care',
    'senior services',
    'junior high',
    'junior college',
  ]
    .map((phrase) => phrase.split(' '))
    .sort((a, b) => b.length - a.length),
);

/** What an intent phrase sets, when `phrase` (its words joined by spaces) is one. */
const intentNamed = (phrase: string): QueryIntents | undefined =>
  INTENTS.find((entry) => entry.words.join(' ') === phrase)?.intent;

/**
 * A slashed word whose halves are intent words is read as its halves ('h1b/opt': both say sponsorship), or
 * dropped when they name two choices of one filter ('remote/hybrid': either will do, so no filter). Other
 * slashed words stay whole, for parseQuery ('ai/ml').
 */
function readSlashedIntents(word: string, eitherStyle: Set<WorkStyle>): string[] {
  if (!word.includes('/')) return [word];
  const halves = slashParts(word);
  if (!halves.some((half) => INTENT_STARTS().has(half.split(' ')[0] ?? ''))) return [word];
  const intents = halves.map((half) => intentNamed(half) ?? {});
  const chosen = new Map<string, unknown>();
  for (const intent of intents)
    for (const [key, value] of Object.entries(intent)) {
      if (chosen.has(key) && chosen.get(key) !== value) {
        // 'remote/hybrid': kept as "not the third style", which no single filter value says.
        if (key === 'workArrangement')
          for (const each of intents) if (each.workArrangement) eitherStyle.add(each.workArrangement);
        return [];
      }
      chosen.set(key, value);
    }
  return halves.flatMap((half) => half.split(' ').filter(Boolean));
}

/**
 * The kind of employment the query asks for. One named is the filter; an internship with its hours ('full
 * time internship', 'part-time intern') is an internship; two others ('full time or part time',
 * 'full-time/part-time', 'contract or full time') are either, so no filter.
 */
function readEmploymentType(
  named: ReadonlySet<NonNullable<QueryIntents['employmentType']>>,
): QueryIntents['employmentType'] {
  if (named.size === 1) return [...named][0];
  return named.has('INTERN') ? 'INTERN' : undefined;
}

/**
 * 'not remote or hybrid', 'not onsite/hybrid': none of the work styles named, so the one left, read as if
 * it had been typed ('onsite', 'remote'); 'not remote/wfh' is 'not remote'. Left as they were, the slashed
 * styles read as "either" and the 'not' as a word to exclude. Other negated alternatives stay.
 */
function readNegatedStyles(words: readonly string[]): string[] {
  const read: string[] = [];
  for (let at = 0; at < words.length; at += 1) {
    const word = words[at] as string;
    const next = words[at + 1];
    const intents = word === 'not' && next?.includes('/') ? slashParts(next).map(intentNamed) : [];
    const styles = intents.flatMap((intent) =>
      intent?.workArrangement && Object.keys(intent).length === 1 ? [intent.workArrangement] : [],
    );
    if (styles.length === 0 || styles.length < intents.length) {
      read.push(word);
      continue;
    }
    const others = WORK_STYLES.filter((style) => !styles.includes(style));
    if (others.length === 1) read.push(others[0] as WorkStyle);
    else if (others.length === 2) read.push('not', styles[0] as WorkStyle);
    at += 1;
  }
  return read;
}

/**
 * Reads seniority, internship, work-style, sponsorship and filler words out of a query; the first of each
 * kind wins, but for the kind of employment (readEmploymentType).
 */
export function understandQuery(text: string): UnderstoodQuery {
  const eitherStyle = new Set<WorkStyle>();
  const years = readYearsOfExperience(
    readNegatedStyles(joinAlternatives(queryWords(text))).flatMap((word) =>
      readSlashedIntents(word, eitherStyle),
    ),
  );
  const words = years.words;
  const excluded: string[] = [];
  let notStyle: WorkStyle | undefined;
  const left: { word: string; at: number }[] = [];
  const recognised: string[] = [];
  const intents: QueryIntents = {};
  const employmentTypes = new Set<NonNullable<QueryIntents['employmentType']>>();
  /** Where an internship word starts ('intern', 'co op'). */
  const internAt = new Set<number>();
  /** Words dropped as fillers ('jobs', 'looking for'): a negation reaches across them. */
  const fillerAt = new Set<number>();
  const onlyFillersBetween = (from: number, to: number) => {
    for (let at = from + 1; at < to; at += 1) if (!fillerAt.has(at)) return false;
    return true;
  };
  let i = 0;
  const phraseAt = (at: number) => INTENTS.find(({ words: phrase }) => startsWith(words, phrase, at));
  while (i < words.length) {
    // A title that has an intent word in it ('data entry', 'senior living') is words to find.
    const title = TITLE_PHRASES().find((phrase) => startsWith(words, phrase, i));
    if (title) {
      for (const word of title) left.push({ word, at: i++ });
      continue;
    }
    if (words[i] === 'not' && i + 1 < words.length && !NEGATION_FILLERS.has(words[i + 1] as string)) {
      // 'NOT senior', '-intern': no title with the word, and no filter it would have set; 'not remote' is
      // any job but a remote one. A sponsorship phrase, or a filler before one ('not looking for
      // sponsorship'), is read below.
      const next = phraseAt(i + 1);
      const intent = next && Object.keys(next.intent).length > 0 && !next.intent.sponsorship;
      if (!next || intent) {
        const length = next?.words.length ?? 1;
        if (next?.intent.workArrangement) notStyle ??= next.intent.workArrangement;
        else if (length === 1) excluded.push(words[i + 1] as string);
        i += 1 + length;
        continue;
      }
    }
    const match = phraseAt(i);
    if (!match) {
      left.push({ word: words[i] as string, at: i });
      i += 1;
      continue;
    }
    let end = i + match.words.length;
    if (match.intent.sponsorship) {
      // Someone who says they need no sponsorship is not asking for the jobs that offer it (nor for the
      // ones that do not): the phrase and its negation are dropped, and no filter is set either way.
      let first = left.length;
      while (first > 0) {
        const before = left[first - 1] as { word: string; at: number };
        const adjacent = onlyFillersBetween(before.at, left[first]?.at ?? i);
        if (!adjacent || !(NEGATIONS.has(before.word) || NEGATION_FILLERS.has(before.word))) break;
        first -= 1;
      }
      const negatedBefore = left.slice(first).some((entry) => NEGATIONS.has(entry.word));
      const negatedAfter = words[end] === 'not' && AFTER_SPONSORSHIP.has(words[end + 1] ?? '');
      if (negatedAfter) end += 2;
      else if (AFTER_SPONSORSHIP.has(words[end] ?? '')) end += 1;
      // 'need', 'will', 'for' next to the phrase only say how it is wanted: never words to find.
      left.splice(first);
      if (negatedBefore || negatedAfter) {
        i = end;
        continue;
      }
    }
    for (const [key, value] of Object.entries(match.intent) as [keyof QueryIntents, never][]) {
      if (key === 'employmentType') employmentTypes.add(value);
      else if (intents[key] === undefined) intents[key] = value;
    }
    if (match.intent.employmentType === 'INTERN') internAt.add(i);
    if (Object.keys(match.intent).length > 0) recognised.push(match.words.join(' '));
    else for (let at = i; at < end; at += 1) fillerAt.add(at);
    i = end;
  }
  // Words that say when, not what: a year, and an internship's season; and a ladder's level (LEVEL).
  // Postings rarely carry them, and as words to find they emptied the search ('new grad 2026' found
  // nothing, 'summer internship' one job). 'spring' is a season only right before a year or an internship
  // word ('spring boot intern' keeps it), and a season without an internship or a year stays ('summer
  // associate').
  const when = ({ word, at }: { word: string; at: number }) =>
    PAY.test(word) ||
    LEVEL.test(word) ||
    (/^[1-4]$/.test(word) && LEVELLED_TITLES.has(words[at - 1] ?? '')) ||
    YEAR.test(word) ||
    ((SEASONS.has(word) || word === 'spring') && (YEAR.test(words[at + 1] ?? '') || internAt.has(at + 1))) ||
    (SEASONS.has(word) && internAt.size > 0);
  const kept = left.filter((entry) => !when(entry)).map((entry) => entry.word);
  const location = readLocation(kept) ?? readLeadingLocation(kept);
  if (location) {
    kept.splice(location.start, location.end - location.start);
    if (location.city) intents.city = location.city;
    if (location.state) intents.state = location.state;
    if (location.region) intents.region = location.region;
    recognised.push(location.words.join(' '));
  }
  // Words that only join a sentence ('a', 'in', 'for'), left at either end once the rest was read ('in
  // software'): the search ignores them, and the words shown leave them out. Inside, they stay: 'engineer in
  // test' is a phrase of the synonyms.
  while (kept.length > 0 && JOINING_WORDS.has(kept[0] as string)) kept.shift();
  while (kept.length > 0 && JOINING_WORDS.has(kept[kept.length - 1] as string)) kept.pop();
  const employmentType = readEmploymentType(employmentTypes);
  if (employmentType) intents.employmentType = employmentType;
  if (excluded.length > 0) intents.excludedWords = [...new Set(excluded)];
  const third = WORK_STYLES.filter((style) => !eitherStyle.has(style));
  if (!intents.workArrangement && eitherStyle.size === 2 && third[0]) intents.notWorkArrangement = third[0];
  if (!intents.workArrangement && notStyle) intents.notWorkArrangement ??= notStyle;
  if (years.band) {
    intents.experience ??= years.band;
    recognised.push(years.read.join(' '));
  }
  return { text: kept.join(' '), intents, recognised };
}

const CITY_PHRASES = lazy(() =>
  US_CITIES.flatMap(({ city, state, aliases = [] }) =>
    [city, ...aliases].map((name) => ({ words: tokenize(name), city, state })),
  ).sort((a, b) => b.words.length - a.words.length),
);
const REGION_PHRASES = lazy(() =>
  US_REGIONS.flatMap(({ name, aliases }) => aliases.map((alias) => ({ words: tokenize(alias), name }))).sort(
    (a, b) => b.words.length - a.words.length,
  ),
);
const STATE_NAMES = lazy(() =>
  Object.entries(US_STATES)
    .map(([code, name]) => ({ words: tokenize(name), code }))
    .sort((a, b) => b.words.length - a.words.length),
);
/**
 * State codes that are no English word or job title ('tx', 'nj'), read alone at the end ('nurse tx'). Not
 * 'pa', 'ma', 'md', 'ms', 'ct' (physician assistant, master's degrees, doctor, CT technologist), 'or', 'in',
 * 'me', 'hi', 'ok', 'oh', 'id', 'de', 'co', 'al', 'ar', 'mo', 'ne', 'va', 'la' (Los Angeles, as a city).
 */
const LONE_STATE_CODES = new Set(
  'tx ny nj nc sc fl az nv wa ga mn wi ky tn ia ks nm nh vt wv ak wy ri ut il mi nd sd dc mt'.split(' '),
);
/** Whether `phrase` is the words from `at` on. */
const startsWith = (words: readonly string[], phrase: readonly string[], at: number) =>
  phrase.every((word, k) => words[at + k] === word);
const endsWith = (words: readonly string[], tail: readonly string[], end = words.length) =>
  tail.length > 0 && tail.length <= end && tail.every((word, k) => words[end - tail.length + k] === word);

/**
 * A location at the end of the query's words: a metro area (US_REGIONS: 'bay area', 'dfw'), a known city
 * (US_CITIES), optionally followed by its state's code or name ('austin tx', 'portland oregon'), or a
 * state's name alone ('nurse texas') or a code that is no word (LONE_STATE_CODES: 'nurse tx'); an 'in' or
 * 'near' before it goes with it. Other state codes alone are not read ('pa', 'ma' and 'md' are also job
 * titles). A region comes first: 'greater boston' is not Boston.
 * 'in the bay area': 'the' and 'in' go with it.
 */
type ReadLocation = {
  start: number;
  end: number;
  words: string[];
  city?: string;
  state?: string;
  region?: string;
};

/**
 * A location typed before what is searched ('nyc software engineer', 'boston ma nurse', 'bay area data
 * scientist', 'texas nurse'): the longest run of first words that readLocation reads whole, with words left
 * after it. A city's one-word name alone is not read there: employers are named after cities ('houston
 * methodist nurse', 'boston scientific engineer', whose jobs are not all in Boston), where a city's nickname
 * ('nyc', 'sf'), its state after it, or a name of two words ('new york', 'san jose') is a place.
 */
function readLeadingLocation(words: readonly string[]): ReadLocation | null {
  for (let length = Math.min(4, words.length - 1); length >= 1; length -= 1) {
    const location = readLocation(words.slice(0, length));
    if (location?.start !== 0) continue;
    const bareName =
      location.city && !location.state && location.words.join(' ') === tokenize(location.city).join(' ');
    return bareName && location.words.length === 1 ? null : location;
  }
  return null;
}

export function readLocation(words: readonly string[]): ReadLocation | null {
  const end = words.length;
  let found: { start: number; city?: string; state?: string; region?: string } | null = null;
  const region = REGION_PHRASES().find((r) => endsWith(words, r.words));
  if (region) found = { start: end - region.words.length, region: region.name };
  // A metro area and its state's code ('rtp nc', 'bay area ca'): the area.
  const coded = Object.keys(US_STATES).some((code) => code.toLowerCase() === words[end - 1]);
  const regionBefore = coded ? REGION_PHRASES().find((r) => endsWith(words, r.words, end - 1)) : undefined;
  if (!found && regionBefore)
    found = { start: end - 1 - regionBefore.words.length, region: regionBefore.name };
  const stateTails = [
    ...STATE_NAMES(),
    ...Object.keys(US_STATES).map((code) => ({ words: [code.toLowerCase()], code })),
  ].filter((state) => endsWith(words, state.words));
  for (const state of stateTails) {
    if (found) break;
    const before = end - state.words.length;
    const city = CITY_PHRASES().find((c) => c.state === state.code && endsWith(words, c.words, before));
    if (city) found = { start: before - city.words.length, city: city.city, state: state.code };
  }
  if (!found) {
    const city = CITY_PHRASES().find((c) => endsWith(words, c.words));
    if (city) found = { start: end - city.words.length, city: city.city };
  }
  if (!found) {
    const state = STATE_NAMES().find((s) => endsWith(words, s.words));
    if (state) found = { start: end - state.words.length, state: state.code };
  }
  if (!found && LONE_STATE_CODES.has(words[end - 1] ?? '')) {
    found = { start: end - 1, state: (words[end - 1] as string).toUpperCase() };
  }
  if (!found) return null;
  const located = words.slice(found.start);
  if (found.start > 0 && words[found.start - 1] === 'the') found.start -= 1;
  if (found.start > 0 && ['in', 'near', 'around'].includes(words[found.start - 1] ?? '')) found.start -= 1;
  return { ...found, end, words: located };
}
