import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { mergeGinPendingLists, preparedPerHandle, type DbOrTx } from '../../../db/client.ts';
import { jobs, sponsorCompanyMatches, sponsors } from '../../../db/schema/index.ts';
import { DESCRIPTION_PREVIEW_LENGTH } from '../../../core/constants.ts';
import { forgetLexicon } from './lexicon-memo.ts';
import type { JobInput } from './normalize.ts';

/** Columns a job page or card needs; never the search vectors. */
const baseColumns = {
  id: jobs.id,
  jobId: jobs.jobId,
  source: jobs.source,
  title: jobs.title,
  organization: jobs.organization,
  organizationSlug: jobs.organizationSlug,
  location: jobs.location,
  city: jobs.city,
  state: jobs.state,
  url: jobs.url,
  postedAt: jobs.postedAt,
  expiresAt: jobs.expiresAt,
  remote: jobs.remote,
  workArrangement: jobs.workArrangement,
  employmentType: jobs.employmentType,
  visaSponsorship: jobs.visaSponsorship,
  visaEvidence: jobs.visaEvidence,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryCurrency: jobs.salaryCurrency,
  salaryUnit: jobs.salaryUnit,
  benefits: jobs.benefits,
  experienceLevel: jobs.experienceLevel,
  logoUrl: jobs.logoUrl,
  organizationUrl: jobs.organizationUrl,
  industry: jobs.industry,
  organizationSize: jobs.organizationSize,
  headquarters: jobs.headquarters,
};

export type JobRow = Awaited<ReturnType<typeof findJobById>> & {};
export type JobListRow = Awaited<ReturnType<typeof findJobsByIds>>[number];

/**
 * The matched sponsor's latest fiscal-year figures, read with the job in the same statement (a job page or a
 * page of cards is one round trip, not two): null columns where the organisation matched no sponsor with
 * USCIS decisions. sponsors/read-service.ts turns them into the job's filing record.
 */
const filingColumns = {
  filingSlug: sponsors.slug,
  filingName: sponsors.name,
  filingFiscalYear: sponsors.latestFiscalYear,
  filingApprovals: sponsors.latestApprovals,
  filingDecisions: sponsors.latestDecisions,
};
const matchedOrganization = eq(sponsorCompanyMatches.organization, jobs.organization);
const sponsorWithDecisions = and(
  eq(sponsors.id, sponsorCompanyMatches.sponsorId),
  isNotNull(sponsors.latestFiscalYear),
);

const jobById = preparedPerHandle((db) =>
  db
    .select({ ...baseColumns, ...filingColumns, descriptionText: jobs.descriptionText })
    .from(jobs)
    .leftJoin(sponsorCompanyMatches, matchedOrganization)
    .leftJoin(sponsors, sponsorWithDecisions)
    .where(eq(jobs.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_job_by_id'),
);

export async function findJobById(db: DbOrTx, id: number) {
  const [row] = await jobById(db).execute({ id });
  return row ?? null;
}

// One statement whatever the number of ids (an array, not a parameter per id), prepared once per connection.
const jobsByIds = preparedPerHandle((db) =>
  db
    .select({
      ...baseColumns,
      ...filingColumns,
      // One character more than the preview tells the presenter whether the text goes on.
      descriptionStart: sql<string>`left(${jobs.descriptionText}, ${DESCRIPTION_PREVIEW_LENGTH + 1})`,
    })
    .from(jobs)
    .leftJoin(sponsorCompanyMatches, matchedOrganization)
    .leftJoin(sponsors, sponsorWithDecisions)
    .where(sql`${jobs.id} = ANY(${sql.placeholder('ids')}::bigint[])`)
    .prepare('find_jobs_by_ids'),
);

/**
 * Rows for a page of search results, in the order of `ids`, with a description preview instead of the text
 * and the filing record's columns.
 */
export async function findJobsByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  const found = await jobsByIds(db).execute({ ids });
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
}

export async function countJobs(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(jobs);
  return Number(row?.n ?? 0);
}

/** Distinct values for the location dropdowns, among jobs still listed. */
export async function listDistinct(db: DbOrTx, column: 'city' | 'state'): Promise<string[]> {
  const target = column === 'city' ? jobs.city : jobs.state;
  const active: SQL = sql`(${jobs.expiresAt} IS NULL OR ${jobs.expiresAt} > now())`;
  const result = await db
    .selectDistinct({ value: target })
    .from(jobs)
    .where(and(isNotNull(target), active))
    .orderBy(target);
  return result.map((row) => row.value).filter((value): value is string => value !== null);
}

const INSERT_COLUMNS = [
  ['job_id', 'text', (j: JobInput) => j.jobId],
  ['source', 'text', (j: JobInput) => j.source],
  ['title', 'text', (j: JobInput) => j.title],
  ['organization', 'text', (j: JobInput) => j.organization],
  ['organization_slug', 'text', (j: JobInput) => j.organizationSlug],
  ['description_text', 'text', (j: JobInput) => j.descriptionText],
  ['location', 'text', (j: JobInput) => j.location],
  ['city', 'text', (j: JobInput) => j.city],
  ['state', 'text', (j: JobInput) => j.state],
  ['url', 'text', (j: JobInput) => j.url],
  ['posted_at', 'timestamptz', (j: JobInput) => j.postedAt.toISOString()],
  ['expires_at', 'timestamptz', (j: JobInput) => j.expiresAt?.toISOString() ?? null],
  ['remote', 'boolean', (j: JobInput) => j.remote],
  ['ai_work_arrangement', 'text', (j: JobInput) => j.workArrangement],
  ['ai_employment_type', 'text', (j: JobInput) => j.employmentType],
  ['ai_visa_sponsorship', 'boolean', (j: JobInput) => j.visaSponsorship],
  ['ai_visa_evidence', 'text', (j: JobInput) => j.visaEvidence],
  ['ai_salary_min', 'integer', (j: JobInput) => j.salaryMin],
  ['ai_salary_max', 'integer', (j: JobInput) => j.salaryMax],
  ['ai_salary_currency', 'text', (j: JobInput) => j.salaryCurrency],
  ['ai_salary_unit', 'text', (j: JobInput) => j.salaryUnit],
  // Arrays of arrays do not survive unnest(); benefits travel as one JSON text each.
  ['ai_benefits', 'text', (j: JobInput) => JSON.stringify(j.benefits)],
  ['ai_experience_level', 'text', (j: JobInput) => j.experienceLevel],
  ['li_organization_logo_url', 'text', (j: JobInput) => j.logoUrl],
  ['li_organization_url', 'text', (j: JobInput) => j.organizationUrl],
  ['li_organization_industry', 'text', (j: JobInput) => j.industry],
  ['li_organization_size', 'text', (j: JobInput) => j.organizationSize],
  ['li_organization_headquarters', 'text', (j: JobInput) => j.headquarters],
  ['board', 'text', (j: JobInput) => j.board ?? null],
  ['dedupe_key', 'text', (j: JobInput) => j.dedupeKey ?? null],
  ['content_hash', 'text', (j: JobInput) => j.contentHash ?? null],
  ['last_seen_at', 'timestamptz', (j: JobInput) => j.lastSeenAt?.toISOString() ?? null],
] as const;

/**
 * Bulk upsert by (source, job_id): one statement per batch, every column passed as one array parameter
 * and unnested, which is many times faster than row-by-row inserts on both drivers.
 */
export async function upsertJobs(db: DbOrTx, batch: JobInput[]): Promise<number> {
  if (batch.length === 0) return 0;
  const names = INSERT_COLUMNS.map(([name]) => name);
  const arrays = INSERT_COLUMNS.map(
    ([, type, read]) =>
      sql`${`{${batch.map((job) => pgArrayItem(read(job))).join(',')}}`}::${sql.raw(type)}[]`,
  );
  const selectList = INSERT_COLUMNS.map(([name]) =>
    name === 'ai_benefits'
      ? sql`ARRAY(SELECT jsonb_array_elements_text(u.ai_benefits::jsonb))`
      : sql.raw(`u.${name}`),
  );
  const updates = names
    .filter((name) => name !== 'job_id' && name !== 'source')
    .map((name) => `${name} = EXCLUDED.${name}`)
    .join(', ');
  await db.execute(sql`
    INSERT INTO jobs (${sql.raw(names.join(', '))})
    SELECT ${sql.join(selectList, sql`, `)}
    FROM unnest(${sql.join(arrays, sql`, `)}) AS u(${sql.raw(names.join(', '))})
    ON CONFLICT (source, job_id) DO UPDATE SET ${sql.raw(updates)},
      updated_at = CASE WHEN EXCLUDED.content_hash IS NOT NULL AND jobs.content_hash = EXCLUDED.content_hash
        THEN jobs.updated_at ELSE now() END`);
  return batch.length;
}

/** Quotes one value as an element of a PostgreSQL array literal. */
function pgArrayItem(value: string | number | boolean | null): string {
  if (value === null) return 'NULL';
  if (typeof value !== 'string') return String(value);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * Rebuilds the typo-correction dictionary from the stemmed words of every listed job, and merges the new
 * rows' entries into the search indexes (mergeGinPendingLists). Run after bulk loads; ingestion of a few
 * jobs can skip it (a missing rare word only disables its correction).
 */
export async function refreshSearchLexicon(db: DbOrTx): Promise<number> {
  await db.execute(sql`DELETE FROM search_lexicon`);
  // A word of a description's benefit text is indexed as '#b:<word>' (migration 0021) and counted apart.
  await db.execute(sql`
    INSERT INTO search_lexicon (word, doc_count, benefit_doc_count)
    SELECT word,
      coalesce(sum(ndoc) FILTER (WHERE NOT benefit), 0),
      coalesce(sum(ndoc) FILTER (WHERE benefit), 0)
    FROM (
      SELECT regexp_replace(word, '^#b:', '') AS word, word LIKE '#b:%' AS benefit, ndoc
      FROM ts_stat('SELECT doc_tsv FROM job_search_doc')
    ) w
    WHERE length(word) >= 2 AND word ~ '^[a-z0-9]+$'
    GROUP BY word`);
  await mergeGinPendingLists(db, ['job_search', 'job_search_doc', 'search_lexicon']);
  forgetLexicon();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sql`search_lexicon`);
  return Number(row?.n ?? 0);
}

export async function deleteJobsBySource(db: DbOrTx, source: string): Promise<void> {
  await db.delete(jobs).where(eq(jobs.source, source));
}

/**
 * Rewrites the search tables (the narrow one and the description vectors) in date order, then vacuums them
 * and refreshes planner statistics. Searches read it in date order, so after a bulk load of randomly dated
 * jobs this turns scattered page reads into sequential ones. Ingestion appends new jobs at the end, which
 * keeps that order without repeating this. The vacuum sets the visibility map, so the counts' index-only
 * scans skip the table from the first search instead of after autovacuum's first pass (never, where it
 * is off). Not in a transaction (VACUUM cannot run in one).
 */
export async function clusterSearchTable(db: DbOrTx): Promise<void> {
  await db.execute(sql`CLUSTER job_search USING job_search_posted_idx`);
  await db.execute(sql`CLUSTER job_search_doc USING job_search_doc_posted_idx`);
  await db.execute(sql`VACUUM (ANALYZE) job_search`);
  await db.execute(sql`VACUUM (ANALYZE) job_search_doc`);
  await db.execute(sql`VACUUM (ANALYZE) jobs`);
}
