import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { buildJob, createJobs } from '../../../tests/factories/jobs.ts';
import { jobSearchQuerySchema, type JobSearchQuery } from '../../../core/jobs.ts';
import { searchJobIds } from './search.ts';

type SyncRow = { posted_at: string; doc_posted_at: string; doc_has_word: boolean };

/** The search tables follow every change of a job that search can see, and only those (migrations 0003-0006). */
describe('search table sync', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function readSync(jobId: string, word: string): Promise<SyncRow | undefined> {
    const result: unknown = await t.database.db.execute(sql`
      SELECT s.posted_at::text AS posted_at, d.posted_at::text AS doc_posted_at,
        d.doc_tsv @@ to_tsquery('simple', ${word}) AS doc_has_word
      FROM jobs j JOIN job_search s ON s.id = j.id JOIN job_search_doc d ON d.id = j.id WHERE j.job_id = ${jobId}`);
    return (result as { rows: SyncRow[] }).rows[0];
  }

  it('copies the posting time into the description vectors and follows later changes', async () => {
    await createJobs(t.database.db, [
      buildJob({
        jobId: 'sync-1',
        descriptionText: 'Tune the zeppelin engines.',
        postedAt: new Date('2026-11-01T00:00:00Z'),
      }),
    ]);
    const first = await readSync('sync-1', 'zeppelin');
    expect(first?.doc_posted_at).toBe(first?.posted_at);
    expect(first?.doc_has_word).toBe(true);

    await t.database.db
      .update(jobs)
      .set({ postedAt: new Date('2026-11-20T00:00:00Z'), descriptionText: 'Fly the blimp.' })
      .where(sql`${jobs.jobId} = 'sync-1'`);
    const second = await readSync('sync-1', 'blimp');
    expect(second?.doc_posted_at).toBe(second?.posted_at);
    expect(new Date(second?.posted_at ?? '').toISOString()).toBe('2026-11-20T00:00:00.000Z');
    expect(second?.doc_has_word).toBe(true);
  });

  type CopyRow = { same: boolean; expires_at: string | null; sponsor_rank: number; doc_written: boolean };
  /** Whether the vectors' copies (migration 0024) equal the narrow row's values, and those values. */
  async function readCopies(jobId: string): Promise<CopyRow | undefined> {
    const result: unknown = await t.database.db.execute(sql`
      SELECT (d.expires_at, d.sponsor_rank, d.title_tsv) IS NOT DISTINCT FROM (s.expires_at, s.sponsor_rank, s.title_tsv) AS same,
        d.expires_at::text AS expires_at, d.sponsor_rank::int AS sponsor_rank,
        NOT (d.doc_tsv @@ to_tsquery('simple', 'sentinel')) AS doc_written
      FROM jobs j JOIN job_search s ON s.id = j.id JOIN job_search_doc d ON d.id = j.id WHERE j.job_id = ${jobId}`);
    return (result as { rows: CopyRow[] }).rows[0];
  }

  it("keeps the vectors' copies of the expiry, the sponsorship rank and the title vector in step", async () => {
    await createJobs(t.database.db, [
      buildJob({ jobId: 'sync-3', title: 'Glassblower', visaSponsorship: true, expiresAt: null }),
    ]);
    expect(await readCopies('sync-3')).toMatchObject({ same: true, expires_at: null, sponsor_rank: 2 });
    // A change of the expiry alone does not write the document again: the copies follow by themselves.
    await t.database.db
      .execute(sql`UPDATE job_search_doc SET doc_tsv = doc_tsv || to_tsvector('simple', 'sentinel')
      WHERE id = (SELECT id FROM jobs WHERE job_id = 'sync-3')`);
    await t.database.db
      .update(jobs)
      .set({ expiresAt: new Date('2026-01-02T00:00:00Z') })
      .where(sql`${jobs.jobId} = 'sync-3'`);
    const expired = await readCopies('sync-3');
    expect(expired).toMatchObject({ same: true, doc_written: false });
    expect(new Date(expired?.expires_at ?? '').toISOString()).toBe('2026-01-02T00:00:00.000Z');
    await t.database.db
      .update(jobs)
      .set({ visaSponsorship: false, title: 'Lampworker' })
      .where(sql`${jobs.jobId} = 'sync-3'`);
    expect(await readCopies('sync-3')).toMatchObject({ same: true, sponsor_rank: 0, doc_written: true });
  });

  it('drops a description match from search once its job expires, and one that says it no longer sponsors when those are hidden', async () => {
    await createJobs(t.database.db, [
      buildJob({
        jobId: 'sync-4',
        descriptionText: 'Keep the annealing kilns at temperature.',
        visaSponsorship: true,
      }),
    ]);
    const found = async (filters: Partial<JobSearchQuery> = {}) =>
      (await searchJobIds(t.database.db, jobSearchQuerySchema.parse({ search: 'annealing', ...filters })))
        .ids;
    const [id] = await found();
    expect(id).toBeDefined();
    expect(await found({ hideNoSponsor: true })).toEqual([id]);
    await t.database.db
      .update(jobs)
      .set({ visaSponsorship: false })
      .where(sql`${jobs.jobId} = 'sync-4'`);
    expect(await found({ hideNoSponsor: true })).toEqual([]);
    expect(await found()).toEqual([id]);
    await t.database.db
      .update(jobs)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(sql`${jobs.jobId} = 'sync-4'`);
    expect(await found()).toEqual([]);
  });

  it('leaves the vectors alone when only ingestion bookkeeping changes', async () => {
    await createJobs(t.database.db, [buildJob({ jobId: 'sync-2', descriptionText: 'Repair the airships.' })]);
    await t.database.db.execute(sql`UPDATE job_search_doc SET doc_tsv = to_tsvector('simple', 'sentinel')
      WHERE id = (SELECT id FROM jobs WHERE job_id = 'sync-2')`);
    await t.database.db
      .update(jobs)
      .set({ lastSeenAt: new Date(), contentHash: 'abc' })
      .where(sql`${jobs.jobId} = 'sync-2'`);
    // The sentinel survives: the trigger skipped a row whose searchable fields did not change.
    expect((await readSync('sync-2', 'sentinel'))?.doc_has_word).toBe(true);
  });
});
