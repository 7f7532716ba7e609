import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { SEARCH_CACHE_FRESH_MS, SEARCH_CACHE_KEEP_MS } from '../../../core/constants.ts';
import type { JobCardPage } from '../../../core/jobs.ts';
import { fetchJobPage } from './api/fetch-job-page.ts';
import { jobsPath, type JobFilters } from './search-params.ts';

/** The pages of one search loaded so far, as the query cache holds them (page numbers from 0). */
export type SearchPages = InfiniteData<JobCardPage, number>;

/** One cache entry per search: the canonical /jobs URL, so every spelling of a search shares it. */
export function searchQueryKey(filters: JobFilters): readonly ['jobs', 'search', string] {
  return ['jobs', 'search', jobsPath(filters)] as const;
}

/**
 * The /jobs list as an infinite query with SPEC's search result cache (section 9: fresh 2 min, kept 5 min).
 * The first page comes from the route loader (`firstPage`); later pages from GET /api/jobs.
 */
export function searchPagesOptions(filters: JobFilters, firstPage: JobCardPage) {
  return {
    queryKey: searchQueryKey(filters),
    queryFn: async ({
      pageParam,
      signal,
    }: {
      pageParam: number;
      signal: AbortSignal;
    }): Promise<JobCardPage> => {
      const result = await fetchJobPage(filters, pageParam, signal);
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
    initialPageParam: 0,
    getNextPageParam: (last: JobCardPage) => (last.has_more ? last.page + 1 : undefined),
    initialData: { pages: [firstPage], pageParams: [0] } satisfies SearchPages,
    staleTime: SEARCH_CACHE_FRESH_MS,
    gcTime: SEARCH_CACHE_KEEP_MS,
    // Refetching every page scrolled so far because the network came back would move the list under the
    // reader; a new visit to the search (after 2 minutes) asks the server again instead.
    refetchOnReconnect: false,
  };
}

/** The first page of a search seen less than 2 minutes ago (SPEC search result cache), or null. */
export function freshFirstPage(
  client: QueryClient,
  filters: JobFilters,
  now = Date.now(),
): JobCardPage | null {
  const state = client.getQueryState<SearchPages>(searchQueryKey(filters));
  if (!state?.data || now - state.dataUpdatedAt > SEARCH_CACHE_FRESH_MS) return null;
  return state.data.pages[0] ?? null;
}

/**
 * A first page the server just answered replaces what the cache held for that search (older pages were
 * counted against other data), so the list starts again from it.
 */
export function rememberFirstPage(client: QueryClient, filters: JobFilters, firstPage: JobCardPage): void {
  client.setQueryData<SearchPages>(searchQueryKey(filters), { pages: [firstPage], pageParams: [0] });
}
