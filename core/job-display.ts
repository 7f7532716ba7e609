import { DESCRIPTION_PREVIEW_LENGTH } from './constants.ts';
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

// Building an Intl.NumberFormat costs far more than formatting with one, and a page of cards formats
// dozens of amounts: keep one formatter per currency (null = not a currency Intl knows).
const WHOLE_NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const currencyFormats = new Map<string, Intl.NumberFormat | null>();

function currencyFormat(currency: string): Intl.NumberFormat | null {
  if (!currencyFormats.has(currency)) {
    let format: Intl.NumberFormat | null;
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 });
    } catch {
      format = null;
    }
    currencyFormats.set(currency, format);
  }
  return currencyFormats.get(currency) ?? null;
}

function formatMoney(amount: number, currency: string): string {
  const format = currencyFormat(currency);
  return format ? format.format(amount) : `${currency} ${WHOLE_NUMBER.format(amount)}`;
}

/** Card salary: only when both bounds exist, US-style currency without decimals, 'min - max'. */
export function formatSalaryRange(
  job: Pick<Job, 'ai_salary_min' | 'ai_salary_max' | 'ai_salary_currency'>,
): string | null {
  if (job.ai_salary_min === null || job.ai_salary_max === null) return null;
  const currency = job.ai_salary_currency || 'USD';
  return `${formatMoney(job.ai_salary_min, currency)} - ${formatMoney(job.ai_salary_max, currency)}`;
}

/** Detail salary: '$min - $max', 'min+' or 'Up to max'; $ for USD, the euro sign for EUR, else the code. */
export function formatSalaryDetail(
  job: Pick<Job, 'ai_salary_min' | 'ai_salary_max' | 'ai_salary_currency'>,
): string | null {
  const currency = (job.ai_salary_currency || 'USD').toUpperCase();
  const symbol = currency === 'USD' ? '$' : currency === 'EUR' ? '€' : `${currency} `;
  const amount = (value: number) => `${symbol}${WHOLE_NUMBER.format(value)}`;
  const { ai_salary_min: min, ai_salary_max: max } = job;
  if (min !== null && max !== null) return `${amount(min)} - ${amount(max)}`;
  if (min !== null) return `${amount(min)}+`;
  if (max !== null) return `Up to ${amount(max)}`;
  return null;
}

/** Result count: as-is below 100, else floored to the hundred with a + (SPEC section 9). */
export function formatResultCount(total: number): string {
  if (total < 100) return String(total);
  return `${new Intl.NumberFormat('en-US').format(Math.floor(total / 100) * 100)}+`;
}

export const TREND_ICON_THRESHOLD = 500;
