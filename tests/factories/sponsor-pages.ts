import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../server/modules/community/sql.ts';
import {
  refreshLcaDetail,
  refreshLcaTitles,
  refreshSponsorWords,
} from '../../server/modules/sponsors/import/aggregate.ts';
import { slugify } from '../../core/slug.ts';

async function idRows(db: DbOrTx, query: SQL): Promise<{ id: number }[]> {
  return rowsOf<{ id: number }>(await db.execute(query));
}

/**
 * A small sponsor database written straight into the importer's tables (what its aggregate refresh would
 * leave), for the read API and page tests: a brand with two legal entities, a hospital with nurse filings,
 * a sponsor with too few decisions for a rate, and `fillers` plain employers for pages and sorts.
 */
export type SponsorFixture = {
  slug: string;
  name: string;
  kind?: 'brand' | 'employer';
  naics?: string | null;
  states?: string[];
  years: { fy: number; approvals: number; denials: number; lca?: number }[];
  entities: { name: string; share: number }[];
  filings?: {
    title: string;
    soc: string;
    socTitle: string;
    city: string;
    state: string;
    wages: number[];
    levels: (string | null)[];
    fy?: number;
  }[];
};

export const BASE_FIXTURES: SponsorFixture[] = [
  {
    slug: 'amazon',
    name: 'Amazon',
    kind: 'brand',
    naics: '45',
    states: ['WA'],
    years: [
      { fy: 2022, approvals: 2500, denials: 50 },
      { fy: 2023, approvals: 3000, denials: 60, lca: 8 },
    ],
    entities: [
      { name: 'AMAZON.COM SERVICES LLC', share: 0.8 },
      { name: 'AMAZON WEB SERVICES, INC.', share: 0.2 },
    ],
    filings: [
      {
        title: 'SOFTWARE DEVELOPMENT ENGINEER',
        soc: '15-1252',
        socTitle: 'software developers',
        city: 'SEATTLE',
        state: 'WA',
        wages: [120_000, 130_000, 140_000, 150_000, 160_000, 170_000, 180_000, 190_000],
        levels: ['II', 'II', 'II', 'III', 'III', 'III', 'IV', null],
      },
    ],
  },
  {
    slug: 'mayo-clinic',
    name: 'Mayo Clinic',
    naics: '62',
    states: ['MN'],
    years: [{ fy: 2023, approvals: 40, denials: 1, lca: 10 }],
    entities: [{ name: 'MAYO CLINIC', share: 1 }],
    filings: [
      {
        title: 'REGISTERED NURSE',
        soc: '29-1141',
        socTitle: 'registered nurses',
        city: 'ROCHESTER',
        state: 'MN',
        wages: [70_000, 72_000, 75_000, 78_000, 80_000, 82_000, 85_000, 88_000, 90_000, 95_000],
        levels: ['I', 'I', 'II', 'II', 'II', 'II', 'III', 'III', null, null],
      },
    ],
  },
  {
    slug: 'tiny-dental-pc',
    name: 'TINY DENTAL PC',
    naics: '62',
    states: ['CA'],
    years: [{ fy: 2023, approvals: 3, denials: 0 }],
    entities: [{ name: 'TINY DENTAL PC', share: 1 }],
  },
];

export function fillerFixtures(count: number): SponsorFixture[] {
  return Array.from({ length: count }, (_, index) => ({
    slug: `filler-systems-${index + 1}`,
    name: `FILLER SYSTEMS ${index + 1} LLC`,
    naics: '54',
    states: ['TX'],
    years: [{ fy: 2023, approvals: 10 + index, denials: index % 3, lca: 0 }],
    entities: [{ name: `FILLER SYSTEMS ${index + 1} LLC`, share: 1 }],
  }));
}

let caseCounter = 0;

export async function insertSponsorFixtures(db: DbOrTx, fixtures: SponsorFixture[]): Promise<void> {
  const [uscisFile] = await idRows(
    db,
    sql`
      INSERT INTO sponsor_import_files (format, file_name, sha256, size_bytes, fiscal_years, naics_sectors, status, imported_at)
      VALUES ('uscis_hub', 'uscis_h1b_datahubexport-2023.csv', md5(random()::text), 1, '{2022,2023}', '{}', 'complete', '2026-11-01T10:00:00Z')
      RETURNING id`,
  );
  const [lcaFile] = await idRows(
    db,
    sql`
      INSERT INTO sponsor_import_files (format, file_name, sha256, size_bytes, fiscal_years, naics_sectors, status, imported_at)
      VALUES ('lca', 'dol_lca_fy2025_q2_health_subset.csv', md5(random()::text), 1, '{2023}', '{}', 'complete', '2026-11-01T10:05:00Z')
      RETURNING id`,
  );

  for (const fixture of fixtures) {
    const approvals = fixture.years.reduce((sum, year) => sum + year.approvals, 0);
    const denials = fixture.years.reduce((sum, year) => sum + year.denials, 0);
    const wages = (fixture.filings ?? []).flatMap((filing) => filing.wages).sort((a, b) => a - b);
    const lca = wages.length;
    const medianWage =
      lca > 0 ? Math.round((wages[Math.floor((lca - 1) / 2)]! + wages[Math.ceil((lca - 1) / 2)]!) / 2) : null;
    const latest = [...fixture.years].sort((a, b) => b.fy - a.fy)[0]!;
    const searchText = [fixture.name, ...fixture.entities.map((entity) => entity.name)]
      .join(' ')
      .toLowerCase();
    const [sponsor] = await idRows(
      db,
      sql`
        INSERT INTO sponsors (slug, name, kind, search_text, naics, initial_approvals, continuing_approvals,
          initial_denials, continuing_denials, approvals, denials, decisions, approval_rate, latest_fiscal_year,
          latest_approvals, latest_decisions, latest_approval_rate, lca_filings, lca_median_wage, fiscal_years,
          states, employer_count)
        VALUES (${fixture.slug}, ${fixture.name}, ${fixture.kind ?? 'employer'}, ${searchText}, ${fixture.naics ?? null},
          ${approvals}, 0, ${denials}, 0, ${approvals}, ${denials}, ${approvals + denials},
          ${approvals + denials > 0 ? approvals / (approvals + denials) : null}, ${latest.fy}, ${latest.approvals},
          ${latest.approvals + latest.denials},
          ${latest.approvals + latest.denials > 0 ? latest.approvals / (latest.approvals + latest.denials) : null},
          ${lca}, ${medianWage}, ${`{${fixture.years.map((year) => year.fy).join(',')}}`}::smallint[],
          ${`{${(fixture.states ?? []).join(',')}}`}::text[], ${fixture.entities.length})
        RETURNING id`,
    );
    const sponsorId = sponsor!.id;
    for (const year of fixture.years) {
      const yearLca = (fixture.filings ?? [])
        .filter((filing) => (filing.fy ?? 2023) === year.fy)
        .reduce((sum, filing) => sum + filing.wages.length, 0);
      await db.execute(sql`
        INSERT INTO sponsor_year_stats (sponsor_id, fiscal_year, initial_approvals, initial_denials, approvals, denials, lca_filings)
        VALUES (${sponsorId}, ${year.fy}, ${year.approvals}, ${year.denials}, ${year.approvals}, ${year.denials}, ${yearLca})`);
    }
    for (const [index, entity] of fixture.entities.entries()) {
      const entityApprovals = Math.round(approvals * entity.share);
      const entityDenials = Math.round(denials * entity.share);
      const [employer] = await idRows(
        db,
        sql`
          INSERT INTO sponsor_employers (legal_key, base_key, name, sponsor_id, naics, approvals, denials, lca_filings)
          VALUES (${`${fixture.slug}-${index}`}, ${`${fixture.slug}-${index}`}, ${entity.name}, ${sponsorId},
            ${fixture.naics ?? null}, ${entityApprovals}, ${entityDenials}, ${index === 0 ? lca : 0})
          RETURNING id`,
      );
      const employerId = employer!.id;
      let line = 0;
      for (const year of fixture.years) {
        line += 1;
        await db.execute(sql`
          INSERT INTO uscis_counts (file_id, line_no, employer_id, fiscal_year, employer_name, state,
            initial_approvals, initial_denials, continuing_approvals, continuing_denials)
          VALUES (${uscisFile!.id}, ${employerId * 100 + line}, ${employerId}, ${year.fy}, ${entity.name},
            ${fixture.states?.[0] ?? null}, ${Math.round(year.approvals * entity.share)}, ${Math.round(year.denials * entity.share)}, 0, 0)`);
      }
      if (index !== 0) continue;
      for (const filing of fixture.filings ?? []) {
        for (const [n, wage] of filing.wages.entries()) {
          caseCounter += 1;
          await db.execute(sql`
            INSERT INTO lca_filings (case_number, file_id, release_rank, employer_id, employer_name, fiscal_year,
              case_status, certified, job_title, soc_code, soc_title, full_time, worksite_city, worksite_state,
              wage_from, wage_to, wage_unit, pw_wage_level, prevailing_wage)
            VALUES (${`I-200-${fixture.slug}-${caseCounter}`}, ${lcaFile!.id}, 20232, ${employerId}, ${entity.name},
              ${filing.fy ?? 2023}, 'CERTIFIED', true, ${filing.title}, ${filing.soc}, ${filing.socTitle}, true,
              ${filing.city}, ${filing.state}, ${wage}, null, 'Year', ${filing.levels[n] ?? null}, ${wage - 5000})`);
        }
      }
    }
  }
  // The page's LCA detail (titles, worksites, sources, wage levels), the typo vocabulary and the filed titles
  // job pages guess occupations from, as the aggregate refresh computes them.
  await refreshLcaDetail(db);
  await refreshSponsorWords(db);
  await refreshLcaTitles(db);
}

/** Job organisation -> sponsor, as the matcher leaves it (sponsor null: checked, no match). */
export async function insertCompanyMatch(
  db: DbOrTx,
  organization: string,
  slug: string | null,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO sponsor_company_matches (organization, organization_slug, company_key, sponsor_id, legal_name, method, confidence)
    VALUES (${organization}, ${slugify(organization)}, ${organization.toUpperCase()},
      ${slug ? sql`(SELECT id FROM sponsors WHERE slug = ${slug})` : sql`NULL`},
      ${slug ? sql`(SELECT e.name FROM sponsor_employers e JOIN sponsors s ON s.id = e.sponsor_id WHERE s.slug = ${slug} ORDER BY e.id LIMIT 1)` : sql`NULL`},
      ${slug ? 'legal' : 'none'}, ${slug ? 1 : 0})
    ON CONFLICT (organization) DO UPDATE SET sponsor_id = EXCLUDED.sponsor_id, legal_name = EXCLUDED.legal_name,
      method = EXCLUDED.method, confidence = EXCLUDED.confidence`);
}
