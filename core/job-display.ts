import { DESCRIPTION_PREVIEW_LENGTH } from './constants.ts';
import { formatCount } from './format.ts';
import type { Job } from './jobs.ts';

/*
 * The job vocabulary and display formats, without zod: the browser imports these for every job card, and
 * core/jobs.ts (the API schemas, which need zod) re-exports them for the server.
 */

/** Work arrangement badge values (SPEC section 3 enumerations). */
export const WORK_ARRANGEMENTS = ['Remote Solely', 'Remote OK', 'Hybrid', 'On-site'] as const;
export type WorkArrangement = (typeof WORK_ARRANGEMENTS)[number];

export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN', 'TEMPORARY'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const EXPERIENCE_LEVELS = ['0-2', '2-5', '5-10', '10+'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/** Filter options of the /jobs page (SPEC "/jobs Browse Jobs"); the value is what the URL carries. */
export const WORK_STYLE_OPTIONS = [
  { value: 'all', label: 'All Styles' },
  { value: 'remote', label: 'Remote Only' },
  { value: 'hybrid', label: 'Hybrid' },
  { value: 'onsite', label: 'On-site' },
] as const;
export const JOB_TYPE_OPTIONS = [
  { value: 'all', label: 'All Types' },
  { value: 'FULL_TIME', label: 'Full-time' },
  { value: 'PART_TIME', label: 'Part-time' },
  { value: 'CONTRACTOR', label: 'Contract' },
  { value: 'INTERN', label: 'Internship' },
] as const;
export type WorkStyleFilter = (typeof WORK_STYLE_OPTIONS)[number]['value'];
export type JobTypeFilter = (typeof JOB_TYPE_OPTIONS)[number]['value'];

/** The stored arrangements a work-style filter matches. */
export const WORK_STYLE_MATCHES: Record<Exclude<WorkStyleFilter, 'all'>, WorkArrangement[]> = {
  remote: ['Remote Solely', 'Remote OK'],
  hybrid: ['Hybrid'],
  onsite: ['On-site'],
};

// ---------- sponsorship badges ----------

/** SPEC: 'H1B Sponsor' when ai_visa_sponsorship is true. */
export const SPONSOR_BADGE_LABEL = 'H1B Sponsor';
/** When the posting itself says it does not sponsor (ai_visa_sponsorship false); unknown shows nothing. */
export const NO_SPONSOR_BADGE_LABEL = 'No visa sponsorship';
/** The detail page's wording of the same fact, before the posting's own words. */
export const NO_SPONSOR_EVIDENCE_LABEL = 'This posting says it does not sponsor visas:';
/** The filter that hides such jobs (URL `hideNoSponsor=true`). */
export const HIDE_NO_SPONSOR_LABEL = 'Hide jobs that say they do not sponsor';
/** The filter that keeps employers with an H-1B filing record (URL `hasFilingRecord=true`). */
export const HAS_FILING_RECORD_LABEL = 'Only employers with an H-1B filing record';

export type SponsorshipBadge = 'sponsor' | 'no-sponsor' | null;
export function sponsorshipBadge(value: boolean | null): SponsorshipBadge {
  if (value === true) return 'sponsor';
  if (value === false) return 'no-sponsor';
  return null;
}

// ---------- display formats (SPEC section 5) ----------

/** Work arrangement shown: the stored value, else Remote Solely when remote, else On-site (SPEC section 4). */
export function displayWorkArrangement(job: Pick<Job, 'ai_work_arrangement' | 'remote'>): WorkArrangement {
  return job.ai_work_arrangement ?? (job.remote ? 'Remote Solely' : 'On-site');
}

/** Preview cut to 150 characters followed by '...' when longer (SPEC section 5). */
export function previewDescription(
  text: string,
  length = DESCRIPTION_PREVIEW_LENGTH,
): { text: string; truncated: boolean } {
  if (text.length <= length) return { text, truncated: false };
  return { text: `${text.slice(0, length).trimEnd()}...`, truncated: true };
}

/** Posted age on cards: 'Just posted', '{n}h ago', '1 day ago', '{n} days ago'. */
export function formatPostedAge(postedAt: string | Date, now: Date = new Date()): string {
  const hours = Math.floor((now.getTime() - new Date(postedAt).getTime()) / 3_600_000);
  if (hours < 1) return 'Just posted';
  if (hours < 24) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

/** Posted age on the detail page: '{n}h ago' under 24 hours, else '{n}d ago'. */
export function formatPostedAgeShort(postedAt: string | Date, now: Date = new Date()): string {
  const hours = Math.max(0, Math.floor((now.getTime() - new Date(postedAt).getTime()) / 3_600_000));
  return hours < 24 ? `${hours}h ago` : `${Math.floor(hours / 24)}d ago`;
}

export function formatExperience(level: string | null): string | null {
  return level ? `${level} years exp` : null;
}

export function formatEmploymentType(type: string): string {
  return type.replace(/_/g, ' ');
}

// ---------- salary (SPEC section 2 "/jobs/{id}" and section 5 "Display formats") ----------

/** Pay periods a posting can state (schema.org unitText); anything else is read as yearly (SPEC section 3). */
export const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type SalaryUnit = (typeof SALARY_UNITS)[number];
const UNIT_LABELS: Record<SalaryUnit, string> = {
  HOUR: 'per hour',
  DAY: 'per day',
  WEEK: 'per week',
  MONTH: 'per month',
  YEAR: 'per year',
};

/** The stored unit normalised: 'hour', ' Hour ' -> HOUR; unknown or missing -> YEAR. */
export function salaryUnit(unit: string | null | undefined): SalaryUnit {
  const value = (unit ?? '').trim().toUpperCase();
  return (SALARY_UNITS as readonly string[]).includes(value) ? (value as SalaryUnit) : 'YEAR';
}

/** 'per year', 'per hour' ... */
export function salaryUnitLabel(unit: string | null | undefined): string {
  return UNIT_LABELS[salaryUnit(unit)];
}

/** An ISO 4217 code, uppercased; USD when missing or not a three-letter code (SPEC: USD by default). */
export function salaryCurrency(currency: string | null | undefined): string {
  const code = (currency ?? '').trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : 'USD';
}

/** US-style amount without decimals: $ for USD, the euro sign for EUR, any other currency its code. */
export function formatMoney(amount: number, currency: string | null | undefined): string {
  const code = salaryCurrency(currency);
  const number = formatCount(amount);
  if (code === 'USD') return `$${number}`;
  if (code === 'EUR') return `€${number}`;
  return `${code} ${number}`;
}

type SalaryFields = Pick<Job, 'ai_salary_min' | 'ai_salary_max' | 'ai_salary_currency' | 'ai_salary_unit'>;
export type SalaryDisplay = {
  /** '$120,000 - $150,000', '$90,000+', 'Up to CAD 90,000'. */
  amount: string;
  unit: SalaryUnit;
  /** 'per hour' ... 'per year'. */
  unitLabel: string;
  /** The amount, followed by the unit unless the pay is yearly: '$16 - $21 per hour', '$120,000 - $150,000'. */
  text: string;
};

/**
 * The one salary format of cards, the detail page and anything else that shows pay. Both bounds give
 * 'min - max'; the detail page also shows 'min+' and 'Up to max', cards only a full range (`rangeOnly`).
 */
export function formatSalary(job: SalaryFields, options: { rangeOnly?: boolean } = {}): SalaryDisplay | null {
  const { ai_salary_min: min, ai_salary_max: max } = job;
  const money = (value: number) => formatMoney(value, job.ai_salary_currency);
  let amount: string;
  if (min !== null && max !== null) amount = `${money(min)} - ${money(max)}`;
  else if (options.rangeOnly) return null;
  else if (min !== null) amount = `${money(min)}+`;
  else if (max !== null) amount = `Up to ${money(max)}`;
  else return null;
  const unit = salaryUnit(job.ai_salary_unit);
  const unitLabel = UNIT_LABELS[unit];
  return { amount, unit, unitLabel, text: unit === 'YEAR' ? amount : `${amount} ${unitLabel}` };
}

/** Result count: as-is below 100, else floored to the hundred with a + (SPEC section 9). */
export function formatResultCount(total: number): string {
  if (total < 100) return String(total);
  return `${formatCount(Math.floor(total / 100) * 100)}+`;
}

export const TREND_ICON_THRESHOLD = 500;
