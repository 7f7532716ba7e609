import { SEARCH_CACHE_FRESH_MS, SEARCH_CACHE_KEEP_MS } from '../../../core/constants.ts';
import type { JobSearchResult } from '../../../core/jobs.ts';

type Entry = { pages: JobSearchResult[]; storedAt: number };

export type SearchCache = {
  /** The pages loaded so far for a search, while they are still fresh; null otherwise. */
  getFresh(key: string): JobSearchResult[] | null;
  set(key: string, pages: JobSearchResult[]): void;
  clear(): void;
};

/**
 * Pages per search (key = the canonical /jobs URL), so that coming back to the list (back button, a
 * filter undone) shows what was there, scrolled as deep as before, without asking the server again.
 */
export function createSearchCache(
  options: { freshMs?: number; keepMs?: number; maxEntries?: number; now?: () => number } = {},
): SearchCache {
  const freshMs = options.freshMs ?? SEARCH_CACHE_FRESH_MS;
  const keepMs = options.keepMs ?? SEARCH_CACHE_KEEP_MS;
  // A long session of typing makes a new key per pause; the cap keeps memory flat.
  const maxEntries = options.maxEntries ?? 30;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  function prune(at: number) {
    for (const [key, entry] of entries) if (at - entry.storedAt > keepMs) entries.delete(key);
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  return {
    getFresh(key) {
      const at = now();
      prune(at);
      const entry = entries.get(key);
      return entry && at - entry.storedAt <= freshMs ? entry.pages : null;
    },
    set(key, pages) {
      const at = now();
      const previous = entries.get(key);
      entries.delete(key);
      // Appending a page keeps the age of the first one: freshness is about the whole list.
      const storedAt =
        previous && pages.length > previous.pages.length && at - previous.storedAt <= freshMs
          ? previous.storedAt
          : at;
      entries.set(key, { pages, storedAt });
      prune(at);
    },
    clear() {
      entries.clear();
    },
  };
}

/** The browser's one cache for the /jobs list. */
export const searchCache = createSearchCache();
