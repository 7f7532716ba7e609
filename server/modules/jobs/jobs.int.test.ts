import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobListItem, JobSearchResult } from '../../../core/jobs.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { secondInstance } from '../../../tests/helpers/database.ts';
import { buildJob, createJobs } from '../../../tests/factories/jobs.ts';
import { jobSearchQuerySchema } from '../../../core/jobs.ts';
import { rowsOf } from '../community/sql.ts';
import { recallLexicon } from './lexicon-memo.ts';
import { refreshSearchLexicon } from './repository.ts';
import { searchJobIds } from './search.ts';
import { seedDemoJobs } from './seed.ts';

describe('jobs API', () => {
  let t: TestApp;
  const hours = (n: number) => new Date(Date.now() - n * 3_600_000);

  beforeAll(async () => {
    t = await buildTestApp();
    await createJobs(t.database.db, [
      buildJob({
        jobId: 'title-match',
        title: 'Software Engineer',
        organization: 'Acme Robotics',
        postedAt: hours(100),
      }),
      buildJob({
        jobId: 'desc-match',
        title: 'Technical Writer',
        organization: 'Paper Mill',
        descriptionText: 'Work with every software engineer on our team to document APIs.',
        postedAt: hours(1),
      }),
      buildJob({
        jobId: 'swe-abbrev',
        title: 'Senior SWE, Payments',
        organization: 'Ledger Labs',
        postedAt: hours(5),
      }),
      buildJob({
        jobId: 'ml',
        title: 'Machine Learning Engineer',
        organization: 'Neural Works',
        visaSponsorship: true,
      }),
      buildJob({
        jobId: 'sre',
        title: 'Site Reliability Engineer',
        organization: 'Uptime Inc',
        remote: true,
        workArrangement: 'Remote Solely',
        location: 'Remote, United States',
        city: null,
        state: null,
      }),
      buildJob({
        jobId: 'frontend',
        title: 'Front-End Developer',
        organization: 'Pixel Shop',
        workArrangement: 'Hybrid',
        city: 'Seattle',
        state: 'WA',
        location: 'Seattle, WA',
      }),
      buildJob({
        jobId: 'fullstack',
        title: 'Fullstack Developer',
        organization: 'Stack Co',
        employmentType: 'CONTRACTOR',
      }),
      buildJob({ jobId: 'python', title: 'Python Developer', organization: 'Snake Works' }),
      buildJob({
        jobId: 'expired',
        title: 'Software Engineer (closed)',
        organization: 'Gone Corp',
        expiresAt: hours(1),
      }),
      buildJob({
        jobId: 'sponsor',
        title: 'Data Analyst',
        organization: 'Sponsor Bank',
        visaSponsorship: true,
        postedAt: hours(200),
      }),
      buildJob({
        jobId: 'no-sponsor',
        title: 'Data Analyst',
        organization: 'Local Bank',
        visaSponsorship: false,
        postedAt: hours(2),
      }),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (query: Record<string, string | number>): Promise<JobSearchResult> => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/jobs',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const ids = (jobs: JobListItem[]) => jobs.map((job) => job.job_id);

  it('ranks title matches above description matches, even when the description match is newer', async () => {
    const result = await search({ search: 'software engineer' });
    const order = ids(result.jobs);
    expect(order.indexOf('title-match')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('title-match')).toBeLessThan(order.indexOf('desc-match'));
    expect(order).not.toContain('expired');
  });

  it('tolerates typos', async () => {
    expect(ids((await search({ search: 'sofware enginer' })).jobs)).toContain('title-match');
    expect(ids((await search({ search: 'machin lerning' })).jobs)).toContain('ml');
    expect(ids((await search({ search: 'machne lerning' })).jobs)).toContain('ml');
    // Transposed letters are one edit away.
    expect(ids((await search({ search: 'pyhton developer' })).jobs)).toContain('python');
  });

  it('keeps what the lexicon says of searched words until the lexicon is rebuilt', async () => {
    const kept = () => recallLexicon(t.database.db, ['prefix:kafka', 'word:kafka']).size;
    await search({ search: 'kafka' });
    expect(kept()).toBe(1);
    await refreshSearchLexicon(t.database.db);
    expect(kept()).toBe(0);
  });

  it('understands abbreviations and spelling variants', async () => {
    expect(ids((await search({ search: 'SWE' })).jobs)).toEqual(
      expect.arrayContaining(['title-match', 'swe-abbrev']),
    );
    expect(ids((await search({ search: 'ML' })).jobs)).toContain('ml');
    expect(ids((await search({ search: 'devops' })).jobs)).toContain('sre');
    for (const term of ['frontend', 'front-end', 'front end'])
      expect(ids((await search({ search: term })).jobs)).toContain('frontend');
    for (const term of ['full stack', 'fullstack'])
      expect(ids((await search({ search: term })).jobs)).toContain('fullstack');
  });

  it('applies filters, with all or empty meaning no filter', async () => {
    expect(ids((await search({ workArrangement: 'remote' })).jobs)).toEqual(['sre']);
    expect(ids((await search({ city: 'Seattle' })).jobs)).toEqual(['frontend']);
    expect(ids((await search({ state: 'WA', workArrangement: 'hybrid' })).jobs)).toEqual(['frontend']);
    expect(ids((await search({ employmentType: 'CONTRACTOR' })).jobs)).toEqual(['fullstack']);
    const all = await search({ city: 'all', state: '', workArrangement: 'all', employmentType: 'all' });
    expect(all.total_count).toBe(10);
  });

  it('puts sponsoring jobs first by default, newest next', async () => {
    const order = ids((await search({ search: 'data analyst' })).jobs);
    expect(order.indexOf('sponsor')).toBeLessThan(order.indexOf('no-sponsor'));
    const first = await search({});
    expect(first.jobs[0]?.ai_visa_sponsorship).toBe(true);
  });

  it('rejects bad parameters with the error model', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/jobs?workArrangement=moon' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_error');
  });

  it('returns one job, or a 404 for a missing one', async () => {
    const { jobs } = await search({ search: 'machine learning engineer' });
    const id = jobs[0]?.id;
    const found = await t.app.inject({ method: 'GET', url: `/api/jobs/${id}` });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      job_id: 'ml',
      ai_visa_sponsorship: true,
      description_text: expect.any(String),
    });
    const missing = await t.app.inject({ method: 'GET', url: '/api/jobs/999999999' });
    expect(missing.statusCode).toBe(404);
  });

  it('lists cities and states of listed jobs', async () => {
    const cities = (await t.app.inject({ method: 'GET', url: '/api/locations/cities' })).json();
    expect(cities).toEqual([{ city_name: 'Austin' }, { city_name: 'Seattle' }]);
    const states = (await t.app.inject({ method: 'GET', url: '/api/locations/states' })).json();
    expect(states).toEqual([{ state_name: 'TX' }, { state_name: 'WA' }]);
  });
});

describe('paging over demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoJobs({ db: t.database.db, count: 1500, seed: 7 });
  });
  afterAll(async () => {
    await t.close();
  });

  const page = async (query: string, n: number) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/jobs?${query}&page=${n}&pageSize=100` })
    ).json<JobSearchResult>();

  for (const query of [
    '',
    'search=engineer',
    'search=data',
    'state=CA',
    'search=nurse&workArrangement=onsite',
  ]) {
    it(`never repeats or skips a job across pages (${query || 'default order'})`, async () => {
      const seen: number[] = [];
      let n = 0;
      let result: JobSearchResult;
      do {
        result = await page(query, n);
        seen.push(...result.jobs.map((job) => job.id));
        n += 1;
      } while (result.has_more && n < 50);
      expect(new Set(seen).size).toBe(seen.length);
      // The union of pages is exactly the set of matches, counted without a cap.
      const everything = await page(query, 0);
      expect(seen.length).toBeGreaterThan(0);
      expect(everything.total_count).toBeLessThanOrEqual(seen.length);
      if (seen.length < 1000) expect(everything.total_count).toBe(seen.length);
    });
  }

  it('gives the same order whichever plan reads description matches', async () => {
    for (const search of ['kubernetes', 'tableau', 'clinical documentation']) {
      for (const page of [0, 1, 3]) {
        const query = jobSearchQuerySchema.parse({ search, page });
        const walked = await searchJobIds(t.database.db, query, { strategy: 'walk' });
        const collected = await searchJobIds(t.database.db, query, { strategy: 'collect' });
        expect(collected.ids).toEqual(walked.ids);
        expect(collected.total).toBe(walked.total);
      }
    }
  });

  it('gives the planned order when a description walk starts before the count', async () => {
    // Plans follow the table's size in the planner's statistics, which a handle keeps a minute: analyzed
    // here, and read by a new handle. On PostgreSQL, words common in descriptions are then walked beside
    // their count, as far as a bound; a walk the bound cuts short (forced here with small bounds, or words
    // common apart but rarer together) is planned again after the count.
    await t.database.db.execute(sql`ANALYZE job_search`);
    await t.database.db.execute(sql`ANALYZE job_search_doc`);
    const second = await secondInstance(t.database, 4);
    try {
      for (const search of ['bachelor', 'improve', 'python clinical']) {
        for (const page of [0, 1, 4]) {
          const query = jobSearchQuerySchema.parse({ search, page });
          const collected = await searchJobIds(second.db, query, { strategy: 'collect' });
          for (const walkRows of [undefined, 60, 250]) {
            const planned = await searchJobIds(second.db, query, { walkRows });
            expect(planned.ids).toEqual(collected.ids);
            expect(planned.total).toBe(collected.total);
            expect(planned.hasMore).toBe(collected.hasMore);
          }
        }
      }
    } finally {
      if (second !== t.database) await second.close();
    }
  });

  it("leaves no rows queued in the search indexes' pending lists after a bulk load", async () => {
    // gin_clean_pending_list answers how many pages it merged: none left means searches read the indexes only.
    const result = await t.database.db.execute(sql`
      SELECT coalesce(sum(gin_clean_pending_list(i.indexrelid)), 0)::int AS pages
      FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
      WHERE a.amname = 'gin' AND i.indrelid IN ('job_search'::regclass, 'job_search_doc'::regclass, 'search_lexicon'::regclass)`);
    expect(rowsOf<{ pages: number }>(result)).toEqual([{ pages: 0 }]);
  });

  it('reports an exact count below the cap and a lower bound above it', async () => {
    const all = await page('', 0);
    expect(all.total_count).toBe(1000);
    expect(all.has_more).toBe(true);
  });
});

describe('a title slice read beside its count', () => {
  let t: TestApp;
  const hours = (n: number) => new Date(Date.now() - n * 3_600_000);
  const titles = ['Platform Engineer', 'Senior Platform Engineer', 'Platform Reliability Engineer'];
  const sponsorship = [null, true, false] as const;

  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoJobs({ db: t.database.db, count: 300, seed: 11 });
    // More title matches than the cap: the title index's statistics then bound them above it, so no
    // description count starts early and, on PostgreSQL, the first title slice is read beside its count.
    await createJobs(
      t.database.db,
      Array.from({ length: 1200 }, (_, index) =>
        buildJob({
          jobId: `platform-${index}`,
          title: titles[index % titles.length],
          organization: `Platform Org ${index % 40}`,
          city: index % 4 === 0 ? 'Seattle' : 'Austin',
          state: index % 4 === 0 ? 'WA' : 'TX',
          location: index % 4 === 0 ? 'Seattle, WA' : 'Austin, TX',
          visaSponsorship: sponsorship[index % sponsorship.length],
          postedAt: hours((index * 7) % 900),
        }),
      ),
    );
    await t.database.db.execute(sql`ANALYZE job_search`);
    await t.database.db.execute(sql`ANALYZE job_search_doc`);
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the planned order and totals whether the slice was walked, cut short or collected', async () => {
    // A new handle reads the analyzed statistics (a handle keeps the table's size a minute). Small bounds cut
    // the walk read beside the count short, which is then planned again after the count; a deep page plans
    // a collect from the statistics; a city leaves fewer matches than the cap to count.
    const second = await secondInstance(t.database, 4);
    try {
      const cases = [
        { search: 'platform engineer' },
        { search: 'platform', hideNoSponsor: true },
        { search: 'platform engineer', city: 'Seattle' },
        { search: 'reliability engineer' },
      ];
      for (const filters of cases) {
        for (const page of [0, 1, 20]) {
          const query = jobSearchQuerySchema.parse({ ...filters, page });
          const collected = await searchJobIds(second.db, query, { strategy: 'collect' });
          const walked = await searchJobIds(second.db, query, { strategy: 'walk' });
          expect(walked.ids).toEqual(collected.ids);
          for (const walkRows of [undefined, 60, 400]) {
            const planned = await searchJobIds(second.db, query, { walkRows });
            expect(planned.ids).toEqual(collected.ids);
            expect(planned.total).toBe(collected.total);
            expect(planned.hasMore).toBe(collected.hasMore);
          }
        }
      }
      // The first page of the broad search is full, and its total is the cap (a lower bound).
      const first = await searchJobIds(
        second.db,
        jobSearchQuerySchema.parse({ search: 'platform engineer' }),
      );
      expect(first.ids).toHaveLength(30);
      expect(first.total).toBe(1000);
    } finally {
      if (second !== t.database) await second.close();
    }
  });
});
