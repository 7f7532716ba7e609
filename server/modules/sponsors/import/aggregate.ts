import { sql, type SQL } from 'drizzle-orm';
import { mergeGinPendingLists, type Db, type DbOrTx } from '../../../../db/client.ts';
import { SPONSOR_BRANDS } from '../../../../core/sponsors/aliases.ts';
import { MIN_WAGE_FILINGS } from '../../../../core/sponsors/salary.ts';
import { rowsOf } from '../../community/sql.ts';
import { applyAliasTable, brandSearchText } from './employers.ts';

/**
 * Recomputes every precomputed figure from the stored rows (decision 050, contract in the decision record):
 * sponsor_year_stats, the totals of sponsors and sponsor_employers, the page's LCA detail (top titles with
 * quartiles, wage-level mix, worksites, sources) and search text. The pages read only these (decision 051).
 *
 * USCIS overlap: the same employer x fiscal year x NAICS sector can come from two files (FY2023 is in the
 * partial-year 2023 Data Hub CSV and in the complete finance export); only the rows of one file count:
 * the Employer Information export over the Data Hub CSV, then the most recently imported file.
 *
 * Two ways to run, with the same statements and the same results:
 * - atomic (default): one transaction (a savepoint inside the importer's) over all sponsors at once, so
 *   readers see the old figures or the new ones, never a mix; set-based passes over whole tables.
 * - `chunkSponsors: N`: sponsors in id ranges of N, each range its own short transaction. On PGlite a
 *   statement holds the only connection and the event loop, so the first-start import uses this: a request
 *   waits for one range (well under a second), not for the whole recompute. Readers may see some sponsors
 *   refreshed and others not for the few seconds it runs.
 */
export async function refreshSponsorAggregates(
  db: DbOrTx,
  options: { chunkSponsors?: number } = {},
): Promise<void> {
  if (options.chunkSponsors === undefined) {
    // Its own transaction (a savepoint inside the importer's): the temporary table lives on one connection.
    await db.transaction(async (tx) => {
      await prepare(tx);
      await refreshRange(tx, null);
      await refreshLcaTitles(tx);
      await analyzeFigures(tx);
      await mergeGinPendingLists(tx, SEARCHED_TABLES);
    });
    return;
  }
  const chunk = Math.max(1, Math.floor(options.chunkSponsors));
  await prepare(db, nextMacrotask);
  let after = 0;
  for (;;) {
    const [bounds] = rowsOf<{ lo: number | null; hi: number | null }>(
      await db.execute(sql`
        SELECT min(id)::int AS lo, max(id)::int AS hi
        FROM (SELECT id FROM sponsors WHERE id > ${after} ORDER BY id LIMIT ${chunk}) r`),
    );
    if (bounds?.lo == null || bounds.hi == null) break;
    const range = { lo: bounds.lo, hi: bounds.hi };
    await db.transaction(async (tx) => {
      // A range is a small share of every table: index lookups, never a scan of the whole table per range
      // (the planner's estimates for BETWEEN over a join would otherwise pick scans that every range repeats).
      await tx.execute(sql`SELECT set_config('enable_seqscan', 'off', true)`);
      await refreshRange(tx, range);
    });
    after = range.hi;
    await nextMacrotask();
  }
  await db.transaction((tx) => refreshLcaTitles(tx));
  await analyzeFigures(db, nextMacrotask);
  await mergeGinPendingLists(db, SEARCHED_TABLES);
}

/**
 * PGlite answers in microtasks: without a macrotask turn between statements, timers and sockets (waiting
 * requests) would not run until the whole recompute is done.
 */
const nextMacrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Sponsor ids lo..hi (inclusive), the sponsors listed, or null for all sponsors. */
type Range = { lo: number; hi: number } | { ids: readonly number[] } | null;

const within = (range: Range, column: SQL): SQL => {
  if (range === null) return sql`TRUE`;
  if ('ids' in range) return sql`${column} = ANY(${sql.param([...range.ids])}::int[])`;
  return sql`${column} BETWEEN ${range.lo} AND ${range.hi}`;
};

/**
 * The figures of the sponsors listed, and their words, in the caller's transaction: after the alias table
 * moved entities between them (regroup.ts), the few sponsors concerned instead of all. Their words must be
 * out of sponsor_words first (removeSponsorWords, before anything changed them), as a complete recompute
 * empties it first. A listed sponsor left without entities is deleted.
 */
export async function refreshSponsors(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  // Its own savepoint: the temporary table lives on one connection. Index lookups, as for a range.
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('enable_seqscan', 'off', true)`);
    await refreshRange(tx, { ids });
    await tx.execute(sql`SELECT set_config('enable_seqscan', 'on', true)`);
  });
}

/** The alias table applied, and fresh statistics after a bulk load (without them the planner picks nested loops over the new rows). */
async function prepare(db: DbOrTx, between: () => Promise<void> = async () => {}): Promise<void> {
  await db.transaction(async (tx) => {
    await applyAliasTable(tx);
    // Rebuilt range by range below, with the names it is made of.
    await tx.execute(sql`DELETE FROM sponsor_words`);
  });
  for (const table of [
    'uscis_counts',
    'lca_filings',
    'sponsor_employers',
    'sponsors',
    'sponsor_import_files',
  ]) {
    await between();
    await db.execute(sql.raw(`ANALYZE ${table}`));
  }
}

const FIGURE_TABLES = ['sponsors', 'sponsor_words', 'sponsor_year_stats', 'lca_titles'] as const;
/** Tables with GIN indexes the sponsor pages search (names, states, years, job titles): see mergeGinPendingLists. */
const SEARCHED_TABLES = ['sponsors', 'sponsor_words', 'lca_titles', 'lca_filings'];

/**
 * After a refresh has committed (VACUUM cannot run in a transaction): the figure tables were rewritten, so
 * until autovacuum comes by, an index-only scan visits the table for every row (the capped count of a
 * fiscal year's sponsors read 147,000 rows' pages: 88 ms, then 0.3 ms after VACUUM). Marks them
 * all-visible and refreshes their statistics. `npm run import:h1b` runs it (full files: hundreds of
 * thousands of sponsors); the first start's samples are small enough without it, and there a VACUUM would
 * hold PGlite's only connection for most of a second while pages wait.
 */
export async function vacuumSponsorFigures(db: Db): Promise<void> {
  for (const table of FIGURE_TABLES) await db.execute(sql.raw(`VACUUM (ANALYZE) ${table}`));
}

async function analyzeFigures(db: DbOrTx, between: () => Promise<void> = async () => {}): Promise<void> {
  for (const table of FIGURE_TABLES) {
    await between();
    await db.execute(sql.raw(`ANALYZE ${table}`));
  }
}

/**
 * The titles of certified LCA filings, one row per lower-case title with the SOC code most of them are filed
 * under (a code before none): what a job page guesses its occupation from (salary-analysis.ts). Rebuilt whole
 * in one statement; migration 0017 ran the same for data imported before it.
 */
export async function refreshLcaTitles(db: DbOrTx): Promise<void> {
  await db.execute(sql`DELETE FROM lca_titles`);
  await db.execute(sql`
    INSERT INTO lca_titles (title, soc_code, soc_title, filings)
    SELECT title,
      (array_agg(soc_code ORDER BY (soc_code IS NULL), n DESC, soc_code))[1],
      (array_agg(soc_title ORDER BY (soc_code IS NULL), n DESC, soc_code))[1],
      sum(n)::int
    FROM (SELECT lower(job_title) AS title, soc_code, max(soc_title) AS soc_title, count(*) AS n
          FROM lca_filings WHERE certified GROUP BY 1, 2) per_code
    GROUP BY title`);
}

/** Every figure of the sponsors in `range` (all when null), in the caller's transaction. */
async function refreshRange(db: DbOrTx, range: Range): Promise<void> {
  // Entities without a stored row (an interrupted import) and sponsors left without an entity (the alias
  // table moved it to a brand) go away first: every sponsor shown has figures.
  await db.execute(sql`
    DELETE FROM sponsor_employers e
    WHERE ${within(range, sql`e.sponsor_id`)}
      AND NOT EXISTS (SELECT 1 FROM uscis_counts c WHERE c.employer_id = e.id)
      AND NOT EXISTS (SELECT 1 FROM lca_filings l WHERE l.employer_id = e.id)`);
  await db.execute(sql`
    DELETE FROM sponsors s
    WHERE ${within(range, sql`s.id`)} AND NOT EXISTS (SELECT 1 FROM sponsor_employers e WHERE e.sponsor_id = s.id)`);

  await db.execute(sql`DROP TABLE IF EXISTS tmp_sponsor_uscis`);
  await db.execute(sql`
    CREATE TEMP TABLE tmp_sponsor_uscis ON COMMIT DROP AS
    SELECT r.employer_id, r.sponsor_id, r.fiscal_year, r.naics, r.state,
           r.initial_approvals AS ia, r.initial_denials AS id, r.continuing_approvals AS ca, r.continuing_denials AS cd
    FROM (
      SELECT c.*, e.sponsor_id, dense_rank() OVER (
        PARTITION BY c.employer_id, c.fiscal_year, coalesce(c.naics, '')
        ORDER BY (f.format = 'uscis_employer') DESC, f.id DESC
      ) AS rk
      FROM uscis_counts c JOIN sponsor_import_files f ON f.id = c.file_id AND f.status = 'complete'
      JOIN sponsor_employers e ON e.id = c.employer_id
      WHERE ${within(range, sql`e.sponsor_id`)}
    ) r
    WHERE r.rk = 1`);
  await refreshYearStats(db, range);
  await refreshLcaDetail(db, range);
  await refreshEmployerTotals(db, range);
  await refreshSponsorTotals(db, range);
  await addSponsorWords(db, range);
}

/** The whole typo-correction vocabulary again from the sponsors' names (tests that write sponsors directly). */
export async function refreshSponsorWords(db: DbOrTx): Promise<void> {
  await db.execute(sql`DELETE FROM sponsor_words`);
  await addSponsorWords(db, null);
}

/** The words of the range's sponsors (word, sponsors, filings), as sponsor_words counts them. */
const wordsOf = (range: Range) => sql`
  SELECT w AS word, count(*)::int AS sponsors, sum(weight)::bigint AS filings FROM (
    SELECT DISTINCT s.id, s.decisions + s.lca_filings AS weight,
      regexp_replace(t, '^[^[:alnum:]&]+|[^[:alnum:]&]+$', '', 'g') AS w
    FROM sponsors s, regexp_split_to_table(s.search_text, '\\s+') t
    WHERE ${within(range, sql`s.id`)}
  ) x
  WHERE length(w) >= 3 AND w ~ '[[:alpha:]]'
  GROUP BY w`;

/**
 * The words of the range's sponsors into the typo-correction vocabulary (`sponsor_words`, emptied by
 * prepare): ranges are disjoint, so adding their counts gives each word's number of sponsors.
 */
async function addSponsorWords(db: DbOrTx, range: Range): Promise<void> {
  await db.execute(sql`
    INSERT INTO sponsor_words (word, sponsors, filings)
    ${wordsOf(range)}
    ON CONFLICT (word) DO UPDATE
      SET sponsors = sponsor_words.sponsors + excluded.sponsors, filings = sponsor_words.filings + excluded.filings`);
}

/** Takes the words of the sponsors listed out of the vocabulary, as they are now (see refreshSponsors). */
export async function removeSponsorWords(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const words = rowsOf<{ word: string; sponsors: number; filings: number | string }>(
    await db.execute(wordsOf({ ids })),
  );
  if (words.length === 0) return;
  // Arrays, so each word is a primary-key lookup rather than a join over the whole vocabulary.
  const gone = sql`unnest(${sql.param(words.map((w) => w.word))}::text[],
    ${sql.param(words.map((w) => w.sponsors))}::int[], ${sql.param(words.map((w) => String(w.filings)))}::bigint[])
    AS g(word, sponsors, filings)`;
  await db.execute(
    sql`DELETE FROM sponsor_words v USING ${gone} WHERE v.word = g.word AND v.sponsors <= g.sponsors`,
  );
  await db.execute(sql`
    UPDATE sponsor_words v SET sponsors = v.sponsors - g.sponsors, filings = v.filings - g.filings
    FROM ${gone} WHERE v.word = g.word`);
}

/** Certified filings of the sponsors in range, with the sponsor's id as `sponsor_id`: `FROM ${this} WHERE ...`. */
const certifiedFilings = (range: Range) =>
  sql`lca_filings l JOIN sponsor_employers e ON e.id = l.employer_id WHERE l.certified AND ${within(range, sql`e.sponsor_id`)}`;

async function refreshYearStats(db: DbOrTx, range: Range): Promise<void> {
  await db.execute(sql`DELETE FROM sponsor_year_stats WHERE ${within(range, sql`sponsor_id`)}`);
  await db.execute(sql`
    INSERT INTO sponsor_year_stats (sponsor_id, fiscal_year, initial_approvals, initial_denials,
      continuing_approvals, continuing_denials, approvals, denials, lca_filings, lca_median_wage)
    SELECT sponsor_id, fiscal_year, sum(ia), sum(id), sum(ca), sum(cd), sum(ia + ca), sum(id + cd), sum(n),
           (percentile_cont(0.5) WITHIN GROUP (ORDER BY wage) FILTER (WHERE wage IS NOT NULL))::int
    FROM (
      SELECT sponsor_id, fiscal_year, ia, id, ca, cd, 0 AS n, NULL::int AS wage FROM tmp_sponsor_uscis
      UNION ALL
      SELECT e.sponsor_id, l.fiscal_year, 0, 0, 0, 0, 1, l.wage_from FROM ${certifiedFilings(range)}
    ) u
    GROUP BY sponsor_id, fiscal_year`);
}

/**
 * The page's LCA detail, as the page shows it (decision 051): the top 15 titles (upper case) with at least 5
 * annual wages, their count, most frequent SOC code and quartiles (percentile_cont, rounded half up as the
 * page rounds); filings per worksite state and the top 20 cities (ties by state, then city); the imported
 * files the sponsor's rows come from; and the wage-level mix on the sponsor's row. Exported for the test
 * fixtures, which write the other figures themselves.
 */
export async function refreshLcaDetail(db: DbOrTx, range: Range = null): Promise<void> {
  const quartile = (p: number) =>
    sql`floor(percentile_cont(${sql.raw(String(p))}) WITHIN GROUP (ORDER BY l.wage_from) + 0.5)::int`;
  await db.execute(sql`DELETE FROM sponsor_title_stats WHERE ${within(range, sql`sponsor_id`)}`);
  await db.execute(sql`
    INSERT INTO sponsor_title_stats (sponsor_id, title, soc_code, filings, p25, median, p75)
    SELECT sponsor_id, title, soc, n, p25, med, p75 FROM (
      SELECT e.sponsor_id, upper(l.job_title) AS title, mode() WITHIN GROUP (ORDER BY l.soc_code) AS soc,
             count(*)::int AS n, ${quartile(0.25)} AS p25, ${quartile(0.5)} AS med, ${quartile(0.75)} AS p75,
             row_number() OVER (PARTITION BY e.sponsor_id ORDER BY count(*) DESC, upper(l.job_title)) AS rn
      FROM ${certifiedFilings(range)} AND l.wage_from IS NOT NULL
      GROUP BY e.sponsor_id, upper(l.job_title)
      HAVING count(*) >= ${MIN_WAGE_FILINGS}
    ) t WHERE rn <= 15`);
  await db.execute(sql`DELETE FROM sponsor_worksites WHERE ${within(range, sql`sponsor_id`)}`);
  await db.execute(sql`
    INSERT INTO sponsor_worksites (sponsor_id, state, city, filings)
    SELECT e.sponsor_id, l.worksite_state, NULL, count(*)::int
    FROM ${certifiedFilings(range)} AND l.worksite_state IS NOT NULL
    GROUP BY e.sponsor_id, l.worksite_state`);
  await db.execute(sql`
    INSERT INTO sponsor_worksites (sponsor_id, state, city, filings)
    SELECT sponsor_id, state, city, n FROM (
      SELECT e.sponsor_id, l.worksite_state AS state, initcap(l.worksite_city) AS city, count(*)::int AS n,
             row_number() OVER (PARTITION BY e.sponsor_id
               ORDER BY count(*) DESC, l.worksite_state, initcap(l.worksite_city)) AS rn
      FROM ${certifiedFilings(range)} AND l.worksite_state IS NOT NULL AND initcap(l.worksite_city) <> ''
      GROUP BY e.sponsor_id, l.worksite_state, initcap(l.worksite_city)
    ) t WHERE rn <= 20`);
  // A file counts for the fiscal years it was imported for (all of its rows' years).
  await db.execute(sql`DELETE FROM sponsor_sources WHERE ${within(range, sql`sponsor_id`)}`);
  await db.execute(sql`
    INSERT INTO sponsor_sources (sponsor_id, file_id, rows)
    SELECT sponsor_id, file_id, sum(n)::int FROM (
      SELECT e.sponsor_id, c.file_id, c.fiscal_year, count(*) AS n FROM uscis_counts c
      JOIN sponsor_employers e ON e.id = c.employer_id WHERE ${within(range, sql`e.sponsor_id`)} GROUP BY 1, 2, 3
      UNION ALL
      SELECT e.sponsor_id, l.file_id, l.fiscal_year, count(*) FROM lca_filings l
      JOIN sponsor_employers e ON e.id = l.employer_id WHERE ${within(range, sql`e.sponsor_id`)} GROUP BY 1, 2, 3
    ) x JOIN sponsor_import_files f ON f.id = x.file_id AND f.status = 'complete' AND x.fiscal_year = ANY(f.fiscal_years)
    GROUP BY sponsor_id, file_id`);
  await db.execute(sql`
    UPDATE sponsors s SET
      wage_level_1 = coalesce(w.l1, 0), wage_level_2 = coalesce(w.l2, 0), wage_level_3 = coalesce(w.l3, 0),
      wage_level_4 = coalesce(w.l4, 0), wage_level_unknown = coalesce(w.lu, 0)
    FROM sponsors s2
    LEFT JOIN (
      SELECT e.sponsor_id,
             count(*) FILTER (WHERE l.pw_wage_level = 'I')::int AS l1,
             count(*) FILTER (WHERE l.pw_wage_level = 'II')::int AS l2,
             count(*) FILTER (WHERE l.pw_wage_level = 'III')::int AS l3,
             count(*) FILTER (WHERE l.pw_wage_level = 'IV')::int AS l4,
             count(*) FILTER (WHERE l.pw_wage_level IS NULL OR l.pw_wage_level NOT IN ('I', 'II', 'III', 'IV'))::int AS lu
      FROM ${certifiedFilings(range)} GROUP BY e.sponsor_id
    ) w ON w.sponsor_id = s2.id
    WHERE s.id = s2.id AND ${within(range, sql`s2.id`)}
      AND (s.wage_level_1, s.wage_level_2, s.wage_level_3, s.wage_level_4, s.wage_level_unknown)
        IS DISTINCT FROM (coalesce(w.l1, 0), coalesce(w.l2, 0), coalesce(w.l3, 0), coalesce(w.l4, 0), coalesce(w.lu, 0))`);
}

async function refreshEmployerTotals(db: DbOrTx, range: Range): Promise<void> {
  await db.execute(sql`
    UPDATE sponsor_employers e SET
      approvals = coalesce(u.approvals, 0), denials = coalesce(u.denials, 0), lca_filings = coalesce(l.n, 0),
      naics = u.naics,
      first_fiscal_year = least(u.first_year, l.first_year), last_fiscal_year = greatest(u.last_year, l.last_year)
    FROM sponsor_employers e2
    LEFT JOIN (
      SELECT employer_id, sum(ia + ca)::int AS approvals, sum(id + cd)::int AS denials,
             mode() WITHIN GROUP (ORDER BY naics) AS naics, min(fiscal_year) AS first_year, max(fiscal_year) AS last_year
      FROM tmp_sponsor_uscis GROUP BY employer_id
    ) u ON u.employer_id = e2.id
    LEFT JOIN (
      SELECT l.employer_id, count(*) FILTER (WHERE l.certified)::int AS n, min(l.fiscal_year) AS first_year,
             max(l.fiscal_year) AS last_year
      FROM lca_filings l JOIN sponsor_employers e3 ON e3.id = l.employer_id
      WHERE ${within(range, sql`e3.sponsor_id`)}
      GROUP BY l.employer_id
    ) l ON l.employer_id = e2.id
    WHERE e.id = e2.id AND ${within(range, sql`e2.sponsor_id`)}`);
}

/**
 * Every total of a sponsor in one pass (one rewrite of its rows and their indexes, not five). Names and
 * search text: an entity's own sponsor is named as last filed; a brand searches by all its names.
 */
async function refreshSponsorTotals(db: DbOrTx, range: Range): Promise<void> {
  await db.execute(sql`
    UPDATE sponsors s SET
      initial_approvals = coalesce(t.ia, 0), initial_denials = coalesce(t.id, 0),
      continuing_approvals = coalesce(t.ca, 0), continuing_denials = coalesce(t.cd, 0),
      approvals = coalesce(t.ia + t.ca, 0), denials = coalesce(t.id + t.cd, 0),
      decisions = coalesce(t.ia + t.ca + t.id + t.cd, 0),
      approval_rate = CASE WHEN coalesce(t.ia + t.ca + t.id + t.cd, 0) > 0
        THEN (t.ia + t.ca)::real / (t.ia + t.ca + t.id + t.cd) END,
      latest_fiscal_year = t.latest_year,
      latest_approvals = coalesce(ly.approvals, 0),
      latest_decisions = coalesce(ly.approvals + ly.denials, 0),
      latest_approval_rate = CASE WHEN coalesce(ly.approvals + ly.denials, 0) > 0
        THEN ly.approvals::real / (ly.approvals + ly.denials) END,
      lca_filings = coalesce(t.n, 0),
      fiscal_years = coalesce(t.years, '{}'),
      lca_median_wage = mw.wage,
      states = coalesce(st.states, '{}'), naics = na.naics,
      employer_count = coalesce(x.n, s.employer_count),
      name = CASE WHEN x.sponsor_id IS NOT NULL AND s.kind = 'employer' THEN x.first_name ELSE s.name END,
      search_text = CASE WHEN x.sponsor_id IS NULL THEN s.search_text
        ELSE lower(CASE WHEN s.kind = 'employer' THEN x.first_name ELSE s.name || ' ' || x.names END) END,
      updated_at = now()
    FROM sponsors s2
    LEFT JOIN (
      SELECT sponsor_id, sum(initial_approvals)::int AS ia, sum(initial_denials)::int AS id,
             sum(continuing_approvals)::int AS ca, sum(continuing_denials)::int AS cd, sum(lca_filings)::int AS n,
             array_agg(fiscal_year ORDER BY fiscal_year) AS years,
             max(fiscal_year) FILTER (WHERE approvals + denials > 0) AS latest_year
      FROM sponsor_year_stats WHERE ${within(range, sql`sponsor_id`)} GROUP BY sponsor_id
    ) t ON t.sponsor_id = s2.id
    LEFT JOIN sponsor_year_stats ly ON ly.sponsor_id = s2.id AND ly.fiscal_year = t.latest_year
    LEFT JOIN (
      SELECT e.sponsor_id, (percentile_cont(0.5) WITHIN GROUP (ORDER BY l.wage_from))::int AS wage
      FROM ${certifiedFilings(range)} AND l.wage_from IS NOT NULL
      GROUP BY e.sponsor_id
    ) mw ON mw.sponsor_id = s2.id
    LEFT JOIN (
      SELECT sponsor_id, array_agg(DISTINCT state ORDER BY state) AS states FROM (
        SELECT sponsor_id, state FROM tmp_sponsor_uscis WHERE state ~ '^[A-Z]{2}$'
        UNION
        SELECT e.sponsor_id, l.worksite_state FROM ${certifiedFilings(range)} AND l.worksite_state IS NOT NULL
      ) x GROUP BY sponsor_id
    ) st ON st.sponsor_id = s2.id
    LEFT JOIN (
      SELECT sponsor_id, mode() WITHIN GROUP (ORDER BY naics) AS naics
      FROM tmp_sponsor_uscis WHERE naics IS NOT NULL GROUP BY sponsor_id
    ) na ON na.sponsor_id = s2.id
    LEFT JOIN (
      SELECT sponsor_id, count(*)::int AS n, string_agg(name, ' ' ORDER BY approvals DESC, id) AS names,
             min(name) AS first_name
      FROM sponsor_employers WHERE ${within(range, sql`sponsor_id`)} GROUP BY sponsor_id
    ) x ON x.sponsor_id = s2.id
    WHERE s.id = s2.id AND ${within(range, sql`s2.id`)}`);
  const brands = SPONSOR_BRANDS.map((brand) => ({
    slug: brand.slug,
    text: brandSearchText(brand),
  }));
  await db.execute(sql`
    UPDATE sponsors s SET search_text = v.text || ' ' || s.search_text
    FROM (SELECT unnest(${sql.param(brands.map((b) => b.slug))}::text[]) AS slug,
                 unnest(${sql.param(brands.map((b) => b.text))}::text[]) AS text) v
    WHERE s.slug = v.slug AND s.kind = 'brand' AND ${within(range, sql`s.id`)}`);
}
