import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobSearchResult, Job } from '../../../core/jobs.ts';
import type {
  SalaryAnalysis,
  SponsorCoverage,
  SponsorDetail,
  SponsorSearchResult,
} from '../../../core/sponsors/read-api.ts';
import { buildJob, createJobs } from '../../../tests/factories/jobs.ts';
import {
  BASE_FIXTURES,
  fillerFixtures,
  insertCompanyMatch,
  insertSponsorFixtures,
} from '../../../tests/factories/sponsor-pages.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { createUser } from '../auth/test-helpers.ts';
import { precomputedMismatches } from '../../../tests/helpers/sponsor-figures.ts';
import { sponsorSlug } from '../../../core/sponsors/normalize.ts';
import { notifyDataChanged } from '../../lib/data-versions.ts';
import { sponsorNamedIn } from './read-service.ts';
import { analyzeSalary } from './salary-analysis.ts';
import { sitemapIndex, sitemapUrls } from './sitemap.ts';

const FILLERS = 30;

describe('sponsor read API', () => {
  let t: TestApp;
  let nurseJobId = 0;
  let plainJobId = 0;

  const search = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/sponsors${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SponsorSearchResult>();
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await insertSponsorFixtures(t.database.db, [...BASE_FIXTURES, ...fillerFixtures(FILLERS)]);
    await createJobs(t.database.db, [
      buildJob({
        jobId: 'nurse',
        title: 'Registered Nurse - ICU',
        organization: 'Mayo Clinic',
        city: 'Rochester',
        state: 'MN',
        location: 'Rochester, MN',
        salaryMin: 80_000,
        salaryMax: 100_000,
      }),
      buildJob({ jobId: 'plain', title: 'Barista', organization: 'Corner Cafe' }),
    ]);
    await insertCompanyMatch(t.database.db, 'Mayo Clinic', 'mayo-clinic');
    await insertCompanyMatch(t.database.db, 'Corner Cafe', null);
    const jobs = await t.app.inject({ method: 'GET', url: '/api/jobs?pageSize=50' });
    for (const job of jobs.json<JobSearchResult>().jobs) {
      if (job.job_id === 'nurse') nurseJobId = job.id;
      if (job.job_id === 'plain') plainJobId = job.id;
    }
  });

  afterAll(async () => {
    await t.close();
  });

  it('lists sponsors by approvals with counts, pages and a public cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/sponsors?pageSize=10' });
    expect(response.headers['cache-control']).toContain('public');
    const body = response.json<SponsorSearchResult>();
    expect(body.total).toBe(3 + FILLERS);
    expect(body.sponsors).toHaveLength(10);
    expect(body.has_more).toBe(true);
    expect(body.sponsors[0]).toMatchObject({
      slug: 'amazon',
      approvals: 5500,
      denials: 110,
      approval_rate: 98,
    });
    const last = await search('?pageSize=10&page=4');
    expect(last.sponsors).toHaveLength(3);
    expect(last.has_more).toBe(false);
    // Pages never repeat a sponsor.
    const all = [];
    for (let page = 1; page <= 4; page++) all.push(...(await search(`?pageSize=10&page=${page}`)).sponsors);
    expect(new Set(all.map((s) => s.slug)).size).toBe(3 + FILLERS);
  });

  it('hides the approval rate below 10 decisions', async () => {
    const body = await search('?q=tiny');
    expect(body.sponsors[0]).toMatchObject({ slug: 'tiny-dental-pc', approvals: 3, approval_rate: null });
  });

  it('finds brand and legal names, and tolerates typos', async () => {
    expect((await search('?q=amazon')).sponsors.map((s) => s.slug)).toEqual(['amazon']);
    // A legal name of the brand's entity.
    const legal = await search('?q=' + encodeURIComponent('amazon web services'));
    expect(legal.sponsors[0]?.slug).toBe('amazon');
    expect(legal.match).toBe('exact');
    const typo = await search('?q=amazn');
    expect(typo.match).toBe('similar');
    expect(typo.sponsors[0]?.slug).toBe('amazon');
    expect(typo.corrected_q).toBe('amazon');
    const typo2 = await search('?q=mayo%20clinik');
    expect(typo2.sponsors[0]?.slug).toBe('mayo-clinic');
    // The word some name contains is kept; only the typo is corrected.
    expect(typo2.corrected_q).toBe('mayo clinic');
    // A brand's own name lists it even when no filed name contains the words ('Amazon Corporate', 'Infy').
    const named = await search('?q=' + encodeURIComponent('amazon corporate'));
    expect(named).toMatchObject({ match: 'exact', corrected_q: null });
    expect(named.sponsors[0]?.slug).toBe('amazon');
    const nothingClose = await search('?q=zzqxv');
    expect(nothingClose).toMatchObject({ sponsors: [], total: 0, match: 'exact', corrected_q: null });
    const none = await search('?q=zzzzqqqq');
    expect(none.total).toBe(0);
  });

  it('names the sponsor a job search names: the whole search, or a brand among its words', async () => {
    const { db } = t.database;
    expect(await sponsorNamedIn(db, 'amazon')).toMatchObject({ slug: 'amazon', name: 'Amazon' });
    expect(await sponsorNamedIn(db, 'amazon software engineer')).toMatchObject({ slug: 'amazon' });
    expect(await sponsorNamedIn(db, 'nurse mayo clinic')).toMatchObject({ slug: 'mayo-clinic' });
    for (const terms of ['registered nurse', 'barista', ''])
      expect(await sponsorNamedIn(db, terms), terms).toBeNull();
  });

  it('filters by state, industry, fiscal year and fewest decisions', async () => {
    expect((await search('?state=mn')).sponsors.map((s) => s.slug)).toEqual(['mayo-clinic']);
    expect((await search('?industry=62')).sponsors.map((s) => s.slug)).toEqual([
      'mayo-clinic',
      'tiny-dental-pc',
    ]);
    const fy2022 = await search('?year=2022');
    expect(fy2022.sponsors.map((s) => s.slug)).toEqual(['amazon']);
    expect(fy2022.sponsors[0]?.approvals).toBe(2500);
    expect((await search('?minFilings=42')).sponsors.map((s) => s.slug)).toEqual(['amazon']);
    expect((await search('?minFilings=5&industry=62')).total).toBe(1);
  });

  it('sorts by approval rate (10+ decisions), LCA filings and median wage', async () => {
    const rate = await search('?sort=approval_rate&pageSize=50');
    expect(rate.sponsors.some((s) => s.slug === 'tiny-dental-pc')).toBe(false);
    const rates = rate.sponsors.map((s) => s.approval_rate ?? -1);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    const lca = await search('?sort=lca_filings&pageSize=2');
    expect(lca.sponsors.map((s) => s.slug)).toEqual(['mayo-clinic', 'amazon']);
    // Within a fiscal year: that year's decisions rank (the year's rate index), counted from its rows.
    const yearRate = await search('?year=2022&sort=approval_rate');
    expect(yearRate.sponsors.map((s) => s.slug)).toEqual(['amazon']);
    expect(yearRate.total).toBe(1);
    expect((await search('?year=2022&sort=approval_rate&minFilings=100000')).total).toBe(0);
    const wage = await search('?sort=median_wage');
    expect(wage.sponsors.map((s) => s.slug)).toEqual(['amazon', 'mayo-clinic']);
    expect(wage.sponsors[0]?.median_wage).toBe(155_000);
  });

  it('refuses bad parameters with 400 and a message', async () => {
    for (const query of [
      '?sort=name',
      '?year=abc',
      '?page=0',
      '?pageSize=500',
      '?state=California',
      '?industry=x',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/sponsors${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toBeTruthy();
    }
    const long = await t.app.inject({ method: 'GET', url: `/api/sponsors?q=${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(400);
  });

  it('answers a sponsor page with every section', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/sponsors/amazon' });
    expect(response.statusCode).toBe(200);
    const detail = response.json<SponsorDetail>();
    expect(detail.years.map((y) => [y.fiscal_year, y.approvals, y.denials])).toEqual([
      [2022, 2500, 50],
      [2023, 3000, 60],
    ]);
    expect(detail.lca_years).toEqual([{ fiscal_year: 2023, filings: 8 }]);
    expect(detail.top_titles).toEqual([
      {
        title: 'SOFTWARE DEVELOPMENT ENGINEER',
        soc_code: '15-1252',
        count: 8,
        p25: 137_500,
        median: 155_000,
        p75: 172_500,
      },
    ]);
    expect(detail.wage_levels).toEqual({ I: 0, II: 3, III: 3, IV: 1, unknown: 1 });
    expect(detail.worksite_states).toEqual([{ state: 'WA', filings: 8 }]);
    expect(detail.worksite_cities).toEqual([{ city: 'Seattle', state: 'WA', filings: 8 }]);
    expect(detail.legal_entities.map((e) => e.name)).toEqual([
      'AMAZON.COM SERVICES LLC',
      'AMAZON WEB SERVICES, INC.',
    ]);
    expect(detail.sources.map((s) => s.file)).toEqual([
      'uscis_h1b_datahubexport-2023.csv',
      'dol_lca_fy2025_q2_health_subset.csv',
    ]);
    expect(detail.sources[0]?.fiscal_years).toBe('FY2022, FY2023');
  });

  it('reads precomputed figures equal to those computed from the filings per request', async () => {
    expect(
      await precomputedMismatches(t.database.db, [
        'amazon',
        'mayo-clinic',
        'tiny-dental-pc',
        'filler-systems-1',
      ]),
    ).toEqual([]);
  });

  it('lists the open jobs of a sponsor', async () => {
    const detail = (
      await t.app.inject({ method: 'GET', url: '/api/sponsors/mayo-clinic' })
    ).json<SponsorDetail>();
    expect(detail.open_jobs.map((job) => job.title)).toEqual(['Registered Nurse - ICU']);
    // Fewer than 5 filings per title: no wage row.
    const tiny = (
      await t.app.inject({ method: 'GET', url: '/api/sponsors/tiny-dental-pc' })
    ).json<SponsorDetail>();
    expect(tiny.top_titles).toEqual([]);
  });

  it('answers 404 for an unknown sponsor and 400 for a malformed address', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/sponsors/no-such-employer' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ error: { code: string } }>().error.code).toBe('not_found');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/sponsors/no-such-employer/csv' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/sponsors/Bad%20Slug' })).statusCode).toBe(400);
  });

  it('downloads what the page shows as CSV', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/sponsors/amazon/csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="amazon-h1b.csv"');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('Amazon: H-1B approvals and denials by fiscal year (USCIS first decisions)');
    expect(lines).toContain('2023,3000,60,0,0,3000,60,98');
    expect(lines).toContain('SOFTWARE DEVELOPMENT ENGINEER,15-1252,8,137500,155000,172500');
    expect(lines).toContain('"AMAZON WEB SERVICES, INC.",1100,22,0');
  });

  it('says which years, sectors and files are loaded', async () => {
    const coverage = (
      await t.app.inject({ method: 'GET', url: '/api/sponsors/coverage' })
    ).json<SponsorCoverage>();
    expect(coverage.uscis_years).toEqual([2022, 2023]);
    expect(coverage.lca_years).toEqual([2023]);
    // Retail Trade is 44 and 45 in the files: one sector, listed under 44 (which filters both).
    expect(coverage.sectors).toEqual([
      { code: '44', label: 'Retail Trade' },
      { code: '54', label: 'Professional, Scientific, and Technical Services' },
      { code: '62', label: 'Health Care and Social Assistance' },
    ]);
    expect((await search('?industry=44')).sponsors.map((s) => s.slug)).toEqual(['amazon']);
    expect((await search('?industry=45')).sponsors.map((s) => s.slug)).toEqual(['amazon']);
    expect(coverage.employers).toBe(3 + FILLERS);
    expect(coverage.files).toHaveLength(2);
  });

  it('puts the employer filing record on job cards and pages, and filters by it', async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/jobs?pageSize=50' })
    ).json<JobSearchResult>();
    const nurse = list.jobs.find((job) => job.id === nurseJobId);
    expect(nurse?.filing_record).toEqual({
      slug: 'mayo-clinic',
      name: 'Mayo Clinic',
      fiscal_year: 2023,
      approvals: 40,
      denials: 1,
    });
    expect(list.jobs.find((job) => job.id === plainJobId)?.filing_record).toBeNull();
    const page = (await t.app.inject({ method: 'GET', url: `/api/jobs/${nurseJobId}` })).json<Job>();
    expect(page.filing_record?.slug).toBe('mayo-clinic');
    const filtered = (
      await t.app.inject({ method: 'GET', url: '/api/jobs?hasFilingRecord=true&pageSize=50' })
    ).json<JobSearchResult>();
    expect(filtered.jobs.map((job) => job.id)).toEqual([nurseJobId]);
    const searched = (
      await t.app.inject({ method: 'GET', url: '/api/jobs?search=nurse&hasFilingRecord=true' })
    ).json<JobSearchResult>();
    expect(searched.jobs.map((job) => job.id)).toEqual([nurseJobId]);
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs?hasFilingRecord=maybe' })).statusCode).toBe(
      400,
    );
  });

  it('puts the filing record on saved jobs too (GET /api/saved-jobs)', async () => {
    const user = await createUser(t.app);
    for (const id of [nurseJobId, plainJobId]) {
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/saved-jobs/${id}`,
        cookies: user.cookies,
      });
      expect(saved.statusCode).toBe(200);
    }
    const list = (await t.app.inject({ method: 'GET', url: '/api/saved-jobs', cookies: user.cookies })).json<{
      jobs: Job[];
    }>();
    expect(list.jobs.find((job) => job.id === nurseJobId)?.filing_record?.slug).toBe('mayo-clinic');
    expect(list.jobs.find((job) => job.id === plainJobId)?.filing_record).toBeNull();
  });

  it('compares a job salary with LCA wages for similar work in its metro', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/jobs/${nurseJobId}/salary-analysis` });
    expect(response.statusCode).toBe(200);
    const { analysis } = response.json<{ analysis: SalaryAnalysis | null }>();
    expect(analysis).toMatchObject({
      basis: { soc_code: '29-1141', area: 'Rochester, MN', area_kind: 'metro' },
      wages: { count: 10, p25: 75_750, median: 81_000, p75: 87_250 },
      wage_levels: { I: 2, II: 4, III: 2, IV: 0, unknown: 2 },
      fiscal_years: [2023],
      official_level: null,
    });
    const none = await t.app.inject({ method: 'GET', url: `/api/jobs/${plainJobId}/salary-analysis` });
    expect(none.json<{ analysis: SalaryAnalysis | null }>().analysis).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs/999999/salary-analysis' })).statusCode).toBe(
      404,
    );
  });

  it('reuses the wages of a role in a place until sponsor data changes, and compares each pay afresh', async () => {
    const input = {
      title: 'Registered Nurse - ICU',
      city: 'Rochester',
      state: 'MN',
      ai_salary_min: 80_000,
      ai_salary_max: 100_000,
      ai_salary_currency: 'USD',
      ai_salary_unit: 'YEAR',
    };
    const first = await analyzeSalary(t.database.db, input);
    expect(first?.wages.median).toBe(81_000);
    await t.database.db.execute(
      sql`UPDATE lca_filings SET wage_from = wage_from + 1000 WHERE soc_code = '29-1141'`,
    );
    try {
      // Kept: the same wages without asking the database again, for this job and the same role elsewhere in
      // its title ('Senior ...') or pay.
      expect((await analyzeSalary(t.database.db, input))?.wages.median).toBe(81_000);
      const senior = { ...input, title: 'Senior Registered Nurse - ICU', ai_salary_min: 90_000 };
      expect((await analyzeSalary(t.database.db, senior))?.wages.median).toBe(81_000);
      // Another place is another question.
      expect((await analyzeSalary(t.database.db, { ...input, city: 'Minneapolis' }))?.basis.area_kind).toBe(
        'state',
      );
      notifyDataChanged('sponsors');
      expect((await analyzeSalary(t.database.db, input))?.wages.median).toBe(82_000);
    } finally {
      await t.database.db.execute(
        sql`UPDATE lca_filings SET wage_from = wage_from - 1000 WHERE soc_code = '29-1141'`,
      );
      notifyDataChanged('sponsors');
    }
  });

  it('lists every sponsor page in the sitemap, split into files with an index when over the limit', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sponsors-sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const urls = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls).toHaveLength(3 + FILLERS);
    expect(urls).toContain(`${t.config.publicUrl}/sponsors/amazon`);

    // A small file size injected: 33 sponsors in files of 10 -> an index of 4 files covering each once.
    const collect = async (generator: AsyncGenerator<string>) => {
      let text = '';
      for await (const chunk of generator) text += chunk;
      return text;
    };
    const index = await collect(sitemapIndex(t.config.publicUrl, 4));
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(
      [1, 2, 3, 4].map((n) => `${t.config.publicUrl}/sponsors-sitemap-${n}.xml`),
    );
    const seen: string[] = [];
    for (let file = 1; file <= 4; file++) {
      const text = await collect(
        sitemapUrls(t.database.db, { publicUrl: t.config.publicUrl, file, fileSize: 10 }),
      );
      const locs = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
      expect(locs.length).toBe(file < 4 ? 10 : 3);
      seen.push(...locs);
    }
    expect(new Set(seen).size).toBe(3 + FILLERS);
    expect((await t.app.inject({ method: 'GET', url: '/sponsors-sitemap-2.xml' })).statusCode).toBe(404);
  });
});

describe('a job search naming a sponsor by its initials', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    await insertSponsorFixtures(t.database.db, [
      {
        slug: 'johnson-and-johnson',
        name: 'Johnson & Johnson',
        kind: 'brand',
        states: ['NJ'],
        years: [{ fy: 2023, approvals: 21, denials: 2 }],
        entities: [{ name: 'JOHNSON & JOHNSON', share: 1 }],
      },
      {
        slug: 'att',
        name: 'AT&T',
        kind: 'brand',
        states: ['TX'],
        years: [{ fy: 2023, approvals: 120, denials: 4 }],
        entities: [
          { name: 'AT&T SERVICES INC', share: 0.8 },
          { name: 'AT&T MOBILITY SERVICES LLC', share: 0.2 },
        ],
      },
      {
        slug: 'procter-and-gamble',
        name: 'Procter & Gamble',
        kind: 'brand',
        states: ['OH'],
        years: [{ fy: 2023, approvals: 30, denials: 1 }],
        entities: [{ name: 'THE PROCTER & GAMBLE COMANY', share: 1 }],
      },
      {
        slug: 'sp-global',
        name: 'S&P Global',
        kind: 'brand',
        states: ['NY'],
        years: [{ fy: 2023, approvals: 50, denials: 2 }],
        entities: [{ name: 'S&P GLOBAL INC', share: 1 }],
      },
      {
        slug: 'mt-bank',
        name: 'M&T Bank',
        kind: 'brand',
        states: ['NY'],
        years: [{ fy: 2023, approvals: 12, denials: 1 }],
        entities: [{ name: 'M&T BANK CORPORATION', share: 1 }],
      },
      {
        slug: 's-and-p-solutions',
        name: 'S&P SOLUTIONS',
        states: ['NJ'],
        years: [{ fy: 2023, approvals: 1, denials: 0 }],
        entities: [{ name: 'S&P SOLUTIONS', share: 1 }],
      },
    ]);
  });

  afterAll(async () => {
    await t.close();
  });

  it("names the brand the initials are one of the names of ('J&J' is searched as 'jampj')", async () => {
    const { db } = t.database;
    expect(await sponsorNamedIn(db, 'jampj')).toMatchObject({ slug: 'johnson-and-johnson' });
    expect(await sponsorNamedIn(db, 'jampj nurse')).toMatchObject({ slug: 'johnson-and-johnson' });
    expect(await sponsorNamedIn(db, 'johnson & johnson')).toMatchObject({ slug: 'johnson-and-johnson' });
    // Initials that name no brand name none ('M&A analyst', 'R&D').
    for (const terms of ['mampa analyst', 'rampd', 'camps'])
      expect(await sponsorNamedIn(db, terms), terms).toBeNull();
  });

  it.each([
    ['AT&T', 'att'],
    ['at&t', 'att'],
    ['AT & T', 'att'],
    ['AT&T network engineer', 'att'],
    ['P&G', 'procter-and-gamble'],
    ['P&G brand manager', 'procter-and-gamble'],
    ['Procter & Gamble', 'procter-and-gamble'],
    ['S&P Global', 'sp-global'],
    ['M&T Bank', 'mt-bank'],
    // Only the names listed: 'S&P Solutions' is not S&P Global, and its own name is no brand's.
    ['S&P Solutions', null],
    ['M&T', 'mt-bank'],
  ])("a /jobs search for '%s' shows the filing record of %s", async (search, slug) => {
    // What the /jobs loader does: the search as the job search understood it, then the sponsor it names.
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/jobs?search=${encodeURIComponent(search)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const terms = response.json<JobSearchResult>().understood?.terms ?? '';
    expect(terms).not.toBe('');
    expect((await sponsorNamedIn(t.database.db, terms))?.slug ?? null).toBe(slug);
  });
});

/**
 * Brands that share their words with unrelated filers (decision 050): each is named by its own names only,
 * and its look-alikes stay sponsors of their own ('Providence', 'Baylor', 'Brigham' and 'Bain' name none).
 */
describe('brands that share their words with other filers', () => {
  let t: TestApp;

  const search = async (q: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/sponsors?q=${encodeURIComponent(q)}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SponsorSearchResult>();
  };
  const slugs = async (q: string) => (await search(q)).sponsors.map((sponsor) => sponsor.slug);

  beforeAll(async () => {
    t = await buildTestApp();
    const brand = (slug: string, name: string, approvals: number, entities: string[]) => ({
      slug,
      name,
      kind: 'brand' as const,
      years: [{ fy: 2023, approvals, denials: 1 }],
      entities: entities.map((entity) => ({ name: entity, share: 1 / entities.length })),
    });
    const employer = (name: string, approvals: number) => ({
      slug: sponsorSlug(name),
      name,
      years: [{ fy: 2023, approvals, denials: 0 }],
      entities: [{ name, share: 1 }],
    });
    await insertSponsorFixtures(t.database.db, [
      brand('cigna', 'Cigna', 400, [
        'CIGNA HEALTH AND LIFE INSURANCE COMPANY',
        'CIGNA-EVERNORTH SERVICES INC',
        'EXPRESS SCRIPTS SERVICES CO',
      ]),
      brand('providence-health-and-services', 'Providence Health & Services', 40, [
        'PROVIDENCE HEALTH & SERVICES WASHINGTON',
        'PROVIDENCE HEALTH & SERVICES OREGON',
      ]),
      employer('PROVIDENCE COLLEGE', 6),
      employer('PROVIDENCE HOSP', 7),
      brand('baylor-scott-and-white-health', 'Baylor Scott & White Health', 30, [
        'BAYLOR SCOTT & WHITE HEALTH',
        'SCOTT & WHITE CLINIC',
        'BAYLOR UNIVERSITY MEDICAL CENTER',
      ]),
      employer('BAYLOR COLLEGE OF MEDICINE', 190),
      employer('BAYLOR UNIVERSITY', 11),
      brand('brigham-and-womens-hospital', "Brigham and Women's Hospital", 130, [
        'BRIGHAM AND WOMEN S HOSPITAL',
        "Brigham and Women's Physicians Organization, Inc",
      ]),
      brand('mass-general-brigham', 'Mass General Brigham', 10, ['MASS GENERAL BRIGHAM INCORPORATED']),
      employer('BRIGHAM YOUNG UNIVERSITY', 9),
      brand('texas-a-and-m-university', 'Texas A&M University', 150, ['TEXAS A&M UNIVERSITY']),
      brand('texas-a-and-m-university-corpus-christi', 'Texas A&M University-Corpus Christi', 14, [
        'TX A&M UNIVERSITY CORPUS CHRISTI',
      ]),
      brand('texas-a-and-m-engineering-experiment-station', 'Texas A&M Engineering Experiment Station', 25, [
        'TEXAS A&M ENGINEERING EXPERIMENT STATION',
        'TX A&M ENGINEERING EXPERIMENT STA',
      ]),
      employer('TEXAS A&M TRANSPORTATION INSTITUTE', 20),
      employer('PRAIRIE VIEW A&M UNIVERSITY', 2),
      brand('tiaa', 'TIAA', 120, ['TEACHERS INSURANCE AND ANNUITY ASSOCIATION OF AMERICA TIAA', 'TIAA']),
      employer('TIAA FSB', 25),
      employer('NUVEEN SERVICES LLC', 35),
      brand('barnes-and-noble', 'Barnes & Noble', 16, ['BARNES & NOBLE INC', 'BARNES & NOBLE.COM']),
      brand('barnes-and-noble-education', 'Barnes & Noble Education', 7, [
        'BARNES & NOBLE COLLEGE BOOKSELLERS',
      ]),
      employer('BARNES JEWISH HOSPITAL', 40),
      // Bain Capital files more here, so a list by approvals puts it first unless a search names the consultancy.
      brand('bain-and-company', 'Bain & Company', 60, ['BAIN & COMPANY INC', 'BAIN & COMPANY DC LLC']),
      brand('bain-capital', 'Bain Capital', 70, ['BAIN CAPITAL LP', 'BAIN CAPITAL LLC']),
    ]);
  });

  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['Cigna', 'cigna'],
    ['Evernorth', 'cigna'],
    ['Express Scripts data analyst', 'cigna'],
    ['Providence Health & Services', 'providence-health-and-services'],
    ['Providence St. Joseph Health', 'providence-health-and-services'],
    // 'Providence' is also a college, other systems' hospitals and a city: no sponsor of them all.
    ['Providence', null],
    ['Providence registered nurse', null],
    ['Baylor Scott & White', 'baylor-scott-and-white-health'],
    ['Baylor Scott and White Health', 'baylor-scott-and-white-health'],
    ['Baylor', null],
    ["Brigham and Women's Hospital", 'brigham-and-womens-hospital'],
    ['Brigham and Womens Hospital research fellow', 'brigham-and-womens-hospital'],
    ['Mass General Brigham', 'mass-general-brigham'],
    ['Brigham', null],
    ['TAMU research scientist', 'texas-a-and-m-university'],
    // 'Texas' is read as the place (a&m jobs in Texas); the sponsor is named by the words as typed.
    ['Texas A&M', 'texas-a-and-m-university'],
    ['texas a&m research assistant', 'texas-a-and-m-university'],
    ['software engineer texas', null],
    ['TIAA', 'tiaa'],
    ['TIAA-CREF', 'tiaa'],
    ['Barnes & Noble', 'barnes-and-noble'],
    ['Barnes and Noble', 'barnes-and-noble'],
    ['Barnes & Noble Education', 'barnes-and-noble-education'],
    // The job search drops 'company' (every listing is one), so 'Bain & Company' is searched as 'bain', which
    // names no sponsor and never Bain Capital; the words as typed name the consultancy. 'Bain & Co' keeps its suffix.
    ['Bain & Company', 'bain-and-company'],
    ['Bain and Company consultant', 'bain-and-company'],
    ['Bain & Co', 'bain-and-company'],
    ['Bain Capital', 'bain-capital'],
    ['Bain Capital private equity associate', 'bain-capital'],
    ['Bain', null],
    ['Bain consultant', null],
  ])("a /jobs search for '%s' shows the filing record of %s", async (query, slug) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/jobs?search=${encodeURIComponent(query)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const terms = response.json<JobSearchResult>().understood?.terms ?? '';
    expect(terms).not.toBe('');
    // As the /jobs page asks (app/routes/jobs.tsx): the words searched for, and the search as typed.
    expect((await sponsorNamedIn(t.database.db, terms, query))?.slug ?? null, terms).toBe(slug);
  });

  it("a sponsor search for a shared word lists each of them apart, and names none of them first ('bain')", async () => {
    expect(await slugs('bain')).toEqual(['bain-capital', 'bain-and-company']);
    expect(await slugs('providence')).toEqual([
      'providence-health-and-services',
      'providence-hosp',
      'providence-college',
    ]);
    expect(await slugs('baylor')).toEqual([
      'baylor-college-of-medicine',
      'baylor-scott-and-white-health',
      'baylor-university',
    ]);
    expect(await slugs('brigham')).toEqual([
      'brigham-and-womens-hospital',
      'mass-general-brigham',
      'brigham-young-university',
    ]);
    expect(await slugs('barnes')).toEqual([
      'barnes-jewish-hospital',
      'barnes-and-noble',
      'barnes-and-noble-education',
    ]);
  });

  it("a sponsor search for a brand's name lists it first, and its look-alikes only when they contain the words", async () => {
    // The consultancy, spelled with '&', 'and' or 'Co': never Bain Capital.
    expect(await slugs('Bain & Company')).toEqual(['bain-and-company']);
    expect(await slugs('bain and company')).toEqual(['bain-and-company']);
    expect(await slugs('Bain & Co')).toEqual(['bain-and-company']);
    expect(await slugs('bain capital')).toEqual(['bain-capital']);
    expect(await slugs('Barnes & Noble')).toEqual(['barnes-and-noble', 'barnes-and-noble-education']);
    expect(await slugs('barnes and noble')).toEqual(['barnes-and-noble']);
    expect(await slugs('tiaa')).toEqual(['tiaa', 'tiaa-fsb']);
    expect(await slugs('evernorth')).toEqual(['cigna']);
    expect(await slugs('express scripts')).toEqual(['cigna']);
    expect(await slugs("Brigham and Women's")).toEqual(['brigham-and-womens-hospital']);
    expect(await slugs('baylor scott & white')).toEqual(['baylor-scott-and-white-health']);
    // 'Texas A&M' is the university in College Station; the system's other members are listed after it,
    // 'TX A&M' entities included (their brand is named 'Texas A&M ...'), Prairie View A&M not.
    expect(await slugs('texas a&m')).toEqual([
      'texas-a-and-m-university',
      'texas-a-and-m-engineering-experiment-station',
      'texas-a-and-m-transportation-institute',
      'texas-a-and-m-university-corpus-christi',
    ]);
  });
});
