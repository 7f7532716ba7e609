/*
 * Experience band (core EXPERIENCE_LEVELS) from the years a posting asks for. The lower bound of what is
 * asked decides the band ('3-5 years' -> 2-5, '5+ years' -> 5-10): it is what a reader must have to apply.
 * Years count when the posting says what they were spent on, with or without the word 'experience'
 * ('4+ years with Kubernetes', '2+ years training models', '3+ years React'); years that date the company,
 * time a benefit or bound a contract do not (cases: experience.cases.ts).
 * Title words are a last resort and only the unambiguous ones count: 'Senior Accountant' and 'Staff Nurse'
 * are not the same seniority as 'Senior Engineer' and 'Staff Engineer', so only explicit early-career and
 * principal-level titles are read, plus 'Senior'/'Staff' on engineering and science titles.
 */
import type { ExperienceLevel } from '../../../../core/job-display.ts';

export type ExperienceInput = { title?: string | null; text?: string | null };

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
};
const COUNT = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|twenty)`;
/** Postings ask for at most this many years; larger numbers are company ages or dates. */
const MAX_REQUIRED_YEARS = 25;

/*
 * Found from the word 'years' backwards: a scan for 'year'/'yr' is cheap, and the count pattern then runs
 * only on the few characters before each occurrence instead of at every position of the description.
 * The count takes every form postings use: 'N', 'N+', 'N plus', 'N-M', 'N to M', 'N or more', 'at least N',
 * 'minimum (of) N', 'no less than N', spelled numbers, and 'five (5)'. '5years' and '5+yrs' count too; a
 * hyphenated '3-year contract' is an adjective, not a count of years.
 */
/** 'years' / 'yrs.' at the end of a word; the start is checked in code (a letter before it is another word). */
const YEAR_WORD = /(?:years?|yrs?)\b\.?['’]?s?/gi;
const LETTER_BEFORE = /[A-Za-z_]/;
const COUNT_BEFORE = new RegExp(
  String.raw`(?:(?:at least|a minimum of|minimum(?: of)?|min\.?|over|more than|no less than|upwards of)\s+)?\b${COUNT}(?:\s*(?:\+|plus)|\s*(?:-|–|—|to)\s*${COUNT}\+?|\s+or more)?\s*(?:\(\d{1,2}\+?\)\s*)?$`,
  'i',
);
/** 'Years of experience: 3-5', the count after the words. */
const COUNT_AFTER_LABEL = new RegExp(
  String.raw`\byears? of (?:relevant |professional |related |work |industry )?experience(?: required)?\s*[:–—-]\s*${COUNT}\b`,
  'gi',
);
const COUNT_LOOKBACK = 40;
const CONTEXT_AFTER = 80;

/*
 * Whether 'N years' asks for a person's experience: it must be followed, in the same clause, by what the
 * years were spent on (a skill, an activity, a field: '4+ years with Kubernetes', '2+ years training
 * models', '3+ years React', '5 years of Python', '3 years in fintech', '5+ years' experience'), or follow
 * the word experience ('Experience: 5+ years'). Years that date the company, a benefit, a contract or a
 * deadline are not requirements: 'founded 20 years ago', '401(k) after 1 year', 'within 2 years of
 * joining', '5 years of free upgrades', 'vests over 4 years'.
 */
const SPENT_ON =
  /^(?:\s*[-–:]\s*|\s+)(?:(?:of|with|in|using|on|doing|at|as|across|around|leading|building|within (?:a|an|the))\s+\S|[A-Z0-9.#+]|[a-z]+ing\b|(?:\w+[- ]?){0,4}?(?:experience|exp)\b|(?:post-?\w+|hands-on|professional|relevant|related|industry|prior|previous|direct|proven|progressive|practical|commercial|full-time)\b)/;
/** After-text that is about time, money or the company, never about what someone did. */
const NOT_SPENT_ON =
  /^\s*(?:ago|old|of age|younger|older|later|after|before|since|from (?:now|today|the)|prior to|in business|in a row|running|straight|and counting|of (?:growth|history|operation|operations|profitability|service|employment|tenure|joining|hire|hiring|starting|partnership|innovation|excellence|success|trust|the (?:company|program|contract|plan)))\b/i;
const NOT_A_REQUIREMENT =
  /\b(?:ago|cliff|vest(?:s|ed|ing)?|warranty|warranties|guarantee[ds]?|free|upgrades?|anniversary|tenure|sabbatical|combined|collective|contract term|lease|subscription|membership)\b/i;
/** Words right before the count that make the years a deadline, an interval or a company age. */
const TIME_BEFORE =
  /\b(?:within|after|every|each|per|past|last|next|first|since|founded|established|in business|vest(?:s|ed|ing)?|over the|in the|for the|up to|once|until)\s*$/i;
/** 'for N years' is a requirement only in a sentence about the candidate ('you have coded for 5+ years'). */
const FOR_BEFORE = /\bfor\s*$/i;
/** Benefits and offers to customers are not requirements ('we offer 2 years of ...'). */
const OFFER_BEFORE =
  /\b(?:we offer|offers?|you(?:'ll| will)? (?:get|receive|enjoy)|customers? (?:get|receive))\b/i;
const ABOUT_CANDIDATE =
  /\b(?:you|your|candidates?|applicants?|worked|working|experience|been|professionally)\b/i;
const EXPERIENCE_BEFORE =
  /\b(?:experience|exp)\b(?:\s+(?:required|needed|level))?\s*(?:[:–—-]|of|is|requires?)?\s*$/i;
const EARLY_CAREER_TEXT =
  /\b(?:new grad(?:uate)?s?|recent (?:college |university )?graduates?|entry[- ]level|early[- ]career|no (?:prior |previous )?(?:professional )?experience (?:is )?(?:required|necessary|needed)|university graduates?|class of 20\d\d)\b/i;
const EARLY_CAREER_TITLE =
  /\b(?:new grad(?:uate)?|entry[- ]level|junior|jr\.?|intern(?:ship)?|graduate|associate engineer|early career|apprentice)\b/i;
const PRINCIPAL_TITLE = /\b(?:principal|distinguished|fellow|chief|vp|vice president|head of|director)\b/i;
const ENGINEERING_ROLE = /\b(?:engineer|scientist|developer|architect|swe|sde|researcher|programmer)\b/i;
const SENIOR_TITLE = /\b(?:senior|sr\.?|staff|lead)\b/i;

/** The band of a minimum number of years. */
export function toExperienceBand(years: number): ExperienceLevel {
  if (years < 2) return '0-2';
  if (years < 5) return '2-5';
  if (years < 10) return '5-10';
  return '10+';
}

function readCount(word: string | undefined): number | null {
  if (!word) return null;
  const lower = word.toLowerCase();
  return WORD_NUMBERS[lower] ?? (/^\d+$/.test(lower) ? Number(lower) : null);
}

function readYears(low: string | undefined, high: string | undefined): number | null {
  const from = readCount(low);
  const to = readCount(high);
  if (from === null || from > MAX_REQUIRED_YEARS || (to !== null && to < from)) return null;
  return from;
}

/** Whether the 'N years' ending at `start` (count) .. `end` (after the word 'years') asks for experience. */
function isRequirement(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 80), start);
  const cut = Math.max(before.lastIndexOf('.'), before.lastIndexOf(';'), before.lastIndexOf('\n'));
  const clauseBefore = before.slice(cut + 1);
  // The anchored checks need only the last words.
  const justBefore = clauseBefore.slice(-32);
  // A parenthesis right after the years ('5+ years (required) in Java') is an aside.
  const after = (/^[^.;\n]*/.exec(text.slice(end, end + CONTEXT_AFTER))?.[0] ?? '').replace(
    /^\s*\([^)]*\)/,
    '',
  );
  if (
    TIME_BEFORE.test(justBefore) ||
    OFFER_BEFORE.test(clauseBefore) ||
    NOT_SPENT_ON.test(after) ||
    NOT_A_REQUIREMENT.test(after)
  )
    return false;
  if (FOR_BEFORE.test(justBefore)) return ABOUT_CANDIDATE.test(clauseBefore);
  return SPENT_ON.test(after) || EXPERIENCE_BEFORE.test(justBefore);
}

/** The highest minimum of all years-of-experience requirements in the text, or null. */
export function findRequiredYears(text: string): number | null {
  let required: number | null = null;
  const consider = (years: number | null) => {
    // The requirement list's headline (e.g. '5+ years') outranks secondary ones ('2+ years with AWS').
    if (years !== null) required = required === null ? years : Math.max(required, years);
  };
  YEAR_WORD.lastIndex = 0;
  for (let word = YEAR_WORD.exec(text); word; word = YEAR_WORD.exec(text)) {
    // 'yesteryear' is not a year word; '5years' is (a digit may touch it).
    if (word.index > 0 && LETTER_BEFORE.test(text.charAt(word.index - 1))) continue;
    const lookbackStart = Math.max(0, word.index - COUNT_LOOKBACK);
    const count = COUNT_BEFORE.exec(text.slice(lookbackStart, word.index));
    if (!count) continue;
    if (!isRequirement(text, lookbackStart + count.index, word.index + word[0].length)) continue;
    consider(readYears(count[1], count[2]));
  }
  if (/experience\s*(?:required\s*)?[:–—-]/i.test(text)) {
    COUNT_AFTER_LABEL.lastIndex = 0;
    for (let label = COUNT_AFTER_LABEL.exec(text); label; label = COUNT_AFTER_LABEL.exec(text))
      consider(readYears(label[1], undefined));
  }
  return required;
}

/** Years asked for, then early-career wording, then (last) unambiguous title words; null when unknown. */
export function detectExperienceLevel(input: ExperienceInput): ExperienceLevel | null {
  const years = input.text ? findRequiredYears(input.text) : null;
  if (years !== null) return toExperienceBand(years);
  const title = input.title ?? '';
  if (EARLY_CAREER_TITLE.test(title)) return '0-2';
  if (input.text && EARLY_CAREER_TEXT.test(input.text)) return '0-2';
  if (PRINCIPAL_TITLE.test(title) && ENGINEERING_ROLE.test(title)) return '10+';
  if (SENIOR_TITLE.test(title) && ENGINEERING_ROLE.test(title)) return '5-10';
  return null;
}
