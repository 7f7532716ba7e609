import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobSearchResult } from '../../../../core/jobs.ts';
import { SPONSOR_BRANDS } from '../../../../core/sponsors/aliases.ts';
import { PACKAGE_ROOT } from '../../../../db/client.ts';
import { buildJob, createJobs } from '../../../../tests/factories/jobs.ts';
import { buildTestApp, type TestApp } from '../../../../tests/helpers/app.ts';
import { TEST_DRIVER } from '../../../../tests/helpers/database.ts';
import { normalizeEmployerName, sponsorSlug } from '../../../../core/sponsors/normalize.ts';
import { rowsOf } from '../../community/sql.ts';
import { refreshCompanyMatches } from '../match.ts';
import { sponsorNamedIn } from '../read-service.ts';
import { importH1bFile } from './import-file.ts';
import { ALIAS_TABLE_FINGERPRINT, applyBrandTable, regroupSponsors } from './regroup.ts';

/**
 * Entities join a brand when an import first sees them, so a database imported before the alias table had
 * AT&T, Procter & Gamble, S&P Global and M&T Bank kept one sponsor per legal entity: a job search for
 * 'AT&T' showed no filing record. The next start regroups such a database from its stored rows: the
 * result is the grouping a fresh import with the current table makes, and the entities' old addresses
 * redirect to their brand.
 */
describe(
  `regrouping a database imported with an older brand table (${TEST_DRIVER})`,
  { timeout: 120_000 },
  () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'sp-regroup-'));
    const brands = ['att', 'procter-and-gamble', 'sp-global', 'mt-bank'];
    /** The alias table before these brands (the rest as it is). */
    const olderTable = SPONSOR_BRANDS.filter((brand) => !brands.includes(brand.slug));
    let t: TestApp;

    /** A shipped sample cut to its header, its first rows and the rows of the brands' entities (and traps). */
    function sample(source: string, first: number): string {
      const [header, ...rows] = gunzipSync(readFileSync(path.join(PACKAGE_ROOT, 'db/seed-data/h1b', source)))
        .toString()
        .split('\n')
        .filter(Boolean);
      const named =
        /AT ?& ?T |AT&T|PROCTER|PROCTOR|S ?& ?P |S&P|S AND P|STANDARD (& |AND )?POOR|M&T|M AND T|MANUFACTURERS & TRADERS|CIGNA|EVERNORTH|EXPRESS SCRIPTS|ACCREDO|LIFE INSURANCE COMPANY OF|PROVIDENCE|BAYLOR|SCOTT (& |AND )?WHITE|BRIGHAM|MASS GENERAL|ALLWAYS|NEIGHBORHOOD HEALTH PLAN|GEN(ERAL)? HOSP|MASSACHUSETTS GEN|TEXAS A|TX A&M|TARLETON|TIAA|TEACHERS INSUR|NUVEEN|BARNES|BAIN /;
      const kept = rows.filter((row, index) => index < first || named.test(row));
      const file = path.join(scratch, source.replace(/\.gz$/, ''));
      writeFileSync(file, `${[header, ...kept].join('\n')}\n`);
      return file;
    }

    const one = async <T>(query: ReturnType<typeof sql>) =>
      rowsOf<T>(await t.database.db.execute(query))[0] as T;

    /** What a sponsor is made of and every figure it shows, by slug (ids differ between two groupings). */
    const grouping = () =>
      one<{ digest: string; sponsors: number; uscis: number; lca: number; approvals: number }>(sql`
      SELECT md5(concat_ws('|',
        (SELECT string_agg(concat_ws(',', s.slug, s.name, s.kind, s.approvals, s.denials, s.decisions,
           s.approval_rate, s.latest_fiscal_year, s.latest_approvals, s.latest_decisions, s.lca_filings,
           s.lca_median_wage, s.states, s.naics, s.search_text, s.wage_level_1, s.wage_level_2, s.wage_level_3,
           s.wage_level_4, s.wage_level_unknown, s.fiscal_years, s.employer_count), ';' ORDER BY s.slug) FROM sponsors s),
        (SELECT string_agg(concat_ws(',', e.legal_key, s.slug, e.name, e.approvals, e.denials, e.lca_filings,
           e.naics, e.first_fiscal_year, e.last_fiscal_year), ';' ORDER BY e.legal_key)
           FROM sponsor_employers e JOIN sponsors s ON s.id = e.sponsor_id),
        (SELECT string_agg(concat_ws(',', s.slug, y.fiscal_year, y.approvals, y.denials, y.lca_filings, y.lca_median_wage), ';'
           ORDER BY s.slug, y.fiscal_year) FROM sponsor_year_stats y JOIN sponsors s ON s.id = y.sponsor_id),
        (SELECT string_agg(concat_ws(',', s.slug, x.title, x.filings, x.p25, x.median, x.p75), ';' ORDER BY s.slug, x.title)
           FROM sponsor_title_stats x JOIN sponsors s ON s.id = x.sponsor_id),
        (SELECT string_agg(concat_ws(',', s.slug, w.state, w.city, w.filings), ';' ORDER BY s.slug, w.state, w.city)
           FROM sponsor_worksites w JOIN sponsors s ON s.id = w.sponsor_id),
        (SELECT string_agg(concat_ws(',', s.slug, x.file_id, x.rows), ';' ORDER BY s.slug, x.file_id)
           FROM sponsor_sources x JOIN sponsors s ON s.id = x.sponsor_id),
        (SELECT string_agg(concat_ws(',', word, sponsors, filings), ';' ORDER BY word) FROM sponsor_words),
        (SELECT string_agg(concat_ws(',', m.organization, s.slug, m.legal_name, m.method), ';' ORDER BY m.organization)
           FROM sponsor_company_matches m LEFT JOIN sponsors s ON s.id = m.sponsor_id))) AS digest,
        (SELECT count(*)::int FROM sponsors) AS sponsors,
        (SELECT count(*)::int FROM uscis_counts) AS uscis, (SELECT count(*)::int FROM lca_filings) AS lca,
        (SELECT sum(approvals)::int FROM sponsors) AS approvals`);

    /** The stored entities the current table lists for the brand `slug`, with their sponsors. */
    const entitySponsors = async (slug: string) => {
      const listed = SPONSOR_BRANDS.find((brand) => brand.slug === slug)?.legalNames ?? [];
      const keys = listed.map((name) => normalizeEmployerName(name).legalKey);
      return rowsOf<{ name: string; slug: string; kind: string }>(
        await t.database.db.execute(sql`
        SELECT e.name, s.slug, s.kind FROM sponsor_employers e JOIN sponsors s ON s.id = e.sponsor_id
        WHERE e.legal_key = ANY(${sql.param(keys)}::text[]) ORDER BY e.name`),
      );
    };

    /** What the /jobs page asks: the sponsor the search's understood words name. */
    const namedBy = async (search: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/jobs?search=${encodeURIComponent(search)}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const terms = response.json<JobSearchResult>().understood?.terms ?? '';
      return (await sponsorNamedIn(t.database.db, terms))?.slug ?? null;
    };

    const get = (url: string) => t.app.inject({ method: 'GET', url });

    beforeAll(async () => {
      t = await buildTestApp();
      const files = [
        sample('uscis_h1b_datahubexport-2014.csv.gz', 40),
        sample('uscis_h1b_datahubexport-2023.csv.gz', 40),
        sample('uscis_employer_information_fy2024_naics52.csv.gz', 40),
        sample('kaggle_h1b_sample_A3TNIP.csv.gz', 40),
      ];
      // As `npm run import:h1b` does: each file with its figures, grouped with the current table.
      for (const file of files) await importH1bFile(t.database.db, file);
      await createJobs(t.database.db, [
        buildJob({ title: 'Network Engineer', organization: 'AT&T' }),
        buildJob({ title: 'Brand Manager', organization: 'Procter & Gamble' }),
        buildJob({ title: 'Data Analyst', organization: 'S&P Global' }),
      ]);
      // The jobs' organisations matched, as the start after a seed does.
      await refreshCompanyMatches(t.database.db);
    });

    afterAll(async () => {
      await t.close();
      rmSync(scratch, { recursive: true, force: true });
    });

    it('a fresh import groups the entities into the brands and the search names them', async () => {
      expect((await entitySponsors('att')).map((row) => row.name)).toEqual([
        'AT&T CORP',
        'AT&T MOBILITY SERVICES LLC',
        'AT&T SERVICES INC',
        'AT&T SOLUTIONS INC',
      ]);
      for (const slug of brands)
        expect(new Set((await entitySponsors(slug)).map((row) => row.slug)), slug).toEqual(new Set([slug]));
      // Not S&P Global, not Procter & Gamble: only the names the table lists are grouped.
      const traps = rowsOf<{ slug: string }>(
        await t.database.db.execute(sql`
        SELECT s.slug FROM sponsor_employers e JOIN sponsors s ON s.id = e.sponsor_id
        WHERE e.name IN ('S&P SOLUTIONS', 'PROCTER GROUP', 'PROCTOR COMPANY', 'M&T ADULT DAY HEALTH CARE CTR')`),
      ).map((row) => row.slug);
      expect(traps).toHaveLength(4);
      expect(traps.filter((slug) => brands.includes(slug))).toEqual([]);
      expect(await namedBy('AT&T')).toBe('att');
      expect(await namedBy('P&G')).toBe('procter-and-gamble');
    });

    it('a database grouped with the older table is regrouped at start: brands made, old addresses redirect, nothing lost', async () => {
      const { db } = t.database;
      const current = await grouping();

      // What an import with the older table left: a sponsor per entity, no brand, no record of the table.
      await db.transaction((tx) => applyBrandTable(tx, olderTable));
      // (Taking a brand out of the table sends its address to its biggest entity's sponsor.)
      expect((await get('/api/sponsors/att')).headers.location).toBe('/api/sponsors/at-and-t-services-inc');
      await db.execute(sql`DELETE FROM sponsor_slug_redirects`);
      await db.execute(sql`DELETE FROM sponsor_alias_table`);
      const older = await grouping();
      expect(older.digest).not.toBe(current.digest);
      expect(older.sponsors).toBeGreaterThan(current.sponsors);
      expect(older.approvals).toBe(current.approvals);
      const oldAddresses = new Map<string, string>();
      for (const slug of brands) {
        const entities = await entitySponsors(slug);
        expect(entities.length, slug).toBeGreaterThan(0);
        for (const entity of entities) {
          expect(entity.kind, entity.name).toBe('employer');
          oldAddresses.set(entity.slug, slug);
        }
      }
      expect(oldAddresses.get('at-and-t-services-inc')).toBe('att');
      expect(oldAddresses.get('the-procter-and-gamble-comany')).toBe('procter-and-gamble');
      // The bug: the search named no sponsor.
      expect(await namedBy('AT&T')).toBeNull();
      expect(await namedBy('P&G')).toBeNull();
      expect((await get('/api/sponsors/at-and-t-services-inc')).statusCode).toBe(200);

      const report = await regroupSponsors(db);
      expect(report).toMatchObject({ redirected: oldAddresses.size });
      expect(report?.moved).toBeGreaterThanOrEqual(oldAddresses.size);

      // The same grouping and figures as an import with the current table, from the same stored rows.
      expect(await grouping()).toEqual(current);
      expect(await namedBy('AT&T')).toBe('att');
      expect(await namedBy('at & t')).toBe('att');
      expect(await namedBy('P&G')).toBe('procter-and-gamble');
      expect(await namedBy('Procter & Gamble')).toBe('procter-and-gamble');
      expect(await namedBy('S&P Global')).toBe('sp-global');
      expect(await namedBy('M&T Bank')).toBe('mt-bank');
      // Job cards of the brand's postings carry its record.
      const cards = await get(`/api/jobs?search=${encodeURIComponent('network engineer')}`);
      const card = cards.json<JobSearchResult>().jobs.find((job) => job.organization === 'AT&T');
      expect(card?.filing_record?.slug).toBe('att');

      // Every old address answers with the brand's.
      for (const [old, slug] of oldAddresses) {
        const page = await get(`/api/sponsors/${old}`);
        expect(page.statusCode, old).toBe(301);
        expect(page.headers.location, old).toBe(`/api/sponsors/${slug}`);
        const csv = await get(`/api/sponsors/${old}/csv`);
        expect(csv.statusCode, old).toBe(301);
        expect(csv.headers.location, old).toBe(`/api/sponsors/${slug}/csv`);
      }
      const brand = await get('/api/sponsors/att');
      expect(brand.statusCode).toBe(200);
      expect(brand.json<{ legal_entities: unknown[] }>().legal_entities).toHaveLength(4);
      expect((await get('/api/sponsors/no-such-sponsor-here')).statusCode).toBe(404);

      // Recorded: the next start has nothing to do.
      expect(await one<{ fingerprint: string }>(sql`SELECT fingerprint FROM sponsor_alias_table`)).toEqual({
        fingerprint: ALIAS_TABLE_FINGERPRINT,
      });
      expect(await regroupSponsors(db)).toBeNull();
    });

    it("the brands whose words other filers share regroup the same way; an entity's sponsor that held the brand's address becomes the brand", async () => {
      const { db } = t.database;
      const current = await grouping();
      const shared = SPONSOR_BRANDS.filter((brand) =>
        /^(cigna|life-insurance-company-of-north-america|providence-|baylor-|brigham-|mass-general-|massachusetts-general-|texas-a-and-m|west-texas-a-and-m|tarleton-|tiaa|barnes-|bain-)/.test(
          brand.slug,
        ),
      ).map((brand) => brand.slug);
      await db.transaction((tx) =>
        applyBrandTable(
          tx,
          SPONSOR_BRANDS.filter((brand) => !shared.includes(brand.slug)),
        ),
      );
      await db.execute(sql`DELETE FROM sponsor_slug_redirects`);
      await db.execute(sql`DELETE FROM sponsor_alias_table`);
      // An import before these brands gave each entity its name's address, no brand's yet: 'tiaa' was the
      // sponsor of the entity filed as 'TIAA', 'texas-a-and-m-university' that of 'TEXAS A&M UNIVERSITY'.
      const kept = new Set<string>();
      const oldAddresses = new Map<string, string>();
      for (const slug of shared) {
        for (const entity of await entitySponsors(slug)) {
          if (sponsorSlug(entity.name) === slug) {
            await db.execute(sql`UPDATE sponsors SET slug = ${slug} WHERE slug = ${entity.slug}`);
            kept.add(slug);
          } else oldAddresses.set(entity.slug, slug);
        }
      }
      expect([...kept]).toEqual(
        expect.arrayContaining(['tiaa', 'texas-a-and-m-university', 'baylor-scott-and-white-health']),
      );
      expect(oldAddresses.get('bain-and-company-inc')).toBe('bain-and-company');
      expect(oldAddresses.get('bain-capital-lp')).toBe('bain-capital');
      expect(await namedBy('Bain Capital')).toBeNull();

      const report = await regroupSponsors(db);
      expect(report).toMatchObject({ redirected: oldAddresses.size });
      // The same grouping and figures as an import with the current table.
      expect(await grouping()).toEqual(current);
      expect(await namedBy('Bain Capital')).toBe('bain-capital');
      expect(await namedBy('TIAA')).toBe('tiaa');
      expect(await namedBy('Bain')).toBeNull();
      for (const [old, slug] of oldAddresses) {
        const page = await get(`/api/sponsors/${old}`);
        expect(page.statusCode, old).toBe(301);
        expect(page.headers.location, old).toBe(`/api/sponsors/${slug}`);
      }
      // The address an entity's sponsor held is the brand's own: no redirect, the brand's page.
      for (const slug of kept) {
        const page = await get(`/api/sponsors/${slug}`);
        expect(page.statusCode, slug).toBe(200);
        expect(page.json<{ legal_entities: unknown[] }>().legal_entities, slug).toHaveLength(
          (await entitySponsors(slug)).length,
        );
      }
      expect(await regroupSponsors(db)).toBeNull();
    });
  },
);
