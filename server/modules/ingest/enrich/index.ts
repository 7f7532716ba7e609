/*
 * Enrichment: a RawPosting as a source sent it becomes the JobInput we store. Deterministic and offline
 * (no model, no network), so the same posting always gives the same row and every value can be traced to
 * the text or field that produced it. Each step is a small pure module, exported for tests and reuse.
 */
import { slugify } from '../../../../core/slug.ts';
import { asBoolean, asText, normalizeRawJob, type JobInput } from '../../jobs/normalize.ts';
import type { EnrichedJob, RawPosting } from '../types.ts';
import { extractBenefits } from './benefits.ts';
import { detectEmploymentType } from './employment-type.ts';
import { detectExperienceLevel } from './experience.ts';
import { decodeEntities } from '../../../../core/html.ts';
import { cleanPlainText, htmlToText } from './html-to-text.ts';
import { parseLocation, toStateCode } from './location.ts';
import { parseCompensation, parseSalary, type Salary } from './salary.ts';
import { detectSponsorship } from './sponsorship.ts';
import { detectWorkArrangement } from './work-arrangement.ts';

export { BENEFIT_NAMES, extractBenefits, type BenefitName } from './benefits.ts';
export { detectEmploymentType, type EmploymentTypeInput } from './employment-type.ts';
export {
  toExperienceBand,
  detectExperienceLevel,
  findRequiredYears,
  type ExperienceInput,
} from './experience.ts';
export { cleanPlainText, htmlToText } from './html-to-text.ts';
export { parseLocation, toStateCode, type LocationInput, type ParsedLocation } from './location.ts';
export {
  PERIODS_PER_YEAR,
  normalizeSalaryPeriod,
  parseCompensation,
  parseSalary,
  type Salary,
  type SalaryPeriod,
} from './salary.ts';
export { detectSponsorship, EVIDENCE_MAX_LENGTH, type SponsorshipVerdict } from './sponsorship.ts';
export { detectWorkArrangement, type WorkArrangementInput } from './work-arrangement.ts';

export type EnrichOptions = { now: Date };

/** Stored salaries are yearly (SPEC: 'default USD, yearly'); the stated period only informs parsing. */
const STORED_SALARY_UNIT = 'YEAR';
const VISA_BENEFIT = 'Visa sponsorship';
/** HTML markers in a text field: feeds sometimes put markup in description_text. */
const LOOKS_LIKE_HTML = /<\/?[a-zA-Z][a-zA-Z0-9]*[\s>/]|&lt;[a-zA-Z/]/;

/** The HTML's text, or the plain text when the HTML is missing or shows nothing ('<p></p>'). */
function cleanDescription(html: string | null | undefined, text: string | null | undefined): string {
  const fromHtml = html?.trim() ? htmlToText(html) : '';
  if (fromHtml) return fromHtml;
  if (!text?.trim()) return '';
  return LOOKS_LIKE_HTML.test(text) ? htmlToText(text) : cleanPlainText(text);
}

/** ISO string or epoch milliseconds; a missing or unreadable date is 'now' (first seen). */
function parsePostedAt(value: string | number | null | undefined, now: Date): Date {
  if (value === null || value === undefined || value === '') return now;
  const date = typeof value === 'number' ? new Date(value) : new Date(value.trim());
  if (Number.isNaN(date.getTime())) return now;
  // A date in the future is a clock or time-zone slip at the source; 'posted in 3 hours' helps nobody.
  return date.getTime() > now.getTime() ? now : date;
}

/** Keeps the 'Visa sponsorship' benefit in step with the verdict, so the two never contradict each other. */
function alignVisaBenefit(benefits: string[], sponsorship: boolean | null): string[] {
  const others = benefits.filter((benefit) => benefit !== VISA_BENEFIT);
  return sponsorship === true ? [...others, VISA_BENEFIT] : others;
}

function toSalaryFields(
  salary: Salary | null,
): Pick<JobInput, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryUnit'> {
  return {
    salaryMin: salary?.min ?? null,
    salaryMax: salary?.max ?? null,
    salaryCurrency: salary?.currency ?? 'USD',
    salaryUnit: STORED_SALARY_UNIT,
  };
}

/**
 * A SPEC-shaped feed record: normalizeRawJob reads what the feed states, enrichment fills only what it left
 * empty (sponsorship and its evidence, salary, arrangement, experience, benefits) from the description.
 */
function enrichFeedRecord(
  raw: RawPosting,
  record: Record<string, unknown>,
  options: EnrichOptions,
): EnrichedJob | null {
  // The posting's own fields stand in for record fields the feed left out.
  const withFallbacks: Record<string, unknown> = {
    ...record,
    title: asText(record.title) ?? raw.title,
    organization: asText(record.organization) ?? raw.company,
    url: asText(record.url) ?? raw.url,
    job_id: asText(record.job_id) ?? raw.externalId,
  };
  const job = normalizeRawJob(withFallbacks, { source: raw.source, now: options.now });
  if (!job) return null;
  const description = LOOKS_LIKE_HTML.test(job.descriptionText)
    ? htmlToText(job.descriptionText)
    : cleanPlainText(job.descriptionText);
  const hasStatedSponsorship = job.visaSponsorship !== null;
  const sponsorship = hasStatedSponsorship
    ? { sponsorship: job.visaSponsorship, evidence: job.visaEvidence }
    : detectSponsorship(description);
  const hasStatedSalary = job.salaryMin !== null || job.salaryMax !== null;
  const salary = hasStatedSalary ? null : (parseCompensation(raw.compensation) ?? parseSalary(description));
  const statedType: unknown = Array.isArray(record.ai_employment_type)
    ? (record.ai_employment_type as unknown[])[0]
    : record.ai_employment_type;
  const statedRemote = asBoolean(record.remote) ?? asBoolean(record.remote_derived);
  const workArrangement =
    job.workArrangement ??
    detectWorkArrangement({ remote: statedRemote, location: job.location, text: description });
  const benefits =
    job.benefits.length > 0
      ? job.benefits
      : alignVisaBenefit(extractBenefits(description), sponsorship.sponsorship);
  return {
    ...job,
    jobId: raw.externalId || job.jobId,
    descriptionText: description,
    // The filters match postal codes; a feed's 'California' is the same state as 'CA'.
    state: toStateCode(job.state) ?? job.state,
    workArrangement,
    remote: job.remote || workArrangement === 'Remote Solely' || workArrangement === 'Remote OK',
    employmentType: asText(statedType)
      ? job.employmentType
      : detectEmploymentType({ title: job.title, text: description }),
    visaSponsorship: sponsorship.sponsorship,
    visaEvidence: sponsorship.evidence,
    ...(hasStatedSalary ? {} : toSalaryFields(salary)),
    benefits,
    experienceLevel: job.experienceLevel ?? detectExperienceLevel({ title: job.title, text: description }),
    board: raw.boardKey,
  };
}

/**
 * Turns one posting into the row to store, or null when it lacks a title, URL or company (nothing to show
 * or link to). Pure: `now` is the only outside input, used for postings without a date.
 */
export function enrichPosting(raw: RawPosting, options: EnrichOptions): EnrichedJob | null {
  if (raw.feedRecord) return enrichFeedRecord(raw, raw.feedRecord, options);
  // Titles and names arrive with entities now and then ('R&amp;D Engineer').
  const title = decodeEntities(raw.title ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const company = decodeEntities(raw.company ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const url = raw.url?.trim();
  if (!title || !company || !url) return null;

  const description = cleanDescription(raw.descriptionHtml, raw.descriptionText);
  const place = parseLocation(raw);
  const workArrangement = detectWorkArrangement({
    workplaceType: raw.workplaceType,
    remote: raw.remote,
    location: raw.location,
    text: description,
  });
  const isRemote = workArrangement === 'Remote Solely' || workArrangement === 'Remote OK';
  const sponsorship = detectSponsorship(description);
  const summary = raw.compensation?.summary ?? '';
  const salary = parseCompensation(raw.compensation) ?? parseSalary(description);
  const benefits = extractBenefits(summary ? `${summary}\n${description}` : description);

  return {
    jobId: raw.externalId,
    source: raw.source,
    title,
    organization: company,
    organizationSlug: slugify(company),
    descriptionText: description,
    location:
      place.location || [place.city, place.state].filter(Boolean).join(', ') || (isRemote ? 'Remote' : ''),
    city: place.city,
    state: place.state,
    url,
    postedAt: parsePostedAt(raw.postedAt, options.now),
    expiresAt: null,
    remote: isRemote,
    workArrangement,
    employmentType: detectEmploymentType({ employmentType: raw.employmentType, title, text: description }),
    visaSponsorship: sponsorship.sponsorship,
    visaEvidence: sponsorship.evidence,
    ...toSalaryFields(salary),
    benefits: alignVisaBenefit(benefits, sponsorship.sponsorship),
    experienceLevel: detectExperienceLevel({ title, text: description }),
    logoUrl: null,
    organizationUrl: null,
    industry: null,
    organizationSize: null,
    headquarters: null,
    board: raw.boardKey,
  };
}
