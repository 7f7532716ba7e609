import type { JobInput } from '../jobs/normalize.ts';

/** The public job-board APIs we read (plus 'feed': JSON / JSON-lines in the shape of SPEC section 3). */
export const SOURCE_NAMES = ['greenhouse', 'lever', 'ashby', 'smartrecruiters', 'workable', 'feed'] as const;
export type SourceName = (typeof SOURCE_NAMES)[number];

/** One board from the sources file: a company's listing on one source. */
export type BoardConfig = {
  source: SourceName;
  /** Board token / site / company id / account slug; for 'feed' the feed URL (http(s) or a local file path). */
  board: string;
  company: string;
  /** Overrides the source's base URL for this board (mirrors, tests). */
  baseUrl?: string;
  /** Starter entries are unverified until a run fetched them successfully. */
  verified?: boolean;
  /** Optional organisation facts shown on the job pages. */
  industry?: string;
  headquarters?: string;
  website?: string;
};

/** Compensation as a source states it, before annualising. */
export type RawCompensation = {
  min?: number | null;
  max?: number | null;
  currency?: string | null;
  /** As the source says it: 'year', 'yearly', 'annual', 'hour', 'hourly', 'week', 'month', 'salary'... */
  interval?: string | null;
  /** Free text a source gives, e.g. Ashby's compensationTierSummary '$120K – $150K • Offers Equity'. */
  summary?: string | null;
};

/**
 * A posting as an adapter reads it from a source, with the source's structured fields kept raw.
 * Enrichment (enrich/) turns it into a JobInput; it is the only place that interprets text.
 */
export type RawPosting = {
  source: SourceName;
  /** `${source}:${board}` */
  boardKey: string;
  externalId: string;
  title: string;
  company: string;
  url: string;
  /** HTML as the source sends it (entities may be escaped once more, as Greenhouse does). */
  descriptionHtml?: string | null;
  /** Plain text when the source gives it instead of (or besides) HTML. */
  descriptionText?: string | null;
  /** Location as displayed ('San Francisco, CA', 'Remote - US', 'New York, NY; Austin, TX'). */
  location?: string | null;
  city?: string | null;
  /** State or region as the source gives it (name or code). */
  state?: string | null;
  country?: string | null;
  /** Structured remote flag or workplace type: true/false, or 'remote' | 'hybrid' | 'onsite' | 'on-site'... */
  remote?: boolean | null;
  workplaceType?: string | null;
  /** Structured employment type as the source says it ('Full-time', 'FullTime', 'full_time', 'Contract'...). */
  employmentType?: string | null;
  /** ISO date-time string, or epoch milliseconds as a number (Lever). */
  postedAt?: string | number | null;
  compensation?: RawCompensation | null;
  department?: string | null;
  /** Seniority as the source labels it ('Mid-Senior Level', 'Entry level'), when it has such a field. */
  experienceLevel?: string | null;
  /** For 'feed': the record is already in SPEC shape and is normalised by normalizeRawJob instead. */
  feedRecord?: Record<string, unknown>;
};

/** What enrichment produces: the row to store, with the sponsorship evidence sentence (or null). */
export type EnrichedJob = JobInput & { board: string };

/** Per-board result of fetching, for the run summary. */
export type BoardFetchResult =
  { ok: true; postings: RawPosting[]; complete: boolean } | { ok: false; error: string };
