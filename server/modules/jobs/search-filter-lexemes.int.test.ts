import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSearchQuerySchema } from '../../../core/jobs.ts';
import { EXPERIENCE_BANDS, type ExperienceBand } from '../../../core/search-terms.ts';
import { jobs } from '../../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { buildJob, createJobs } from '../../../tests/factories/jobs.ts';
import { buildTsQuery, filterConditions, filterTsQuery, searchJobIds, type SearchFilters } from './search.ts';

/**
 * The filter values carried by the search vectors as lexemes (migration 0012) select exactly the rows the
 * column filters select, in both vectors, after inserts and updates; and nothing a user types reaches them.
 */
describe('filter lexemes in the search vectors', () => {
  let t: TestApp;
  // Odd values on purpose: spaces, quotes, a backslash, accents, a colon and tsquery operators.
  const cities = ['Austin', 'Jersey City', "Coeur d'Alene", 'Back\\slash', 'São Paulo', 'A:B & !C | D'];
  const states = ['TX', 'NJ', 'ID', null];
  const arrangements = ['On-site', 'Hybrid', 'Remote Solely', 'Remote OK', null] as const;
  const types = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN'];
  const sponsorships = [true, false, null];
  const levels = ['0-1', '1', '3+ years', '5-10', '12', null];

  beforeAll(async () => {
    t = await buildTestApp();
    const all = [];
    for (let i = 0; i < 72; i++) {
      all.push(
        buildJob({
          jobId: `lexeme-${i}`,
          title: i % 3 === 0 ? 'Registered Nurse' : i % 3 === 1 ? 'Data Engineer' : 'Nurse Practitioner',
          descriptionText: i % 2 === 0 ? 'Care for patients as a nurse.' : 'Build data pipelines.',
          city: cities[i % cities.length] ?? null,
          state: states[i % states.length] ?? null,
          workArrangement: arrangements[i % arrangements.length] ?? null,
          remote: i % 7 === 0,
          employmentType: types[i % types.length] ?? 'FULL_TIME',
          visaSponsorship: sponsorships[i % sponsorships.length] ?? null,
          experienceLevel: levels[i % levels.length] ?? null,
          expiresAt: i % 11 === 0 ? new Date(Date.now() - 86_400_000) : null,
        }),
      );
    }
    await createJobs(t.database.db, all);
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  async function ids(query: SQL): Promise<number[]> {
    const result: unknown = await t.database.db.execute(query);
    return (result as { rows: { id: number }[] }).rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  }
  /**
   * [by columns, by title_tsv lexemes, by doc_tsv lexemes, by columns that are no index conditions] for the
   * same filters.
   */
  async function selections(filters: SearchFilters, sponsor?: 'ok' | 'no'): Promise<number[][]> {
    const columns = filterConditions(filters);
    const checked = filterConditions(filters, 's', { indexed: false });
    const extra =
      sponsor === 'ok'
        ? sql` AND s.sponsor_rank >= 1`
        : sponsor === 'no'
          ? sql` AND s.sponsor_rank = 0`
          : sql``;
    const lexemes = filterTsQuery(filters, sponsor);
    expect(lexemes).not.toBeNull();
    const expiry = sql`(s.expires_at IS NULL OR s.expires_at > now())`;
    return Promise.all([
      ids(sql`SELECT s.id FROM job_search s WHERE ${columns}${extra}`),
      ids(sql`SELECT s.id FROM job_search s WHERE ${expiry} AND s.title_tsv @@ ${lexemes}::tsquery`),
      ids(
        sql`SELECT d.id FROM job_search_doc d JOIN job_search s ON s.id = d.id WHERE ${expiry} AND d.doc_tsv @@ ${lexemes}::tsquery`,
      ),
      ids(sql`SELECT s.id FROM job_search s WHERE ${checked}${extra}`),
    ]);
  }

  const cases: [string, Partial<SearchFilters>, ('ok' | 'no')?][] = [
    ...cities.map((city): [string, Partial<SearchFilters>] => [`city ${city}`, { city }]),
    ['city in another case', { city: 'austin' }],
    ['city that no job has', { city: 'Atlantis' }],
    ...['TX', 'NJ', 'ID'].map((state): [string, Partial<SearchFilters>] => [`state ${state}`, { state }]),
    ...(['remote', 'hybrid', 'onsite'] as const).map((w): [string, Partial<SearchFilters>] => [
      `work style ${w}`,
      { workArrangement: w },
    ]),
    ...types.map((type): [string, Partial<SearchFilters>] => [
      `employment type ${type}`,
      { employmentType: type as SearchFilters['employmentType'] },
    ]),
    ['sponsorship', { sponsorship: true }],
    ['hide no-sponsor', { hideNoSponsor: true }],
    ['segment: may sponsor', { city: 'Austin' }, 'ok'],
    ['segment: does not sponsor', { city: 'Austin' }, 'no'],
    ...(Object.keys(EXPERIENCE_BANDS) as ExperienceBand[]).map((band): [string, Partial<SearchFilters>] => [
      `experience ${band}`,
      { experience: band },
    ]),
    [
      'a region: any of its places, each in its own state only',
      {
        places: [
          { city: 'Austin', state: 'TX' },
          { city: 'Jersey City', state: 'NJ' },
          { city: 'A:B & !C | D', state: 'ID' },
          { city: 'São Paulo', state: 'TX' },
        ],
      },
    ],
    [
      'a region with other filters, in a segment',
      {
        places: [
          { city: 'Austin', state: 'TX' },
          { city: "Coeur d'Alene", state: 'ID' },
        ],
        workArrangement: 'onsite',
      },
      'ok',
    ],
    [
      'everything at once',
      { city: 'Jersey City', state: 'NJ', workArrangement: 'hybrid', hideNoSponsor: true, experience: 'mid' },
    ],
  ];
  it.each(cases)('%s: the lexemes select exactly the column filter rows', async (_, filters, sponsor) => {
    const [columns, title, doc, checked] = await selections(
      { city: undefined, state: undefined, hideNoSponsor: false, hasFilingRecord: false, ...filters },
      sponsor,
    );
    expect(title).toEqual(columns);
    expect(doc).toEqual(columns);
    expect(checked).toEqual(columns);
  });

  it('leaves the filter columns out of the index conditions where a tsquery carries their lexemes', async () => {
    const filters: SearchFilters = {
      city: 'Austin',
      state: 'TX',
      workArrangement: 'hybrid',
      employmentType: 'INTERN',
      hideNoSponsor: false,
      hasFilingRecord: false,
    };
    // Index conditions of the plan a statement gets when the planner must avoid a sequential scan.
    const indexConditions = (where: SQL) =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const result: unknown = await tx.execute(sql`EXPLAIN SELECT s.id FROM job_search s WHERE ${where}`);
        return (result as { rows: Record<string, string>[] }).rows
          .flatMap((row) => Object.values(row))
          .filter((line) => /Index Cond/.test(line))
          .join('\n');
      });
    expect(await indexConditions(filterConditions(filters))).toMatch(/city|state|work_style|employment_type/);
    expect(await indexConditions(filterConditions(filters, 's', { indexed: false }))).not.toMatch(
      /city|state|work_style|employment_type/,
    );
  });

  it('reads experience bands from the same ranges as core EXPERIENCE_BANDS', async () => {
    const result: unknown = await t.database.db.execute(sql`
      SELECT y AS years, array_to_string(tsvector_to_array(search_filter_vector(NULL, NULL, 'onsite', 'FULL_TIME', 1::smallint, y::smallint)), ' ') AS lexemes
      FROM generate_series(0, 99) AS y`);
    for (const row of (result as { rows: { years: number; lexemes: string }[] }).rows) {
      const band = (Object.keys(EXPERIENCE_BANDS) as ExperienceBand[]).find(
        (name) => row.years >= EXPERIENCE_BANDS[name].min && row.years <= EXPERIENCE_BANDS[name].max,
      );
      expect(row.lexemes.split(' ')).toContain(`#x:${band}`);
    }
  });

  it('follows inserts and updates of the filter fields in both vectors', async () => {
    await createJobs(t.database.db, [buildJob({ jobId: 'lexeme-moves', city: 'Boise', state: 'ID' })]);
    const where = sql`${jobs.jobId} = 'lexeme-moves'`;
    const lexemesOf = async () => {
      const result: unknown = await t.database.db.execute(sql`
        SELECT tsvector_to_array(s.title_tsv) AS title, tsvector_to_array(d.doc_tsv) AS doc
        FROM jobs JOIN job_search s ON s.id = jobs.id JOIN job_search_doc d ON d.id = jobs.id WHERE ${where}`);
      const row = (result as { rows: { title: string[]; doc: string[] }[] }).rows[0];
      const filterWords = (words: string[] = []) => words.filter((word) => word.startsWith('#')).sort();
      return { title: filterWords(row?.title), doc: filterWords(row?.doc) };
    };
    expect((await lexemesOf()).doc).toEqual(
      ['#c:Boise', '#e:FULL_TIME', '#r:1', '#s:ID', '#w:onsite', '#x:mid'].sort(),
    );
    await t.database.db
      .update(jobs)
      .set({
        city: 'Jersey City',
        state: 'NJ',
        workArrangement: 'Hybrid',
        employmentType: 'CONTRACTOR',
        visaSponsorship: false,
        experienceLevel: '7+',
      })
      .where(where);
    const moved = await lexemesOf();
    expect(moved.title).toEqual(
      ['#c:Jersey City', '#e:CONTRACTOR', '#r:0', '#s:NJ', '#w:hybrid', '#x:senior'].sort(),
    );
    expect(moved.doc).toEqual(moved.title);
    // Only the sponsorship changes: the description vector still follows.
    await t.database.db.update(jobs).set({ visaSponsorship: true }).where(where);
    expect((await lexemesOf()).doc).toContain('#r:2');
    expect((await lexemesOf()).doc).not.toContain('#r:0');
  });

  it('never lets typed text reach a filter lexeme', async () => {
    for (const typed of ['#c:Austin', "'#c:Austin'", 'c:austin', '#r:0', '#']) {
      const built = await buildTsQuery(t.database.db, typed);
      expect(built?.text ?? '').not.toContain('#');
    }
  });

  it('reads a longer last word as a prefix, but never a one-letter one', async () => {
    expect((await buildTsQuery(t.database.db, 'nurs'))?.text).toContain(':*');
    for (const typed of ['objective-c', 'data engineer r', 'c']) {
      const built = await buildTsQuery(t.database.db, typed);
      expect(built?.text ?? '').not.toContain(':*');
    }
  });

  it('searches with filters return what the unfiltered search returns for those filters', async () => {
    const search = async (params: Record<string, string>) =>
      searchJobIds(t.database.db, jobSearchQuerySchema.parse({ ...params, pageSize: 100 }));
    const all = await search({ search: 'nurse' });
    const rows: unknown = await t.database.db.execute(
      sql`SELECT id::int AS id, city, work_style FROM job_search`,
    );
    const byId = new Map(
      (rows as { rows: { id: number; city: string | null; work_style: string }[] }).rows.map((row) => [
        Number(row.id),
        row,
      ]),
    );
    for (const city of cities) {
      const filtered = await search({ search: 'nurse', city });
      expect(filtered.ids).toEqual(all.ids.filter((id) => byId.get(id)?.city === city));
    }
    const hybrid = await search({ search: 'nurse', workArrangement: 'hybrid' });
    expect(hybrid.ids).toEqual(all.ids.filter((id) => byId.get(id)?.work_style === 'hybrid'));
  });
});
