import { z } from 'zod';

/**
 * Requests and responses of the public sponsor read API (GET /api/sponsors, GET /api/sponsors/:slug and its
 * CSV) and what the /sponsors pages render. Figures are the importers' precomputed aggregates.
 */

import { SPONSOR_PAGE_SIZE, SPONSOR_QUERY_MAX, SPONSOR_SORTS } from './read-api-rules.ts';

export * from './read-api-rules.ts';

/** 'all', empty or absent means no filter. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .optional()
    .transform((value) => (value && value.toLowerCase() !== 'all' ? value : undefined));

const optionalInt = (min: number, max: number, name: string) =>
  z
    .union([z.number(), z.string().trim()])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '' || value === 'all') return undefined;
      const n = typeof value === 'number' ? value : Number(value);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a whole number from ${min} to ${max}.` });
        return z.NEVER;
      }
      return n;
    });

export const sponsorSearchQuerySchema = z.object({
  /** Brand or legal name; typos are tolerated. */
  q: optionalText(SPONSOR_QUERY_MAX).transform((value) => value?.replace(/\s+/g, ' ') || undefined),
  /** Two-letter state of the employer's filings. */
  state: optionalText(2)
    .transform((value) => value?.toUpperCase())
    .pipe(
      z
        .string()
        .regex(/^[A-Z]{2}$/, 'state must be a two-letter code.')
        .optional(),
    ),
  /** NAICS sector: its first two digits ('52' finance). */
  industry: optionalText(2).pipe(
    z
      .string()
      .regex(/^\d{2}$/, 'industry must be a two-digit NAICS sector.')
      .optional(),
  ),
  /** Fiscal year the figures are for; absent = every loaded year. */
  year: optionalInt(2000, 2100, 'year'),
  /** Fewest H-1B decisions (approvals + denials) in the chosen year(s). */
  minFilings: optionalInt(0, 10_000_000, 'minFilings'),
  sort: z
    .enum(SPONSOR_SORTS, { error: `sort must be one of ${SPONSOR_SORTS.join(', ')}.` })
    .default('approvals'),
  page: optionalInt(1, 10_000, 'page').transform((value) => value ?? 1),
  pageSize: optionalInt(1, 50, 'pageSize').transform((value) => value ?? SPONSOR_PAGE_SIZE),
});
export type SponsorSearchQueryInput = z.input<typeof sponsorSearchQuerySchema>;
export type SponsorSearchQuery = z.output<typeof sponsorSearchQuerySchema>;

export const sponsorListItemSchema = z.object({
  slug: z.string(),
  name: z.string(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  industry: z.string().nullable(),
  approvals: z.number().int(),
  denials: z.number().int(),
  /** Whole percent; null below 10 decisions. */
  approval_rate: z.number().nullable(),
  lca_filings: z.number().int(),
  median_wage: z.number().nullable(),
  /** The latest fiscal year with USCIS decisions, for "312 approvals in FY2023". */
  latest_fiscal_year: z.number().int().nullable(),
});
export type SponsorListItem = z.infer<typeof sponsorListItemSchema>;

export const sponsorCoverageSchema = z.object({
  /** Fiscal years with USCIS Data Hub figures loaded. */
  uscis_years: z.array(z.number().int()),
  /** Fiscal years with LCA filings loaded. */
  lca_years: z.array(z.number().int()),
  /** NAICS sectors present, with labels. */
  sectors: z.array(z.object({ code: z.string(), label: z.string() })),
  /** States present. */
  states: z.array(z.string()),
  /** What a sector-limited file covers ("FY2016-FY2024: finance (NAICS 52) only"), one line per source file. */
  files: z.array(
    z.object({ file: z.string(), kind: z.string(), fiscal_years: z.string(), imported_at: z.string() }),
  ),
  employers: z.number().int(),
});
export type SponsorCoverage = z.infer<typeof sponsorCoverageSchema>;

export const sponsorSearchResultSchema = z.object({
  sponsors: z.array(sponsorListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  has_more: z.boolean(),
  /** How the name was found: 'exact' words, 'similar' (typo tolerant) or null without a name. */
  match: z.enum(['exact', 'similar']).nullable(),
  /** With 'similar': the words searched for instead of the typed ones ('quantum' for 'qunatum'). */
  corrected_q: z.string().nullable(),
});
export type SponsorSearchResult = z.infer<typeof sponsorSearchResultSchema>;

export const sponsorSlugSchema = z
  .string()
  .max(200)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'Not a sponsor address.');

const yearRow = z.object({
  fiscal_year: z.number().int(),
  initial_approvals: z.number().int(),
  initial_denials: z.number().int(),
  continuing_approvals: z.number().int(),
  continuing_denials: z.number().int(),
  approvals: z.number().int(),
  denials: z.number().int(),
});

const wageRow = z.object({
  count: z.number().int(),
  p25: z.number(),
  median: z.number(),
  p75: z.number(),
});

export const sponsorDetailSchema = z.object({
  slug: z.string(),
  name: z.string(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  industry: z.string().nullable(),
  /** Approvals and denials by fiscal year (oldest first), summed over the brand's legal entities. */
  years: z.array(yearRow),
  totals: z.object({ approvals: z.number().int(), denials: z.number().int() }),
  lca_years: z.array(z.object({ fiscal_year: z.number().int(), filings: z.number().int() })),
  /** Job titles with at least 5 wage filings: count and quartiles of annual wages. */
  top_titles: z.array(wageRow.extend({ title: z.string(), soc_code: z.string().nullable() })),
  wage_levels: z.object({
    I: z.number().int(),
    II: z.number().int(),
    III: z.number().int(),
    IV: z.number().int(),
    unknown: z.number().int(),
  }),
  worksite_states: z.array(z.object({ state: z.string(), filings: z.number().int() })),
  worksite_cities: z.array(z.object({ city: z.string(), state: z.string(), filings: z.number().int() })),
  legal_entities: z.array(
    z.object({
      name: z.string(),
      approvals: z.number().int(),
      denials: z.number().int(),
      lca_filings: z.number().int(),
    }),
  ),
  sources: z.array(
    z.object({
      file: z.string(),
      kind: z.string(),
      fiscal_years: z.string(),
      imported_at: z.string(),
    }),
  ),
  open_jobs: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      location: z.string(),
      posted_at: z.string(),
    }),
  ),
});
export type SponsorDetail = z.infer<typeof sponsorDetailSchema>;

/** The employer's filing record on a job card or page (a job's company matched to a sponsor). */
export const filingRecordSchema = z.object({
  slug: z.string(),
  name: z.string(),
  fiscal_year: z.number().int(),
  approvals: z.number().int(),
  denials: z.number().int(),
});
export type FilingRecord = z.infer<typeof filingRecordSchema>;

/** LCA wages filed for work like a job's, for its salary analysis. */
export const salaryAnalysisSchema = z.object({
  /** What was compared: title words, SOC occupation, and the area. */
  basis: z.object({
    title: z.string(),
    soc_code: z.string().nullable(),
    soc_title: z.string().nullable(),
    area: z.string(),
    area_kind: z.enum(['metro', 'state', 'national']),
  }),
  wages: wageRow,
  wage_levels: sponsorDetailSchema.shape.wage_levels,
  fiscal_years: z.array(z.number().int()),
  /** The official prevailing-wage level for the job's occupation and area when OFLC tables are loaded. */
  official_level: z
    .object({ level: z.enum(['I', 'II', 'III', 'IV']), source: z.string(), wage: z.number() })
    .nullable(),
});
export type SalaryAnalysis = z.infer<typeof salaryAnalysisSchema>;
