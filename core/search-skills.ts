/**
 * Which searches name skills (server only: it reads the analyzer's skill knowledge, which the browser does not
 * need). A description-only match of a skill is what the user asked for; of any other word, only related.
 */
import { getSkillDb } from './analysis/skill-db.ts';
import { tokenize } from './search-terms.ts';

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
/**
 * The skill knowledge the resume analyzer recognises (core/analysis/skills: ~3,000 ways of writing ~1,800
 * hard skills of every field, from 'month-end close' to 'GMP'), so a skill is a skill to both features. Left out:
 * names that need context to be a skill ('Sketch', 'Illustrator'), one- and two-letter names ('R', 'AD'), and
 * case-sensitive names whose lower case is an ordinary word ('Word', 'Access', 'Jest'); kept: acronyms ('SAS').
 */
function knowledgeSkills(): string[][] {
  return getSkillDb()
    .surfaces.filter(
      (surface) =>
        !surface.needsContext &&
        (!surface.caseSensitive || (surface.text.length >= 3 && surface.text === surface.text.toUpperCase())),
    )
    .map((surface) => tokenize(surface.text))
    .filter((words) => words.length > 0);
}
let skills: string[][] | null = null;
/** Every skill as tokenised words, longest first; built once. */
function allSkills(): string[][] {
  skills ??= [...SKILL_PHRASES.map((phrase) => tokenize(phrase)), ...knowledgeSkills()].sort(
    (a, b) => b.length - a.length,
  );
  return skills;
}

/**
 * The text read as skills, left to right, longest first (each as its typed words), or null when some word is
 * part of no skill. With the stems the search used (the server's stemmer, or a typo's correction), a word also
 * counts when its stem is a skill's stem: 'kubernets' -> 'kubernet' names 'kubernetes'.
 */
export function skillSegments(
  text: string,
  stems: ReadonlyMap<string, string> = new Map(),
): string[][] | null {
  const words = tokenize(text);
  if (words.length === 0) return null;
  const same = (typed: string, skill: string) => {
    if (typed === skill) return true;
    const stem = stems.get(typed);
    return stem !== undefined && skill.startsWith(stem) && skill.length - stem.length <= 3;
  };
  const segments: string[][] = [];
  let i = 0;
  while (i < words.length) {
    const skill = allSkills().find((phrase) => phrase.every((word, k) => same(words[i + k] ?? '', word)));
    if (!skill) return null;
    segments.push(words.slice(i, i + skill.length));
    i += skill.length;
  }
  return segments;
}

/** True when every word of the text is part of a skill, so description matches answer it (see skillSegments). */
export function isSkillQuery(text: string, stems: ReadonlyMap<string, string> = new Map()): boolean {
  return skillSegments(text, stems) !== null;
}
