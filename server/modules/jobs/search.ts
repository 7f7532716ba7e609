import { sql, type SQL } from 'drizzle-orm';
import {
  executeRecurring,
  SEARCH_CONNECTIONS_KEPT,
  sessionWithSettings,
  withSettings,
  type DbOrTx,
  type PlannerSettings,
} from '../../../db/client.ts';
import type { JobSearchQuery, UnderstoodQueryResult } from '../../../core/jobs.ts';
import {
  AMPERSAND_JOINED,
  EXPERIENCE_BANDS,
  hasShortenedEnding,
  INDEXED_PHRASES,
  parseQuery,
  phraseLexeme,
  ROLE_ONLY_WORDS,
  understandQuery,
  wholeWordOf,
  type ExperienceBand,
  type QueryPart,
} from '../../../core/search-terms.ts';
import { benefitParts } from '../../../core/search-benefits.ts';
import { skillSegments } from '../../../core/search-skills.ts';
import { usRegion } from '../../../core/us-regions.ts';
import { englishWords } from './english-words.ts';
import { keepLexicon, recallLexicon } from './lexicon-memo.ts';

/**
 * Bounded-work search (DESIGN section 5). Matches fall in two tiers: title/organisation matches, then
 * description-only matches. Inside a tier, candidates are read in date order (an index-ordered scan
 * that stops early even for broad terms) in fixed windows, and only each window is ranked by text
 * relevance, sponsorship and recency. The order is total and depends only on the data, so pages never
 * repeat or skip a job. Counts stop at COUNT_CAP: exact below it, a lower bound at it.
 */
export const RANK_WINDOW = 120;
export const COUNT_CAP = 1000;
const MIN_CORRECTABLE_LENGTH = 4;
/** Letters and a version number after them ('python3', 'html5'): the letters are the word read. */
const VERSIONED = /^([a-z]{3,})[0-9]+$/;
/** Loose on purpose: trigram similarity only shortlists; edit distance decides. */
const CANDIDATE_SIMILARITY = 0.2;
const CANDIDATES_PER_WORD = 12;

export type SearchFilters = Pick<
  JobSearchQuery,
  'city' | 'state' | 'workArrangement' | 'employmentType' | 'hideNoSponsor' | 'hasFilingRecord'
> & {
  /** From the search text: an experience band ('entry level', 'senior'). */
  experience?: ExperienceBand;
  /** From the search text ('sponsorship', 'h1b'): only jobs whose posting says they sponsor. */
  sponsorship?: boolean;
  /** From the search text ('bay area', 'dfw'): jobs in any of a metro area's cities (core/us-regions.ts). */
  places?: readonly { city: string; state: string }[];
  /** From the search text ('remote or hybrid'): the one work style left out. */
  notWorkArrangement?: 'remote' | 'hybrid' | 'onsite';
  /** From the search text ('NOT senior', '-intern'): words no title may have. */
  excludedTitleWords?: readonly string[];
};
export type SearchMatch = 'exact' | 'related';
export type SearchPage = {
  ids: number[];
  total: number;
  hasMore: boolean;
  queryText: string | null;
  match: SearchMatch;
  understood: UnderstoodQueryResult | null;
};

/**
 * Every search statement is planned for its values. A named statement (`executeRecurring`) is otherwise
 * planned generically from its sixth run on a connection when that plan's estimate is no worse than the
 * custom plans' average, and a generic plan knows neither the words nor how common they are: with it,
 * 'software engineer' cost 26-28 ms of PostgreSQL CPU a /jobs page, 8.7 ms planned afresh ('product
 * manager' 16.5 -> 7.2 ms; 'nurse' and 'python' 3.3-5.7 ms either way, 5,000 jobs).
 */
const CUSTOM_PLANS = { plan_cache_mode: 'force_custom_plan' };
/** Search's few fixed settings profiles run on connections opened with them (PostgreSQL; decision 007). */
const withSearchSettings = <T>(db: DbOrTx, settings: PlannerSettings, fn: (tx: DbOrTx) => Promise<T>) =>
  withSettings(db, { ...CUSTOM_PLANS, ...settings }, fn, { pooled: true });
/** A search statement with no other setting: on PostgreSQL's custom-plan connections; PGlite never names one. */
const searchRecurring = <T>(db: DbOrTx, query: SQL): Promise<T[]> =>
  executeRecurring<T>(sessionWithSettings(db, CUSTOM_PLANS) ?? db, query);
/**
 * Plans driven by a full-text index, for counts and existence checks of rare matches. Statements run with it
 * are shaped by `cappedRows`: planned for all their rows, the planner reads the full-text index as a bitmap
 * (a walk of a date or filter index would read a vector for every row it passes, the plan a LIMIT tempts
 * it into). A description match is checked on the vector's row itself (DOCUMENT); a join left in such a
 * statement (the filing-record filter's) is a nested loop, which stops at the cap.
 */
const INDEX_DRIVEN = {
  enable_seqscan: 'off',
  // A capped count stops after `cap` matches only in a nested loop: a hash join read every description match
  // of 'data engineer' in San Jose (7,152 vectors, 6,900 pages) to count 372.
  enable_hashjoin: 'off',
  enable_mergejoin: 'off',
  // Parallel workers each overshoot a LIMIT and cost a start-up; one process finishes first here.
  max_parallel_workers_per_gather: '0',
};

/**
 * At most `cap` of a query's rows, the query planned for all of them: a MATERIALIZED CTE is planned on its
 * own, without the LIMIT, and is read only as far as the LIMIT asks (the bitmap is built, its heap pages
 * are visited one by one).
 */
const cappedRows = (rows: SQL, cap: number, select: SQL) =>
  sql`WITH matches AS MATERIALIZED (${rows}) SELECT ${select} FROM (SELECT * FROM matches LIMIT ${cap}) counted`;
/** Plans that gather every match of the filters through their indexes (a bitmap), then sort them. */
const GATHER = { enable_indexscan: 'off', max_parallel_workers_per_gather: '0' };
/** Plans that walk a date index: chosen from our own estimate, which beats the planner's for phrases and ORs. */
const WALK = { enable_bitmapscan: 'off', enable_seqscan: 'off', max_parallel_workers_per_gather: '0' };
/** Typed words' near spellings among the listed ones, shortlisted by trigram similarity. */
const TRIGRAM_CANDIDATES = { 'pg_trgm.similarity_threshold': String(CANDIDATE_SIMILARITY) };
/** Every profile search runs statements with, each on CUSTOM_PLANS (a new one belongs here too). */
const SEARCH_PROFILES: readonly PlannerSettings[] = [{}, TRIGRAM_CANDIDATES, INDEX_DRIVEN, GATHER, WALK];

/**
 * Opens the connections each of search's settings profiles keeps (PostgreSQL; none on PGlite), each running
 * its allocator's warm-up (db/client.ts) as it opens: called once the server listens (server/main.ts), so
 * that no visitor's search waits for one. The pools keep them from then on. Resolves to the profiles opened.
 */
export async function warmSearchConnections(db: DbOrTx): Promise<number> {
  let opened = 0;
  for (const settings of SEARCH_PROFILES) {
    const session = sessionWithSettings(db, { ...CUSTOM_PLANS, ...settings });
    if (!session) break;
    // Asked for at once, so that the pool opens a connection for each.
    await Promise.all(Array.from({ length: SEARCH_CONNECTIONS_KEPT }, () => session.execute(sql`SELECT 1`)));
    opened += 1;
  }
  return opened;
}

/**
 * Filter predicates on the narrow table `job_search s`; only jobs still listed are searched. With `table` 'd',
 * on the description vectors' table `job_search_doc d` instead, which has copies of the expiry, the
 * sponsorship rank and the title vector (migration 0024) but not the other filter columns: a statement that
 * reads it alone must also AND the filters' lexemes into its tsquery (withFilterLexemes), which answer those.
 *
 * With `indexed: false`, for a statement whose tsquery carries the filters' lexemes (withFilterLexemes), the
 * conditions those lexemes answer are no index conditions (`IS TRUE`): they only check the rows read. Else
 * the planner ANDs the full-text index's bitmap with the filter's own index, taking the two for independent
 * where one answers the other: the title count of 'registered nurse' in CA read the 257,745 entries of the
 * state index to drop none of the 4,738 matches (47 ms; 13 without). Walks keep them: a walk per
 * sponsorship rank reads a filter index in date order.
 */
export function filterConditions(
  filters: SearchFilters,
  table: 's' | 'd' = 's',
  options: { indexed?: boolean } = {},
): SQL {
  const t = sql.raw(table);
  const answered = (condition: SQL) => (options.indexed === false ? sql`(${condition}) IS TRUE` : condition);
  const conditions: SQL[] = [sql`(${t}.expires_at IS NULL OR ${t}.expires_at > now())`];
  // sponsor_rank: 2 says it sponsors, 1 says nothing, 0 says it does not. It leads every filter index.
  if (filters.sponsorship) conditions.push(sql`${t}.sponsor_rank >= 2`);
  else if (filters.hideNoSponsor) conditions.push(sql`${t}.sponsor_rank >= 1`);
  // Employers with an H-1B filing record: the job's organisation matched a sponsor (two primary-key lookups).
  if (filters.hasFilingRecord)
    conditions.push(
      sql`EXISTS (SELECT 1 FROM jobs fj JOIN sponsor_company_matches fm ON fm.organization = fj.organization WHERE fj.id = ${t}.id AND fm.sponsor_id IS NOT NULL)`,
    );
  // The title's words carry weight A (the organisation's B): 'NOT senior' keeps 'Senior Living Co's jobs.
  if (filters.excludedTitleWords?.length)
    conditions.push(
      sql`NOT (${t}.title_tsv @@ to_tsquery('english', ${filters.excludedTitleWords
        .map((word) => `${tsqueryOperand(word)}:A`)
        .join(' | ')}))`,
    );
  if (table === 'd') return sql.join(conditions, sql` AND `);
  if (filters.city) conditions.push(answered(sql`s.city = ${filters.city}`));
  if (filters.state) conditions.push(answered(sql`s.state = ${filters.state}`));
  if (filters.places?.length)
    conditions.push(
      answered(
        sql`(s.city, s.state) IN (${sql.join(
          filters.places.map((place) => sql`(${place.city}, ${place.state})`),
          sql`, `,
        )})`,
      ),
    );
  if (filters.employmentType) conditions.push(answered(sql`s.employment_type = ${filters.employmentType}`));
  if (filters.workArrangement) conditions.push(answered(sql`s.work_style = ${filters.workArrangement}`));
  else if (filters.notWorkArrangement) conditions.push(sql`s.work_style <> ${filters.notWorkArrangement}`);
  if (filters.experience) {
    const band = EXPERIENCE_BANDS[filters.experience];
    conditions.push(sql`s.experience_years BETWEEN ${band.min} AND ${band.max}`);
  }
  return sql.join(conditions, sql` AND `);
}

/**
 * Every search vector also carries the job's filter values as lexemes a user cannot type (migration 0012,
 * `search_filter_vector()`): typed words only become `[a-z0-9]` lexemes, these start with '#'. AND-ing them into
 * the tsquery lets the full-text index answer "these words in this city" without reading every match of the
 * words first. The column filters stay in the WHERE clause too (they hold for the same rows).
 */
export const FILTER_LEXEME = {
  city: (value: string) => `#c:${value}`,
  state: (value: string) => `#s:${value}`,
  workStyle: (value: string) => `#w:${value}`,
  employmentType: (value: string) => `#e:${value}`,
  sponsorRank: (value: 0 | 1 | 2) => `#r:${value}`,
  experience: (band: ExperienceBand) => `#x:${band}`,
} as const;

/** A lexeme as a tsquery operand: quoted, with quotes doubled and backslashes escaped (no normalisation). */
export function tsqueryOperand(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * The filters as a tsquery over the filter lexemes (null without filters), plus `sponsor` for one sponsorship
 * segment of a search ('ok': may sponsor; 'no': says it does not). Same rows as filterConditions' columns.
 */
export function filterTsQuery(filters: SearchFilters, sponsor?: 'ok' | 'no'): string | null {
  const operands = filterLexemes(filters, sponsor).map(
    ({ lexeme, negated }) => `${negated ? '!' : ''}${tsqueryOperand(lexeme)}`,
  );
  if (filters.places?.length)
    operands.push(
      `(${placeLexemes(filters.places)
        .map(({ city, state }) => `${tsqueryOperand(city)} & ${tsqueryOperand(state)}`)
        .join(' | ')})`,
    );
  return operands.length > 0 ? operands.join(' & ') : null;
}

/** A tsquery AND-ed with the filters' lexemes, so the full-text index answers the words and the filters together. */
function withFilterLexemes(query: SQL, filters: SearchFilters, sponsor?: 'ok' | 'no'): SQL {
  const filterText = filterTsQuery(filters, sponsor);
  return filterText === null ? query : sql`(${query} && ${filterText}::tsquery)`;
}

/** Each place of a region as its city and state lexemes (the region's filter is any one of them). */
function placeLexemes(places: readonly { city: string; state: string }[]) {
  return places.map((place) => ({
    city: FILTER_LEXEME.city(place.city),
    state: FILTER_LEXEME.state(place.state),
  }));
}

/** The filter lexemes filterTsQuery ANDs, each required or (`negated`) excluded. */
function filterLexemes(
  filters: SearchFilters,
  sponsor?: 'ok' | 'no',
): { lexeme: string; negated: boolean }[] {
  const lexemes: { lexeme: string; negated: boolean }[] = [];
  const add = (lexeme: string, negated = false) => lexemes.push({ lexeme, negated });
  if (filters.city) add(FILTER_LEXEME.city(filters.city));
  if (filters.state) add(FILTER_LEXEME.state(filters.state));
  if (filters.employmentType) add(FILTER_LEXEME.employmentType(filters.employmentType));
  if (filters.workArrangement) add(FILTER_LEXEME.workStyle(filters.workArrangement));
  else if (filters.notWorkArrangement) add(FILTER_LEXEME.workStyle(filters.notWorkArrangement), true);
  if (filters.sponsorship) add(FILTER_LEXEME.sponsorRank(2));
  else if (filters.hideNoSponsor || sponsor === 'ok') add(FILTER_LEXEME.sponsorRank(0), true);
  if (sponsor === 'no') add(FILTER_LEXEME.sponsorRank(0));
  if (filters.experience) add(FILTER_LEXEME.experience(filters.experience));
  return lexemes;
}

/** How common each lexeme is in a table's vectors, from the planner's statistics. */
type LexemeShares = { share: Map<string, number>; rarest: number };
const lexemeShares = new WeakMap<object, Map<string, { shares: LexemeShares; at: number }>>();
/**
 * The most common elements ANALYZE keeps for a vector column (`job_search_doc.doc_tsv`: the filter values of
 * any size, such as '#c:Houston' or '#x:entry', are among them; `job_search.title_tsv`: the common title
 * words too) with their shares of all jobs; a lexeme missing from them is rarer than `rarest`. Kept a minute;
 * empty before the first ANALYZE, when every lexeme counts as in every job (the plan choice of before).
 */
async function vectorLexemeShares(
  db: DbOrTx,
  table: 'job_search_doc' | 'job_search',
  onlyFilters: boolean,
): Promise<LexemeShares> {
  const perTable = lexemeShares.get(db) ?? new Map<string, { shares: LexemeShares; at: number }>();
  lexemeShares.set(db, perTable);
  const cached = perTable.get(table);
  if (cached && Date.now() - cached.at < 60_000) return cached.shares;
  const column = table === 'job_search' ? 'title_tsv' : 'doc_tsv';
  const [row] = await searchRecurring<{ elems: string[] | null; freqs: number[] | null }>(
    db,
    sql`SELECT most_common_elems::text::text[] AS elems, most_common_elem_freqs::float8[] AS freqs
      FROM pg_stats WHERE schemaname = current_schema() AND tablename = ${table} AND attname = ${column}`,
  );
  const elems = row?.elems ?? [];
  const freqs = (row?.freqs ?? []).map(Number);
  const share = new Map<string, number>();
  elems.forEach((elem, index) => {
    // '#b:' lexemes are benefit words (migration 0021) and '#n:' whole words (0022), not filter values.
    const isFilter =
      elem.startsWith('#') &&
      !elem.startsWith(BENEFIT_LEXEME_PREFIX) &&
      !elem.startsWith(WHOLE_WORD_LEXEME_PREFIX);
    if (!onlyFilters || isFilter) share.set(elem, freqs[index] ?? 1);
  });
  // After the element shares come the smallest and the largest of them.
  const rarest = elems.length > 0 ? (freqs[elems.length] ?? 1) : 1;
  const shares = { share, rarest };
  perTable.set(table, { shares, at: Date.now() });
  return shares;
}
const filterLexemeShares = (db: DbOrTx) => vectorLexemeShares(db, 'job_search_doc', true);

/**
 * The share of all jobs the filters keep, assuming independent filters (an estimate for plan choice only),
 * and the share kept by the most selective required lexeme (what bounds the index's work).
 */
export function filterShare(
  filters: SearchFilters,
  sponsor: 'ok' | 'no' | undefined,
  shares: LexemeShares,
): { all: number; rarest: number } {
  let all = 1;
  let rarest = 1;
  for (const { lexeme, negated } of filterLexemes(filters, sponsor)) {
    const known = shares.share.get(lexeme);
    if (negated) all *= 1 - (known ?? 0);
    else {
      const value = known ?? shares.rarest;
      all *= value;
      rarest = Math.min(rarest, value);
    }
  }
  if (filters.places?.length) {
    // Any of the region's cities: at most the sum of their shares (a city's lexeme counts its namesakes too).
    const value = Math.min(
      1,
      placeLexemes(filters.places).reduce(
        (sum, { city }) => sum + (shares.share.get(city) ?? shares.rarest),
        0,
      ),
    );
    all *= value;
    rarest = Math.min(rarest, value);
  }
  return { all, rarest };
}

type WordAnalysis = {
  word: string;
  stem: string | null;
  exact: boolean;
  prefix: boolean;
  suggestion: string | null;
  /** The word the suggestion was read from, when a one-edit respelling found it ('nurse' for 'nurce'). */
  respelling: string | null;
  /** Jobs containing the stem (or its correction), and all words it starts, from the lexicon. */
  docs: number;
  prefix_docs: number;
  /** The same in descriptions' benefit text only ('#b:' lexemes; the lexicon's benefit_doc_count). */
  benefit_docs: number;
  benefit_prefix_docs: number;
};

type AnalysisRow = Omit<WordAnalysis, 'suggestion' | 'respelling'>;
/** A listed word a typed one may be read as, with its jobs, and its jobs by benefit text (see WordAnalysis). */
type Correction = { word: string; docs: number; benefitDocs: number };

/**
 * Stems every word and looks it up in the lexicon (one statement). For words the lexicon does not know, a
 * second statement finds their one-edit respellings the lexicon knows (`oneEditRespellings`); only for those
 * the English dictionary does not know either (typos: `englishWords`) a third, run alongside, fetches the
 * closest entries by trigram similarity, with a loose threshold so transpositions such as 'pyhton' still
 * come back; `pickCorrection` then chooses by edit distance.
 */
async function analyzeWords(
  db: DbOrTx,
  words: string[],
  lastWord: string | null,
): Promise<Map<string, WordAnalysis>> {
  if (words.length === 0) return new Map();
  // A word with a version number ('python3', 'html5', 'covid19') is read, when the lexicon lacks it, as
  // its letters: they are looked up with the words.
  const versions = new Map(
    words.flatMap((word) => {
      const letters = VERSIONED.exec(word)?.[1];
      return letters ? [[word, letters] as const] : [];
    }),
  );
  const looked = [...new Set([...words, ...versions.values()])];
  // The last word may be unfinished; any other may be an abbreviation of a listed word ('tech lead', 'quant
  // analyst', 'mech engineer'): both are read as the start of listed words when they are not one themselves.
  // A word that ends as a noun the stemmer shortens does (-ness, -ity, -ism, -ive) is whole, not the start of
  // one: by its stem, 'welness' ('wel') was read as the start of 'well'; as a typo it is read as 'wellness'.
  const prefixable = looked.filter(
    (word) => (word === lastWord || word.length >= MIN_ABBREVIATION_LENGTH) && !hasShortenedEnding(word),
  );
  const list = (items: string[]) =>
    sql`ARRAY[${sql.join(
      items.map((item) => sql`${item}`),
      sql`, `,
    )}]::text[]`;
  // MATERIALIZED: each word is stemmed once. Inlined, ts_lexize ran again for every lexicon entry the prefix
  // scans compared (a 7-word query took 6 ms instead of 2).
  const lookUpLexicon = (words: string[], prefixes: string[]) =>
    searchRecurring<AnalysisRow>(
      db,
      sql`
      WITH input AS MATERIALIZED (
        SELECT w AS word, (ts_lexize('english_stem', w))[1] AS stem FROM unnest(${list(words)}) AS w
      )
      SELECT input.word, input.stem,
        listed.word IS NOT NULL AS exact,
        (input.word = ANY(${list(prefixes)}) AND started.words > 0) AS prefix,
        coalesce(listed.doc_count, 0)::int AS docs,
        coalesce(listed.benefit_doc_count, 0)::int AS benefit_docs,
        coalesce(started.docs, 0)::int AS prefix_docs,
        coalesce(started.benefit_docs, 0)::int AS benefit_prefix_docs
      FROM input
      LEFT JOIN search_lexicon listed ON listed.word = input.stem
      LEFT JOIN LATERAL (
        SELECT count(*) AS words, sum(l.doc_count) AS docs, sum(l.benefit_doc_count) AS benefit_docs
        FROM search_lexicon l WHERE input.word = ANY(${list(prefixes)}) AND l.word LIKE input.stem || '%'
      ) started ON true`,
    );
  // What the lexicon says of a word depends on whether it is read as a prefix too; kept a minute (lexicon-memo).
  const asPrefix = new Set(prefixable);
  const keyOf = (word: string) => `${asPrefix.has(word) ? 'prefix' : 'word'}:${word}`;
  const known = recallLexicon<AnalysisRow>(db, looked.map(keyOf));
  const unknown = looked.filter((word) => !known.has(keyOf(word)));
  if (unknown.length > 0) {
    const fetched = (
      await lookUpLexicon(
        unknown,
        unknown.filter((word) => asPrefix.has(word)),
      )
    ).map((row) => [keyOf(row.word), row] as const);
    keepLexicon(db, fetched);
    for (const [key, row] of fetched) known.set(key, row);
  }
  const found = looked.flatMap((word) => known.get(keyOf(word)) ?? []);
  // Other words with digits are never respelled: 'web3' is no typo of 'webs', nor 'ec2' of 'ec'.
  const notListed = found.filter(
    (row) =>
      !row.exact &&
      !row.prefix &&
      row.stem &&
      row.word.length >= MIN_CORRECTABLE_LENGTH &&
      !/[0-9]/.test(row.word),
  );
  // A real word the listings lack is what the user meant ('physicist', not 'physicism'), unless a letter
  // left out or two swapped make it a listed word, the commonest typos: 'manger' for 'manager', 'trail' for
  // 'trial'.
  const real = await englishWords(notListed.map((row) => row.word));
  // Initials joined by '&' ('atampt' for AT&T) are a name, not a typo: no job has it, no job is shown for it.
  const typos = notListed.filter((row) => !real.has(row.word) && !AMPERSAND_JOINED.test(row.word));
  // A real word's respellings: a letter put back or two swapped back, and a real word too ('certified' is
  // not 'certificed', which the stemmer would read as a listed word).
  const realRespellings = notListed
    .filter((row) => real.has(row.word))
    .map((row) => ({
      word: row.word,
      spellings: oneEditSpellings(row.word).filter(({ rank }) => rank <= LETTER_LEFT_OUT),
    }));
  // A typo the stemmer still reads as a listed word ('enginer' and 'engineer' are both 'engin', 'managment'
  // 'manag'): searched as it is, and shown by the real word of the same stem that a letter put back or two
  // swapped back make ('Showing results for "software engineer"', not "software enginer"). Not a grammatical
  // ending put back: 'analyse' is not shown as 'analyses'.
  const stemmedTypos = await misspelledListedWords(found);
  const englishRespellings = await englishWords(
    realRespellings.flatMap(({ spellings }) => spellings.map(({ spelling }) => spelling)),
  );
  const candidates = new Map<string, Correction[]>();
  let respelled = new Map<string, Correction & { spelling: string }>();
  const inEnglish = (entry: { word: string; spellings: readonly { spelling: string; rank: number }[] }) => ({
    word: entry.word,
    spellings: entry.spellings.filter(({ spelling }) => englishRespellings.has(spelling)),
  });
  if (notListed.length === 0 && stemmedTypos.length > 0) {
    respelled = await oneEditRespellings(db, stemmedTypos);
  }
  if (notListed.length > 0) {
    const stems = typos.map((row) => row.stem as string);
    // Both at once (two connections on PostgreSQL): respellings first, then the nearest stems.
    let nearby: { stem: string; word: string; docs: number; benefit_docs: number }[];
    [respelled, nearby] = await Promise.all([
      oneEditRespellings(db, [
        ...typos.map((row) => ({ word: row.word, spellings: oneEditSpellings(row.word) })),
        ...realRespellings.map(inEnglish),
        ...stemmedTypos,
      ]),
      stems.length === 0
        ? []
        : withSearchSettings(db, TRIGRAM_CANDIDATES, (tx) =>
            executeRecurring<{ stem: string; word: string; docs: number; benefit_docs: number }>(
              tx,
              sql`
                SELECT input.stem, near.word, near.doc_count::int AS docs, near.benefit_doc_count::int AS benefit_docs
                FROM unnest(${list(stems)}) AS input(stem)
                CROSS JOIN LATERAL (
                  SELECT l.word, l.doc_count, l.benefit_doc_count FROM search_lexicon l WHERE l.word % input.stem
                  ORDER BY similarity(l.word, input.stem) DESC, l.doc_count DESC, l.word LIMIT ${CANDIDATES_PER_WORD}
                ) near`,
            ),
          ),
    ]);
    for (const row of nearby) {
      const list = candidates.get(row.stem) ?? [];
      list.push({ word: row.word, docs: Number(row.docs), benefitDocs: Number(row.benefit_docs) });
      candidates.set(row.stem, list);
    }
  }
  const spelled = await englishSpellings(respelled);
  const byWord = new Map(found.map((row) => [row.word, row]));
  for (const [word, letters] of versions) {
    const row = byWord.get(word);
    const read = byWord.get(letters);
    if (row && !row.exact && !row.prefix && read?.exact && read.stem) {
      respelled.set(word, {
        word: read.stem,
        docs: Number(read.docs),
        benefitDocs: Number(read.benefit_docs),
        spelling: letters,
      });
      spelled.set(word, letters);
    }
  }
  return new Map(
    found
      .filter((row) => words.includes(row.word))
      .map((row) => {
        if (row.exact) {
          // Shown by its real spelling only when that spelling is the same listed word.
          const shown = respelled.get(row.word);
          return [
            row.word,
            {
              ...row,
              suggestion: null,
              respelling: shown && shown.word === row.stem ? shown.spelling : null,
              docs: Number(row.docs),
              prefix_docs: Number(row.prefix_docs),
              benefit_docs: Number(row.benefit_docs),
              benefit_prefix_docs: Number(row.benefit_prefix_docs),
            },
          ];
        }
        const respelling = !row.stem ? undefined : respelled.get(row.word);
        const correction = !row.stem
          ? null
          : (respelling ??
            (real.has(row.word) ? null : pickCorrection(row.stem, candidates.get(row.stem) ?? [])));
        return [
          row.word,
          {
            ...row,
            suggestion: correction?.word ?? null,
            respelling: (respelling && spelled.get(row.word)) ?? null,
            docs: correction?.docs ?? 0,
            prefix_docs: Number(row.prefix_docs),
            benefit_docs: correction?.benefitDocs ?? 0,
            benefit_prefix_docs: Number(row.benefit_prefix_docs),
          },
        ];
      }),
  );
}

/** Endings the stemmer removes, which a respelling must not merely add ('analyse' is not 'analyses'). */
const ENDINGS = ['s', 'es', 'd', 'ed', 'r', 'er', 'ing', 'ly'];

/**
 * A listed word's English respellings by a letter put back, replaced or two swapped back, endings aside;
 * none for an English word. Checking a word's few hundred respellings takes about half a millisecond ('kubernetes'), so
 * the answers are kept (a bounded memo: they depend on the dictionary only).
 */
const englishRespellingsOf = new Map<string, { spelling: string; rank: number }[]>();
const ENGLISH_RESPELLINGS_KEPT = 10_000;

/**
 * The listed words that are not English words (`englishWords`), each with its English respellings (see
 * `englishRespellingsOf`): the candidates for showing a typo the stemmer read rightly.
 */
async function misspelledListedWords(
  found: readonly AnalysisRow[],
): Promise<{ word: string; spellings: { spelling: string; rank: number }[] }[]> {
  const listed = found.filter(
    (row) => row.exact && row.stem && row.word.length >= MIN_CORRECTABLE_LENGTH && /^[a-z]+$/.test(row.word),
  );
  await keepEnglishRespellings(listed.map((row) => row.word));
  return listed
    .map((row) => ({ word: row.word, spellings: englishRespellingsOf.get(row.word) ?? [] }))
    .filter(({ spellings }) => spellings.length > 0);
}

/** Fills `englishRespellingsOf` for these words. */
async function keepEnglishRespellings(words: readonly string[]): Promise<void> {
  const unknown = words.filter((word) => !englishRespellingsOf.has(word));
  if (unknown.length > 0) {
    const english = await englishWords(unknown);
    for (const word of unknown) {
      const spellings = english.has(word)
        ? []
        : oneEditSpellings(word).filter(
            ({ spelling, rank }) =>
              rank <= LETTER_REPLACED && !ENDINGS.some((ending) => spelling === word + ending),
          );
      const real = await englishWords(spellings.map(({ spelling }) => spelling));
      if (englishRespellingsOf.size >= ENGLISH_RESPELLINGS_KEPT) englishRespellingsOf.clear();
      englishRespellingsOf.set(
        word,
        spellings.filter(({ spelling }) => real.has(spelling)),
      );
    }
  }
}

/**
 * A typo's one-edit respelling may be a typo too ('enginr' reads as the listed 'enginer', whose stem is
 * 'engin'): it is shown by the English word of that stem that one more letter put back or swapped makes
 * ('engineer'), or not at all (null) rather than by a misspelling.
 */
async function englishSpellings(
  respelled: ReadonlyMap<string, Correction & { spelling: string }>,
): Promise<Map<string, string | null>> {
  const spellings = [...new Set([...respelled.values()].map(({ spelling }) => spelling))];
  const english = await englishWords(spellings);
  await keepEnglishRespellings(spellings.filter((spelling) => !english.has(spelling)));
  const shown = new Map<string, string | null>();
  for (const [typed, { word: stem, spelling }] of respelled) {
    if (english.has(spelling)) shown.set(typed, spelling);
    else {
      const further = englishRespellingsOf.get(spelling) ?? [];
      shown.set(typed, further.find((candidate) => candidate.spelling.startsWith(stem))?.spelling ?? null);
    }
  }
  return shown;
}

/** The rank of `oneEditSpellings` for a letter left out; two letters swapped is 0. */
const LETTER_LEFT_OUT = 1;
/**
 * A letter typed in place of another ('accountent'): a listed word that is no English word is shown by such
 * a respelling too, as it only changes the notice (the respelling must read as the same stem).
 */
const LETTER_REPLACED = 2;

/** The letters a word may gain or have in place of another in a one-edit respelling. */
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Every spelling one edit from `word`, its first letter kept (typos rarely hit it), with how likely that typo
 * is: 0 two neighbours swapped ('buisness'), 1 a letter left out ('teachr' for 'teacher'), 2 a letter
 * replaced ('nurce'), 3 a letter too many. Each spelling once, at its likeliest.
 */
export function oneEditSpellings(word: string): { spelling: string; rank: number }[] {
  const ranks = new Map<string, number>();
  const add = (spelling: string, rank: number) => {
    if (spelling !== word && (ranks.get(spelling) ?? 4) > rank) ranks.set(spelling, rank);
  };
  for (let i = 1; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail.length > 1) add(head + (tail[1] as string) + (tail[0] as string) + tail.slice(2), 0);
    for (const letter of LETTERS) {
      add(head + letter + tail, 1);
      if (tail) add(head + letter + tail.slice(1), 2);
    }
    if (tail) add(head + tail.slice(1), 3);
  }
  return [...ranks].map(([spelling, rank]) => ({ spelling, rank }));
}

/**
 * For words the lexicon does not know, the stem of their likeliest one-edit respelling the lexicon knows (the
 * commonest among equally likely ones; each word with the respellings it may have, from `oneEditSpellings`:
 * a real word only other real words it left a letter out of or swapped two letters in): the lexicon holds
 * stems, and a typo in the middle of a word keeps the stemmer from finding one ('buisness' stays itself,
 * 'business' is 'busi'; 'nurce' is 'nurce', 'nurse' is 'nurs'), so comparing stems misses such typos. One
 * statement; the respellings are stemmed by the same dictionary as the vectors. A respelling that is a word
 * comes before one that only the stemmer makes a listed stem of, however likely its edit: two letters swapped
 * back in 'plaoning' make 'planoing', which the stemmer reads as 'plano' (the city), where a letter replaced
 * makes 'planning'. A respelling whose stem a word has is kept ('enginr' is 'enginer', the stem of 'engineer'
 * and 'engine', shown as 'engineer' by `englishSpellings`).
 */
async function oneEditRespellings(
  db: DbOrTx,
  words: readonly { word: string; spellings: readonly { spelling: string; rank: number }[] }[],
): Promise<Map<string, Correction & { spelling: string }>> {
  const typed: string[] = [];
  const spellings: string[] = [];
  const ranks: number[] = [];
  for (const { word, spellings: respellings } of words)
    for (const { spelling, rank } of respellings) {
      typed.push(word);
      spellings.push(spelling);
      ranks.push(rank);
    }
  if (spellings.length === 0) return new Map();
  // Tokens are [a-z0-9] only (core/search-terms.ts tokenize): a space separates them safely, three parameters in all.
  const found = await searchRecurring<{
    typed: string;
    spelling: string;
    stem: string;
    docs: number;
    benefit_docs: number;
  }>(
    db,
    sql`
      SELECT v.typed, v.spelling, l.word AS stem, l.doc_count::int AS docs,
        l.benefit_doc_count::int AS benefit_docs
      FROM unnest(
        string_to_array(${typed.join(' ')}, ' '),
        string_to_array(${spellings.join(' ')}, ' '),
        string_to_array(${ranks.join(' ')}, ' ')::int[]
      ) AS v(typed, spelling, rank)
      JOIN search_lexicon l ON l.word = (ts_lexize('english_stem', v.spelling))[1]
      ORDER BY v.typed, v.rank, l.doc_count DESC, l.word`,
  );
  // In the statement's order (likeliest edit, then commonest): a typed word's first respelling, unless it is
  // no word and no respelling that is a word has its stem ('enginer' has, by 'engine'; 'planoing' has not):
  // then its first respelling that is a word, if any.
  const real = await englishWords(found.map((row) => row.spelling));
  const byTyped = new Map<string, typeof found>();
  for (const row of found) {
    const rows = byTyped.get(row.typed);
    if (rows) rows.push(row);
    else byTyped.set(row.typed, [row]);
  }
  const best = [...byTyped.values()].flatMap((rows) => {
    const [first] = rows;
    if (!first) return [];
    if (real.has(first.spelling) || rows.some((row) => row.stem === first.stem && real.has(row.spelling)))
      return [first];
    return [rows.find((row) => real.has(row.spelling)) ?? first];
  });
  return new Map(
    best.map((row) => [
      row.typed,
      {
        word: row.stem,
        docs: Number(row.docs),
        benefitDocs: Number(row.benefit_docs),
        spelling: row.spelling,
      },
    ]),
  );
}

function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (const char of long) if (char === short[i]) i += 1;
  return i === short.length;
}

/** Edit distance with adjacent transpositions (optimal string alignment): 'pyhton' -> 'python' is 1. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (d[i - 1]?.[j] ?? 0) + 1,
        (d[i]?.[j - 1] ?? 0) + 1,
        (d[i - 1]?.[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, (d[i - 2]?.[j - 2] ?? 0) + 1);
      (d[i] as number[])[j] = best;
    }
  }
  return d[a.length]?.[b.length] ?? Math.max(a.length, b.length);
}

/**
 * The closest known word: at most 1 edit for short stems, 2 for longer ones; then the most common. Typos
 * rarely hit the first letters, and a short real word one edit from another ('sales' -> 'scale') is not a
 * typo: candidates keep the first letter, and the first two for stems of four letters or fewer.
 */
export function pickCorrection<T extends { word: string; docs: number }>(
  stem: string,
  candidates: T[],
): T | null {
  const allowed = stem.length <= 4 ? 1 : 2;
  let best: { candidate: T; distance: number } | null = null;
  const short = stem.length <= 4;
  for (const candidate of candidates) {
    if (candidate.word.slice(0, short ? 2 : 1) !== stem.slice(0, short ? 2 : 1)) continue;
    // A short word may only have lost a letter ('lern' -> 'learn'); 'sale' -> 'salt' is another word.
    if (short && !(candidate.word.length === stem.length + 1 && isSubsequence(stem, candidate.word)))
      continue;
    const distance = editDistance(stem, candidate.word);
    if (distance > allowed) continue;
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && candidate.docs > best.candidate.docs)
    ) {
      best = { candidate, distance };
    }
  }
  return best?.candidate ?? null;
}

const quote = (lexeme: string) => `'${lexeme}'`;

/**
 * A phrase as a tsquery operand: its words' stems in order, each at its distance from the one before. A stop
 * word is not indexed but keeps its place in the text ('engineer in test' indexes 'engin':1 'test':3), so the
 * words around it are two apart: 'engin' <2> 'test'. Null when every word is a stop word.
 */
export function phraseOperand(
  words: readonly string[],
  stemOf: (word: string) => string | null,
): string | null {
  let text = '';
  let gap = 0;
  for (const word of words) {
    const stem = stemOf(word);
    if (stem === null) {
      if (text) gap += 1;
      continue;
    }
    text += text ? ` ${gap === 1 ? '<->' : `<${gap}>`} ${quote(stem)}` : quote(stem);
    gap = 1;
  }
  return text || null;
}
/**
 * How a synonym group's phrase decides matches: by its own lexeme when it is an indexed phrase of several
 * words (INDEXED_PHRASES), else as `text`, its phraseOperand. A phrase that stop words leave one word of ('it
 * support' is 'support' to the index) has no lexeme: migration 0023 lists only phrases with an adjacency.
 */
function indexedPhraseText(words: readonly string[], text: string): string {
  return text.includes('<') && INDEXED_PHRASES().has(words.join(' ')) ? `'${phraseLexeme(words)}'` : text;
}
/** The estimate of a word the lexicon cannot know: as common as any (an AND takes its other words' counts). */
const UNKNOWN_DOCS = Number.MAX_SAFE_INTEGER;

/** A tsquery and how many jobs the lexicon says it may match (an upper-bound guess used to pick a plan). */
export type BuiltQuery = {
  text: string;
  estimate: number;
  /**
   * Jobs per clause, each a guess on the low side: a synonym group counts its single words only (a phrase of
   * common words, such as 'software development engineer in test', is rare in text). See `likelyMatches`.
   */
  clauseEstimates: number[];
  /** Each clause's tsquery text, and its jobs by the lexicon (the commonest word has the most). */
  clauseTexts: string[];
  /**
   * Each clause's tsquery text for description vectors: a clause that asks for a benefit ('relocation
   * assistance', core/search-benefits.ts) also matches the words of a description's benefit text, which are
   * indexed apart ('#b:' lexemes, migration 0021); any other only the rest of the description. A word the
   * stemmer shortens to another's stem ('wellness' -> 'well': core's wholeWordOf) is read there whole ('#n:'
   * lexemes, migration 0022).
   */
  clauseDocTexts: string[];
  /** The query for description vectors: clauseDocTexts joined (`text` when they are the clauses' texts). */
  docText: string;
  /**
   * The texts that decide which jobs match, for titles and for descriptions: `text` and `docText` with each
   * indexed phrase of several words ('test' <-> 'engin') read by its own lexeme ('#p:test_engineer',
   * INDEXED_PHRASES, migration 0023), which vectors carry exactly when they have the phrase. Ranking reads
   * `text` and `docText`, whose phrases count the words' positions.
   */
  matchText: string;
  docMatchText: string;
  clauseMatchTexts: string[];
  clauseDocMatchTexts: string[];
  clauseDocs: number[];
  mode: 'and' | 'or';
  /**
   * Each clause's alternatives as lists of stems (a phrase lists several), or null for a clause whose words
   * cannot be bounded (a prefix, an unknown one-letter word). See `titleMatchShare`.
   */
  clauseStems: (string[][] | null)[];
  /** Each clause names a kind of position only ('tech', 'manager': ROLE_ONLY_WORDS). */
  clauseRoleOnly: boolean[];
  /** The stem searched for each word: its own, or the closest known one for a typo ('kubernets' -> 'kubernet'). */
  stems: Map<string, string>;
  /** The words read whole in descriptions (clauseDocTexts' '#n:' lexemes), each with its stem. */
  wholeWordStems: Map<string, string>;
  /**
   * The typed words searched as another ('nurce'), each with the word it was read as ('nurse'), or null when
   * only a stem is known (a two-edit correction: 'machin' for 'machne').
   */
  corrections: Map<string, string | null>;
};

type Clause = {
  stems: string[][] | null;
  text: string;
  /** The text for description vectors (BuiltQuery.clauseDocTexts). */
  docText?: string;
  /** The text that decides matches, where it differs from `text` (BuiltQuery.clauseMatchTexts). */
  matchText?: string;
  /** The word read whole there, and its stem (BuiltQuery.wholeWordStems). */
  whole?: { word: string; stem: string };
  estimate: number;
  low: number;
  /** A word of one letter ('g' of 'P&G', of 'e.g.' in a description). */
  letter?: true;
  /** A kind of position without its field ('tech', 'manager'; ROLE_ONLY_WORDS). */
  roleOnly?: true;
};
/** The shortest last word read as a prefix of what the user is still typing. */
const MIN_PREFIX_LENGTH = 2;
/** The shortest other word read as an abbreviation ('eng', 'sys', 'bio'). */
const MIN_ABBREVIATION_LENGTH = 3;

/**
 * Builds a tsquery (simple configuration, lexemes already stemmed) from the user's text: synonym groups
 * OR-ed, words AND-ed (or OR-ed for the relaxed retry), typos replaced by the closest known word, and the
 * last word matched as a prefix when it is not a whole known word (the user may still be typing).
 */
export async function buildTsQuery(
  db: DbOrTx,
  text: string,
  mode: 'and' | 'or' = 'and',
): Promise<BuiltQuery | null> {
  const parts = parseQuery(text);
  const words = new Set<string>();
  let lastWord: string | null = null;
  for (const part of parts) {
    if (part.kind === 'word') {
      words.add(part.word);
      // A one-letter last word is a whole token ('objective-c', 'c'), not the start of one: as a prefix it
      // would match a twentieth of every word ('c':* lists 43,000 description entries for 'objective-c').
      if (part.isLast && part.word.length >= MIN_PREFIX_LENGTH) lastWord = part.word;
    } else for (const phrase of part.phrases) for (const word of phrase) words.add(word);
  }
  const analysis = await analyzeWords(db, [...words], lastWord);
  const stemOf = (word: string) => analysis.get(word)?.stem ?? null;
  const asksBenefit = benefitParts(parts);

  /**
   * One part of the query as a clause of the tsquery; null for a stop word or a group with no known word.
   * Counts of a part that asks for a benefit include the jobs whose benefit text has its words.
   */
  const readClause = (part: QueryPart, benefit: boolean): Clause | null => {
    const docsOf = (word: string) => {
      const info = analysis.get(word);
      return (info?.docs ?? 0) + (benefit ? (info?.benefit_docs ?? 0) : 0);
    };
    // The lexicon leaves out one-letter words ('e' of 'e-learning', of 'e.g.'): how many jobs have one is
    // unknown, not none. A synonym group's estimate is an upper bound for plan choice, so such a word alone
    // as an alternative ('e' of 'pss/e') counts as unknown; a phrase's rarest other word still bounds it.
    const boundOf = (word: string) => {
      const info = analysis.get(word);
      return info?.stem && info.stem.length < 2 && !info.exact ? UNKNOWN_DOCS : docsOf(word);
    };
    if (part.kind === 'synonyms') {
      const alternatives = part.phrases
        .map((phrase) => phrase.filter((word) => stemOf(word) !== null))
        .filter((words) => words.length > 0);
      if (alternatives.length === 0) return null;
      const phrases = part.phrases.flatMap((words) => {
        const text = phraseOperand(words, stemOf);
        return text === null ? [] : [{ text, match: indexedPhraseText(words, text) }];
      });
      const text = `(${phrases.map((phrase) => phrase.text).join(' | ')})`;
      const matchText = `(${phrases.map((phrase) => phrase.match).join(' | ')})`;
      return {
        stems: alternatives.map((words) => words.map((word) => stemOf(word) as string)),
        text,
        ...(matchText === text ? {} : { matchText }),
        estimate: alternatives.reduce((sum, words) => sum + Math.min(...words.map(boundOf)), 0),
        low: alternatives.reduce(
          (sum, words) => sum + (words.length === 1 ? docsOf(words[0] as string) : 0),
          0,
        ),
      };
    }
    const info = analysis.get(part.word);
    if (!info?.stem) return null; // a stop word
    const docs = docsOf(part.word);
    if (info.exact)
      return {
        stems: [[info.stem]],
        text: quote(info.stem),
        ...wholeWordText(wholeWordOf(part.word, info.stem), info.stem, benefit),
        estimate: docs,
        low: docs,
      };
    if (info.prefix) {
      const started = info.prefix_docs + (benefit ? info.benefit_prefix_docs : 0);
      return { stems: null, text: `${quote(info.stem)}:*`, estimate: started, low: started };
    }
    if (info.suggestion)
      return {
        stems: [[info.suggestion]],
        text: quote(info.suggestion),
        // A typo read as such a word ('welness'): descriptions by the word it was read as.
        ...wholeWordText(
          info.respelling === null ? null : wholeWordOf(info.respelling, info.suggestion),
          info.suggestion,
          benefit,
        ),
        estimate: docs,
        low: docs,
      };
    // The lexicon leaves out one-letter words ('e' of 'e-learning'): their count is unknown, not zero.
    if (info.stem.length < 2)
      return { stems: null, text: quote(info.stem), estimate: UNKNOWN_DOCS, low: 0, letter: true };
    return { stems: [[info.stem]], text: quote(info.stem), estimate: 0, low: 0 };
  };
  const isRoleOnly = (part: QueryPart) =>
    part.kind === 'word'
      ? ROLE_ONLY_WORDS.has(part.word)
      : part.phrases.every((phrase) => phrase.length === 1 && ROLE_ONLY_WORDS.has(phrase[0] as string));
  const clauses = parts
    .map((part: QueryPart, index): Clause | null => {
      const benefit = asksBenefit.has(index);
      const clause = readClause(part, benefit);
      if (!clause) return null;
      return {
        ...clause,
        ...(benefit && clause.docText === undefined ? { docText: withBenefitText(clause.text) } : {}),
        ...(isRoleOnly(part) ? { roleOnly: true as const } : {}),
      };
    })
    .filter((clause): clause is Clause => clause !== null)
    // Any of the words: a letter alone is none of them ('P&G marketing' found the developers whose
    // descriptions write 'e.g.'), unless there is nothing else; nor a kind of position alone when the search
    // names something else ('radiology tech' is not every job whose title starts with 'tech').
    .filter((clause, _, all) => mode === 'and' || !clause.letter || all.every((other) => other.letter))
    .filter((clause, _, all) => mode === 'and' || !clause.roleOnly || all.every((other) => other.roleOnly));
  if (clauses.length === 0) return null;
  const stems = new Map<string, string>();
  const corrections = new Map<string, string | null>();
  // Only a word typed on its own is corrected: a synonym group's words are searched as they are, and so is
  // the joined word of 'ai/ml' ('aiml'), which postings that write 'AI/ML' are indexed by.
  const typed = new Set(parts.flatMap((part) => (part.kind === 'word' ? [part.word] : [])));
  for (const [word, info] of analysis) {
    const stem = info.exact || info.prefix ? info.stem : (info.suggestion ?? info.stem);
    if (stem) stems.set(word, stem);
    if (!typed.has(word)) continue;
    if (!info.exact && !info.prefix && info.suggestion) corrections.set(word, info.respelling);
    // A typo read rightly by its stem ('enginer'): shown by its real spelling, searched as it was.
    if (info.exact && info.respelling) corrections.set(word, info.respelling);
  }
  const estimates = clauses.map((clause) => clause.estimate);
  const join = (texts: string[]) => texts.join(mode === 'and' ? ' & ' : ' | ');
  const clauseDocTexts = clauses.map((clause) => clause.docText ?? clause.text);
  const clauseMatchTexts = clauses.map((clause) => clause.matchText ?? clause.text);
  const clauseDocMatchTexts = clauses.map((clause) => clause.docText ?? clause.matchText ?? clause.text);
  return {
    text: join(clauses.map((clause) => clause.text)),
    docText: join(clauseDocTexts),
    clauseDocTexts,
    matchText: join(clauseMatchTexts),
    docMatchText: join(clauseDocMatchTexts),
    clauseMatchTexts,
    clauseDocMatchTexts,
    estimate: mode === 'and' ? Math.min(...estimates) : estimates.reduce((a, b) => a + b, 0),
    clauseEstimates: clauses.map((clause) => clause.low),
    clauseTexts: clauses.map((clause) => clause.text),
    clauseDocs: estimates,
    clauseStems: clauses.map((clause) => clause.stems),
    clauseRoleOnly: clauses.map((clause) => clause.roleOnly === true),
    mode,
    stems,
    wholeWordStems: new Map(
      clauses.flatMap((clause) => (clause.whole ? [[clause.whole.word, clause.whole.stem] as const] : [])),
    ),
    corrections,
  };
}

/** How the lexemes of descriptions' benefit text start ('#b:dental', migration 0021); typed words never do. */
export const BENEFIT_LEXEME_PREFIX = '#b:';

/** How the lexemes of the words descriptions index whole start ('#n:wellness', migration 0022; wholeWordOf). */
export const WHOLE_WORD_LEXEME_PREFIX = '#n:';

/**
 * The description text of a one-word clause whose word the stemmer shortens to another's stem: the word
 * whole ('#n:wellness', not 'well', which 'as well' has too), or, for a search that asks for a benefit, that
 * or the stem in benefit text ('#b:well': benefit text is indexed by stems, and there 'well' is wellness).
 * Nothing for another word: its descriptions are read by its stem, as its title is. Lexemes are [a-z] words.
 */
const wholeWordText = (
  whole: string | null,
  stem: string,
  benefit: boolean,
): { docText?: string; whole?: { word: string; stem: string } } =>
  whole === null
    ? {}
    : {
        whole: { word: whole, stem },
        docText: benefit
          ? `('${WHOLE_WORD_LEXEME_PREFIX}${whole}' | '${BENEFIT_LEXEME_PREFIX}${stem}')`
          : `'${WHOLE_WORD_LEXEME_PREFIX}${whole}'`,
      };

/** A clause's tsquery text that matches benefit text too: each lexeme, or the same lexeme as a benefit word. */
const withBenefitText = (text: string) =>
  text.replace(
    /'((?:[^']|'')*)'(:\*)?/g,
    (_match, lexeme: string, prefix = '') =>
      `('${lexeme}'${prefix} | '${BENEFIT_LEXEME_PREFIX}${lexeme}'${prefix})`,
  );

/**
 * The query for description vectors: `to_tsquery('simple', text)` as for titles, or, when a clause asks for a
 * benefit or has a word read whole, the text with its '#b:' and '#n:' lexemes cast as it is (the parser would
 * split them). Both texts hold only quoted [a-z0-9] lexemes and operators, which read the same either way.
 */
export function descriptionTsQuery(built: Pick<BuiltQuery, 'text' | 'docText'>): SQL {
  return built.docText === built.text
    ? sql`to_tsquery('simple', ${built.text})`
    : sql`${built.docText}::tsquery`;
}

/**
 * The queries that decide which jobs match, titles and descriptions: `text` and `docText` with each indexed
 * phrase read by its lexeme (BuiltQuery.matchText), as the same configuration reads them.
 */
export function titleMatchQuery(built: Pick<BuiltQuery, 'text' | 'matchText'>): SQL {
  return descriptionTsQuery({ text: built.text, docText: built.matchText });
}
export function descriptionMatchQuery(built: Pick<BuiltQuery, 'text' | 'docMatchText'>): SQL {
  return descriptionTsQuery({ text: built.text, docText: built.docMatchText });
}

/**
 * The query that ranks description matches: descriptionTsQuery's, with each word read whole by its stem, so
 * a job that names it more often still ranks higher (a '#n:' lexeme has no positions to count).
 */
export function descriptionRankTsQuery(built: Pick<BuiltQuery, 'text' | 'docText' | 'wholeWordStems'>): SQL {
  const docText = built.docText.replace(
    new RegExp(`'${WHOLE_WORD_LEXEME_PREFIX}([a-z0-9]+)'`, 'g'),
    (match, word: string) => {
      const stem = built.wholeWordStems.get(word);
      return stem === undefined ? match : `'${stem}'`;
    },
  );
  return descriptionTsQuery({ text: built.text, docText });
}

/** Words left out in turn, at most, when no job has every word (leaveOutForTitles). */
const MAX_LEFT_OUT = 4;

/** A clause's tsquery text matching job titles only (weight A; the organisation's words are B). */
const inTitles = (text: string) =>
  text.replace(/'((?:[^']|'')*)'(:\*)?/g, (_match, lexeme: string, prefix?: string) =>
    prefix ? `'${lexeme}':*A` : `'${lexeme}':A`,
  );

/**
 * When no job has every word: the query without one word, the commonest first, the first whose words are all
 * in some job's title (with the filters). Title words only: an organisation's name ('Ohio Bank') would make
 * 'banking analyst' of 'investment banking analyst' the credit analysts of banks. Null when none is.
 */
async function leaveOutForTitles(
  db: DbOrTx,
  built: BuiltQuery,
  filters: SQL,
  searchFilters: SearchFilters,
): Promise<BuiltQuery | null> {
  if (built.clauseTexts.length < 2) return null;
  const order = built.clauseDocs
    .map((docs, index) => ({ docs, index }))
    .sort((a, b) => b.docs - a.docs)
    .slice(0, MAX_LEFT_OUT);
  for (const { index } of order) {
    const keep = <T>(items: readonly T[]) => items.filter((_, at) => at !== index);
    // A kind of position alone is no search for the field left out ('radiology tech': not every 'tech*').
    if (keep(built.clauseRoleOnly).every(Boolean) && !built.clauseRoleOnly.every(Boolean)) continue;
    const titles = sql`to_tsquery('simple', ${keep(built.clauseTexts).map(inTitles).join(' & ')})`;
    // With the filters' lexemes the title index answers alone: AND-ed with a filter's own index instead,
    // 'hospitalist' in hybrid jobs read the 263,528 entries of 'hybrid' to find none (18-25 ms a word).
    const where = sql`${filters} AND s.title_tsv @@ ${withFilterLexemes(titles, searchFilters)}`;
    if ((await cappedIndexCount(db, where, 1, NARROW)) === 0) continue;
    const docs = keep(built.clauseDocs);
    return {
      ...built,
      text: keep(built.clauseTexts).join(' & '),
      docText: keep(built.clauseDocTexts).join(' & '),
      matchText: keep(built.clauseMatchTexts).join(' & '),
      docMatchText: keep(built.clauseDocMatchTexts).join(' & '),
      clauseMatchTexts: keep(built.clauseMatchTexts),
      clauseDocMatchTexts: keep(built.clauseDocMatchTexts),
      estimate: Math.min(...docs),
      clauseEstimates: keep(built.clauseEstimates),
      clauseTexts: keep(built.clauseTexts),
      clauseDocTexts: keep(built.clauseDocTexts),
      clauseDocs: docs,
      clauseStems: keep(built.clauseStems),
      clauseRoleOnly: keep(built.clauseRoleOnly),
      mode: 'and',
    };
  }
  return null;
}

/**
 * The search as it was read when typos were corrected: the typed text with each corrected word replaced by
 * the word it was read as ('Nurce jobs' -> 'nurse jobs'); null when nothing was corrected, or when a
 * correction is known only as a stem (saying which word was searched would be a guess).
 */
export function searchedFor(typed: string, corrections: ReadonlyMap<string, string | null>): string | null {
  if (corrections.size === 0) return null;
  let text = typed;
  for (const [word, respelling] of corrections) {
    if (respelling === null) return null;
    // Typed words are [a-z0-9] tokens of the text (core/search-terms.ts tokenize): safe in a pattern.
    text = text.replace(new RegExp(`(?<![a-z0-9])${word}(?![a-z0-9])`, 'gi'), respelling);
  }
  // A typed word the text spells otherwise ('nurcé' is the token 'nurce'): nothing to show it by.
  return text === typed ? null : text;
}

const NARROW = sql`job_search s`;
/**
 * The description vectors alone: with their copies of the expiry, the sponsorship rank and the title vector
 * (migration 0024) and the filters' lexemes, a description match needs no lookup of its narrow row.
 */
const DOCUMENT = sql`job_search_doc d`;
/** What a walk of the vectors in date order passes on to the description conditions. */
const DOCUMENT_COLUMNS = sql`d.id, d.posted_at, d.doc_tsv, d.expires_at, d.sponsor_rank, d.title_tsv`;

async function cappedCount(db: DbOrTx, where: SQL, cap: number, from: SQL = NARROW): Promise<number> {
  if (cap <= 0) return 0;
  const [row] = await searchRecurring<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT ${cap}) counted`,
  );
  return row?.n ?? 0;
}

/**
 * Counts description matches through the full-text index only. The description vectors are about 1 KB
 * each, so a sequential or date-ordered scan would read one for every row it looks at; a bitmap scan of the
 * index stops after `cap` rows and needs no vector at all for plain-word queries.
 */
async function cappedIndexCount(db: DbOrTx, where: SQL, cap: number, from: SQL = DOCUMENT): Promise<number> {
  if (cap <= 0) return 0;
  const [row] = await withSearchSettings(db, INDEX_DRIVEN, (tx) =>
    executeRecurring<{ n: number }>(
      tx,
      cappedRows(sql`SELECT 1 FROM ${from} WHERE ${where}`, cap, sql`count(*)::int AS n`),
    ),
  );
  return row?.n ?? 0;
}

/** Jobs in the search table, from planner statistics (cheap; -1 before the first ANALYZE); kept a minute. */
const tableSizes = new WeakMap<object, { n: number; at: number }>();
async function searchTableSize(db: DbOrTx): Promise<number> {
  const cached = tableSizes.get(db);
  if (cached && Date.now() - cached.at < 60_000) return cached.n;
  const [row] = await searchRecurring<{ n: number }>(
    db,
    sql`SELECT reltuples::float8 AS n FROM pg_class WHERE relname = 'job_search'`,
  );
  const n = Math.max(0, Number(row?.n ?? 0));
  tableSizes.set(db, { n, at: Date.now() });
  return n;
}

/**
 * Collecting a match costs about this many rows of a walk: a walk reads the vectors in the order they are
 * stored (decision 009), a collected match is a random page of them plus a lookup of its job. Timed at a
 * million jobs with each plan forced (`searchJobIds(..., { strategy })`): 'pss/e' (1,700 matches) costs
 * the same both ways, 'siem' (5,000) 49 ms walked and 160 ms collected, 'gmp' (6,800) 41 and 218 ms.
 */
const COLLECT_MATCH_COST = 10;

/**
 * 'walk' reads jobs in date order and checks each until the window is full: cheap when matches are common.
 * 'collect' gathers every match through the index, then sorts: cheap when matches are rare. Walking costs
 * about (rows needed / share matching) checks, collecting about (matches) rows, each of which costs
 * COLLECT_MATCH_COST checks; pick the smaller.
 */
export function chooseStrategy(estimate: number, rowsNeeded: number, tableSize: number): 'walk' | 'collect' {
  if (tableSize <= 0) return 'collect';
  const share = Math.max(estimate, 1) / tableSize;
  return estimate * COLLECT_MATCH_COST <= rowsNeeded / share ? 'collect' : 'walk';
}

/**
 * The share of a segment's jobs among its tier's matches on both sponsorship sides, as the tier's capped
 * count saw them (`counted`: its matches that may sponsor, and those that say they do not), or null where
 * the count saw none. The count reads the first matches of both sides, so this measures how the words go
 * with sponsorship, where the filters' share (`filterShare`) takes them as independent. Words that go with
 * "no sponsorship" are rare among the jobs that may sponsor: planned on the independent share (90% of the
 * jobs may sponsor), 'citizenship' walked the description vectors of nearly every such job to fill a window
 * (840 ms at a million jobs). One is added to each side, so a side the count never met is not taken as empty.
 */
export function sponsorSideShare(counted: { ok: number; no: number }, side: 'ok' | 'no'): number | null {
  const ok = Math.max(0, counted.ok);
  const no = Math.max(0, counted.no);
  if (ok + no === 0) return null;
  return ((side === 'ok' ? ok : no) + 1) / (ok + no + 2);
}

/**
 * A guess on the low side of how many jobs have the words: clauses AND-ed as if independent (words that go
 * together, such as 'system design', are found together more often than that), the largest clause of an
 * any-word query. Only the count walk uses it: guessing high there wastes the walk.
 */
export function likelyMatches(
  built: Pick<BuiltQuery, 'clauseEstimates' | 'mode'>,
  tableSize: number,
): number {
  if (tableSize <= 0 || built.clauseEstimates.length === 0) return 0;
  if (built.mode === 'or') return Math.max(...built.clauseEstimates);
  return built.clauseEstimates.reduce((product, docs) => product * Math.min(1, docs / tableSize), tableSize);
}

/**
 * A bound of the share of jobs whose title or organisation has the words, from the planner's
 * statistics of `job_search.title_tsv` (`shares`; a word missing from them is rarer than `shares.rarest`): a
 * phrase is in no more titles than its rarest word, a synonym group in no more than its alternatives
 * together, an all-words query in no more than its rarest clause. 1 when a clause cannot be bounded (a
 * prefix). Title words go together ('.net developer': 10,800 titles, 1,400 if its words were independent),
 * so the bound is the better guess, except for a level word before a role, which goes with any role: its
 * share multiplies the bound of the rest ('lead network engineer': 17,600 as a bound, 1,160 so, 1,088 in fact).
 */
export function titleMatchShare(
  built: Pick<BuiltQuery, 'clauseStems' | 'mode'>,
  shares: { share: Map<string, number>; rarest: number },
): number {
  const shareOf = (stem: string) => shares.share.get(stem) ?? shares.rarest;
  const clauses = built.clauseStems.map((alternatives) =>
    alternatives === null
      ? 1
      : Math.min(
          1,
          alternatives.reduce((sum, stems) => sum + Math.min(1, ...stems.map(shareOf)), 0),
        ),
  );
  if (clauses.length === 0) return 1;
  if (built.mode === 'or')
    return Math.min(
      1,
      clauses.reduce((a, b) => a + b, 0),
    );
  // A level word goes with any role: its share thins the others' bound as if independent.
  const isLevel = built.clauseStems.map(
    (alternatives) =>
      alternatives?.length === 1 &&
      alternatives[0]?.length === 1 &&
      LEVEL_STEMS.has(alternatives[0][0] ?? ''),
  );
  const roles = clauses.filter((_, index) => !isLevel[index]);
  if (roles.length === 0) return Math.min(...clauses);
  return clauses.reduce(
    (share, clause, index) => (isLevel[index] ? share * clause : share),
    Math.min(...roles),
  );
}

/** Stems of the level words of titles ('Lead', 'Staff', 'Principal'...), which go with any role. */
const LEVEL_STEMS = new Set(['lead', 'staff', 'princip', 'senior', 'sr', 'junior', 'jr', 'head', 'chief']);

/**
 * Collecting a title match (a random row of the narrow table, then a sort) costs about this many rows of a
 * date-ordered walk. Timed at a million jobs with each plan forced, first page: 'mlops engineer' (2,171 title
 * matches) 28.7 ms walked and 11.9 collected, 'actuarial analyst' (1,810) 29.9 and 11.6, 'platform engineer'
 * (7,099) 13.7 and 17.1, 'lecturer' (9,927) 11.9 and 22.1: even at about 7,000 matches, where a walk reads
 * 120 * 1,000,000 / 7,000 = 17,000 rows.
 */
const TITLE_COLLECT_MATCH_COST = 2.5;

/**
 * The plan for the first title segment when its count reached the cap: walk the date index until the
 * window is full, or collect every match through the title index and sort. `matches` bounds the segment's
 * matches (`titleMatchShare` times the jobs, times the filters' share), never below what the capped count
 * saw; the walk reads about windowEnd / (matches / tableSize) rows.
 */
export function chooseTitleStrategy(
  matches: number,
  windowEnd: number,
  tableSize: number,
): 'walk' | 'collect' {
  if (tableSize <= 0 || matches <= 0) return 'collect';
  return matches * TITLE_COLLECT_MATCH_COST <= (windowEnd * tableSize) / matches ? 'collect' : 'walk';
}

/**
 * Checking a vector met in a date-ordered walk costs about as much as listing this many entries of the
 * rarest lexeme through the index. Timed at a million jobs: a walk reads 40,000 vectors in 44-67 ms (1.1-1.7
 * µs each); the index answered 'lead & product & analyst' (110,220 'analyst' entries) in 24 ms, 'system &
 * design' (363,829 'system') in 112 ms, 0.2-0.3 µs an entry. A walk that falls short wastes its rows: the
 * independence guess said 10,000 jobs had the three words, 1,531 do (920 outside their titles), and the
 * count walked 76,672 vectors (143 ms) before the index counted them (31 ms).
 */
const WALK_ROW_COST = 4;
/**
 * How many of the newest description vectors a capped count should walk before it gives up and counts
 * through the index (null: count through the index at once). The index lists every match of the rarest
 * required lexeme (`estimate.index` words, or the filter's share of all jobs); a walk needs about
 * cap / share rows, the share from `estimate.matches` (likelyMatches) and the filters. Walk when that is at
 * most half the index's work, for at most twice the rows expected.
 */
export function countWalkLength(
  estimate: { matches: number; index: number },
  filters: { all: number; rarest: number },
  options: { cap: number; tableSize: number },
): number | null {
  const { cap, tableSize } = options;
  const matches = estimate.matches * filters.all;
  if (tableSize <= 0 || matches < 1) return null;
  const expected = (cap * tableSize) / matches;
  const indexWork = Math.min(estimate.index, filters.rarest * tableSize);
  return expected * WALK_ROW_COST * 2 <= indexWork ? Math.ceil(expected * 2) : null;
}

/** About 75 ms of one core (WALK_ROW_COST): the most a walk that starts before its count may waste. */
const MAX_SPECULATIVE_WALK_ROWS = 60_000;

/**
 * How many of the newest description vectors a walk that runs beside its tier's count may read. Matches
 * spread over the dates as the jobs are fill the windows within windowEnd * tableSize / COUNT_CAP rows when
 * there are at least COUNT_CAP of them, which is when a walk is the plan; fewer make collect the plan, and
 * the walk is then not waited for. Bounded by MAX_SPECULATIVE_WALK_ROWS, what a walk not waited for wastes.
 */
export function speculativeWalkRows(windowEnd: number, tableSize: number): number {
  return Math.min(MAX_SPECULATIVE_WALK_ROWS, Math.ceil((windowEnd * tableSize) / COUNT_CAP));
}

type TierSliceOptions = {
  where: SQL;
  byRank?: SQL[];
  vector: 'title_tsv' | 'doc_tsv';
  strategy: 'walk' | 'collect';
  query: SQL;
  phrase: SQL;
  /**
   * A description match whose title has one of the search's field words ranks above one whose title has
   * none: a Registered Nurse before a research coordinator for 'nursing assistant' (no title has both).
   */
  titleWords?: SQL | null;
  from: number;
  count: number;
  /** A walk reads at most this many of the newest rows or vectors (`speculativeWalkRows`). */
  walkRows?: number;
};

/**
 * What a bounded walk met when the rows it read did not hold every candidate of its windows: the share of
 * those rows that matched (at most; a deeper page only knows the windows before its own were full). Planned
 * again from that share of the table, the slice is collected where matches are that rare.
 */
type CutShort = { share: number };

/**
 * Ids at positions [from, from + count) of one tier, in the tier's total order. A walk bounded by
 * `walkRows` answers CutShort unless the rows it read held every candidate of the windows the slice reads;
 * its ids are then those of an unbounded walk.
 */
async function tierSlice(
  db: DbOrTx,
  options: TierSliceOptions & { walkRows: number },
): Promise<number[] | CutShort>;
async function tierSlice(db: DbOrTx, options: TierSliceOptions & { walkRows?: undefined }): Promise<number[]>;
async function tierSlice(db: DbOrTx, options: TierSliceOptions): Promise<number[] | CutShort> {
  const { where, byRank, vector, strategy, query, phrase, titleWords, from, count, walkRows } = options;
  if (count <= 0) return [];
  const firstWindow = Math.floor(from / RANK_WINDOW);
  const lastWindow = Math.floor((from + count - 1) / RANK_WINDOW);
  const candidateRows = (lastWindow - firstWindow + 1) * RANK_WINDOW;
  const bounded = walkRows !== undefined && strategy === 'walk';
  // MATERIALIZED keeps the planner from turning "collect" back into a date-ordered walk. A walk is chosen
  // from our own estimate; the planner's guess for phrase and OR queries is often 50x off, so the plans that
  // gather every match before sorting (bitmap and sequential scans) are turned off for it.
  type Row = { id: number; candidates?: number };
  const run = (query: SQL) =>
    strategy === 'walk'
      ? withSearchSettings(db, WALK, (tx) => executeRecurring<Row>(tx, query))
      : searchRecurring<Row>(db, query);
  const result = await run(
    sql`
      WITH matches AS ${strategy === 'collect' ? sql`MATERIALIZED` : sql`NOT MATERIALIZED`} (
        ${
          vector === 'doc_tsv'
            ? // Ordered by the vectors' own copy of posted_at, a walk reads them newest first, on adjacent pages.
              // The walk starts from the vectors in date order (a sorted subquery is never flattened): left to
              // itself the planner drove it from a filter index instead ('product designer' in Phoenix read all
              // 19,566 Phoenix jobs and their vectors, 212 ms, where the walk meets 120 matches in 24,000, 34 ms).
              strategy === 'walk'
              ? sql`SELECT d.id, d.posted_at, d.sponsor_rank FROM (SELECT ${DOCUMENT_COLUMNS} FROM job_search_doc d ORDER BY d.posted_at DESC, d.id DESC${bounded ? sql` LIMIT ${walkRows}` : sql``}) d WHERE ${where}`
              : sql`SELECT d.id, d.posted_at, d.sponsor_rank FROM ${DOCUMENT} WHERE ${where}`
            : bounded
              ? // A walk bounded by the newest rows it may read, in date order (the whole table's order).
                sql`SELECT s.id, s.posted_at, s.sponsor_rank FROM (SELECT s.* FROM ${NARROW} ORDER BY s.posted_at DESC, s.id DESC LIMIT ${walkRows}) s WHERE ${where}`
              : strategy === 'walk' && byRank && byRank.length > 0
                ? // One date-ordered walk per sponsor rank, merged (Merge Append) in date order.
                  sql.join(
                    byRank.map(
                      (part) =>
                        sql`(SELECT s.id, s.posted_at, s.sponsor_rank FROM ${NARROW} WHERE ${part} ORDER BY s.posted_at DESC, s.id DESC)`,
                    ),
                    sql` UNION ALL `,
                  )
                : sql`SELECT s.id, s.posted_at, s.sponsor_rank FROM ${NARROW} WHERE ${where}`
        }
      ), candidates AS (
        SELECT * FROM matches
        ORDER BY posted_at DESC, id DESC
        OFFSET ${firstWindow * RANK_WINDOW} LIMIT ${(lastWindow - firstWindow + 1) * RANK_WINDOW}
      ), windows AS (
        SELECT c.*, (row_number() OVER (ORDER BY c.posted_at DESC, c.id DESC) - 1) / ${RANK_WINDOW} AS win FROM candidates c
      )
      SELECT w.id::int AS id${bounded ? sql`, (count(*) OVER ())::int AS candidates` : sql``} FROM windows w JOIN job_search v ON v.id = w.id
      ORDER BY w.win,
        ts_rank(${vector === 'doc_tsv' ? sql`(SELECT dv.doc_tsv FROM job_search_doc dv WHERE dv.id = w.id)` : sql`v.title_tsv`}, ${query})
          + CASE w.sponsor_rank WHEN 2 THEN 0.3 WHEN 1 THEN 0.1 ELSE 0 END
          + CASE WHEN w.posted_at > now() - interval '3 days' THEN 0.2 WHEN w.posted_at > now() - interval '7 days' THEN 0.1 ELSE 0 END
          + CASE WHEN v.title_tsv @@ ${phrase} THEN 0.5 ELSE 0 END
          ${vector === 'doc_tsv' && titleWords ? sql`+ CASE WHEN v.title_tsv @@ ${titleWords} THEN 0.4 ELSE 0 END` : sql``}
          DESC,
        w.posted_at DESC, w.id DESC
      OFFSET ${from - firstWindow * RANK_WINDOW} LIMIT ${count}`,
  );
  const candidates = Number(result[0]?.candidates ?? 0);
  if (bounded && candidates < candidateRows) {
    // Candidates are counted from the slice's first window: the rows read met the windows before it (all of
    // them, or fewer when it met none of its own) and its own candidates.
    const met = firstWindow * RANK_WINDOW + candidates;
    return { share: met / Math.max(walkRows, 1) };
  }
  return result.map((row) => Number(row.id));
}

/** The explicit filters, plus what the search text's intent words mean where the user set no filter of that kind. */
export function withIntents(query: JobSearchQuery): {
  filters: SearchFilters;
  terms: string | null;
  understood: UnderstoodQueryResult | null;
} {
  const filters: SearchFilters = {
    city: query.city,
    state: query.state,
    workArrangement: query.workArrangement,
    employmentType: query.employmentType,
    hideNoSponsor: query.hideNoSponsor,
    hasFilingRecord: query.hasFilingRecord,
  };
  if (!query.search) return { filters, terms: null, understood: null };
  const { text, intents } = understandQuery(query.search);
  // A location read from the text ('nurse houston') applies unless the page already sets one.
  if (!filters.city && !filters.state) {
    filters.city = intents.city;
    filters.state = intents.state;
    filters.places = usRegion(intents.region)?.places;
  }
  filters.workArrangement ??= intents.workArrangement;
  filters.notWorkArrangement = intents.notWorkArrangement;
  filters.employmentType ??= intents.employmentType;
  filters.experience = intents.experience;
  filters.sponsorship = intents.sponsorship ?? false;
  filters.excludedTitleWords = intents.excludedWords;
  return {
    filters,
    terms: text || null,
    understood: {
      terms: text,
      experience: intents.experience ?? null,
      work_arrangement: intents.workArrangement ?? null,
      not_work_arrangement: intents.notWorkArrangement ?? null,
      employment_type: intents.employmentType ?? null,
      sponsorship: intents.sponsorship ?? false,
      city: intents.city ?? null,
      state: intents.state ?? null,
      region: intents.region ?? null,
      excluded: intents.excludedWords ?? [],
      searched_for: null,
    },
  };
}

/**
 * Searches running in this process. A walk that may not be waited for starts beside its count only when no
 * other search runs: it uses a core that would be idle, where under load it would take another search's.
 */
let searchesRunning = 0;

type SearchOptions = {
  strategy?: 'walk' | 'collect';
  /** The bound of a walk that runs beside its count, instead of `speculativeWalkRows`. */
  walkRows?: number;
};

/** One page of ids for a query, with the (capped) total and whether another page exists. */
export async function searchJobIds(
  db: DbOrTx,
  query: JobSearchQuery,
  options: SearchOptions = {},
): Promise<SearchPage> {
  searchesRunning += 1;
  try {
    return await searchPage(db, query, options);
  } finally {
    searchesRunning -= 1;
  }
}

async function searchPage(db: DbOrTx, query: JobSearchQuery, options: SearchOptions): Promise<SearchPage> {
  const offset = query.page * query.pageSize;
  const need = query.pageSize + 1;
  const { filters: searchFilters, terms, understood } = withIntents(query);
  const filters = filterConditions(searchFilters);

  if (!terms) {
    // No words left to find (no search, or only intent words such as 'entry level remote'): browse, jobs
    // that say they sponsor first and those that say they do not last (sponsor_rank), newest first.
    // Counted first: fewer matches than the cap are all counted, so none means no page to read, and a few
    // are gathered through the filter indexes and sorted. A walk in order meets rare matches once per many
    // rows, or never: 'New York' with state MA read every New York job to find none (90 ms; the count, 15).
    const total = await cappedCount(db, filters, COUNT_CAP);
    const page = sql`SELECT s.id::int AS id FROM job_search s WHERE ${filters} ORDER BY s.sponsor_rank DESC, s.posted_at DESC, s.id DESC OFFSET ${offset} LIMIT ${need}`;
    const ids =
      offset >= total
        ? []
        : total < COUNT_CAP
          ? await withSearchSettings(db, GATHER, (tx) => executeRecurring<{ id: number }>(tx, page))
          : await searchRecurring<{ id: number }>(db, page);
    return finish(
      { ids: ids.map((r) => Number(r.id)), total, match: 'exact' },
      offset,
      query.pageSize,
      null,
      understood,
    );
  }

  // Every statement below ANDs the filters' lexemes into its tsquery: their columns only check the rows read,
  // except in a walk per sponsorship rank, which reads a filter index in date order.
  const checked = filterConditions(searchFilters, 's', { indexed: false });
  const tiers = (built: BuiltQuery) =>
    searchTiers(db, {
      filters: checked,
      rankWalkFilters: filters,
      docFilters: filterConditions(searchFilters, 'd'),
      searchFilters,
      separateNoSponsor: !searchFilters.hideNoSponsor && !searchFilters.sponsorship,
      built,
      terms,
      offset,
      need,
      strategy: options.strategy,
      walkRows: options.walkRows,
    });
  const attempt = async (mode: 'and' | 'or') => {
    const built = await buildTsQuery(db, terms, mode);
    return { built, page: built ? await tiers(built) : null };
  };
  let { built, page } = await attempt('and');
  if ((!page || page.total === 0) && parseQuery(terms).length > 1) {
    // Nothing has every word: the jobs whose titles have every word but one ('data scientist fintech', where
    // no posting says fintech, finds the 214 data scientists, where any of the words found 1,000 jobs with
    // 'data' somewhere), else those with any of them, ranked; either way the page says they are only related.
    const relaxed = built ? await leaveOutForTitles(db, built, checked, searchFilters) : null;
    if (relaxed) ({ built, page } = { built: relaxed, page: await tiers(relaxed) });
    if (!page || page.total === 0) ({ built, page } = await attempt('or'));
    if (page) page.match = 'related';
  }
  const read =
    understood && built && query.search
      ? { ...understood, searched_for: searchedFor(query.search, built.corrections) }
      : understood;
  if (!page) return finish({ ids: [], total: 0, match: 'exact' }, offset, query.pageSize, null, read);
  return finish(page, offset, query.pageSize, built?.text ?? null, read);
}

/**
 * A capped count of a tier's matches on both sponsorship sides, cut to a smaller cap: the same total as a
 * count capped there (the count never exceeds the truth), split in the shares it saw.
 */
export function withinCap(
  row: { ok: number; no: number } | undefined,
  cap: number,
): { ok: number; no: number } | undefined {
  if (!row) return row;
  const ok = Number(row.ok);
  const no = Number(row.no);
  if (ok + no <= cap) return { ok, no };
  const okShare = Math.round((ok * cap) / (ok + no));
  return { ok: okShare, no: cap - okShare };
}

type Segment = {
  where: SQL;
  /**
   * The same condition split by sponsor rank (2, then 1), for a title walk: each part is read in date order
   * from its filter index (city, rank, posted_at...), merged, and the walk stops once the window is full;
   * `sponsor_rank >= 1` as one range gives no date order, so every sponsoring job of the place was read
   * and sorted (46,000 rows for 'software engineer' in Seattle).
   */
  byRank?: SQL[];
  vector: 'title_tsv' | 'doc_tsv';
  /** The jobs' sponsorship side of the search ('ok', 'no'), or both. */
  sponsor?: 'ok' | 'no';
  /** At most `cap` matches. */
  count: (cap: number) => Promise<number>;
};

/**
 * The order of a search: title/organisation matches, then description-only matches; and unless the jobs
 * that say they do not sponsor are filtered out, those come after all the others, in the same two tiers.
 * Each segment is read in fixed windows (tierSlice); sizes come from capped counts, so the whole page costs
 * a bounded amount of work for the first COUNT_CAP results.
 */
async function searchTiers(
  db: DbOrTx,
  options: {
    /** The filters, their columns only checking rows (`indexed: false`): the tsqueries carry their lexemes. */
    filters: SQL;
    /** The filters as index conditions, for the walks per sponsorship rank. */
    rankWalkFilters: SQL;
    /** The same filters on the description vectors' table (`filterConditions(searchFilters, 'd')`). */
    docFilters: SQL;
    searchFilters: SearchFilters;
    separateNoSponsor: boolean;
    built: BuiltQuery;
    terms: string;
    offset: number;
    need: number;
    strategy?: 'walk' | 'collect';
    walkRows?: number;
  },
): Promise<{ ids: number[]; total: number; match: SearchMatch }> {
  const { filters, built, offset, need } = options;
  // The words searched for (ranking), and the words AND the filters' lexemes (matching), so the full-text
  // indexes answer the whole conjunction.
  const tsq = sql`to_tsquery('simple', ${built.text})`;
  // Which jobs match (the tiers, and the title tier's exclusion from the description tier): the same words,
  // each indexed phrase read by its lexeme (BuiltQuery.matchText). Descriptions: only the words of a benefit
  // the search asks for may be those of the benefit text.
  const titleMatch = titleMatchQuery(built);
  const docMatch = descriptionMatchQuery(built);
  const docRankTsq = descriptionRankTsQuery(built);
  const matching = (query: SQL, sponsor?: 'ok' | 'no') =>
    withFilterLexemes(query, options.searchFilters, sponsor);
  // The whole search as a phrase in the title or organisation lifts a job within its window.
  const phrase = sql`phraseto_tsquery('english', search_text(${options.terms}))`;
  // A description match's title with any of the words that name a field (not a kind of position): titles
  // only, as leaveOutForTitles reads them.
  const fieldWords = built.clauseTexts.filter((_, index) => built.clauseRoleOnly[index] !== true);
  const titleWords =
    built.clauseTexts.length > 1 && fieldWords.length > 0
      ? sql`to_tsquery('simple', ${fieldWords.map((text) => `(${inTitles(text)})`).join(' | ')})`
      : null;
  const titleWhere = (extra: SQL, sponsor?: 'ok' | 'no', columns: SQL = filters) =>
    sql`${columns}${extra} AND s.title_tsv @@ ${matching(titleMatch, sponsor)}`;
  // On the vectors' table alone (DOCUMENT): `docFilters` are the filters it has columns for, and `matching`
  // ANDs the lexemes of the rest into the vector's tsquery, the segment's sponsorship side among them.
  const docWhere = (sponsor?: 'ok' | 'no') =>
    sql`${options.docFilters} AND d.doc_tsv @@ ${matching(docMatch, sponsor)} AND NOT (d.title_tsv @@ ${titleMatch})`;
  const tiers = (extra: SQL, sponsor?: 'ok' | 'no', ranks?: number[]): Segment[] => [
    {
      where: titleWhere(extra, sponsor),
      byRank: ranks?.map((rank) =>
        titleWhere(sql` AND s.sponsor_rank = ${sql.raw(String(rank))}`, sponsor, options.rankWalkFilters),
      ),
      vector: 'title_tsv',
      sponsor,
      count: (cap) => cappedCount(db, titleWhere(extra, sponsor), cap),
    },
    {
      where: docWhere(sponsor),
      vector: 'doc_tsv',
      sponsor,
      count: (cap) => cappedIndexCount(db, docWhere(sponsor), cap),
    },
  ];
  const segments = options.separateNoSponsor
    ? [...tiers(sql` AND s.sponsor_rank >= 1`, 'ok', [2, 1]), ...tiers(sql` AND s.sponsor_rank = 0`, 'no')]
    : tiers(sql``);

  // One capped count per tier, which also splits it into the jobs that may sponsor and those that do not.
  // Sizes are exact below the cap left for the tier and null (unknown, large) at it; counted is -1 when the
  // cap was used up before the tier.
  const sizes: (number | null)[] = segments.map(() => null);
  const counted: number[] = segments.map(() => -1);
  let total = 0;
  const [shares, tableSize] = await Promise.all([filterLexemeShares(db), searchTableSize(db)]);
  type Counted = { ok: number; no: number } | undefined;
  const countTier = async (tier: 0 | 1, cap: number): Promise<Counted> => {
    const okAndNo = sql`count(*) FILTER (WHERE ok)::int AS ok, count(*) FILTER (WHERE NOT ok)::int AS no`;
    const counts = (from: SQL, where: SQL, table: 's' | 'd') => sql`
      SELECT ${okAndNo} FROM (
        SELECT ${sql.raw(table)}.sponsor_rank >= 1 AS ok FROM ${from} WHERE ${where} LIMIT ${cap}
      ) counted`;
    if (tier === 0)
      return (
        await searchRecurring<{ ok: number; no: number }>(db, counts(NARROW, titleWhere(sql``), 's'))
      )[0];
    const walk = countWalkLength(
      { matches: likelyMatches(built, tableSize), index: built.estimate },
      filterShare(options.searchFilters, undefined, shares),
      { cap, tableSize },
    );
    if (walk !== null) {
      // Many description matches: the newest `walk` vectors, in date order, hold the cap's worth of them
      // sooner than the index can list every match. Short of the cap, the index counts them all.
      const walked = sql`(SELECT ${DOCUMENT_COLUMNS}, d.doc_tsv @@ ${matching(docMatch)} AS hit FROM job_search_doc d ORDER BY d.posted_at DESC, d.id DESC LIMIT ${walk}) d`;
      const [row] = await withSearchSettings(db, WALK, (tx) =>
        executeRecurring<{ ok: number; no: number }>(
          tx,
          counts(walked, sql`d.hit AND ${options.docFilters} AND NOT (d.title_tsv @@ ${titleMatch})`, 'd'),
        ),
      );
      if (Number(row?.ok ?? 0) + Number(row?.no ?? 0) >= cap) return row;
    }
    return (
      await withSearchSettings(db, INDEX_DRIVEN, (tx) =>
        executeRecurring<{ ok: number; no: number }>(
          tx,
          cappedRows(
            sql`SELECT d.sponsor_rank >= 1 AS ok FROM ${DOCUMENT} WHERE ${docWhere()}`,
            cap,
            okAndNo,
          ),
        ),
      )
    )[0];
  };
  /** Records a tier's count; returns how many it used of the cap. */
  const record = (tier: 0 | 1, row: Counted, cap: number): number => {
    const ok = Number(row?.ok ?? 0);
    const no = Number(row?.no ?? 0);
    const exact = ok + no < cap;
    if (options.separateNoSponsor) {
      [sizes[tier], sizes[tier + 2]] = exact ? [ok, no] : [null, null];
      [counted[tier], counted[tier + 2]] = [ok, no];
    } else {
      sizes[tier] = exact ? ok + no : null;
      counted[tier] = ok + no;
    }
    total += ok + no;
    return ok + no;
  };
  /**
   * The share of all jobs a segment's filters keep, for plan choice: the sponsorship side as its tier's count
   * measured it (`sponsorSideShare`) where the tiers are split by it and counted, the filters' own share else.
   */
  const segmentShare = (index: number): number => {
    const sponsor = segments[index]?.sponsor;
    // Segments have a side only when split by it: [title ok, description ok, title no, description no].
    const tier = index % 2;
    const measured = sponsor
      ? sponsorSideShare({ ok: counted[tier] ?? -1, no: counted[tier + 2] ?? -1 }, sponsor)
      : null;
    return measured === null
      ? filterShare(options.searchFilters, sponsor, shares).all
      : filterShare(options.searchFilters, undefined, shares).all * measured;
  };

  // Statements run side by side only on PostgreSQL's pooled connections: PGlite runs one at a time, and so
  // does an open transaction.
  const sideBySide = sessionWithSettings(db, CUSTOM_PLANS) !== null;
  // When the title index's statistics bound the title matches below the cap, the description count is
  // needed whatever the title count says, so it starts now, beside the title count, counting up to the whole
  // cap; what the title count leaves of the cap is taken from it (`withinCap`).
  const titleShares = await vectorLexemeShares(db, 'job_search', false);
  const titleBound =
    titleMatchShare(built, titleShares) *
    tableSize *
    filterShare(options.searchFilters, undefined, shares).all;
  const early = sideBySide && titleBound < COUNT_CAP ? countTier(1, COUNT_CAP) : null;
  early?.catch(() => undefined); // awaited below, or not needed when the titles filled the cap

  /** What `tierSlice` reads of a segment: positions [from, from + count) of its order. */
  const sliceOf = (segment: Segment, from: number, count: number) => ({
    where: segment.where,
    byRank: segment.byRank,
    vector: segment.vector,
    query: segment.vector === 'doc_tsv' ? docRankTsq : tsq,
    phrase,
    titleWords,
    from,
    count,
  });
  const windowEndOf = (from: number, count: number) =>
    (Math.floor((from + count - 1) / RANK_WINDOW) + 1) * RANK_WINDOW;
  // The first segment's slice (title matches) needs its count only to choose a plan, and both plans give
  // the same rows; so, when no other search runs (it takes a core that would be idle) and the title index's
  // statistics say the titles fill the cap (no description count started early), it starts beside the
  // count, planned from those statistics alone where they leave no doubt: as a collect where twice as many
  // matches would still be collected, as a walk (as far as a bound) where half as many would still be
  // walked. The statistics bound the matches from above, and several words together are found in far fewer
  // titles than the bound ('UI/UX designer engineer': 20,950 by the bound, none in fact); close to where
  // the plans meet, a wrong guess cost more than the count it saved ('sr. devops engineer': a collect of
  // about 6,900 matches took 61 ms, where the search as a whole took 39-51 ms with the walk its count
  // planned). A walk cut short, or one the count finds fewer matches than the cap for (a collect, then), is
  // planned again after the count.
  const first = segments[0];
  const titleAhead =
    sideBySide && !early && searchesRunning <= 1 && first?.vector === 'title_tsv'
      ? (() => {
          const windowEnd = windowEndOf(offset, need);
          const bound = titleMatchShare(built, titleShares) * tableSize * segmentShare(0);
          const strategy =
            options.strategy ??
            (chooseTitleStrategy(bound * 2, windowEnd, tableSize) === 'collect'
              ? 'collect'
              : chooseTitleStrategy(bound / 2, windowEnd, tableSize) === 'walk'
                ? 'walk'
                : null);
          if (strategy === null) return null;
          const slice = { ...sliceOf(first, offset, need), strategy };
          const found =
            strategy === 'walk'
              ? tierSlice(db, {
                  ...slice,
                  walkRows: options.walkRows ?? speculativeWalkRows(windowEnd, tableSize),
                })
              : tierSlice(db, slice);
          found.catch(() => undefined); // awaited below, or not needed once the count plans a collect
          return { strategy, found };
        })()
      : null;
  const capLeft = COUNT_CAP - record(0, await countTier(0, COUNT_CAP), COUNT_CAP);
  // Otherwise the description count runs while the first segment (title matches that may sponsor, or all
  // title matches) is read: that slice needs only the title count. Later segments wait for it.
  const docCount =
    capLeft <= 0
      ? Promise.resolve(undefined)
      : early
        ? early.then((row) => withinCap(row, capLeft))
        : countTier(1, capLeft);
  // Awaited below, where a failure surfaces. Whether it has arrived is seen without waiting for it.
  let docCountArrived = false;
  docCount.then(
    () => (docCountArrived = true),
    () => undefined,
  );
  let docRecorded = capLeft <= 0;
  let docRecording: Promise<void> | null = null;
  // Recorded once, however many places wait for it.
  const docCountKnown = (): Promise<void> => {
    if (docRecorded) return Promise.resolve();
    docRecording ??= docCount.then((row) => {
      docRecorded = true;
      record(1, row, capLeft);
    });
    return docRecording;
  };

  const ids: number[] = [];
  let start = 0; // where the current segment starts in the whole order
  for (const [index, segment] of segments.entries()) {
    if (ids.length >= need) break;
    const from = offset + ids.length - start;
    const wanted = need - ids.length;
    // A slice reads whole ranking windows: the last row it needs is ranked within its window.
    const windowEnd = windowEndOf(from, wanted);
    let strategy = options.strategy;
    // The first description segment starts where the title matches that may sponsor end, which their count
    // said, so its slice may start beside the description count instead of after it. When the lexicon's
    // estimate alone says collect, a count below the cap would say so too: the slice is collected at once.
    // When it says walk, a count at the cap plans that walk and one below it a collect, and both give the
    // same rows; so, when no other search is running (the walk takes a core that would be idle), the walk
    // starts at once, bounded (`speculativeWalkRows`): 'prototyping' (88,000 descriptions, counted to the cap
    // in 20-30 ms at a million jobs) no longer waits for its count. A count that answers first below the cap
    // plans a collect, which does not wait for the walk; a walk cut short by its bound is planned again.
    let walkRows: number | undefined;
    if (sideBySide && index === 1 && !docRecorded && !strategy) {
      // A count already in plans the slice: 'staff special education teacher' walked 60,000 vectors after its
      // description count (started early) had found none.
      if (docCountArrived) await docCountKnown();
      else if (chooseStrategy(built.estimate * segmentShare(index), windowEnd, tableSize) === 'collect')
        strategy = 'collect';
      else if (searchesRunning <= 1) walkRows = options.walkRows ?? speculativeWalkRows(windowEnd, tableSize);
      else await docCountKnown();
    } else if (index > 0) await docCountKnown();
    const slice = sliceOf(segment, from, wanted);
    let found: number[] | null = null;
    // What a walk started beside its count met, when its bound cut it short.
    let cutShort: CutShort | null = null;
    if (walkRows !== undefined) {
      const walked = tierSlice(db, { ...slice, strategy: 'walk', walkRows });
      walked.catch(() => undefined); // awaited below, or not needed once the count plans a collect
      const countedFirst = await Promise.race([walked.then(() => false), docCountKnown().then(() => true)]);
      if (!countedFirst || sizes[index] === null) {
        const result = await walked;
        if (Array.isArray(result)) found = result;
        else cutShort = result;
      }
      if (found === null) await docCountKnown();
    }
    let size = sizes[index] ?? null;
    if (found === null && size !== null && from >= size) {
      start += size;
      continue;
    }
    // The slice read beside the count: a collect is this slice whatever the count said; a walk is the plan
    // when the count reached the cap, unless its bound cut it short.
    if (index === 0 && titleAhead && (titleAhead.strategy === 'collect' || size === null)) {
      const result = await titleAhead.found;
      if (Array.isArray(result)) found = result;
      else cutShort = result;
    }
    if (!strategy) {
      // Few enough matches to have been counted: gather them all through the index; otherwise decide from
      // the lexicon's estimate whether walking in date order finds the rows needed sooner.
      if (size !== null) strategy = 'collect';
      else if (cutShort) {
        // A walk cut short met its matches more rarely than the estimate said: planned from what it met, a
        // walk from the start again is seldom the plan ('tcp/ip developer': 60,000 vectors held fewer than
        // 120 matches, and the second walk read 121 ms more).
        const matches = cutShort.share * tableSize;
        strategy =
          segment.vector === 'title_tsv'
            ? chooseTitleStrategy(matches, windowEnd, tableSize)
            : chooseStrategy(matches, windowEnd, tableSize);
      } else if (segment.vector === 'title_tsv' && index === 0) {
        // Many title matches: a walk fills the window soon when they are common (tens of thousands), but a
        // few thousand among a million jobs are met once per several hundred rows; collect those.
        const bound = titleMatchShare(built, titleShares) * tableSize * segmentShare(index);
        strategy = chooseTitleStrategy(Math.max(bound, counted[index] ?? 0), windowEnd, tableSize);
      } else {
        // The filters' lexemes thin the matches the walk meets ('junior demand forecasting': a third). A walk
        // reads until the whole window holds its matches, not only the rows the page shows: 'aerodynamics'
        // (2,533 jobs) walked 52,675 vectors, 58 ms, where collecting its matches takes 35.
        strategy = chooseStrategy(built.estimate * segmentShare(index), windowEnd, tableSize);
      }
    }
    found ??= await tierSlice(db, { ...slice, strategy });
    ids.push(...found);
    if (found.length >= wanted) break;
    if (size === null) {
      await docCountKnown();
      size = sizes[index] ?? null;
    }
    if (size === null) {
      size =
        found.length > 0 || from === 0 ? from + found.length : await segment.count(Number.MAX_SAFE_INTEGER);
    }
    start += size;
  }

  await docCountKnown();
  // Exact when some title or organisation has every word, or the words are skills a description names.
  const titleCounts = counted.filter((_, index) => segments[index]?.vector === 'title_tsv');
  const hasTitleMatch =
    titleCounts.some((n) => n > 0) ||
    (titleCounts.includes(-1) && (await cappedIndexCount(db, titleWhere(sql``), 1, NARROW)) > 0);
  const match: SearchMatch =
    total === 0 || hasTitleMatch || (await namesSkills(db, options.terms, built.stems, ids))
      ? 'exact'
      : 'related';
  return { ids, total, match };
}

/**
 * Whether description matches answer the words: they are skills ('kubernetes docker'), and a skill of several
 * words is written as such in a description shown ('physician assistant', not 'advise physicians' and
 * 'relocation assistance'). Checked on the jobs of the page, through their vectors (one short query). A skill
 * the index sees as one word because the others are stop words ('IT support') cannot be told apart: not exact.
 */
async function namesSkills(
  db: DbOrTx,
  terms: string,
  stems: ReadonlyMap<string, string>,
  ids: readonly number[],
): Promise<boolean> {
  const skills = skillSegments(terms, stems);
  if (!skills) return false;
  const phrases: string[] = [];
  for (const words of skills.filter((skill) => skill.length > 1)) {
    const text = phraseOperand(words, (word) => stems.get(word) ?? null);
    // Left with one word by the stop words ('IT support' is 'support' to the index): nothing to check it by.
    if (text === null || !text.includes('<')) return false;
    phrases.push(text);
  }
  if (phrases.length === 0 || ids.length === 0) return true;
  const [row] = await searchRecurring<{ found: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM job_search_doc d WHERE d.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) AND d.doc_tsv @@ to_tsquery('simple', ${phrases.map((text) => `(${text})`).join(' & ')})) AS found`,
  );
  return row?.found === true;
}

function finish(
  page: { ids: number[]; total: number; match: SearchMatch },
  offset: number,
  pageSize: number,
  queryText: string | null,
  understood: UnderstoodQueryResult | null,
): SearchPage {
  const { ids, total, match } = page;
  const hasMore = ids.length > pageSize;
  const pageIds = ids.slice(0, pageSize);
  // A capped count is a lower bound; never report fewer than the jobs the user has already been shown.
  const seen = offset + pageIds.length + (hasMore ? 1 : 0);
  return { ids: pageIds, total: Math.max(total, seen), hasMore, queryText, match, understood };
}
