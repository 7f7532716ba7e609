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
  ['cplusplus', 'cpp'],
  ['nodejs', 'node js'],
  ['golang', 'go lang'],
  ['cicd', 'ci cd', 'continuous integration'],
];

/**
 * Skill tokens written with symbols (C++, C#, F#, .NET, ASP.NET, Node.js, CI/CD, A/B) as one word, so 'c++'
 * never searches 'c'. The same rules run in SQL on every indexed title and description (`search_text()`,
 * migration 0007), which also keeps the parts of a dotted or slashed token ('node.js' indexes 'nodejs node
 * js'); queries use the joined word only. Input is lowercase.
 */
export const SYMBOL_RULES: readonly { pattern: RegExp; replacement: string; indexed?: string }[] = [
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

/** Splits text into lowercase words; 'front-end' and 'front end' both give ['front', 'end']; 'C++' gives 'cplusplus'. */
export function tokenize(text: string): string[] {
  return (normalizeSearchText(text).match(/[a-z0-9]+/g) ?? []).slice(0, 12);
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

/** Experience bands a query can ask for, as ranges of the minimum years a posting asks for. */
export const EXPERIENCE_BANDS = {
  entry: { min: 0, max: 1 },
  mid: { min: 2, max: 4 },
  senior: { min: 5, max: 99 },
} as const;
export type ExperienceBand = keyof typeof EXPERIENCE_BANDS;

/** What seniority, work-style and sponsorship words in a query mean, read as filters rather than text. */
export type QueryIntents = {
  experience?: ExperienceBand;
  workArrangement?: 'remote' | 'hybrid' | 'onsite';
  employmentType?: 'INTERN';
  /** Only jobs whose posting says they sponsor. */
  sponsorship?: true;
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
  ...['remote', 'remotely', 'fully remote', 'work from home', 'wfh', 'telecommute'].map(
    (phrase) => [phrase, { workArrangement: 'remote' }] as [string, QueryIntents],
  ),
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
  ].map((phrase) => [phrase, { sponsorship: true }] as [string, QueryIntents]),
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
  ].map((phrase) => [phrase, {}] as [string, QueryIntents]),
];
const INTENTS = INTENT_PHRASES.map(([phrase, intent]) => ({ words: phrase.split(' '), intent })).sort(
  (a, b) => b.words.length - a.words.length,
);

/** A query read as a job seeker means it: the words to find, and the filters its intent words stand for. */
export type UnderstoodQuery = {
  /** The words left to search for (tokenised, joined by spaces); empty when the query was only intents. */
  text: string;
  intents: QueryIntents;
  /** The intent phrases recognised, in the order typed. */
  recognised: string[];
};

/** Reads seniority, internship, work-style, sponsorship and filler words out of a query; the first of each kind wins. */
export function understandQuery(text: string): UnderstoodQuery {
  const words = tokenize(text);
  const kept: string[] = [];
  const recognised: string[] = [];
  const intents: QueryIntents = {};
  let i = 0;
  while (i < words.length) {
    const match = INTENTS.find(({ words: phrase }) => phrase.every((word, k) => words[i + k] === word));
    if (!match) {
      kept.push(words[i] as string);
      i += 1;
      continue;
    }
    for (const [key, value] of Object.entries(match.intent) as [keyof QueryIntents, never][]) {
      if (intents[key] === undefined) intents[key] = value;
    }
    if (Object.keys(match.intent).length > 0) recognised.push(match.words.join(' '));
    i += match.words.length;
  }
  return { text: kept.join(' '), intents, recognised };
}

/**
 * Skills: words a posting names in its requirements rather than its title. A description-only match of a
 * skill is what the user asked for; a description-only match of any other word ('consultant' in a company's
 * "consulting" blurb) is only related. Tokenised forms (see SYMBOL_RULES).
 */
// prettier-ignore
const SKILL_PHRASES: readonly string[] = [
  // languages and runtimes
  'java',
  'python',
  'go',
  'golang',
  'typescript',
  'ts',
  'javascript',
  'js',
  'kotlin',
  'swift',
  'cplusplus',
  'cpp',
  'csharp',
  'fsharp',
  'dotnet',
  'aspnet',
  'nodejs',
  'ruby',
  'rails',
  'php',
  'scala',
  'rust',
  'perl',
  'haskell',
  'elixir',
  'erlang',
  'r',
  'matlab',
  'vba',
  'bash',
  'powershell',
  'sql',
  'nosql',
  'html',
  'css',
  'sass',
  'c',
  'objective c',
  'dart',
  'flutter',
  'solidity',
  'cobol',
  'fortran',
  'julia',
  'lua',
  'groovy',
  'clojure',
  // frameworks, data and infrastructure tools
  'react',
  'angular',
  'vue',
  'vuejs',
  'nextjs',
  'svelte',
  'django',
  'flask',
  'fastapi',
  'spring',
  'spring boot',
  'express',
  'expressjs',
  'graphql',
  'rest',
  'rest apis',
  'api',
  'apis',
  'microservices',
  'postgresql',
  'postgres',
  'mysql',
  'mongodb',
  'redis',
  'elasticsearch',
  'kafka',
  'rabbitmq',
  'docker',
  'kubernetes',
  'k8s',
  'helm',
  'terraform',
  'ansible',
  'aws',
  'azure',
  'gcp',
  'linux',
  'unix',
  'cicd',
  'jenkins',
  'git',
  'github',
  'gitlab',
  'prometheus',
  'grafana',
  'datadog',
  'spark',
  'hadoop',
  'airflow',
  'dbt',
  'snowflake',
  'databricks',
  'bigquery',
  'redshift',
  'tableau',
  'looker',
  'power bi',
  'excel',
  'pandas',
  'numpy',
  'pytorch',
  'tensorflow',
  'keras',
  'scikit learn',
  'cuda',
  'opencv',
  'mlops',
  'nlp',
  'llm',
  'llms',
  'large language models',
  'deep learning',
  'machine learning',
  'ml',
  'ai',
  'computer vision',
  'cv',
  'statistics',
  'distributed systems',
  'networking',
  'selenium',
  'playwright',
  'cypress',
  'jmeter',
  'jira',
  'agile',
  'scrum',
  'figma',
  'sketch',
  'prototyping',
  'accessibility',
  'ios',
  'android',
  'swiftui',
  'unity',
  'salesforce',
  'sap',
  'oracle',
  'ab testing',
  'a b testing',
  // other fields
  'gaap',
  'bloomberg',
  'financial modeling',
  'forecasting',
  'valuation',
  'epic',
  'hipaa',
  'bls',
  'cad',
  'autocad',
  'solidworks',
  'fea',
  'finite element analysis',
  'pcb design',
  'six sigma',
  'lean manufacturing',
  'fpga',
  'verilog',
  'vhdl',
  'genomics',
  'bioinformatics',
  'crispr',
  'pcr',
];
const SKILLS = SKILL_PHRASES.map((phrase) => tokenize(phrase)).sort((a, b) => b.length - a.length);

/**
 * True when every word of the text is part of a skill, so description matches answer it exactly. With the
 * stems the search used (the server's stemmer, or a typo's correction), a word also counts when its stem is a
 * skill's stem: 'kubernets' -> 'kubernet' names 'kubernetes'.
 */
export function isSkillQuery(text: string, stems: ReadonlyMap<string, string> = new Map()): boolean {
  const words = tokenize(text);
  if (words.length === 0) return false;
  const same = (typed: string, skill: string) => {
    if (typed === skill) return true;
    const stem = stems.get(typed);
    return stem !== undefined && skill.startsWith(stem) && skill.length - stem.length <= 3;
  };
  let i = 0;
  while (i < words.length) {
    const skill = SKILLS.find((phrase) => phrase.every((word, k) => same(words[i + k] ?? '', word)));
    if (!skill) return false;
    i += skill.length;
  }
  return true;
}
