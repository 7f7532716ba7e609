import { z } from 'zod';
import { SEARCH_PAGE_SIZE } from './constants.ts';
import { EMPLOYMENT_TYPES, WORK_ARRANGEMENTS } from './job-display.ts';
import { filingRecordSchema } from './sponsors/read-api.ts';

export * from './job-display.ts';

/** 'all', empty or absent means no filter (SPEC: setting 'all' or empty removes the parameter). */
const filterValue = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((value) => (value && value.toLowerCase() !== 'all' ? value : undefined));

export const jobSearchQuerySchema = z.object({
  search: z
    .string()
    .max(200)
    .optional()
    .transform((value) => value?.replace(/\s+/g, ' ').trim() || undefined),
  city: filterValue,
  state: filterValue,
  workArrangement: filterValue.pipe(z.enum(['remote', 'hybrid', 'onsite']).optional()),
  employmentType: filterValue.pipe(z.enum(EMPLOYMENT_TYPES).optional()),
  /** 'true' hides jobs whose posting says it does not sponsor (ai_visa_sponsorship false); absent or 'false' shows all. */
  hideNoSponsor: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])], {
      error: "hideNoSponsor must be 'true' or 'false'.",
    })
    .optional()
    .transform((value) => value === true || value === 'true' || value === '1'),
  /** 'true' keeps only jobs whose employer has an H-1B filing record (matched to a sponsor); absent or 'false' shows all. */
  hasFilingRecord: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])], {
      error: "hasFilingRecord must be 'true' or 'false'.",
    })
    .optional()
    .transform((value) => value === true || value === 'true' || value === '1'),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(SEARCH_PAGE_SIZE),
});
export type JobSearchQuery = z.infer<typeof jobSearchQuerySchema>;

const isoDate = z.string();

/** A job as the API presents it (SPEC section 3 "Job", normalised where it entered). */
export const jobSchema = z.object({
  id: z.number().int(),
  job_id: z.string(),
  title: z.string(),
  organization: z.string(),
  description_text: z.string(),
  location: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  url: z.string(),
  source: z.string(),
  posted_at: isoDate,
  expires_at: isoDate.nullable(),
  remote: z.boolean(),
  ai_work_arrangement: z.enum(WORK_ARRANGEMENTS).nullable(),
  ai_employment_type: z.string(),
  ai_visa_sponsorship: z.boolean().nullable(),
  ai_visa_evidence: z.string().nullable(),
  ai_salary_min: z.number().nullable(),
  ai_salary_max: z.number().nullable(),
  ai_salary_currency: z.string(),
  ai_salary_unit: z.string(),
  ai_benefits: z.array(z.string()),
  ai_experience_level: z.string().nullable(),
  li_organization_logo_url: z.string().nullable(),
  li_organization_url: z.string().nullable(),
  li_organization_industry: z.string().nullable(),
  li_organization_size: z.string().nullable(),
  li_organization_headquarters: z.string().nullable(),
  /** The employer's USCIS filing record when its name matched a sponsor (issue 13); null otherwise. */
  filing_record: filingRecordSchema.nullable(),
});
export type Job = z.infer<typeof jobSchema>;

/** A search result carries a preview instead of the whole description (cards show 150 characters). */
export const jobListItemSchema = jobSchema.omit({ description_text: true }).extend({
  description_preview: z.string(),
  description_truncated: z.boolean(),
});
export type JobListItem = z.infer<typeof jobListItemSchema>;

/**
 * How the server read the search text: the words it searched for and what the intent words in it meant
 * ('entry level' -> experience 'entry', 'remote' -> work arrangement, 'h1b' -> sponsorship, 'houston' -> city).
 */
export const understoodQuerySchema = z.object({
  terms: z.string(),
  experience: z.enum(['entry', 'mid', 'senior']).nullable(),
  work_arrangement: z.enum(['remote', 'hybrid', 'onsite']).nullable(),
  /** Two work styles named as either ('remote or hybrid'): the third, which the jobs are not. */
  not_work_arrangement: z.enum(['remote', 'hybrid', 'onsite']).nullable(),
  employment_type: z.enum(EMPLOYMENT_TYPES).nullable(),
  sponsorship: z.boolean(),
  /** A known city (and its state) or a state named at the end of the text ('nurse houston', 'austin tx'). */
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** A metro area named at the end of the text ('swe bay area'): its cities are the filter (core/us-regions.ts). */
  region: z.string().nullable(),
  /** Words no title of the jobs may have, from 'NOT senior' or '-senior' in the text. */
  excluded: z.array(z.string()),
  /**
   * The search as it was read when a typo was corrected ('nurse jobs' for 'nurce jobs'); null when every word
   * was searched as typed, or when a correction is known only by its stem.
   */
  searched_for: z.string().nullable(),
});
export type UnderstoodQueryResult = z.infer<typeof understoodQuerySchema>;

export const jobSearchResultSchema = z.object({
  jobs: z.array(jobListItemSchema),
  total_count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  has_more: z.boolean(),
  /**
   * 'exact' when the jobs match what was searched (the words in a title or organisation, skills in the
   * description, or no search text at all); 'related' when none does and the jobs shown only share part of
   * it (some of the words, or a description that mentions a non-skill word).
   */
  match: z.enum(['exact', 'related']),
  /** The search as understood; null without search text. */
  understood: understoodQuerySchema.nullable(),
});
export type JobSearchResult = z.infer<typeof jobSearchResultSchema>;

/**
 * What a job card shows (SPEC "Job card"). The first page of a search rendered on the server hands the
 * browser only these fields to hydrate its cards: the others (the employer's profile, the visa evidence,
 * the benefits...) are the job page's, and were 42% of the page's data.
 */
export function jobCardItem(job: JobListItem) {
  return {
    id: job.id,
    title: job.title,
    organization: job.organization,
    location: job.location,
    url: job.url,
    posted_at: job.posted_at,
    remote: job.remote,
    ai_work_arrangement: job.ai_work_arrangement,
    ai_employment_type: job.ai_employment_type,
    ai_visa_sponsorship: job.ai_visa_sponsorship,
    ai_salary_min: job.ai_salary_min,
    ai_salary_max: job.ai_salary_max,
    ai_salary_currency: job.ai_salary_currency,
    ai_salary_unit: job.ai_salary_unit,
    ai_experience_level: job.ai_experience_level,
    li_organization_logo_url: job.li_organization_logo_url,
    filing_record: job.filing_record,
    description_preview: job.description_preview,
    description_truncated: job.description_truncated,
  };
}
export type JobCardItem = ReturnType<typeof jobCardItem>;
/** A page of search results as the cards need it (a JobSearchResult is one too). */
export type JobCardPage = Omit<JobSearchResult, 'jobs'> & { jobs: JobCardItem[] };

export const jobCardPage = (result: JobSearchResult): JobCardPage => ({
  ...result,
  jobs: result.jobs.map(jobCardItem),
});
