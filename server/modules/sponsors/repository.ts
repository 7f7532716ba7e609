import { sql, type SQL } from 'drizzle-orm';
import { withSettings, type DbOrTx } from '../../../db/client.ts';
import { MIN_RATE_DECISIONS } from '../../../core/sponsors/filing-record.ts';
import { SPONSOR_COUNT_CAP, type SponsorSearchQuery } from '../../../core/sponsors/read-api.ts';
import { MIN_WAGE_FILINGS } from '../../../core/sponsors/salary.ts';
import { typingDistance } from '../../../core/edit-distance.ts';
import { rowsOf } from '../community/sql.ts';
import { naicsSectorCodes } from '../../../core/sponsors/naics.ts';
import { brandNamed } from './match.ts';

/**
 * Read queries of the sponsor pages (issue 13). Lists and pages read the importers' precomputed rows
 * (`sponsors`, `sponsor_year_stats`, `sponsor_employers`, `sponsor_title_stats`, `sponsor_worksites`,
 * `sponsor_sources`), never the filings, so a search costs an index walk and a page a handful of key lookups
 * whatever the number of employers or filings. `reference-figures.ts` computes the same figures from the
 * filings, for the tests and the benchmark's baseline.
 */

/**
 * Trigram similarity a vocabulary word needs to correct a typo: one letter dropped, doubled or swapped
 * in a 5-7 letter word scores 0.33-0.45 ('qunatum' ~ 'quantum' 0.33, 'amazn' ~ 'amazon' 0.44).
 */
const TYPO_SIMILARITY = 0.3;
/** Closest vocabulary words (by trigram similarity) weighed by edit distance for one typo. */
const TYPO_CANDIDATES = 30;

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

export type SponsorListRow = {
  slug: string;
  name: string;
  naics: string | null;
  states: string[];
  approvals: number;
  denials: number;
  lca_filings: number;
  median_wage: number | null;
  latest_fiscal_year: number | null;
};

/** The words of a name search, lower-cased, each at most 40 characters; LIKE wildcards escaped. */
export function nameWords(q: string): string[] {
  return q
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}&]+|[^\p{L}\p{N}&]+$/gu, '').slice(0, 40))
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`);

type Source = {
  /** FROM clause: `sponsors s`, joined with the year's stats as `y` when a year is chosen. */
  from: SQL;
  approvals: SQL;
  denials: SQL;
  lcaFilings: SQL;
  medianWage: SQL;
};

function source(year: number | undefined): Source {
  if (year === undefined) {
    return {
      from: sql`sponsors s`,
      approvals: sql`s.approvals`,
      denials: sql`s.denials`,
      lcaFilings: sql`s.lca_filings`,
      medianWage: sql`s.lca_median_wage`,
    };
  }
  return {
    from: sql`sponsor_year_stats y JOIN sponsors s ON s.id = y.sponsor_id`,
    approvals: sql`y.approvals`,
    denials: sql`y.denials`,
    lcaFilings: sql`y.lca_filings`,
    medianWage: sql`y.lca_median_wage`,
  };
}

/**
 * Filters of a search, and what the sort needs: an approval rate is only ranked with at least 10 decisions
 * behind it (below that it is not shown), a median wage only with at least 5 filings.
 */
function conditions(query: SponsorSearchQuery, src: Source, nameCondition: SQL | null): SQL {
  const where: SQL[] = [];
  if (query.year !== undefined) where.push(sql`y.fiscal_year = ${query.year}`);
  if (nameCondition) where.push(nameCondition);
  if (query.state) where.push(sql`s.states @> ARRAY[${query.state}]::text[]`);
  // Manufacturing is 31, 32 and 33 in the files, one sector to the person filtering (naicsSectorCodes).
  if (query.industry)
    where.push(
      sql`s.naics IN (${sql.join(
        naicsSectorCodes(query.industry).map((code) => sql`${code}`),
        sql`, `,
      )})`,
    );
  if (query.minFilings) where.push(sql`(${src.approvals} + ${src.denials}) >= ${query.minFilings}`);
  // Constants inlined as the partial sort indexes state them (decisions >= 10, lca_filings >= 5), so the
  // planner can use them.
  if (query.sort === 'approval_rate')
    where.push(
      query.year === undefined
        ? sql`s.decisions >= ${sql.raw(String(MIN_RATE_DECISIONS))}`
        : sql`(${src.approvals} + ${src.denials}) >= ${sql.raw(String(MIN_RATE_DECISIONS))}`,
    );
  if (query.sort === 'median_wage')
    where.push(
      sql`${src.medianWage} IS NOT NULL AND ${src.lcaFilings} >= ${sql.raw(String(MIN_WAGE_FILINGS))}`,
    );
  return where.length > 0 ? sql.join(where, sql` AND `) : sql`TRUE`;
}

/**
 * `DESC NULLS LAST` as the sort indexes are declared (a plain DESC means NULLS FIRST, which no index serves,
 * and every page would sort the whole table); the sorted columns are never null where they rank.
 */
function orderBy(query: SponsorSearchQuery, src: Source): SQL {
  switch (query.sort) {
    case 'approvals':
      return sql`${src.approvals} DESC NULLS LAST, s.id`;
    case 'approval_rate':
      return query.year === undefined
        ? sql`s.approval_rate DESC NULLS LAST, s.decisions DESC NULLS LAST, s.id`
        : sql`(y.approvals::real / nullif(y.approvals + y.denials, 0)) DESC, (y.approvals + y.denials) DESC, y.sponsor_id`;
    case 'lca_filings':
      return sql`${src.lcaFilings} DESC NULLS LAST, s.id`;
    case 'median_wage':
      return sql`${src.medianWage} DESC NULLS LAST, s.id`;
  }
}

/**
 * The count first (capped), then the page. Below the cap the matches are few, so the page reads them
 * through the filters' indexes and sorts them (index scans off: a walk down a sort index, filtering as it
 * goes, is what the planner would pick from its estimates, and when the matches sit at the far end of that
 * order, as a name's often do, it reads most of the table: 0.3 s for 'global' sorted by approvals). At the
 * cap the matches are many and the walk down the sort index finds a page of them early.
 */
async function searchWith(
  db: DbOrTx,
  query: SponsorSearchQuery,
  nameCondition: SQL | null,
  /** The sponsor the search names outright (a brand's name), listed first whatever the sort. */
  named: string | null = null,
): Promise<{ rows: SponsorListRow[]; total: number }> {
  const src = source(query.year);
  const where = conditions(query, src, nameCondition);
  const offset = (query.page - 1) * query.pageSize;
  // With a fiscal year and no condition on the sponsor itself (name, state, sector), the year's rows alone
  // answer the count: joining each to its sponsor read the sponsors' index for nothing (88 ms for 2022).
  const countFrom =
    query.year !== undefined && !nameCondition && !query.state && !query.industry
      ? sql`sponsor_year_stats y`
      : src.from;
  const counted = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${countFrom} WHERE ${where} LIMIT ${SPONSOR_COUNT_CAP}) c`,
  );
  const total = Number(counted[0]?.n ?? 0);
  if (total <= offset) return { rows: [], total };
  const page = (tx: DbOrTx) =>
    rows<SponsorListRow>(
      tx,
      sql`
        SELECT s.slug, s.name, s.naics, s.states, ${src.approvals}::int AS approvals,
          ${src.denials}::int AS denials, ${src.lcaFilings}::int AS lca_filings,
          ${src.medianWage}::int AS median_wage, s.latest_fiscal_year::int AS latest_fiscal_year
        FROM ${src.from}
        WHERE ${where}
        ORDER BY ${named ? sql`(s.slug = ${named}) DESC, ` : sql``}${orderBy(query, src)}
        OFFSET ${offset} LIMIT ${query.pageSize + 1}`,
    );
  const found =
    total < SPONSOR_COUNT_CAP ? await withSettings(db, { enable_indexscan: 'off' }, page) : await page(db);
  return { rows: found, total };
}

export type SponsorSearchRows = {
  rows: SponsorListRow[];
  total: number;
  match: 'exact' | 'similar' | null;
  /** The words searched for instead, when some were typos ('similar'). */
  corrected: string | null;
};

/**
 * A word of a search kept when some sponsor word contains it, else replaced by the closest word of the
 * vocabulary (`sponsor_words`): candidates by trigram similarity from its index, then the fewest edits
 * (typing distance at most 2, 1 for short words), then the word of the sponsors that filed the most
 * ('clinik' -> 'clinic', not 'clini'; 'microsfot' -> 'microsoft').
 * Null when no word is close. Two index lookups over short words, whatever the number of sponsors.
 */
async function correctWord(db: DbOrTx, word: string): Promise<string | null> {
  const [contained] = await rows<{ found: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM sponsor_words WHERE word LIKE ${`%${escapeLike(word)}%`}) AS found`,
  );
  if (contained?.found) return word;
  const candidates = await withSettings(
    db,
    { 'pg_trgm.similarity_threshold': String(TYPO_SIMILARITY) },
    (tx) =>
      rows<{ word: string; filings: number }>(
        tx,
        sql`SELECT word, filings FROM sponsor_words WHERE word % ${word}
            ORDER BY similarity(word, ${word}) DESC LIMIT ${TYPO_CANDIDATES}`,
      ),
  );
  const maxEdits = word.length < 5 ? 1 : 2;
  let best: { word: string; edits: number; filings: number } | null = null;
  for (const candidate of candidates) {
    const edits = typingDistance(word, candidate.word);
    if (edits > maxEdits) continue;
    const filings = Number(candidate.filings);
    if (!best || edits < best.edits || (edits === best.edits && filings > best.filings)) {
      best = { word: candidate.word, edits, filings };
    }
  }
  return best?.word ?? null;
}

async function correctWords(db: DbOrTx, words: string[]): Promise<string[] | null> {
  const corrected: string[] = [];
  for (const word of words) {
    const replacement = await correctWord(db, word);
    if (replacement === null) return null;
    corrected.push(replacement);
  }
  return corrected;
}

const containsAll = (words: string[]): SQL =>
  sql.join(
    words.map((word) => sql`s.search_text LIKE ${`%${escapeLike(word)}%`}`),
    sql` AND `,
  );

/**
 * One page of sponsors. A name is looked for as words contained in the brand or any legal name (trigram
 * index); when nothing contains them all, the words nothing contains are corrected to the closest words
 * sponsors' names do contain (typos: 'amazn', 'microsfot') and the search runs again with them.
 */
export async function searchSponsors(db: DbOrTx, query: SponsorSearchQuery): Promise<SponsorSearchRows> {
  const words = query.q ? nameWords(query.q) : [];
  if (words.length === 0) {
    return { ...(await searchWith(db, query, null)), match: null, corrected: null };
  }
  // A brand's own name or nickname ('ey', 'infy', 'fb') names it outright: it is listed, and first, even
  // when other names contain the words and filed more ('Morgan Stanley' contains 'ey').
  const brand = query.q ? brandNamed(query.q) : undefined;
  const exact = brand
    ? await searchWith(db, query, sql`(${containsAll(words)} OR s.slug = ${brand.slug})`, brand.slug)
    : await searchWith(db, query, containsAll(words));
  if (exact.total > 0 || words.join('').length < 3) return { ...exact, match: 'exact', corrected: null };

  const corrected = await correctWords(db, words);
  if (!corrected || corrected.join(' ') === words.join(' '))
    return { ...exact, match: 'exact', corrected: null };
  const similar = await searchWith(db, query, containsAll(corrected));
  return similar.total > 0
    ? { ...similar, match: 'similar', corrected: corrected.join(' ') }
    : { ...exact, match: 'exact', corrected: null };
}

export type CoverageFileRow = {
  format: string;
  file_name: string;
  fiscal_years: number[];
  naics_sectors: string[];
  imported_at: Date | string;
};

/** Every completed import, oldest first: which fiscal years and sectors the figures cover. */
export async function listImportedFiles(db: DbOrTx): Promise<CoverageFileRow[]> {
  return rows<CoverageFileRow>(
    db,
    sql`SELECT format, file_name, fiscal_years::int[] AS fiscal_years, naics_sectors, imported_at
        FROM sponsor_import_files WHERE status = 'complete' ORDER BY imported_at, id`,
  );
}

export async function coverageCounts(db: DbOrTx): Promise<{ employers: number; sectors: string[] }> {
  const [row] = await rows<{ employers: number; sectors: string[] | null }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM sponsors) AS employers,
          (SELECT array_agg(DISTINCT naics ORDER BY naics) FROM sponsors WHERE naics IS NOT NULL) AS sectors`,
  );
  return { employers: Number(row?.employers ?? 0), sectors: row?.sectors ?? [] };
}

export type SponsorRow = {
  id: number;
  slug: string;
  name: string;
  kind: string;
  naics: string | null;
  states: string[];
  approvals: number;
  denials: number;
  lca_filings: number;
  lca_median_wage: number | null;
  latest_fiscal_year: number | null;
  /** The wage-level mix of its certified LCA filings. */
  wage_levels: WageLevelRow;
};

/**
 * The sponsor at an address, or the one a gone sponsor's address redirects to (its entities joined a brand:
 * `sponsor_slug_redirects`); then the row's slug is not the one asked for.
 */
export async function findSponsorBySlug(db: DbOrTx, slug: string): Promise<SponsorRow | null> {
  const [row] = await rows<SponsorRow>(
    db,
    sql`SELECT id, slug, name, kind, naics, states, approvals, denials, lca_filings, lca_median_wage,
          latest_fiscal_year::int AS latest_fiscal_year,
          json_build_object('I', wage_level_1, 'II', wage_level_2, 'III', wage_level_3, 'IV', wage_level_4,
            'unknown', wage_level_unknown) AS wage_levels
        FROM sponsors
        WHERE id = coalesce((SELECT id FROM sponsors WHERE slug = ${slug}),
          (SELECT sponsor_id FROM sponsor_slug_redirects WHERE slug = ${slug}))`,
  );
  return row ?? null;
}

export type YearRow = {
  fiscal_year: number;
  initial_approvals: number;
  initial_denials: number;
  continuing_approvals: number;
  continuing_denials: number;
  approvals: number;
  denials: number;
  lca_filings: number;
};

export async function findYearStats(db: DbOrTx, sponsorId: number): Promise<YearRow[]> {
  return rows<YearRow>(
    db,
    sql`SELECT fiscal_year::int AS fiscal_year, initial_approvals, initial_denials, continuing_approvals,
          continuing_denials, approvals, denials, lca_filings
        FROM sponsor_year_stats WHERE sponsor_id = ${sponsorId} ORDER BY fiscal_year`,
  );
}

export type EntityRow = { name: string; approvals: number; denials: number; lca_filings: number };

/** The legal entities behind a sponsor, largest first (at most `limit`). */
export async function findLegalEntities(db: DbOrTx, sponsorId: number, limit = 50): Promise<EntityRow[]> {
  return rows<EntityRow>(
    db,
    sql`SELECT name, approvals, denials, lca_filings FROM sponsor_employers
        WHERE sponsor_id = ${sponsorId}
        ORDER BY approvals + denials + lca_filings DESC, name LIMIT ${limit}`,
  );
}

export type TitleWageRow = {
  title: string;
  soc_code: string | null;
  count: number;
  p25: number;
  median: number;
  p75: number;
};

/** The most filed job titles with at least 5 annual wages: count and quartiles (precomputed). */
export async function findTopTitles(db: DbOrTx, sponsorId: number, limit = 15): Promise<TitleWageRow[]> {
  return rows<TitleWageRow>(
    db,
    sql`SELECT title, soc_code, filings AS count, p25, median, p75 FROM sponsor_title_stats
        WHERE sponsor_id = ${sponsorId} ORDER BY filings DESC, title LIMIT ${limit}`,
  );
}

export type WageLevelRow = { I: number; II: number; III: number; IV: number; unknown: number };

export type WorksiteRow = { state: string; city: string | null; filings: number };

/** Filings per worksite state, and the top cities (precomputed). */
export async function findWorksites(
  db: DbOrTx,
  sponsorId: number,
): Promise<{ states: { state: string; filings: number }[]; cities: WorksiteRow[] }> {
  const found = await rows<WorksiteRow>(
    db,
    sql`SELECT state, city, filings FROM sponsor_worksites WHERE sponsor_id = ${sponsorId}
        ORDER BY filings DESC, state, city`,
  );
  return {
    states: found
      .filter((row) => row.city === null)
      .map((row) => ({ state: row.state, filings: row.filings })),
    cities: found.filter((row) => row.city !== null).slice(0, 20),
  };
}

export type SourceRow = {
  format: string;
  file_name: string;
  fiscal_years: number[];
  imported_at: Date | string;
};

/** The imported files any of this sponsor's figures come from (precomputed), oldest first. */
export async function findSources(db: DbOrTx, sponsorId: number): Promise<SourceRow[]> {
  return rows<SourceRow>(
    db,
    sql`SELECT fl.format, fl.file_name, fl.fiscal_years::int[] AS fiscal_years, fl.imported_at
        FROM sponsor_sources x JOIN sponsor_import_files fl ON fl.id = x.file_id
        WHERE x.sponsor_id = ${sponsorId} AND fl.status = 'complete'
        ORDER BY fl.imported_at, fl.id`,
  );
}

export type OpenJobRow = { id: number; title: string; location: string; posted_at: Date | string };

/**
 * This sponsor's jobs still listed on our board (job organisations matched to it), newest first. Joined on
 * the indexed organization_slug (the match table stores slugify(organization) as jobs do), then the name.
 */
export async function findOpenJobs(db: DbOrTx, sponsorId: number, limit = 10): Promise<OpenJobRow[]> {
  return rows<OpenJobRow>(
    db,
    sql`SELECT j.id::int AS id, j.title, j.location, j.posted_at
        FROM sponsor_company_matches m
        JOIN jobs j ON j.organization_slug = m.organization_slug AND j.organization = m.organization
        WHERE m.sponsor_id = ${sponsorId} AND (j.expires_at IS NULL OR j.expires_at > now())
        ORDER BY j.posted_at DESC, j.id DESC LIMIT ${limit}`,
  );
}

/** A sponsor's latest fiscal-year figures, as `filingRecordOf` (read-service.ts) reads them. */
export type FilingRecordRow = {
  slug: string;
  name: string;
  latest_fiscal_year: number;
  latest_approvals: number;
  latest_decisions: number;
};

/** A sponsor's latest USCIS figures by slug; none when it has no decisions. */
export async function findFilingRecordBySlug(db: DbOrTx, slug: string): Promise<FilingRecordRow | undefined> {
  const [row] = await rows<FilingRecordRow>(
    db,
    sql`SELECT s.slug, s.name, s.latest_fiscal_year::int AS latest_fiscal_year, s.latest_approvals,
          s.latest_decisions
        FROM sponsors s WHERE s.slug = ${slug} AND s.latest_fiscal_year IS NOT NULL`,
  );
  return row;
}

/** Sponsor slugs in id order after `afterId`, for the sitemap (keyset pages, streamed). */
export async function listSponsorSlugs(
  db: DbOrTx,
  afterId: number,
  limit: number,
): Promise<{ id: number; slug: string; updated_at: Date | string }[]> {
  return rows(
    db,
    sql`SELECT id, slug, updated_at FROM sponsors WHERE id > ${afterId} ORDER BY id LIMIT ${limit}`,
  );
}

export async function countSponsors(db: DbOrTx): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM sponsors`);
  return Number(row?.n ?? 0);
}

/** The id of the first sponsor of each sitemap file (every `size`-th in id order). */
export async function sitemapFileStarts(db: DbOrTx, size: number): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM sponsors) r
        WHERE n % ${size} = 0 ORDER BY id`,
  );
  return found.map((row) => Number(row.id));
}
