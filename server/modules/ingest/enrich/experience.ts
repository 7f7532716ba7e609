/*
 * Experience band (core EXPERIENCE_LEVELS) from the years a posting asks for. The lower bound of what is
 * asked decides the band ('3-5 years' -> 2-5, '5+ years' -> 5-10): it is what a reader must have to apply.
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
  fifteen: 15,
};
const COUNT = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen)`;
/** Postings ask for at most this many years; larger numbers are company ages or dates. */
const MAX_REQUIRED_YEARS = 25;

/*
 * Found from the word 'years' backwards: a scan for 'year'/'yr' is cheap, and the count pattern then runs
 * only on the few characters before each occurrence instead of at every position of the description.
 */
const YEAR_WORD = /\b(?:years?|yrs?)\b['’]?/gi;
const COUNT_BEFORE = new RegExp(
  String.raw`(?:(?:at least|minimum(?: of)?|min\.?|over|more than)\s+)?\b${COUNT}(?:\s*(?:\+|plus)|\s*(?:-|–|to)\s*${COUNT}\+?|\s+or more)?\s*(?:\(\d{1,2}\)\s*)?$`,
  'i',
);
const COUNT_LOOKBACK = 40;
const CONTEXT_AFTER = 80;

/** What makes 'N years' about a person's experience rather than the company ('founded 10 years ago'). */
const EXPERIENCE_AFTER =
  /^(?:\s*of)?(?:\s+(?:\w+[- ]?){0,4})?\s*(?:experience|exp\b|work(?:ing)?|building|developing|designing|leading|managing|writing|programming|coding|hands-on|professional|industry|relevant|in (?:a|an|the)\b|as (?:a|an)\b|in (?:software|data|engineering|product|design|marketing|sales|finance|accounting|research|machine learning|ml|ai|web|mobile|backend|frontend|cloud|devops|security|it|healthcare|clinical|nursing))/i;
const NOT_EXPERIENCE_AFTER =
  /^\s*(?:ago|old|of age|in business|of (?:growth|history|operation|profitability)|running|in a row|warranty)/i;

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

/** The highest minimum of all years-of-experience requirements in the text, or null. */
export function findRequiredYears(text: string): number | null {
  let required: number | null = null;
  YEAR_WORD.lastIndex = 0;
  for (let word = YEAR_WORD.exec(text); word; word = YEAR_WORD.exec(text)) {
    const count = COUNT_BEFORE.exec(text.slice(Math.max(0, word.index - COUNT_LOOKBACK), word.index));
    if (!count) continue;
    const afterStart = word.index + word[0].length;
    const after = /^[^.;\n]*/.exec(text.slice(afterStart, afterStart + CONTEXT_AFTER))?.[0] ?? '';
    if (NOT_EXPERIENCE_AFTER.test(after) || !EXPERIENCE_AFTER.test(after)) continue;
    const low = readCount(count[1]);
    const high = readCount(count[2]);
    if (low === null || low > MAX_REQUIRED_YEARS || (high !== null && high < low)) continue;
    // The requirement list's headline (e.g. '5+ years') outranks secondary ones ('2+ years with AWS').
    required = required === null ? low : Math.max(required, low);
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
