/**
 * Which words of a search ask for a benefit the posting offers ('relocation assistance', 'tuition
 * reimbursement', 'software engineer 401k'), as opposed to naming a position ('dental hygienist', 'life
 * coach', 'retirement plan specialist'). Descriptions index their benefit text apart (migration 0021,
 * `search_description_vector()`): only words read here as benefits may match it, so a job that offers dental
 * insurance is no related job for 'dental assistant'. Typed forms, before stemming (see tokenize).
 */
import type { QueryPart } from './search-terms.ts';

/** Words that name a benefit on their own: 'relocation', 'software engineer tuition', '401k'. */
const BENEFITS_ON_THEIR_OWN: ReadonlySet<string> = new Set([
  'relocation',
  'tuition',
  '401k',
  '401',
  '403b',
  '403',
  '457b',
  'pto',
  'pretax',
  'hsa',
  'fsa',
  'espp',
  'rsu',
  'rsus',
  'parental',
  'maternity',
  'paternity',
  'sabbatical',
  'sabbaticals',
  'stipend',
  'stipends',
  'commuter',
  'pension',
  'bonus',
  'bonuses',
  'perks',
  'perk',
  'vacation',
  'immigration',
]);

/**
 * Words that name a benefit only with a kind of benefit after them ('dental insurance', 'stock options',
 * 'wellness program'): alone, or before a title word, they name a field ('dental', 'life coach').
 */
const BENEFIT_TOPICS: ReadonlySet<string> = new Set([
  'dental',
  'vision',
  'medical',
  'health',
  'healthcare',
  'life',
  'disability',
  'accident',
  'pet',
  'legal',
  'tax',
  'pre',
  'wellness',
  'wellbeing',
  'fitness',
  'gym',
  'retirement',
  'stock',
  'equity',
  'paid',
  'unlimited',
  'flexible',
  'family',
  'sick',
  'student',
  'loan',
  'learning',
  'development',
  'education',
  'conference',
  'transit',
  'employee',
  'signing',
  'sign',
  'annual',
  'childcare',
  'daycare',
  'dependent',
  'free',
  'catered',
  'generous',
  'comprehensive',
]);

/**
 * Topics that are kinds of cover: two of them together name benefits without a kind after them ('dental
 * vision', 'medical dental vision'), as postings list them ('Medical, dental, vision, 401(k).'). One alone
 * names a field ('dental', 'vision'), and so do other topics together ('student health', 'pet health',
 * 'learning development').
 */
const COVERAGE_TOPICS: ReadonlySet<string> = new Set(['medical', 'dental', 'vision', 'disability']);

/** Kinds of benefit: they make a benefit of a topic before them ('health insurance', 'sick leave'). */
const BENEFIT_KINDS: ReadonlySet<string> = new Set([
  'insurance',
  'coverage',
  'plan',
  'plans',
  'benefit',
  'benefits',
  'assistance',
  'leave',
  'allowance',
  'budget',
  'package',
  'match',
  'matching',
  'membership',
  'program',
  'programs',
  'account',
  'accounts',
  'options',
  'option',
  'discount',
  'discounts',
  'subsidy',
  'time',
  'off',
  'days',
  'holidays',
  'reimbursement',
  'contributions',
  'savings',
  'spending',
  'grants',
  'meals',
  'lunch',
  'advantaged',
  // 'pre tax'
  'tax',
]);

/** Words inside a benefit phrase that say nothing of their own: 'with', and the letters of 401(k), 403(b). */
const JOINING: ReadonlySet<string> = new Set([
  'with',
  'and',
  'or',
  'of',
  'for',
  'a',
  'an',
  'the',
  'plus',
  'k',
  'b',
]);

const wordsOf = (part: QueryPart): string[] => (part.kind === 'word' ? [part.word] : part.matched.split(' '));

/**
 * The parts (indexes into `parts`) that ask for a benefit: the benefit words at the end of the search, when
 * they name one (a word of BENEFITS_ON_THEIR_OWN, a topic with a kind after it, or two kinds of cover:
 * 'dental vision'). A title word after them makes them the position's field instead ('retirement plan
 * specialist', 'benefits coordinator'), and so does a topic alone ('dental', 'vision', 'wellness'), or a kind
 * alone ('insurance', 'benefits': jobs in the insurance industry or in HR benefits say so in their duties).
 * Benefit words before the position ('relocation software engineer') are read as the position's too: what a
 * search ends with is what it is for.
 */
export function benefitParts(parts: readonly QueryPart[]): Set<number> {
  const run: number[] = [];
  const coverage = new Set<string>();
  let ownWord = false;
  let kindAfter = false;
  let topicBeforeKind = false;
  for (let index = parts.length - 1; index >= 0; index--) {
    const words = wordsOf(parts[index] as QueryPart);
    const isBenefit = words.every(
      (word) =>
        JOINING.has(word) ||
        BENEFITS_ON_THEIR_OWN.has(word) ||
        BENEFIT_TOPICS.has(word) ||
        BENEFIT_KINDS.has(word),
    );
    if (!isBenefit) break;
    run.push(index);
    // Read right to left: a kind seen already comes after this word.
    for (const word of [...words].reverse()) {
      if (BENEFITS_ON_THEIR_OWN.has(word)) ownWord = true;
      if (BENEFIT_TOPICS.has(word) && kindAfter) topicBeforeKind = true;
      if (BENEFIT_KINDS.has(word)) kindAfter = true;
      if (COVERAGE_TOPICS.has(word)) coverage.add(word);
    }
  }
  return ownWord || topicBeforeKind || coverage.size >= 2 ? new Set(run) : new Set();
}
