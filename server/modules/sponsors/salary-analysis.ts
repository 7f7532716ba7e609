import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { withSettings, type DbOrTx } from '../../../db/client.ts';
import type { SalaryAnalysis } from '../../../core/sponsors/read-api.ts';
import { annualJobSalary, MIN_WAGE_FILINGS } from '../../../core/sponsors/salary.ts';
import { WAGE_LEVELS } from '../../../core/sponsors/wages.ts';
import { lookupPrevailingWage } from './import/alc.ts';
import { US_STATES } from '../../../core/us-states.ts';
import { rowsOf } from '../community/sql.ts';
import { onDataChanged } from '../../lib/data-versions.ts';

/**
 * A job's salary next to the LCA wages filed for work like it (issue 13): the occupation (SOC code) most
 * filings with a similar title carry, in the job's metro (its city), else its state, else nationwide; within
 * that, the filings whose title is similar when there are at least 5 of them. Every step reads an index and
 * the occupation guess reads the distinct filed titles (lca_titles), so a job page pays a few milliseconds.
 */

/** Trigram similarity of a filed title to the job's; 0.5 keeps 'Registered Nurse - ICU' and drops 'Nurse Practitioner'. */
const TITLE_SIMILARITY = 0.5;
/**
 * The trigram threshold, and index reads only: the planner costs `%` like a cheap operator, so on a small
 * table of filed titles (the shipped samples' 3,443) it scanned them all, computing every title's trigrams:
 * 16 ms per occupation guess, where the trigram index answers in 0.3-1.8 ms. The filings' counts and
 * aggregates read their (occupation, state) or trigram index either way.
 */
const WAGE_LOOKUP_SETTINGS = {
  'pg_trgm.similarity_threshold': String(TITLE_SIMILARITY),
  enable_seqscan: 'off',
};
const SENIORITY =
  /\b(senior|sr|junior|jr|lead|principal|staff|head|chief|associate|entry level|i{1,3}|iv|[1-4])\b/g;

/** The part of a job title that names the work: 'Senior Registered Nurse (ICU), Nights' -> 'registered nurse'. */
export function coreTitle(title: string): string {
  return title
    .toLowerCase()
    .split(/[,(|/]| - | – /)[0]!
    .replace(SENIORITY, ' ')
    .replace(/[^a-z0-9&+#. ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

type Area = { kind: 'metro' | 'state' | 'national'; label: string; where: SQL };

function areas(city: string | null, state: string | null): Area[] {
  const list: Area[] = [];
  const stateName = state ? (US_STATES[state] ?? state) : null;
  if (state && city)
    list.push({
      kind: 'metro',
      label: `${city}, ${state}`,
      where: sql`f.worksite_state = ${state} AND lower(f.worksite_city) = ${city.toLowerCase()}`,
    });
  if (state) list.push({ kind: 'state', label: stateName ?? state, where: sql`f.worksite_state = ${state}` });
  list.push({ kind: 'national', label: 'United States', where: sql`TRUE` });
  return list;
}

type Aggregate = {
  count: number;
  p25: number;
  median: number;
  p75: number;
  l1: number;
  l2: number;
  l3: number;
  l4: number;
  years: number[] | null;
};

export type SalaryAnalysisInput = {
  title: string;
  city: string | null;
  state: string | null;
  ai_salary_min: number | null;
  ai_salary_max: number | null;
  ai_salary_currency: string | null;
  ai_salary_unit: string | null;
};

/**
 * The official prevailing-wage level the offered pay reaches for the occupation and area, from the OFLC
 * tables when they are loaded (the level the weighted H-1B selection counts); null without tables or pay.
 */
async function officialLevel(
  db: DbOrTx,
  job: SalaryAnalysisInput,
  socCode: string | null,
): Promise<SalaryAnalysis['official_level']> {
  const offered = annualJobSalary(job);
  if (!offered || !socCode || !job.state) return null;
  const table = await lookupPrevailingWage(db, { socCode, state: job.state, city: job.city });
  if (!table) return null;
  let reached: SalaryAnalysis['official_level'] = null;
  for (const [index, level] of WAGE_LEVELS.entries()) {
    const wage = table.levels[index];
    if (wage !== null && wage !== undefined && offered.low >= wage)
      reached = { level, wage, source: `OFLC prevailing wage table, ${table.areaName}` };
  }
  return reached;
}

/** What the LCA filings say of a role in a place, before the offered pay is compared with anything. */
type OccupationWages = Omit<SalaryAnalysis, 'official_level'>;

async function occupationWages(
  db: DbOrTx,
  title: string,
  city: string | null,
  state: string | null,
): Promise<OccupationWages | null> {
  return withSettings(db, WAGE_LOOKUP_SETTINGS, async (tx) => {
    const similar = sql`lower(f.job_title) % ${title}`;
    // The occupation most filings with a similar title are filed under, from the distinct titles (lca_titles),
    // not every filing: a trigram scan of 450,000 filings took 57-210 ms per title. No row at all: no
    // certified filing has a similar title, so no area can have enough of them (one lookup, not four).
    const [guess] = await rows<{ soc_code: string | null; soc_title: string | null }>(
      tx,
      sql`SELECT soc_code, max(soc_title) AS soc_title FROM lca_titles t WHERE t.title % ${title}
          GROUP BY soc_code ORDER BY (soc_code IS NULL), sum(t.filings) DESC, soc_code LIMIT 1`,
    );
    if (!guess) return null;
    const soc =
      guess.soc_code === null ? undefined : { soc_code: guess.soc_code, soc_title: guess.soc_title };
    const occupation = soc ? sql`f.soc_code = ${soc.soc_code}` : similar;
    const base = sql`f.certified AND f.wage_from IS NOT NULL AND ${occupation}`;

    for (const area of areas(city, state)) {
      // Similar titles within the occupation when there are enough of them, else the whole occupation.
      const [counts] = await rows<{ n_all: number; n_similar: number }>(
        tx,
        sql`SELECT count(*)::int AS n_all, count(*) FILTER (WHERE ${similar})::int AS n_similar
            FROM lca_filings f WHERE ${base} AND ${area.where}`,
      );
      const all = Number(counts?.n_all ?? 0);
      if (all < MIN_WAGE_FILINGS) continue;
      const narrow = Number(counts?.n_similar ?? 0) >= MIN_WAGE_FILINGS && soc !== undefined;
      const [agg] = await rows<Aggregate>(
        tx,
        sql`SELECT count(*)::int AS count,
              percentile_cont(0.25) WITHIN GROUP (ORDER BY f.wage_from)::float8 AS p25,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY f.wage_from)::float8 AS median,
              percentile_cont(0.75) WITHIN GROUP (ORDER BY f.wage_from)::float8 AS p75,
              count(*) FILTER (WHERE f.pw_wage_level = 'I')::int AS l1,
              count(*) FILTER (WHERE f.pw_wage_level = 'II')::int AS l2,
              count(*) FILTER (WHERE f.pw_wage_level = 'III')::int AS l3,
              count(*) FILTER (WHERE f.pw_wage_level = 'IV')::int AS l4,
              array_agg(DISTINCT f.fiscal_year::int) AS years
            FROM lca_filings f WHERE ${base} AND ${area.where}${narrow ? sql` AND ${similar}` : sql``}`,
      );
      if (!agg) return null;
      const count = Number(agg.count);
      const levels = [agg.l1, agg.l2, agg.l3, agg.l4].map(Number) as [number, number, number, number];
      return {
        basis: {
          title: narrow || !soc ? title : (soc.soc_title ?? title),
          soc_code: soc?.soc_code ?? null,
          soc_title: soc?.soc_title ?? null,
          area: area.label,
          area_kind: area.kind,
        },
        wages: {
          count,
          p25: Math.round(Number(agg.p25)),
          median: Math.round(Number(agg.median)),
          p75: Math.round(Number(agg.p75)),
        },
        wage_levels: {
          I: levels[0],
          II: levels[1],
          III: levels[2],
          IV: levels[3],
          unknown: count - levels.reduce((a, b) => a + b, 0),
        },
        fiscal_years: (agg.years ?? []).map(Number).sort((a, b) => a - b),
      };
    }
    return null;
  });
}

/** How long the wages of a role in a place are reused: the LCA figures change only when a year is imported. */
export const SALARY_MEMO_TTL_MS = 10 * 60_000;
const SALARY_MEMO_ENTRIES = 20_000;

type Memo = LRUCache<string, { wages: OccupationWages | null }>;
const memos = new WeakMap<DbOrTx, Memo>();
let sponsorDataGeneration = 0;
onDataChanged((areas) => {
  if (areas.includes('sponsors')) sponsorDataGeneration += 1;
});

/**
 * A job's salary analysis. The wages filed for its role (the title's core: 'Senior Data Analyst II' is 'data
 * analyst') in its place are reused for SALARY_MEMO_TTL_MS, per database: they took 20-80 ms of database work
 * and are the same for every visitor and every such job. Only the comparison with the job's own pay is
 * made each time. An import in this process (notifyDataChanged('sponsors')) starts afresh at once; one in
 * another process is seen within the TTL.
 */
export async function analyzeSalary(db: DbOrTx, job: SalaryAnalysisInput): Promise<SalaryAnalysis | null> {
  const title = coreTitle(job.title);
  if (title.length < 3) return null;
  const state = job.state && /^[A-Z]{2}$/.test(job.state) ? job.state : null;
  let memo = memos.get(db);
  if (!memo) {
    memo = new LRUCache({ max: SALARY_MEMO_ENTRIES, ttl: SALARY_MEMO_TTL_MS });
    memos.set(db, memo);
  }
  const key = JSON.stringify([sponsorDataGeneration, title, job.city, state]);
  let kept = memo.get(key);
  if (!kept) {
    kept = { wages: await occupationWages(db, title, job.city, state) };
    memo.set(key, kept);
  }
  const { wages } = kept;
  if (!wages) return null;
  return { ...wages, official_level: await officialLevel(db, job, wages.basis.soc_code) };
}
