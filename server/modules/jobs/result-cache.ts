import { LRUCache } from 'lru-cache';
import { SEARCH_CACHE_FRESH_MS } from '../../../core/constants.ts';
import type { JobSearchQuery, JobSearchResult } from '../../../core/jobs.ts';
import { onDataChanged, type DataArea, type DataVersions } from '../../lib/data-versions.ts';

/** Searches kept at most: a page of thirty presented jobs is about 40 KB, so at most about 20 MB. */
export const SEARCH_RESULTS_KEPT = 500;

/** The data a search result is made of: its jobs, and the sponsors' filing records on their cards. */
const RESULT_AREAS: readonly DataArea[] = ['jobs', 'sponsors'];

export type SearchResultCacheOptions = {
  /**
   * Data versions shared with other processes (Redis: decision 016), read on every search, so a change
   * written by another instance or a command-line tool is seen at once. Changes in this process are seen
   * without them (notifyDataChanged).
   */
  versions?: DataVersions;
  freshMs?: number;
  maxEntries?: number;
  now?: () => number;
  /** Told when the shared versions cannot be read (the search then runs without the cache). */
  onError?: (error: unknown) => void;
};

export type SearchResultCache = {
  /**
   * The result of `query`: the one kept for the same query, when fresh and made since the last change of
   * the jobs or sponsors; else `search()`, run once for every caller asking for that query meanwhile.
   */
  get(query: JobSearchQuery, search: () => Promise<JobSearchResult>): Promise<JobSearchResult>;
  close(): void;
};

/**
 * Search results kept for everyone (SPEC section 9, "Search result cache": fresh 2 min), in this process. A
 * search is the same for every visitor: a signed-in one (whose page the page cache never keeps), the API's
 * later pages, and a crowd that searches the same words are answered without the database. Results are
 * shared objects: callers must not change them.
 */
export function createSearchResultCache(options: SearchResultCacheOptions = {}): SearchResultCache {
  const now = options.now ?? Date.now;
  const kept = new LRUCache<string, JobSearchResult>({
    max: options.maxEntries ?? SEARCH_RESULTS_KEPT,
    ttl: options.freshMs ?? SEARCH_CACHE_FRESH_MS,
    ttlAutopurge: false,
    // Read the clock on every look-up (the default reuses a reading for a millisecond).
    ttlResolution: 0,
    perf: { now },
  });
  const running = new Map<string, Promise<JobSearchResult>>();
  // Bumped by every change in this process: a search that started before it is neither kept nor shared.
  let generation = 0;
  const unsubscribe = onDataChanged((areas) => {
    if (!areas.some((area) => RESULT_AREAS.includes(area))) return;
    generation += 1;
    kept.clear();
    running.clear();
  });

  async function keyOf(query: JobSearchQuery): Promise<string> {
    const shared = options.versions ? await options.versions.current() : null;
    const version = shared ? RESULT_AREAS.map((area) => shared[area]).join('.') : '';
    return `${generation}:${version}:${JSON.stringify(query)}`;
  }

  return {
    async get(query, search) {
      let key: string;
      try {
        key = await keyOf(query);
      } catch (error) {
        // Redis unavailable: searched as if nothing were kept, as the page cache renders then.
        options.onError?.(error);
        return search();
      }
      const hit = kept.get(key) ?? running.get(key);
      if (hit) return hit;
      const startedIn = generation;
      const result = search();
      running.set(key, result);
      try {
        const value = await result;
        if (generation === startedIn) kept.set(key, value);
        return value;
      } finally {
        if (running.get(key) === result) running.delete(key);
      }
    },
    close() {
      unsubscribe();
      kept.clear();
      running.clear();
    },
  };
}
