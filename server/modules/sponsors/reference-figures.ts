import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { MIN_WAGE_FILINGS } from '../../../core/sponsors/salary.ts';
import { rowsOf } from '../community/sql.ts';
import type { SourceRow, TitleWageRow, WageLevelRow, WorksiteRow } from './repository.ts';

/**
 * A sponsor page's LCA detail computed from the filings at request time: what the pages read before the
 * figures were precomputed (decision 051), kept as the reference. The tests check that the precomputed
 * tables (`refreshSponsorAggregates`) give exactly these figures, and bench/sponsors-pages.ts times them as
 * the baseline. Pages never call this: for a brand with ~100,000 filings it takes seconds.
 */

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** Certified filings of a sponsor's legal entities. */
const sponsorFilings = (sponsorId: number) =>
  sql`lca_filings f WHERE f.employer_id IN (SELECT e.id FROM sponsor_employers e WHERE e.sponsor_id = ${sponsorId}) AND f.certified`;

/** The most filed job titles with at least 5 annual wages: count and quartiles. */
export async function referenceTopTitles(db: DbOrTx, sponsorId: number, limit = 15): Promise<TitleWageRow[]> {
  return rows<TitleWageRow>(
    db,
    sql`SELECT upper(f.job_title) AS title, mode() WITHIN GROUP (ORDER BY f.soc_code) AS soc_code,
          count(*)::int AS count,
          percentile_cont(0.25) WITHIN GROUP (ORDER BY f.wage_from)::float8 AS p25,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY f.wage_from)::float8 AS median,
          percentile_cont(0.75) WITHIN GROUP (ORDER BY f.wage_from)::float8 AS p75
        FROM ${sponsorFilings(sponsorId)} AND f.wage_from IS NOT NULL
        GROUP BY upper(f.job_title)
        HAVING count(*) >= ${MIN_WAGE_FILINGS}
        ORDER BY count(*) DESC, upper(f.job_title) LIMIT ${limit}`,
  );
}

export async function referenceWageLevels(db: DbOrTx, sponsorId: number): Promise<WageLevelRow> {
  const [row] = await rows<WageLevelRow>(
    db,
    sql`SELECT count(*) FILTER (WHERE f.pw_wage_level = 'I')::int AS "I",
          count(*) FILTER (WHERE f.pw_wage_level = 'II')::int AS "II",
          count(*) FILTER (WHERE f.pw_wage_level = 'III')::int AS "III",
          count(*) FILTER (WHERE f.pw_wage_level = 'IV')::int AS "IV",
          count(*) FILTER (WHERE f.pw_wage_level IS NULL OR f.pw_wage_level NOT IN ('I','II','III','IV'))::int AS unknown
        FROM ${sponsorFilings(sponsorId)}`,
  );
  return row ?? { I: 0, II: 0, III: 0, IV: 0, unknown: 0 };
}

/** Filings per worksite state and city (cities: the top ones), from LCA filings. */
export async function referenceWorksites(
  db: DbOrTx,
  sponsorId: number,
): Promise<{ states: { state: string; filings: number }[]; cities: WorksiteRow[] }> {
  const found = await rows<WorksiteRow & { level: number }>(
    db,
    sql`SELECT f.worksite_state AS state, initcap(f.worksite_city) AS city, count(*)::int AS filings,
          grouping(initcap(f.worksite_city))::int AS level
        FROM ${sponsorFilings(sponsorId)} AND f.worksite_state IS NOT NULL
        GROUP BY GROUPING SETS ((f.worksite_state), (f.worksite_state, initcap(f.worksite_city)))
        ORDER BY filings DESC, state, city`,
  );
  return {
    states: found.filter((row) => row.level === 1).map((row) => ({ state: row.state, filings: row.filings })),
    cities: found
      .filter((row) => row.level === 0 && row.city)
      .slice(0, 20)
      .map((row) => ({ state: row.state, city: row.city, filings: row.filings })),
  };
}

/** The imported files any of this sponsor's figures come from. */
export async function referenceSources(db: DbOrTx, sponsorId: number): Promise<SourceRow[]> {
  return rows<SourceRow>(
    db,
    sql`SELECT fl.format, fl.file_name, fl.fiscal_years::int[] AS fiscal_years, fl.imported_at
        FROM sponsor_import_files fl
        WHERE fl.status = 'complete' AND (
          EXISTS (SELECT 1 FROM uscis_counts u JOIN sponsor_employers e ON e.id = u.employer_id
                  WHERE e.sponsor_id = ${sponsorId} AND u.file_id = fl.id AND u.fiscal_year = ANY(fl.fiscal_years))
          OR EXISTS (SELECT 1 FROM lca_filings f JOIN sponsor_employers e ON e.id = f.employer_id
                  WHERE e.sponsor_id = ${sponsorId} AND f.file_id = fl.id AND f.fiscal_year = ANY(fl.fiscal_years)))
        ORDER BY fl.imported_at, fl.id`,
  );
}

/** All of the above for one sponsor, rounded as the page shows them (the precomputed tables' shape). */
export async function referenceDetail(db: DbOrTx, sponsorId: number) {
  const [rawTitles, levels, worksites, sources] = await Promise.all([
    referenceTopTitles(db, sponsorId),
    referenceWageLevels(db, sponsorId),
    referenceWorksites(db, sponsorId),
    referenceSources(db, sponsorId),
  ]);
  const titles = rawTitles.map((row) => ({
    ...row,
    count: Number(row.count),
    p25: Math.round(Number(row.p25)),
    median: Math.round(Number(row.median)),
    p75: Math.round(Number(row.p75)),
  }));
  return { titles, levels, worksites, sources };
}
