import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { JobCardItem, JobCardPage } from '../../../core/jobs.ts';
import type { JobFilters } from './search-params.ts';
import { searchPagesOptions } from './search-query.ts';

export type JobPagesState = {
  jobs: JobCardItem[];
  /** The first page's count (exact below 100, a lower bound above; SPEC section 9). */
  total: number;
  hasMore: boolean;
  status: 'idle' | 'loading' | 'error';
  errorMessage: string | null;
  loadMore: () => void;
};

/**
 * The infinite list of one search, held in the query cache: the first page comes from the route loader,
 * later pages are fetched here (page + 1 each time). Coming back to a search within 2 minutes shows every
 * page loaded before, without asking the server again.
 */
export function useJobPages(filters: JobFilters, firstPage: JobCardPage): JobPagesState {
  const query = useInfiniteQuery(searchPagesOptions(filters, firstPage));
  const pages = query.data.pages;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  const loadMore = useCallback(() => {
    if (isFetchingNextPage || !hasNextPage) return;
    // The outcome is read from the query's state; fetchNextPage never rejects.
    void fetchNextPage({ cancelRefetch: false });
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  const jobs = useMemo(() => {
    // Pages never overlap while the data is unchanged; if ingestion shifted them, show each job once.
    const seen = new Set<number>();
    return pages
      .flatMap((page) => page.jobs)
      .filter((job) => (seen.has(job.id) ? false : (seen.add(job.id), true)));
  }, [pages]);

  const status = isFetchingNextPage ? 'loading' : isFetchNextPageError ? 'error' : 'idle';
  return {
    jobs,
    total: pages[0]?.total_count ?? 0,
    hasMore: hasNextPage,
    status,
    errorMessage: status === 'error' ? (query.error?.message ?? null) : null,
    loadMore,
  };
}
