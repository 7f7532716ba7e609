import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ingestBoards, ingestRuns, jobs } from '../../../db/schema/index.ts';
import type { Job, JobSearchResult } from '../../../core/jobs.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import {
  buildFeedRecord,
  buildGreenhouseJob,
  buildLeverPosting,
  startFakeJobBoards,
  type FakeJobBoards,
} from '../../../tests/helpers/fake-job-boards.ts';
import { createHttpClient } from './http.ts';
import { runIngest, type IngestSummary } from './pipeline.ts';
import { ingestFromSourcesFile } from './service.ts';
import type { BoardConfig } from './types.ts';

const API_KEY = 'test-ingest-key-0123456789';

describe('job ingestion', () => {
  let t: TestApp;
  let boards: FakeJobBoards;
  let sourcesFile: string;
  const http = createHttpClient({ timeoutMs: 2000, maxAttempts: 2, sleep: () => Promise.resolve() });

  function writeSources(list: BoardConfig[]) {
    writeFileSync(
      sourcesFile,
      JSON.stringify({
        baseUrls: { greenhouse: boards.baseUrl, lever: boards.baseUrl, ashby: boards.baseUrl },
        boards: list,
      }),
    );
  }

  async function ingest(mode: 'full' | 'incremental' = 'full'): Promise<IngestSummary> {
    return ingestFromSourcesFile({ database: t.database, config: t.config, mode, trigger: 'test', http });
  }

  async function search(term: string): Promise<JobSearchResult> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/jobs?search=${encodeURIComponent(term)}`,
    });
    return response.json<JobSearchResult>();
  }

  async function jobByExternalId(source: string, id: string) {
    const [row] = await t.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.source} = ${source} AND ${jobs.jobId} = ${id}`);
    return row;
  }

  beforeAll(async () => {
    boards = await startFakeJobBoards();
    sourcesFile = path.join(mkdtempSync(path.join(tmpdir(), 'sp-ingest-')), 'sources.json');
    t = await buildTestApp({
      ingestHttp: http,
      config: { ingest: { apiKey: API_KEY, schedule: undefined, sourcesFile } },
    });
  });

  afterAll(async () => {
    await t.close();
    await boards.close();
  });

  beforeEach(async () => {
    await t.database.db.delete(jobs);
    await t.database.db.delete(ingestBoards);
    await t.database.db.delete(ingestRuns);
  });

  it('stores every board, keeps the sponsorship evidence, and shows the jobs in search', async () => {
    boards.setPostings('greenhouse', 'orbit', [
      buildGreenhouseJob({ id: 101, title: 'Orbital Mechanics Engineer', company_name: 'Orbit Labs' }),
      buildGreenhouseJob({
        id: 102,
        title: 'Payload Software Engineer',
        content: '&lt;p&gt;Unfortunately we are unable to sponsor visas for this position.&lt;/p&gt;',
      }),
    ]);
    boards.setPostings('lever', 'quanta', [
      buildLeverPosting({ id: 'lev-1', text: 'Quantum Data Scientist' }),
    ]);
    writeSources([
      { source: 'greenhouse', board: 'orbit', company: 'Orbit Labs', verified: false },
      { source: 'lever', board: 'quanta', company: 'Quanta', verified: false },
    ]);

    const summary = await ingest();

    expect(summary.totals).toMatchObject({
      boards: 2,
      failed: 0,
      fetched: 3,
      new: 3,
      updated: 0,
      expired: 0,
    });
    const sponsor = await jobByExternalId('greenhouse', '101');
    expect(sponsor?.visaSponsorship).toBe(true);
    expect(sponsor?.visaEvidence).toMatch(/sponsor H-1B/i);
    expect(sponsor?.board).toBe('greenhouse:orbit');
    const noSponsor = await jobByExternalId('greenhouse', '102');
    expect(noSponsor?.visaSponsorship).toBe(false);
    expect(noSponsor?.visaEvidence).toMatch(/unable to sponsor/i);

    const found = await search('orbital mechanics');
    expect(found.jobs.map((job) => job.title)).toContain('Orbital Mechanics Engineer');
    const detail = await t.app.inject({ method: 'GET', url: `/api/jobs/${sponsor?.id}` });
    expect(detail.json<Job>().ai_visa_evidence).toMatch(/sponsor H-1B/i);

    const states = await t.database.db.select().from(ingestBoards);
    expect(states.map((s) => [s.key, s.status]).sort()).toEqual([
      ['greenhouse:orbit', 'verified'],
      ['lever:quanta', 'verified'],
    ]);
  });

  it('changes nothing on a second run, updates what changed, and expires what a board no longer lists', async () => {
    boards.setPostings('greenhouse', 'steady', [
      buildGreenhouseJob({ id: 201, title: 'Backend Engineer' }),
      buildGreenhouseJob({ id: 202, title: 'Frontend Engineer' }),
      buildGreenhouseJob({ id: 203, title: 'Platform Engineer' }),
    ]);
    writeSources([{ source: 'greenhouse', board: 'steady', company: 'Steady' }]);
    await ingest();
    const before = await t.database.db.select().from(jobs).orderBy(jobs.id);

    const second = await ingest();
    expect(second.totals).toMatchObject({ new: 0, updated: 0, unchanged: 3, expired: 0 });
    const after = await t.database.db.select().from(jobs).orderBy(jobs.id);
    expect(after.map((j) => [j.id, j.contentHash, j.updatedAt.getTime()])).toEqual(
      before.map((j) => [j.id, j.contentHash, j.updatedAt.getTime()]),
    );

    boards.removePosting('greenhouse', 'steady', 203);
    boards.setPostings('greenhouse', 'steady', [
      buildGreenhouseJob({ id: 201, title: 'Backend Engineer' }),
      buildGreenhouseJob({ id: 202, title: 'Frontend Engineer II' }),
    ]);
    const third = await ingest();
    expect(third.totals).toMatchObject({ new: 0, updated: 1, unchanged: 1, expired: 1 });
    const expired = await jobByExternalId('greenhouse', '203');
    expect(expired?.expiresAt).not.toBeNull();
    expect((await search('platform engineer')).jobs.map((job) => job.job_id)).not.toContain('203');
    const page = await t.app.inject({ method: 'GET', url: `/api/jobs/${expired?.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json<Job>().expires_at).not.toBeNull();
    expect((await search('frontend engineer II')).jobs.map((job) => job.title)).toContain(
      'Frontend Engineer II',
    );

    // Listed again: it comes back.
    boards.setPostings('greenhouse', 'steady', [
      buildGreenhouseJob({ id: 201, title: 'Backend Engineer' }),
      buildGreenhouseJob({ id: 202, title: 'Frontend Engineer II' }),
      buildGreenhouseJob({ id: 203, title: 'Platform Engineer' }),
    ]);
    const fourth = await ingest();
    expect(fourth.totals).toMatchObject({ new: 0, updated: 1, unchanged: 2, expired: 0 });
    expect((await jobByExternalId('greenhouse', '203'))?.expiresAt).toBeNull();
  });

  it('stores a job seen through two sources once', async () => {
    boards.setPostings('greenhouse', 'twin-gh', [
      buildGreenhouseJob({ id: 301, title: 'Staff Data Engineer', location: { name: 'Austin, TX' } }),
    ]);
    boards.setPostings('lever', 'twin-lever', [
      buildLeverPosting({
        id: 'twin-1',
        text: 'Staff Data Engineer',
        categories: { location: 'Austin, TX', commitment: 'Full-time', allLocations: ['Austin, TX'] },
      }),
    ]);
    writeSources([
      { source: 'greenhouse', board: 'twin-gh', company: 'Twin Corp' },
      { source: 'lever', board: 'twin-lever', company: 'Twin Corp' },
    ]);
    // Both adapters read the company from the sources file / posting; make them agree.
    const summary = await ingest();
    const stored = await t.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(sql`${jobs.title} = 'Staff Data Engineer'`);
    expect(stored).toHaveLength(1);
    expect(summary.totals.duplicates).toBe(1);
  });

  it('keeps going when a board is missing, failing or malformed, and reports each', async () => {
    boards.setPostings('greenhouse', 'good', [buildGreenhouseJob({ id: 401, title: 'Good Engineer' })]);
    boards.setPostings('greenhouse', 'broken', [buildGreenhouseJob({ id: 402 })]);
    boards.setBehavior('greenhouse', 'broken', { failAlways: 500 });
    boards.setPostings('greenhouse', 'garbled', [buildGreenhouseJob({ id: 403 })]);
    boards.setBehavior('greenhouse', 'garbled', { malformedJson: true });
    writeSources([
      { source: 'greenhouse', board: 'missing', company: 'Missing' },
      { source: 'greenhouse', board: 'broken', company: 'Broken' },
      { source: 'greenhouse', board: 'garbled', company: 'Garbled' },
      { source: 'greenhouse', board: 'good', company: 'Good' },
    ]);

    const summary = await ingest();

    expect(summary.totals).toMatchObject({ boards: 4, failed: 3, new: 1 });
    const byBoard = Object.fromEntries(summary.boards.map((b) => [b.board, b]));
    expect(byBoard['greenhouse:missing']?.error).toMatch(/404/);
    expect(byBoard['greenhouse:broken']?.error).toMatch(/500/);
    expect(byBoard['greenhouse:garbled']?.error).toMatch(/JSON/i);
    expect(byBoard['greenhouse:good']?.status).toBe('ok');
    const [broken] = await t.database.db
      .select()
      .from(ingestBoards)
      .where(eq(ingestBoards.key, 'greenhouse:broken'));
    expect(broken?.status).toBe('failing');
    expect(broken?.lastError).toMatch(/500/);
  });

  it('loses nothing when a run dies half-way, and the next incremental run finishes the rest', async () => {
    boards.setPostings('greenhouse', 'first', [
      buildGreenhouseJob({ id: 501, title: 'First Engineer' }),
      buildGreenhouseJob({ id: 502, title: 'Second Engineer' }),
      buildGreenhouseJob({ id: 503, title: 'Third Engineer' }),
    ]);
    boards.setPostings('greenhouse', 'second', [buildGreenhouseJob({ id: 504, title: 'Fourth Engineer' })]);
    const list: BoardConfig[] = [
      { source: 'greenhouse', board: 'first', company: 'First' },
      { source: 'greenhouse', board: 'second', company: 'Second' },
    ];
    const crash = new Error('killed');
    await expect(
      runIngest({
        database: t.database,
        boards: list,
        http,
        mode: 'full',
        batchSize: 2,
        boardConcurrency: 1,
        trigger: 'test',
        baseUrls: { greenhouse: boards.baseUrl },
        onProgress(event) {
          // The process "dies" when the second board starts, after the first board's two batches committed.
          if (event.type === 'board-start' && event.board === 'greenhouse:second') throw crash;
        },
      }),
    ).rejects.toBe(crash);
    expect((await t.database.db.select().from(jobs)).map((j) => j.jobId).sort()).toEqual([
      '501',
      '502',
      '503',
    ]);
    // A run that never got to record its end (a kill) is marked interrupted by the next one.
    await t.database.db.insert(ingestRuns).values({ trigger: 'test', mode: 'full' });

    writeSources(list);
    const resumed = await ingest('incremental');
    expect(resumed.boards.map((b) => [b.board, b.status, b.new])).toEqual([
      ['greenhouse:first', 'skipped', 0],
      ['greenhouse:second', 'ok', 1],
    ]);
    expect((await t.database.db.select().from(jobs)).map((j) => j.jobId).sort()).toEqual([
      '501',
      '502',
      '503',
      '504',
    ]);
    const runs = await t.database.db.select().from(ingestRuns).orderBy(ingestRuns.id);
    expect(runs.map((r) => r.status)).toEqual(['failed', 'interrupted', 'completed']);
  });

  it('ingests a SPEC-shaped JSON-lines feed with wrapped values', async () => {
    const records = [
      buildFeedRecord({
        id: 'feed-1',
        source: 'harbor-careers',
        title: 'Clinical Research Coordinator',
        organization: 'Harbor Health',
        description_text: 'NO DESCRIPTION',
      }),
      buildFeedRecord({
        id: 'feed-2',
        title: { type: 'string', value: 'Biostatistician' },
        organization: 'Harbor Health',
        ai_salary_currency: 'undefined',
      }),
    ];
    boards.setFeed('harbor.jsonl', records.map((r) => JSON.stringify(r)).join('\n') + '\n{not json\n');
    writeSources([
      { source: 'feed', board: `${boards.baseUrl}/feeds/harbor.jsonl`, company: 'Harbor Health' },
    ]);
    const summary = await ingest();
    expect(summary.totals).toMatchObject({ failed: 0, new: 2 });
    expect(summary.boards[0]?.warnings?.join(' ')).toMatch(/line 3/i);
    expect((await ingest()).totals).toMatchObject({ new: 0, updated: 0, unchanged: 2 });
    const first = await jobByExternalId('harbor-careers', 'feed-1');
    expect(first?.descriptionText).toBe('');
    const second = await jobByExternalId('feed', 'feed-2');
    expect(second?.title).toBe('Biostatistician');
    expect(second?.salaryCurrency).toBe('USD');
  });

  describe('POST /api/functions/fetch-jobs', () => {
    beforeEach(() => {
      boards.setPostings('greenhouse', 'api-board', [buildGreenhouseJob({ id: 601, title: 'API Engineer' })]);
      writeSources([{ source: 'greenhouse', board: 'api-board', company: 'API Co' }]);
    });

    it('answers 401 without the admin key or with a wrong one', async () => {
      const none = await t.app.inject({ method: 'POST', url: '/api/functions/fetch-jobs', payload: {} });
      expect(none.statusCode).toBe(401);
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/functions/fetch-jobs',
        headers: { authorization: 'Bearer not-the-key-not-the-key' },
        payload: { mode: 'full' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
      expect(await t.database.db.select().from(jobs)).toHaveLength(0);
    });

    it('runs ingestion with the key and answers the summary', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/functions/fetch-jobs',
        headers: { apikey: API_KEY },
        payload: { mode: 'full', batch_size: 50 },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<IngestSummary>();
      expect(body.mode).toBe('full');
      expect(body.totals).toMatchObject({ boards: 1, new: 1 });
    });

    it('refuses a bad body and a second run while one is in progress', async () => {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/functions/fetch-jobs',
        headers: { authorization: `Bearer ${API_KEY}` },
        payload: { mode: 'everything', batch_size: 0 },
      });
      expect(bad.statusCode).toBe(400);
      boards.setBehavior('greenhouse', 'api-board', { delayMs: 300 });
      const request = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/functions/fetch-jobs',
          headers: { authorization: `Bearer ${API_KEY}` },
          payload: { mode: 'full' },
        });
      const statuses = (await Promise.all([request(), request()])).map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
    });
  });
});
