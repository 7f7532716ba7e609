import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobSearchResult } from '../../../core/jobs.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { buildJob, createJobs } from '../../../tests/factories/jobs.ts';
import { notifyDataChanged } from '../../lib/data-versions.ts';

const welders = async (t: TestApp) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/jobs?search=welder' });
  expect(response.statusCode).toBe(200);
  return response.json<JobSearchResult>();
};

describe('search result cache in the app (SEARCH_CACHE)', () => {
  let kept: TestApp;
  let plain: TestApp;

  beforeAll(async () => {
    [kept, plain] = await Promise.all([
      buildTestApp({ config: { searchCache: { enabled: true } } }),
      buildTestApp(),
    ]);
    for (const t of [kept, plain]) {
      await createJobs(t.database.db, [buildJob({ title: 'Pipe Welder', organization: 'Steel Works' })]);
    }
  });

  afterAll(async () => {
    await Promise.all([kept?.close(), plain?.close()]);
  });

  it('answers a search made again from the kept result until the jobs change', async () => {
    expect((await welders(kept)).total_count).toBe(1);
    // Written behind the app's back (no notification): the kept result is still served, for two minutes.
    await createJobs(kept.database.db, [buildJob({ title: 'Welder Fabricator', organization: 'Iron Co' })]);
    expect((await welders(kept)).total_count).toBe(1);
    // A change of the jobs in this process (ingestion notifies it) drops every kept result.
    notifyDataChanged('jobs');
    const fresh = await welders(kept);
    expect(fresh.total_count).toBe(2);
    expect(fresh.jobs.map((job) => job.title).sort()).toEqual(['Pipe Welder', 'Welder Fabricator']);
  });

  it('keeps nothing when off (development and tests by default)', async () => {
    expect(plain.config.searchCache.enabled).toBe(false);
    expect((await welders(plain)).total_count).toBe(1);
    await createJobs(plain.database.db, [buildJob({ title: 'Welder Fabricator', organization: 'Iron Co' })]);
    expect((await welders(plain)).total_count).toBe(2);
  });
});
