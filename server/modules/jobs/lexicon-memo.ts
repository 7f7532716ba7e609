/**
 * What the search lexicon says of single words (their stem, whether a listed word is it or starts with it,
 * how many jobs have it), kept a minute per database like the planner statistics the search reads: words
 * recur from search to search, and their lookup was one of the five statements of every search (about a
 * millisecond of PostgreSQL). The lexicon changes only when it is rebuilt (`refreshSearchLexicon`: the demo
 * load, every ingestion run), which forgets everything kept in this process; another process's rebuild is
 * seen here within the minute, as its statistics are. Bounded: at the limit it starts again empty.
 */
const KEPT_MS = 60_000;
const LIMIT = 20_000;

type Kept<T> = { value: T; at: number };
let kept = new WeakMap<object, Map<string, Kept<unknown>>>();

function table<T>(db: object): Map<string, Kept<T>> {
  let words = kept.get(db);
  if (!words) {
    words = new Map();
    kept.set(db, words);
  }
  return words as Map<string, Kept<T>>;
}

/** The kept answers for `keys` of `db`; keys with none (or one older than a minute) are left out. */
export function recallLexicon<T>(db: object, keys: readonly string[]): Map<string, T> {
  const words = table<T>(db);
  const now = Date.now();
  const found = new Map<string, T>();
  for (const key of keys) {
    const entry = words.get(key);
    if (entry && now - entry.at < KEPT_MS) found.set(key, entry.value);
  }
  return found;
}

export function keepLexicon<T>(db: object, entries: Iterable<readonly [string, T]>): void {
  const words = table<T>(db);
  const at = Date.now();
  for (const [key, value] of entries) {
    if (words.size >= LIMIT) words.clear();
    words.set(key, { value, at });
  }
}

/** The lexicon was rebuilt (or, in a test, edited by hand): nothing kept is true any more. */
export function forgetLexicon(): void {
  kept = new WeakMap();
}
