/**
 * GET /api/recommendations (SPEC get_personalized_job_recommendations_v2, limit 30), decision 040.
 *
 * Bounded work at a million jobs: every signal yields a small candidate set read through the existing
 * search indexes (title vectors walked in the filter indexes' order, description vectors in date order,
 * the filter indexes for place), each LIMITed and under a statement timeout; only the few hundred
 * candidates are then looked at closely (skills named in their description, place, age, sponsorship) and
 * scored by core/personalization/recommend.ts. Nothing ranks the whole table.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { withSettings, type DbOrTx } from '../../../db/client.ts';
import { readResume } from '../../../core/analysis/resume.ts';
import type { RecommendationsResponse } from '../../../core/personalization/api.ts';
import {
  pickRecommendations,
  preferredPlace,
  scoreCandidate,
  type Candidate,
  type SearchSignal,
  type UserPlace,
} from '../../../core/personalization/recommend.ts';
import { parseLocationFilter } from '../../../core/personalization/search-history.ts';
import { titleAsSearch } from '../../../core/related-searches.ts';
import { presentJobListItem } from '../jobs/presenters.ts';
import { findJobsByIds } from '../jobs/repository.ts';
import {
  buildTsQuery,
  titleMatchQuery,
  filterConditions,
  filterTsQuery,
  withIntents,
  type SearchFilters,
} from '../jobs/search.ts';
import { findResumeByUserId } from '../resumes/repository.ts';
import { rows } from './repository.ts';

/** Candidates read per signal. */
export const CANDIDATES_PER_SEARCH = 60;
export const CANDIDATES_PER_VIEWED_TITLE = 40;
export const CANDIDATES_FROM_RESUME = 80;
export const CANDIDATES_FRESH = 40;
export const CANDIDATES_POPULAR = 40;
/** Searches and viewed titles used as signals. */
export const MAX_SEARCH_SIGNALS = 3;
/** A search in a city that finds fewer jobs there than this also looks in the city's state. */
export const WIDEN_BELOW = 10;
export const MAX_VIEWED_SIGNALS = 2;
/** Resume skills used (the most mentioned). */
export const MAX_RESUME_SKILLS = 12;
/** Skills OR-ed in the resume candidate query (the top ones). */
const RESUME_QUERY_SKILLS = 6;
/** Rows a title walk reads at least and at most before it gathers the matches instead. */
const MIN_WALK_ROWS = 2_000;
const MAX_WALK_ROWS = 20_000;
/** Interactions of everyone counted as popularity. */
const POPULAR_DAYS = 14;
const POPULAR_SCAN_ROWS = 5000;
/** A candidate query that takes longer than this is cut short (that signal is skipped, logged). */
const SIGNAL_TIMEOUT_MS = 400;

type Log = Pick<FastifyBaseLogger, 'warn' | 'debug'>;

const WALK = { enable_bitmapscan: 'off', enable_seqscan: 'off', max_parallel_workers_per_gather: '0' };
/** Gathering every match through the full-text index, then sorting (never walking a B-tree in order). */
const GATHER = { enable_indexscan: 'off', enable_seqscan: 'off', max_parallel_workers_per_gather: '0' };
const TIMEOUT = { statement_timeout: `${SIGNAL_TIMEOUT_MS}ms` };

type ColumnShares = Map<string, { shares: Map<string, number>; rest: number }>;
type TableStats = { n: number; columns: ColumnShares; at: number };
const tableStats = new WeakMap<object, TableStats>();
/** The filter columns of `job_search` whose value shares the planner's statistics give us. */
const FILTER_COLUMNS = {
  city: 'city',
  state: 'state',
  workArrangement: 'work_style',
  employmentType: 'employment_type',
} as const;

/**
 * Rows of `job_search` and, per filter column, the share of rows holding each common value (and the share a
 * value outside that list holds on average), from the statistics ANALYZE keeps (`pg_stats`): read once a
 * minute, never a scan of the table.
 */
async function searchTableStats(db: DbOrTx): Promise<TableStats> {
  const cached = tableStats.get(db);
  if (cached && Date.now() - cached.at < 60_000) return cached;
  const [[size], stats] = await Promise.all([
    rows<{ n: number }>(db, sql`SELECT reltuples::float8 AS n FROM pg_class WHERE relname = 'job_search'`),
    rows<{
      column: string;
      n_distinct: number;
      null_frac: number;
      vals: string[] | null;
      freqs: number[] | null;
    }>(
      db,
      sql`SELECT attname AS column, n_distinct::float8 AS n_distinct, null_frac::float8 AS null_frac,
          most_common_vals::text::text[] AS vals, most_common_freqs::float8[] AS freqs
        FROM pg_stats WHERE schemaname = current_schema() AND tablename = 'job_search'
          AND attname IN (${sql.join(
            Object.values(FILTER_COLUMNS).map((name) => sql`${name}`),
            sql`, `,
          )})`,
    ),
  ]);
  const n = Math.max(0, Number(size?.n ?? 0));
  const columns: ColumnShares = new Map();
  for (const row of stats) {
    const vals = row.vals ?? [];
    const freqs = (row.freqs ?? []).map(Number);
    const shares = new Map(vals.map((value, index) => [value, freqs[index] ?? 0]));
    const listed = freqs.reduce((sum, freq) => sum + freq, 0);
    // n_distinct < 0 is a share of the rows (-1: every value distinct).
    const distinct = row.n_distinct < 0 ? -row.n_distinct * n : row.n_distinct;
    const others = Math.max(1, distinct - vals.length);
    columns.set(row.column, { shares, rest: Math.max(0, 1 - listed - Number(row.null_frac)) / others });
  }
  const result = { n, columns, at: Date.now() };
  tableStats.set(db, result);
  return result;
}

/** The share of `job_search` rows that pass the column filters, from the statistics (1 without statistics). */
function filterShare(stats: TableStats, filters: SearchFilters): number {
  let share = 1;
  for (const [key, column] of Object.entries(FILTER_COLUMNS) as [keyof typeof FILTER_COLUMNS, string][]) {
    const value = filters[key];
    if (!value) continue;
    const known = stats.columns.get(column);
    if (known) share *= known.shares.get(value) ?? known.rest;
  }
  return share;
}

/**
 * Jobs whose title or organisation has every word of `text`, in the filter indexes' order, at most `k`.
 * The filters are ANDed into the tsquery as their lexemes (decision 013), so the full-text index alone can
 * gather "these words in this place". Two plans, chosen by the rows each would read: walking the filter
 * index in its order reads about k / (share of jobs with the words) rows; gathering every match reads the
 * matches in the place (the lexicon's count of the words times the place's share of jobs). A rare title in
 * a city is gathered (a walk would read tens of thousands of the city's rows), a common one walked.
 */
async function titleCandidates(
  db: DbOrTx,
  text: string,
  filters: SearchFilters,
  k: number,
): Promise<number[]> {
  const built = await buildTsQuery(db, text, 'and');
  if (!built) return [];
  const lexemes = filterTsQuery(filters);
  const tsquery =
    lexemes === null ? titleMatchQuery(built) : sql`(${titleMatchQuery(built)} && ${lexemes}::tsquery)`;
  const order = sql`ORDER BY s.sponsor_rank DESC, s.posted_at DESC, s.id DESC`;
  const stats = await searchTableStats(db);
  const estimate = Math.max(built.estimate, 1);
  const gathered = estimate * filterShare(stats, filters);
  const walked = stats.n > 0 ? (k * stats.n) / estimate : Number.POSITIVE_INFINITY;
  const gather = () =>
    withSettings(db, { ...GATHER, ...TIMEOUT }, (tx) =>
      rows<{ id: number }>(
        tx,
        sql`SELECT s.id::int AS id FROM job_search s
          WHERE ${filterConditions(filters)} AND s.title_tsv @@ ${tsquery} ${order} LIMIT ${k}`,
      ),
    );
  if (gathered <= walked) return (await gather()).map((row) => Number(row.id));
  // The walk reads the place's jobs in order and stops after a bounded number of rows: the lexicon's
  // estimate is only a guess for phrases and synonyms ("software development engineer in test"), and a
  // walk that never meets a match would read the whole place. Fewer than k matches in those rows means
  // the matches are few, so gathering them all is cheap.
  const cap = Math.min(MAX_WALK_ROWS, Math.max(MIN_WALK_ROWS, Math.ceil(3 * walked)));
  const walkedRows = await withSettings(db, { ...WALK, ...TIMEOUT }, (tx) =>
    rows<{ id: number }>(
      tx,
      sql`SELECT w.id::int AS id FROM (
          SELECT s.id, s.title_tsv, s.sponsor_rank, s.posted_at FROM job_search s
          WHERE ${filterConditions(filters)} ${order} LIMIT ${cap}
        ) w WHERE w.title_tsv @@ ${tsquery}
        ORDER BY w.sponsor_rank DESC, w.posted_at DESC, w.id DESC LIMIT ${k}`,
    ),
  );
  const found = walkedRows.length >= k ? walkedRows : await gather();
  return found.map((row) => Number(row.id));
}

/** Newest jobs whose description names any of the skills (OR), in the place if one is given. */
async function skillCandidates(
  db: DbOrTx,
  skills: readonly string[],
  filters: SearchFilters,
  k: number,
): Promise<number[]> {
  if (skills.length === 0) return [];
  const any = sql.join(
    skills.map((skill) => sql`phraseto_tsquery('english', search_text(${skill}))`),
    sql` || `,
  );
  const query = sql`SELECT d.id::int AS id FROM job_search_doc d JOIN job_search s ON s.id = d.id
    WHERE ${filterConditions(filters)} AND d.doc_tsv @@ (${any})
    ORDER BY d.posted_at DESC, d.id DESC LIMIT ${k}`;
  // Skills a resume names are common words of descriptions: walking newest first finds k soon.
  const found = await withSettings(db, { ...WALK, ...TIMEOUT }, (tx) => rows<{ id: number }>(tx, query));
  return found.map((row) => Number(row.id));
}

/** The newest jobs in the place (sponsoring first), through the filter indexes. */
async function freshCandidates(db: DbOrTx, filters: SearchFilters, k: number): Promise<number[]> {
  const found = await withSettings(db, TIMEOUT, (tx) =>
    rows<{ id: number }>(
      tx,
      sql`SELECT s.id::int AS id FROM job_search s WHERE ${filterConditions(filters)}
        ORDER BY s.sponsor_rank DESC, s.posted_at DESC, s.id DESC LIMIT ${k}`,
    ),
  );
  return found.map((row) => Number(row.id));
}

/** Jobs most interacted with by everyone in the last days (a bounded scan of the newest interactions). */
async function popularCandidates(db: DbOrTx, k: number): Promise<Map<number, number>> {
  const found = await withSettings(db, TIMEOUT, (tx) =>
    rows<{ id: number; n: number }>(
      tx,
      sql`SELECT r.job_id::int AS id, count(*)::int AS n FROM (
          SELECT job_id FROM user_job_interactions
          WHERE created_at > now() - make_interval(days => ${POPULAR_DAYS})
          ORDER BY created_at DESC LIMIT ${POPULAR_SCAN_ROWS}
        ) r JOIN job_search s ON s.id = r.job_id
        WHERE s.expires_at IS NULL OR s.expires_at > now()
        GROUP BY r.job_id ORDER BY n DESC, r.job_id DESC LIMIT ${k}`,
    ),
  );
  return new Map(found.map((row) => [Number(row.id), Number(row.n)]));
}

type Facts = {
  id: number;
  organization_slug: string;
  title: string;
  city: string | null;
  state: string | null;
  posted_at: string | Date;
  sponsor_rank: number;
  skill_matches: number;
};

/** The facts scoring needs, for the candidates still listed; skills counted on their description vectors. */
async function candidateFacts(db: DbOrTx, ids: number[], skills: readonly string[]): Promise<Facts[]> {
  if (ids.length === 0) return [];
  const skillCount =
    skills.length === 0
      ? sql`0`
      : sql`(SELECT count(*) FROM job_search_doc d, unnest(ARRAY[${sql.join(
          skills.map((skill) => sql`${skill}`),
          sql`, `,
        )}]::text[]) AS k(name)
          WHERE d.id = s.id AND d.doc_tsv @@ phraseto_tsquery('english', search_text(k.name)))`;
  return rows<Facts>(
    db,
    sql`SELECT s.id::int AS id, j.organization_slug, j.title, s.city, s.state, s.posted_at, s.sponsor_rank::int AS sponsor_rank,
        ${skillCount}::int AS skill_matches
      FROM job_search s JOIN jobs j ON j.id = s.id
      WHERE s.id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) AND (s.expires_at IS NULL OR s.expires_at > now())`,
  );
}

/** Resume skills (most mentioned first), computed once per stored resume. */
const skillCache = new Map<string, string[]>();
const SKILL_CACHE_SIZE = 500;
export function resumeSkills(resumeId: string, text: string | null, today: Date): string[] {
  const cached = skillCache.get(resumeId);
  if (cached) return cached;
  let skills: string[] = [];
  if (text && text.trim()) {
    const counts = new Map<string, number>();
    for (const mention of readResume(text, today.toISOString().slice(0, 10)).mentions) {
      if (mention.negated) continue;
      counts.set(mention.skill.name, (counts.get(mention.skill.name) ?? 0) + 1);
    }
    skills = [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, MAX_RESUME_SKILLS)
      .map(([name]) => name);
  }
  if (skillCache.size >= SKILL_CACHE_SIZE) skillCache.delete(skillCache.keys().next().value as string);
  skillCache.set(resumeId, skills);
  return skills;
}

type HistoryRow = {
  search_term: string;
  location_filter: string | null;
  work_arrangement_filter: string | null;
  employment_type_filter: string | null;
};
type InteractionFacts = {
  job_id: number;
  interaction_type: string;
  title: string;
  city: string | null;
  state: string | null;
};

/** What the user did: the last searches with filters, the last interactions with the jobs' titles and places. */
async function userSignals(db: DbOrTx, userId: string) {
  const [history, interactions, resume] = await Promise.all([
    rows<HistoryRow>(
      db,
      sql`SELECT search_term, location_filter, work_arrangement_filter, employment_type_filter
        FROM user_search_history WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT 20`,
    ),
    rows<InteractionFacts>(
      db,
      sql`SELECT i.job_id::int AS job_id, i.interaction_type, j.title, j.city, j.state
        FROM user_job_interactions i JOIN jobs j ON j.id = i.job_id
        WHERE i.user_id = ${userId} ORDER BY i.created_at DESC, i.id DESC LIMIT 100`,
    ),
    findResumeByUserId(db, userId),
  ]);
  return { history, interactions, resume };
}

type Signal = {
  kind: 'search' | 'viewed' | 'resume' | 'fresh';
  search?: SearchSignal;
  viewedTitle?: string;
  run: () => Promise<number[]>;
};

/**
 * The recommendations of one user. Never throws: an error is logged and gives an empty list (SPEC section 8
 * "Silent handling"); a signal that fails or times out is skipped and logged.
 */
export async function recommendJobs(options: RecommendOptions): Promise<RecommendationsResponse> {
  try {
    return await recommend(options);
  } catch (error) {
    options.log.warn({ err: error }, 'Error fetching recommendations:');
    return { jobs: [], basis: 'popular' };
  }
}

type RecommendOptions = {
  db: DbOrTx;
  userId: string;
  limit: number;
  now: Date;
  log: Log;
  /** Told how long each step took (the benchmark's breakdown): 'signals', 'search', 'facts', ... */
  onTiming?: (step: string, ms: number) => void;
};

async function recommend(options: RecommendOptions): Promise<RecommendationsResponse> {
  const { db, userId, limit, now, log, onTiming } = options;
  const timed = async <T>(step: string, work: () => Promise<T>): Promise<T> => {
    if (!onTiming) return work();
    const start = performance.now();
    try {
      return await work();
    } finally {
      onTiming(step, performance.now() - start);
    }
  };
  const { history, interactions, resume } = await timed('user signals', () => userSignals(db, userId));

  // Searches: the newest distinct (term, filters), at most 3.
  const searches: { signal: SearchSignal; filters: SearchFilters }[] = [];
  const seenSearch = new Set<string>();
  for (const row of history) {
    const key = [
      row.search_term.toLowerCase(),
      row.location_filter,
      row.work_arrangement_filter,
      row.employment_type_filter,
    ].join('|');
    if (seenSearch.has(key)) continue;
    seenSearch.add(key);
    const { city, state } = parseLocationFilter(row.location_filter);
    searches.push({
      signal: { term: row.search_term, place: row.location_filter, rank: searches.length },
      filters: {
        city: city ?? undefined,
        state: state ?? undefined,
        workArrangement: (row.work_arrangement_filter ?? undefined) as SearchFilters['workArrangement'],
        employmentType: (row.employment_type_filter ?? undefined) as SearchFilters['employmentType'],
        hideNoSponsor: false,
        hasFilingRecord: false,
      },
    });
    if (searches.length >= MAX_SEARCH_SIGNALS) break;
  }

  const applied = new Set(interactions.filter((i) => i.interaction_type === 'apply').map((i) => i.job_id));
  const seen = new Set(interactions.map((i) => i.job_id));
  const place: UserPlace = preferredPlace([
    ...history.map((row) => parseLocationFilter(row.location_filter)),
    ...interactions.map((i) => ({ city: i.city, state: i.state })),
  ]);
  const placeFilters: SearchFilters = {
    city: undefined,
    state: place.state ?? undefined,
    workArrangement: undefined,
    employmentType: undefined,
    hideNoSponsor: false,
    hasFilingRecord: false,
  };

  // Viewed titles: the most frequent role names of the jobs opened, clicked or applied to.
  const titleCounts = new Map<string, number>();
  for (const interaction of interactions) {
    const title = titleAsSearch(interaction.title);
    if (title) titleCounts.set(title, (titleCounts.get(title) ?? 0) + 1);
  }
  const viewedTitles = [...titleCounts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_VIEWED_SIGNALS)
    .map(([title]) => title)
    .filter((title) => !searches.some((s) => s.signal.term.toLowerCase() === title.toLowerCase()));

  const skills = resume ? resumeSkills(resume.id, resume.textContent, now) : [];
  const hasActivity = searches.length > 0 || interactions.length > 0;
  const basis: RecommendationsResponse['basis'] = hasActivity
    ? 'activity'
    : skills.length > 0
      ? 'resume'
      : 'popular';

  const searchSignals = searches.flatMap((search): Signal[] => {
    // Read like the search itself reads it: intent words ('remote', 'entry level') become filters.
    const { filters, terms } = withIntents({
      search: search.signal.term,
      city: search.filters.city,
      state: search.filters.state,
      workArrangement: search.filters.workArrangement,
      employmentType: search.filters.employmentType,
      hideNoSponsor: false,
      hasFilingRecord: false,
      page: 0,
      pageSize: CANDIDATES_PER_SEARCH,
    });
    const candidatesIn = (where: SearchFilters) =>
      terms
        ? titleCandidates(db, terms, where, CANDIDATES_PER_SEARCH)
        : freshCandidates(db, where, CANDIDATES_PER_SEARCH);
    let asSearched: Promise<number[]> | undefined;
    const searched: Signal = {
      kind: 'search',
      search: search.signal,
      run: () => (asSearched ??= candidatesIn(filters)),
    };
    if (filters.city && filters.state) {
      // A search in one city that finds few jobs there goes on in the city's state: the same role a short
      // move away is what a person searching the city also wants (their search is the reason shown).
      const state = filters.state;
      const widened: Signal = {
        kind: 'search',
        search: search.signal,
        run: async () => {
          const inCity = await (asSearched ??= candidatesIn(filters));
          if (inCity.length >= WIDEN_BELOW) return [];
          return candidatesIn({ ...filters, city: undefined, state });
        },
      };
      return [searched, widened];
    }
    if (!filters.city && !filters.state && place.state) {
      // A search without a place finds the role anywhere; the user's own searches and clicks say where
      // they look, so the role there is gathered too (nationwide candidates rarely include it).
      const local: Signal = {
        kind: 'search',
        search: search.signal,
        run: () => candidatesIn({ ...filters, state: place.state ?? undefined }),
      };
      return [searched, local];
    }
    return [searched];
  });

  const signals: Signal[] = [
    ...searchSignals,
    ...viewedTitles.map((title): Signal => ({
      kind: 'viewed',
      viewedTitle: title,
      run: () => titleCandidates(db, title, placeFilters, CANDIDATES_PER_VIEWED_TITLE),
    })),
    {
      kind: 'resume',
      run: () =>
        skillCandidates(db, skills.slice(0, RESUME_QUERY_SKILLS), placeFilters, CANDIDATES_FROM_RESUME),
    },
    { kind: 'fresh', run: () => freshCandidates(db, placeFilters, CANDIDATES_FRESH) },
  ];
  const [results, popular] = await Promise.all([
    Promise.all(
      signals.map((signal) =>
        timed(signal.kind, signal.run).catch((error: unknown) => {
          log.warn({ err: error, signal: signal.kind }, 'recommendation signal failed; skipped');
          return [] as number[];
        }),
      ),
    ),
    timed('popular', () => popularCandidates(db, CANDIDATES_POPULAR)).catch((error: unknown) => {
      log.warn({ err: error, signal: 'popular' }, 'recommendation signal failed; skipped');
      return new Map<number, number>();
    }),
  ]);

  const searchOf = new Map<number, SearchSignal[]>();
  const viewedOf = new Map<number, string[]>();
  const ids = new Set<number>();
  for (const [index, signal] of signals.entries()) {
    for (const id of results[index] ?? []) {
      ids.add(id);
      if (signal.search) searchOf.set(id, [...(searchOf.get(id) ?? []), signal.search]);
      if (signal.viewedTitle) viewedOf.set(id, [...(viewedOf.get(id) ?? []), signal.viewedTitle]);
    }
  }
  for (const id of popular.keys()) ids.add(id);
  // Never a job already applied to; jobs already opened are not news either.
  for (const id of seen) ids.delete(id);
  for (const id of applied) ids.delete(id);

  const facts = await timed('facts', () => candidateFacts(db, [...ids], skills));
  const candidates: Candidate[] = facts.map((row) => ({
    id: Number(row.id),
    organizationSlug: row.organization_slug,
    title: row.title,
    city: row.city,
    state: row.state,
    postedAt: new Date(row.posted_at),
    sponsorRank: Number(row.sponsor_rank),
    searches: searchOf.get(Number(row.id)) ?? [],
    viewedTitles: viewedOf.get(Number(row.id)) ?? [],
    skillMatches: Number(row.skill_matches),
    popularity: popular.get(Number(row.id)) ?? 0,
  }));
  const picked = pickRecommendations(
    candidates.map((candidate) => scoreCandidate(candidate, place, now)),
    limit,
  );
  const jobRows = await timed('jobs', () =>
    findJobsByIds(
      db,
      picked.map((item) => item.id),
    ),
  );
  const byId = new Map(picked.map((item) => [item.id, item]));
  return {
    jobs: jobRows.map((row) => {
      const item = byId.get(row.id);
      return {
        ...presentJobListItem(row),
        relevance_score: item?.score ?? 0,
        reasons: item?.reasons ?? [],
      };
    }),
    basis,
  };
}
