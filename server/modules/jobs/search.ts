import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { JobSearchQuery } from '../../../core/jobs.ts';
import { parseQuery, type QueryPart } from '../../../core/search-terms.ts';

/**
 * Bounded-work search (DESIGN section 5). Matches fall in two tiers: title/organisation matches, then
 * description-only matches. Inside a tier, candidates are read in date order (an index-ordered scan
 * that stops early even for broad terms) in fixed windows, and only each window is ranked by text
 * relevance, sponsorship and recency. The order is total and depends only on the data, so pages never
 * repeat or skip a job. Counts stop at COUNT_CAP: exact below it, a lower bound at it.
 */
export const RANK_WINDOW = 300;
export const COUNT_CAP = 1000;
const MIN_CORRECTABLE_LENGTH = 4;
const MIN_SIMILARITY = 0.45;

export type SearchFilters = Pick<JobSearchQuery, 'city' | 'state' | 'workArrangement' | 'employmentType'>;
export type SearchPage = { ids: number[]; total: number; hasMore: boolean; queryText: string | null };

type Rows<T> = { rows: T[] };
async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/** Filter predicates on the narrow table `job_search s`; only jobs still listed are searched. */
export function filterConditions(filters: SearchFilters): SQL {
  const conditions: SQL[] = [sql`(s.expires_at IS NULL OR s.expires_at > now())`];
  if (filters.city) conditions.push(sql`s.city = ${filters.city}`);
  if (filters.state) conditions.push(sql`s.state = ${filters.state}`);
  if (filters.employmentType) conditions.push(sql`s.employment_type = ${filters.employmentType}`);
  if (filters.workArrangement) conditions.push(sql`s.work_style = ${filters.workArrangement}`);
  return sql.join(conditions, sql` AND `);
}

type WordAnalysis = { word: string; stem: string | null; exact: boolean; prefix: boolean; suggestion: string | null };

/** Stems every word in one round trip and finds, for unknown words, the closest word of the lexicon. */
async function analyzeWords(db: DbOrTx, words: string[], lastWord: string | null): Promise<Map<string, WordAnalysis>> {
  if (words.length === 0) return new Map();
  const result = await rows<WordAnalysis>(
    db,
    sql`
      WITH input AS (
        SELECT w AS word, (ts_lexize('english_stem', w))[1] AS stem FROM unnest(ARRAY[${sql.join(
          words.map((word) => sql`${word}`),
          sql`, `,
        )}]::text[]) AS w
      )
      SELECT word, stem,
        EXISTS (SELECT 1 FROM search_lexicon l WHERE l.word = input.stem) AS exact,
        (input.word = ${lastWord ?? ''} AND EXISTS (SELECT 1 FROM search_lexicon l WHERE l.word LIKE input.stem || '%')) AS prefix,
        CASE WHEN length(input.word) >= ${MIN_CORRECTABLE_LENGTH} THEN (
          SELECT l.word FROM search_lexicon l
          WHERE l.word % input.stem AND similarity(l.word, input.stem) >= ${MIN_SIMILARITY}
          ORDER BY similarity(l.word, input.stem) DESC, l.doc_count DESC, l.word LIMIT 1
        ) END AS suggestion
      FROM input`,
  );
  return new Map(result.map((row) => [row.word, row]));
}

const quote = (lexeme: string) => `'${lexeme}'`;

/**
 * Builds a tsquery (simple configuration, lexemes already stemmed) from the user's text: synonym groups
 * OR-ed, words AND-ed (or OR-ed for the relaxed retry), typos replaced by the closest known word, and the
 * last word matched as a prefix when it is not a whole known word (the user may still be typing).
 */
export async function buildTsQuery(db: DbOrTx, text: string, mode: 'and' | 'or' = 'and'): Promise<string | null> {
  const parts = parseQuery(text);
  const words = new Set<string>();
  let lastWord: string | null = null;
  for (const part of parts) {
    if (part.kind === 'word') {
      words.add(part.word);
      if (part.isLast) lastWord = part.word;
    } else for (const phrase of part.phrases) for (const word of phrase) words.add(word);
  }
  const analysis = await analyzeWords(db, [...words], lastWord);
  const stemOf = (word: string) => analysis.get(word)?.stem ?? null;

  const clauses = parts
    .map((part: QueryPart): string | null => {
      if (part.kind === 'synonyms') {
        const alternatives = part.phrases
          .map((phrase) => phrase.map(stemOf).filter((stem): stem is string => stem !== null))
          .filter((stems) => stems.length > 0)
          .map((stems) => stems.map(quote).join(' <-> '));
        return alternatives.length > 0 ? `(${alternatives.join(' | ')})` : null;
      }
      const info = analysis.get(part.word);
      if (!info?.stem) return null; // a stop word
      if (info.exact) return quote(info.stem);
      if (info.prefix) return `${quote(info.stem)}:*`;
      if (info.suggestion) return quote(info.suggestion);
      return quote(info.stem);
    })
    .filter((clause): clause is string => clause !== null);
  if (clauses.length === 0) return null;
  return clauses.join(mode === 'and' ? ' & ' : ' | ');
}

/** `from` is `job_search s`, optionally joined to `jobs j` for description matches. */
async function cappedCount(db: DbOrTx, from: SQL, where: SQL, cap: number): Promise<number> {
  if (cap <= 0) return 0;
  const [row] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT ${cap}) counted`);
  return row?.n ?? 0;
}

const NARROW = sql`job_search s`;
const WITH_DESCRIPTION = sql`job_search s JOIN jobs j ON j.id = s.id`;

/** Ids at positions [from, from + count) of one tier, in the tier's total order. */
async function tierSlice(
  db: DbOrTx,
  options: { source: SQL; where: SQL; vector: SQL; query: SQL; phrase: SQL; from: number; count: number },
): Promise<number[]> {
  const { source, where, vector, query, phrase, from, count } = options;
  if (count <= 0) return [];
  const firstWindow = Math.floor(from / RANK_WINDOW);
  const lastWindow = Math.floor((from + count - 1) / RANK_WINDOW);
  const result = await rows<{ id: number }>(
    db,
    sql`
      WITH candidates AS (
        SELECT s.id, s.posted_at, s.sponsor_rank, s.title_tsv, ${vector} AS v FROM ${source}
        WHERE ${where}
        ORDER BY s.posted_at DESC, s.id DESC
        OFFSET ${firstWindow * RANK_WINDOW} LIMIT ${(lastWindow - firstWindow + 1) * RANK_WINDOW}
      ), windows AS (
        SELECT *, (row_number() OVER (ORDER BY posted_at DESC, id DESC) - 1) / ${RANK_WINDOW} AS win FROM candidates
      )
      SELECT id::int AS id FROM windows
      ORDER BY win,
        ts_rank(v, ${query})
          + CASE sponsor_rank WHEN 2 THEN 0.3 WHEN 1 THEN 0.1 ELSE 0 END
          + CASE WHEN posted_at > now() - interval '3 days' THEN 0.2 WHEN posted_at > now() - interval '7 days' THEN 0.1 ELSE 0 END
          + CASE WHEN title_tsv @@ ${phrase} THEN 0.5 ELSE 0 END
          DESC,
        posted_at DESC, id DESC
      OFFSET ${from - firstWindow * RANK_WINDOW} LIMIT ${count}`,
  );
  return result.map((row) => Number(row.id));
}

/** One page of ids for a query, with the (capped) total and whether another page exists. */
export async function searchJobIds(db: DbOrTx, query: JobSearchQuery): Promise<SearchPage> {
  const offset = query.page * query.pageSize;
  const need = query.pageSize + 1;
  const filters = filterConditions(query);

  if (!query.search) {
    const [ids, total] = await Promise.all([
      rows<{ id: number }>(
        db,
        sql`SELECT s.id::int AS id FROM job_search s WHERE ${filters} ORDER BY s.sponsor_rank DESC, s.posted_at DESC, s.id DESC OFFSET ${offset} LIMIT ${need}`,
      ),
      cappedCount(db, NARROW, filters, COUNT_CAP),
    ]);
    return finish(ids.map((r) => Number(r.id)), total, offset, query.pageSize, null);
  }

  let queryText = await buildTsQuery(db, query.search, 'and');
  let page = queryText ? await searchTiers(db, { filters, queryText, search: query.search, offset, need }) : null;
  if ((!page || page.total === 0) && parseQuery(query.search).length > 1) {
    // Nothing has every word: fall back to any word, still ranked, rather than an empty page.
    queryText = await buildTsQuery(db, query.search, 'or');
    page = queryText ? await searchTiers(db, { filters, queryText, search: query.search, offset, need }) : null;
  }
  if (!page) return { ids: [], total: 0, hasMore: false, queryText };
  return finish(page.ids, page.total, offset, query.pageSize, queryText);
}

async function searchTiers(
  db: DbOrTx,
  options: { filters: SQL; queryText: string; search: string; offset: number; need: number },
): Promise<{ ids: number[]; total: number }> {
  const { filters, queryText, offset, need } = options;
  const tsq = sql`to_tsquery('simple', ${queryText})`;
  // The whole search as a phrase in the title or organisation lifts a job within its window.
  const phrase = sql`phraseto_tsquery('english', ${options.search})`;
  const whereA = sql`${filters} AND s.title_tsv @@ ${tsq}`;
  const whereB = sql`${filters} AND j.doc_tsv @@ ${tsq} AND NOT (s.title_tsv @@ ${tsq})`;

  const countA = await cappedCount(db, NARROW, whereA, COUNT_CAP);
  const ids: number[] = [];
  let sizeA = countA < COUNT_CAP ? countA : null;
  if (sizeA === null || offset < sizeA) {
    const fromA = await tierSlice(db, { source: NARROW, where: whereA, vector: sql`s.title_tsv`, query: tsq, phrase, from: offset, count: need });
    ids.push(...fromA);
    if (fromA.length < need) sizeA = offset + fromA.length;
  }
  if (ids.length < need) {
    if (sizeA === null) {
      const [row] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM job_search s WHERE ${whereA}`);
      sizeA = row?.n ?? 0;
    }
    const fromB = Math.max(0, offset - sizeA);
    ids.push(
      ...(await tierSlice(db, { source: WITH_DESCRIPTION, where: whereB, vector: sql`j.doc_tsv`, query: tsq, phrase, from: fromB, count: need - ids.length })),
    );
  }
  const total = countA < COUNT_CAP ? countA + (await cappedCount(db, WITH_DESCRIPTION, whereB, COUNT_CAP - countA)) : COUNT_CAP;
  return { ids, total };
}

function finish(ids: number[], total: number, offset: number, pageSize: number, queryText: string | null): SearchPage {
  const hasMore = ids.length > pageSize;
  const pageIds = ids.slice(0, pageSize);
  // A capped count is a lower bound; never report fewer than the jobs the user has already been shown.
  const seen = offset + pageIds.length + (hasMore ? 1 : 0);
  return { ids: pageIds, total: Math.max(total, seen), hasMore, queryText };
}
