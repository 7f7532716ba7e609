/*
 * Employment type (FULL_TIME, PART_TIME, CONTRACTOR, INTERN, TEMPORARY) from the source's field, then the
 * title, then the description; FULL_TIME when nothing says otherwise (SPEC section 3 default).
 */
import type { EmploymentType } from '../../../../core/job-display.ts';
import { normalizeEmploymentType } from '../../jobs/normalize.ts';
import { lowercase } from './sentences.ts';

export type EmploymentTypeInput = {
  employmentType?: string | null;
  title?: string | null;
  text?: string | null;
};

const DEFAULT_EMPLOYMENT_TYPE: EmploymentType = 'FULL_TIME';

/** Source words normalizeEmploymentType does not know, checked first. */
const STRUCTURED_EXTRA: [RegExp, EmploymentType][] = [
  [/\b(?:co-?op|apprentice\w*|trainee|working student|werkstudent)\b/i, 'INTERN'],
  [/\b(?:freelance\w*|consultant|contractor|c2c|corp[- ]to[- ]corp|1099)\b/i, 'CONTRACTOR'],
  [/\b(?:seasonal|fixed[- ]term|per diem|casual|limited[- ]term)\b/i, 'TEMPORARY'],
];
/** Values that say nothing about the type ('Other', 'Unspecified'), so the title and text get a say. */
const UNINFORMATIVE = /^(?:other|unspecified|unknown|n\/?a|none|not specified|tbd|-)$/i;

const TITLE_RULES: [RegExp, EmploymentType][] = [
  [/\b(?:intern|interns|internship|co-?op|summer (?:analyst|associate)|apprentice\w*|trainee)\b/i, 'INTERN'],
  [
    /\((?:contract|contractor|c2h|contract[- ]to[- ]hire|freelance|1099)\)|\b(?:contract[- ]to[- ]hire|contractor|freelance|c2c)\b|[-–|,]\s*contract\s*$|^contract\s+(?!manager|specialist|administrator|analyst|attorney|negotiator|lawyer|counsel)/i,
    'CONTRACTOR',
  ],
  [/\bpart[- ]time\b/i, 'PART_TIME'],
  [/\b(?:temporary|temp|seasonal|fixed[- ]term)\b/i, 'TEMPORARY'],
];

/**
 * Description statements about this job, not mentions ('part-time employees are eligible for ...'), each
 * with the words one of which it needs: a substring check skips the pattern on most descriptions.
 */
const TEXT_RULES: [RegExp, EmploymentType, string[]][] = [
  [
    /\b(?:this is an? (?:paid |summer |\d+[- ]week |\d+[- ]month )*(?:internship|co-?op)|(?:summer|fall|spring|winter) (?:\d{4} )?(?:internship|co-?op)|internship program)\b/i,
    'INTERN',
    ['internship', 'co-op', 'coop'],
  ],
  [
    /\b(?:contract[- ]to[- ]hire|\d+[- ]months? contract|(?:this is an? |w-?2 |1099 |temporary |fixed[- ]term )(?:\w+ )?contract (?:role|position|assignment|engagement|opportunity)|contract (?:role|position|assignment|engagement)\b(?! management)|c2c|corp[- ]to[- ]corp|on a contract basis|initial contract)\b/i,
    'CONTRACTOR',
    ['contract', 'c2c', 'corp'],
  ],
  [
    /\b(?:this is an? part[- ]time|part[- ]time (?:role|position|job|schedule|opportunity|basis)|\b(?:1\d|20|2[1-9]) hours (?:per|a|\/) week)\b/i,
    'PART_TIME',
    ['part-time', 'part time', 'hours per', 'hours a', 'hours/'],
  ],
  [
    /\b(?:temporary (?:role|position|assignment|job)|seasonal (?:role|position|job|employment)|this is a temporary)\b/i,
    'TEMPORARY',
    ['temporary', 'seasonal'],
  ],
];
/** 'This is not a contract role': a negated statement is no evidence of the type. */
const NEGATED_BEFORE = /\b(?:not|no|never|isn't)\s+(?:a |an )?$/i;

/** One scan for every TEXT_RULES hint: most descriptions have none, and then no rule needs to run. */
const TEXT_HINT = /internship|co-?op|contract|c2c|corp|part[- ]time|hours|temporary|seasonal/;

function matchRules(text: string, rules: [RegExp, EmploymentType, string[]?][]): EmploymentType | null {
  for (const [pattern, type, hints] of rules) {
    if (hints && !hints.some((hint) => lowercase(text).includes(hint))) continue;
    const match = pattern.exec(text);
    if (match && !NEGATED_BEFORE.test(text.slice(Math.max(0, match.index - 12), match.index))) return type;
  }
  return null;
}

function classifyStructured(value: string): EmploymentType | null {
  if (UNINFORMATIVE.test(value.trim())) return null;
  for (const [pattern, type] of STRUCTURED_EXTRA) if (pattern.test(value)) return type;
  return normalizeEmploymentType(value) as EmploymentType;
}

/**
 * Structured type first, except that a title saying intern/co-op overrides a structured FULL_TIME: a
 * full-time internship is still an internship to someone filtering for one.
 */
export function detectEmploymentType(input: EmploymentTypeInput): EmploymentType {
  const fromTitle = input.title ? matchRules(input.title, TITLE_RULES) : null;
  const structured = input.employmentType?.trim() ? classifyStructured(input.employmentType) : null;
  if (structured) return structured === 'FULL_TIME' && fromTitle === 'INTERN' ? 'INTERN' : structured;
  if (fromTitle) return fromTitle;
  const fromText =
    input.text && TEXT_HINT.test(lowercase(input.text)) ? matchRules(input.text, TEXT_RULES) : null;
  return fromText ?? DEFAULT_EMPLOYMENT_TYPE;
}
