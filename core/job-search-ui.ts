import { formatResultCount, WORK_STYLE_OPTIONS } from './job-display.ts';
import { EXPERIENCE_BANDS, type QueryIntents, understandQuery } from './search-terms.ts';
import { stateName } from './us-states.ts';
import { usRegion } from './us-regions.ts';

/** SPEC section 5 "Suggestions". */
export const DEFAULT_SUGGESTIONS = [
  'Software Engineer',
  'Data Scientist',
  'Product Manager',
  'Business Analyst',
  'DevOps Engineer',
  'Machine Learning',
  'Full Stack Developer',
  'UX Designer',
] as const;
export const MAX_SUGGESTIONS_SHOWN = 6;
export const MAX_RECENT_SUGGESTIONS = 5;
export const MAX_RELATED_SUGGESTIONS = 5;

const RELATED_RULES: { test: RegExp; roles: string[] }[] = [
  {
    test: /\breact\b/,
    roles: [
      'Frontend Engineer',
      'React Developer',
      'JavaScript Developer',
      'Full Stack Developer',
      'UI Engineer',
    ],
  },
  {
    test: /\bpython\b/,
    roles: [
      'Python Developer',
      'Data Engineer',
      'Backend Engineer',
      'Machine Learning Engineer',
      'Data Scientist',
    ],
  },
  {
    test: /\bdata\b/,
    roles: [
      'Data Analyst',
      'Data Engineer',
      'Data Scientist',
      'Business Intelligence Analyst',
      'Analytics Engineer',
    ],
  },
  {
    test: /\bbusiness\b/,
    roles: [
      'Business Analyst',
      'Business Intelligence Analyst',
      'Product Manager',
      'Financial Analyst',
      'Project Manager',
    ],
  },
  {
    test: /\b(engineer|developer)\b/,
    roles: [
      'Software Engineer',
      'Cloud Engineer',
      'DevOps Engineer',
      'Backend Engineer',
      'Full Stack Developer',
    ],
  },
  {
    test: /\bdesign/,
    roles: ['UX Designer', 'Product Designer', 'UI/UX Designer', 'UX Researcher', 'Interaction Designer'],
  },
];

/**
 * Related searches from SPEC's keyword rules, without the current term; at most 5. Empty when no rule
 * applies: the chips then come from the data (core/related-searches.ts), never the unrelated defaults.
 */
export function relatedSuggestions(term: string): string[] {
  const lower = term.toLowerCase();
  const roles = RELATED_RULES.filter((rule) => rule.test.test(lower)).flatMap((rule) => rule.roles);
  return [...new Set(roles)].filter((role) => role.toLowerCase() !== lower).slice(0, MAX_RELATED_SUGGESTIONS);
}

/** Chips when there is no search: recent searches first (at most 5 distinct), then popular; at most 6. */
export function defaultSuggestions(recent: readonly string[]): { label: string; chips: string[] } {
  const seen = new Set<string>();
  const distinctRecent: string[] = [];
  for (const term of recent) {
    const key = term.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    distinctRecent.push(term.trim());
    if (distinctRecent.length === MAX_RECENT_SUGGESTIONS) break;
  }
  const chips = [...distinctRecent];
  for (const term of DEFAULT_SUGGESTIONS) {
    if (chips.length >= MAX_SUGGESTIONS_SHOWN) break;
    if (!seen.has(term.toLowerCase())) chips.push(term);
  }
  return { label: distinctRecent.length > 0 ? 'Recent & popular searches:' : 'Popular searches:', chips };
}

export type SearchState = {
  search?: string;
  city?: string;
  state?: string;
  workArrangement?: string;
  employmentType?: string;
  /** 'true' hides jobs whose posting says it does not sponsor (ai_visa_sponsorship false); absent shows all. */
  hideNoSponsor?: string;
  /** 'true' keeps only employers with an H-1B filing record (matched to a sponsor). */
  hasFilingRecord?: string;
};

export function activeFilterCount(state: SearchState): number {
  return [
    state.search,
    state.city,
    state.state,
    state.workArrangement,
    state.employmentType,
    state.hideNoSponsor,
    state.hasFilingRecord,
  ].filter(Boolean).length;
}

/** 'Recommended Jobs' with no search and no filter, else '{count} Jobs Found' (SPEC "Result header"). */
export function resultHeading(state: SearchState, total: number): string {
  return activeFilterCount(state) === 0 ? 'Recommended Jobs' : `${formatResultCount(total)} Jobs Found`;
}

/** The subtitle under the result header, by state (SPEC "Subtitle by state"). */
export function resultSubtitle(state: SearchState, total: number, isSearching: boolean): string {
  if (isSearching) return state.search ? `Searching for "${state.search}"...` : 'Searching for jobs...';
  if (state.search) {
    if (total > 100) return `Great! Many companies are hiring for "${state.search}"`;
    if (total > 20) return 'Good opportunities found';
    if (total > 0) return 'Some opportunities found';
    return 'No matches ... try related terms';
  }
  if (activeFilterCount(state) > 0)
    return total > 0 ? 'Results filtered by your preferences' : 'No matches ... try related terms';
  return 'Personalized opportunities based on your activity';
}

const EMPLOYMENT_TYPE_LABELS: Record<NonNullable<QueryIntents['employmentType']>, string> = {
  INTERN: 'Internships',
  PART_TIME: 'Part-time',
  FULL_TIME: 'Full-time',
  CONTRACTOR: 'Contract',
};

/** Two work styles named as either, by the one left out ('remote or hybrid' leaves out on-site). */
const EITHER_STYLE_LABELS: Record<NonNullable<QueryIntents['notWorkArrangement']>, string> = {
  onsite: 'Remote or hybrid',
  remote: 'Hybrid or on-site',
  hybrid: 'Remote or on-site',
};

const EXPERIENCE_LABELS: Record<keyof typeof EXPERIENCE_BANDS, string> = {
  entry: 'Entry level (0-1 years)',
  mid: 'Mid level (2-4 years)',
  senior: 'Senior (5+ years)',
};

/**
 * What the search text's intent and location words were read as, the way the server reads them (same core
 * rule): 'entry level nurse houston' -> ['Entry level (0-1 years)', 'In Houston']. A filter set on the page
 * wins over the word of its kind, so that word is not listed. Empty when nothing was read.
 */
export function understoodFilters(state: SearchState): string[] {
  if (!state.search) return [];
  const { intents } = understandQuery(state.search);
  const read: string[] = [];
  // A place read from the text applies only when the page sets none (the server's rule, withIntents).
  if (!state.city && !state.state) {
    const place =
      usRegion(intents.region)?.inText ??
      (intents.city
        ? [intents.city, intents.state].filter(Boolean).join(', ')
        : intents.state && stateName(intents.state));
    if (place) read.push(`In ${place}`);
  }
  if (intents.experience) read.push(EXPERIENCE_LABELS[intents.experience]);
  if (!state.employmentType && intents.employmentType)
    read.push(EMPLOYMENT_TYPE_LABELS[intents.employmentType]);
  if (!state.workArrangement && intents.workArrangement)
    read.push(workStyleLabel(intents.workArrangement) ?? intents.workArrangement);
  else if (!state.workArrangement && intents.notWorkArrangement)
    read.push(EITHER_STYLE_LABELS[intents.notWorkArrangement]);
  if (intents.sponsorship) read.push('Jobs that say they sponsor');
  for (const word of intents.excludedWords ?? []) read.push(`No “${word}” in the title`);
  return read;
}

const workStyleLabel = (value: string | undefined) =>
  WORK_STYLE_OPTIONS.find((o) => o.value === value)?.label;

/** Page title, description and keywords built from the search term, city, state and work arrangement. */
export function searchPageMeta(state: SearchState): { title: string; description: string; keywords: string } {
  const place = [state.city, state.state ? stateName(state.state) : undefined].filter(Boolean).join(', ');
  const style = state.workArrangement ? workStyleLabel(state.workArrangement) : undefined;
  const what = state.search ? `${state.search} Jobs` : 'H1B Visa Sponsored Jobs';
  const title = [style && style !== 'All Styles' ? `${style} ` : '', what, place ? ` in ${place}` : ''].join(
    '',
  );
  const description = `Browse ${style && style !== 'All Styles' ? `${style.toLowerCase()} ` : ''}${state.search ? `${state.search} ` : ''}jobs${place ? ` in ${place}` : ''} at companies that sponsor H1B visas. Updated daily, with salary ranges and sponsorship evidence.`;
  const keywords = [
    state.search && `${state.search} H1B jobs`,
    place && `H1B jobs ${place}`,
    style,
    'H1B jobs',
    'visa sponsorship',
    'work visa',
  ]
    .filter(Boolean)
    .join(', ');
  return { title, description, keywords };
}
