/**
 * The search benchmark's workload and relevance judge. Queries are drawn with a seeded generator from the
 * demo data's own vocabulary (titles, skills, companies, cities), so each run with a new seed tries queries
 * nobody tuned for: titles, long titles, skills, symbols, companies, typos, intent words, filters, deep pages.
 */
import { FIELDS, LEVELS, LOCATIONS } from '../../server/modules/jobs/demo/catalog.ts';
import { demoCompanies } from '../../server/modules/jobs/demo/generator.ts';
import { Random } from '../../server/modules/jobs/demo/random.ts';
import { DEMO_SEED } from '../../server/modules/jobs/seed.ts';

export type Query = Record<string, string | number>;
export type WorkloadCase = { klass: string; label: string; query: Query };

const TITLES = [...new Set(FIELDS.flatMap((field) => field.titles))];
const SKILLS = [...new Set(FIELDS.flatMap((field) => field.skills))];
const SYMBOL_TERMS = [...new Set([...SKILLS, ...TITLES].filter((term) => /[+#./]/.test(term)))];
const COMPANIES = demoCompanies(DEMO_SEED).map((company) => company.name);
const CITY_WEIGHTS = LOCATIONS.map(([city, state, weight]) => [[city, state], weight] as const);
const PREFIXES = LEVELS.map((level) => level.prefix).filter(Boolean);
/** The most common words of titles: the broad terms a user starts with. */
const BROAD = (() => {
  const counts = new Map<string, number>();
  for (const title of TITLES)
    for (const word of title.toLowerCase().match(/[a-z]+/g) ?? [])
      if (word.length > 2) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([word]) => word);
})();
const INTENTS_ALONE = [
  'entry level',
  'new grad',
  'junior',
  'senior',
  'internship',
  'remote',
  'sponsorship',
  'h1b',
  'visa sponsorship',
  'hybrid',
];
const INTENT_BEFORE = ['entry level', 'new grad', 'junior', 'senior', 'remote', 'h1b', 'sr.'];
const INTENT_AFTER = ['intern', 'internship', 'remote', 'jobs', 'sponsorship', 'visa', 'new grad', 'hybrid'];

/** One typo in one word of five letters or more: a dropped, doubled, swapped or wrong letter (never the first). */
export function withTypo(random: Random, text: string): string {
  const words = text.split(' ');
  const candidates = words
    .map((word, i) => [word, i] as const)
    .filter(([word]) => /^[A-Za-z]{5,}$/.test(word));
  if (candidates.length === 0) return text;
  const [word, index] = random.pick(candidates);
  const at = random.int(1, word.length - 2);
  const kind = random.int(0, 3);
  const typo =
    kind === 0
      ? word.slice(0, at) + word.slice(at + 1)
      : kind === 1
        ? word.slice(0, at) + word.charAt(at) + word.slice(at)
        : kind === 2
          ? word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2)
          : word.slice(0, at) + 'aeioun'.charAt(random.int(0, 5)) + word.slice(at + 1);
  words[index] = typo;
  return words.join(' ');
}

const lower = (random: Random, text: string) => (random.chance(0.6) ? text.toLowerCase() : text);

/** `count` queries in classes of fixed shares, drawn with `seed`. */
export function buildWorkload(seed: number, count: number): WorkloadCase[] {
  const random = new Random(seed);
  const city = () => random.weighted(CITY_WEIGHTS);
  const filters = (): Query => {
    const pick = random.int(0, 4);
    if (pick === 0) return { state: city()[1] };
    if (pick === 1) return { workArrangement: random.pick(['remote', 'hybrid', 'onsite']) };
    if (pick === 2)
      return { employmentType: random.pick(['FULL_TIME', 'CONTRACTOR', 'PART_TIME', 'INTERN']) };
    if (pick === 3) return { hideNoSponsor: 'true' };
    return { city: city()[0], workArrangement: random.pick(['hybrid', 'onsite']) };
  };
  const classes: [klass: string, share: number, make: () => Query][] = [
    ['title', 14, () => ({ search: lower(random, random.pick(TITLES)) })],
    ['long title', 8, () => ({ search: lower(random, `${random.pick(PREFIXES)} ${random.pick(TITLES)}`) })],
    ['skill', 10, () => ({ search: lower(random, random.pick(SKILLS)) })],
    [
      'punctuation',
      8,
      () => {
        const term = random.pick(SYMBOL_TERMS);
        return {
          search: lower(
            random,
            random.chance(0.3) ? `${term} ${random.pick(['developer', 'engineer'])}` : term,
          ),
        };
      },
    ],
    [
      'company',
      7,
      () => {
        const name = random.pick(COMPANIES);
        return { search: random.chance(0.5) ? name : (name.split(' ')[0] ?? name) };
      },
    ],
    ['title+city', 10, () => ({ search: lower(random, random.pick(TITLES)), city: city()[0] })],
    ['title+filter', 7, () => ({ search: lower(random, random.pick(TITLES)), ...filters() })],
    [
      'typo',
      10,
      () => ({ search: withTypo(random, lower(random, random.pick(random.chance(0.5) ? TITLES : SKILLS))) }),
    ],
    [
      'intent',
      12,
      () => {
        const roll = random.int(0, 2);
        if (roll === 0) return { search: random.pick(INTENTS_ALONE) };
        const term = lower(random, random.pick(random.chance(0.7) ? TITLES : SKILLS));
        return {
          search:
            roll === 1 ? `${random.pick(INTENT_BEFORE)} ${term}` : `${term} ${random.pick(INTENT_AFTER)}`,
        };
      },
    ],
    ['filters', 5, () => ({ ...filters(), ...(random.chance(0.5) ? filters() : {}) })],
    ['broad', 5, () => ({ search: random.pick(BROAD) })],
    [
      'deep page',
      4,
      () => ({ ...(random.chance(0.7) ? { search: random.pick(BROAD) } : {}), page: random.int(2, 30) }),
    ],
  ];
  const totalShare = classes.reduce((sum, [, share]) => sum + share, 0);
  const cases: WorkloadCase[] = [];
  for (const [klass, share, make] of classes) {
    const n = Math.max(1, Math.round((share / totalShare) * count));
    for (let i = 0; i < n; i++) {
      const query = make();
      cases.push({ klass, label: JSON.stringify(query), query });
    }
  }
  return cases;
}

/** A judged query: relevant jobs match every stated rule. */
export type JudgedQuery = {
  query: Query;
  /** Title or skills contain one of these phrases (symbol-aware, whole words). */
  terms?: string[];
  experience?: 'entry' | 'senior';
  sponsorship?: true;
  remote?: true;
  intern?: true;
};

/** Fixed queries from issue 9's findings and the classes above, plus titles and skills drawn with the seed. */
export function judgedQueries(seed: number, sampled = 10): JudgedQuery[] {
  const random = new Random(seed ^ 0x5bd1e995);
  const fixed: JudgedQuery[] = [
    { query: { search: 'c++' }, terms: ['c++'] },
    { query: { search: 'C#' }, terms: ['c#'] },
    { query: { search: '.net developer' }, terms: ['.net developer'] },
    { query: { search: 'node.js' }, terms: ['node.js'] },
    { query: { search: 'ci/cd' }, terms: ['ci/cd'] },
    { query: { search: 'entry level' }, experience: 'entry' },
    { query: { search: 'new grad' }, experience: 'entry' },
    {
      query: { search: 'new grad software engineer' },
      terms: ['software engineer', 'software developer', 'software development engineer'],
      experience: 'entry',
    },
    { query: { search: 'senior software engineer' }, terms: ['software engineer'], experience: 'senior' },
    { query: { search: 'sales' }, terms: ['sales'] },
    { query: { search: 'consultant' }, terms: ['consultant'] },
    { query: { search: 'director of engineering' }, terms: ['director of engineering'] },
    { query: { search: 'nurse', city: 'Houston' }, terms: ['nurse'] },
    { query: { search: 'kubernets' }, terms: ['kubernetes'] },
    { query: { search: 'pyhton developer' }, terms: ['python developer'] },
    { query: { search: 'sponsorship' }, sponsorship: true },
    { query: { search: 'h1b data scientist' }, terms: ['data scientist'], sponsorship: true },
    { query: { search: 'java remote' }, terms: ['java'], remote: true },
    { query: { search: 'software engineer intern' }, terms: ['software engineer'], intern: true },
  ];
  const drawn: JudgedQuery[] = [];
  for (let i = 0; i < sampled; i++) {
    const title = random.pick(TITLES);
    drawn.push({ query: { search: title.toLowerCase() }, terms: [title.replace(/\s*\(.*\)$/, '')] });
    const skill = random.pick(SKILLS);
    drawn.push({ query: { search: skill.toLowerCase() }, terms: [skill] });
  }
  return [...fixed, ...drawn];
}

export type JudgedJob = {
  title: string;
  description_text: string;
  ai_experience_level: string | null;
  ai_employment_type: string;
  ai_visa_sponsorship: boolean | null;
  ai_work_arrangement: string | null;
  remote: boolean;
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The phrase as whole words: 'c' does not match 'c++', 'java' does not match 'javascript'. */
function containsPhrase(text: string, phrase: string): boolean {
  return new RegExp(`(?<![a-z0-9+#.])${escape(phrase.toLowerCase())}(?![a-z0-9+#])`).test(text.toLowerCase());
}
/** The skills a demo posting asks for: its "What we are looking for" paragraph. */
function skillsText(description: string): string {
  return description.split('\n\n').find((p) => p.startsWith('What we are looking for')) ?? '';
}

/**
 * The rule: a job is relevant when its title or its skills contain one of the terms (whole words), its
 * experience is in the band an intent asks for ('0-2' or an internship for entry; '5-10' or '10+' for
 * senior), it says it sponsors for a sponsorship intent, and it is remote or an internship when asked.
 */
export function isRelevant(job: JudgedJob, judged: JudgedQuery): boolean {
  if (judged.terms) {
    const skills = skillsText(job.description_text);
    if (!judged.terms.some((term) => containsPhrase(job.title, term) || containsPhrase(skills, term)))
      return false;
  }
  if (
    judged.experience === 'entry' &&
    !(job.ai_experience_level === '0-2' || job.ai_employment_type === 'INTERN')
  )
    return false;
  if (judged.experience === 'senior' && !['5-10', '10+'].includes(job.ai_experience_level ?? ''))
    return false;
  if (judged.sponsorship && job.ai_visa_sponsorship !== true) return false;
  if (judged.remote && !(job.remote || job.ai_work_arrangement?.startsWith('Remote'))) return false;
  if (judged.intern && job.ai_employment_type !== 'INTERN') return false;
  return true;
}
