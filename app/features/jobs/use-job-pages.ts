import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { JobListItem, JobSearchResult } from '../../../core/jobs.ts';
import { fetchJobPage } from './api/fetch-job-page.ts';
import { searchCache } from './search-cache.ts';
import { jobsPath, type JobFilters } from './search-params.ts';

export type JobPagesState = {
  jobs: JobListItem[];
  /** The first page's count (exact below 100, a lower bound above; SPEC section 9). */
  total: number;
  hasMore: boolean;
  status: 'idle' | 'loading' | 'error';
  errorMessage: string | null;
  loadMore: () => void;
};

/** The server-rendered first page, or every page already loaded for this search when coming back to it. */
function initialPages(key: string, firstPage: JobSearchResult): JobSearchResult[] {
  // The cache only ever fills in the browser; on the server (and during hydration) it is empty.
  const cached = typeof document === 'undefined' ? null : searchCache.getFresh(key);
  return cached && cached[0]?.total_count === firstPage.total_count ? cached : [firstPage];
}

/**
 * The infinite list of one search: the first page comes from the route loader, later pages are fetched
 * here (page + 1 each time). Mount it with `key` = the search, so a new search starts from its own page.
 */
export function useJobPages(filters: JobFilters, firstPage: JobSearchResult): JobPagesState {
  const key = jobsPath(filters);
  const [pages, setPages] = useState(() => initialPages(key, firstPage));
  const [status, setStatus] = useState<JobPagesState['status']>('idle');
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => {
    searchCache.set(key, pages);
  }, [key, pages]);

  useEffect(() => () => inFlight.current?.abort(), []);

  const last = pages[pages.length - 1] ?? firstPage;
  const hasMore = last.has_more;

  const loadMore = useCallback(() => {
    if (inFlight.current || !hasMore) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setStatus('loading');
    setErrorMessage(null);
    void fetchJobPage(filters, last.page + 1, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      inFlight.current = null;
      if (result.ok) {
        setPages((current) => [...current, result.data]);
        setStatus('idle');
      } else {
        setStatus('error');
        setErrorMessage(result.message);
      }
    });
  }, [filters, hasMore, last.page]);

  const jobs = useMemo(() => {
    // Pages never overlap while the data is unchanged; if ingestion shifted them, show each job once.
    const seen = new Set<number>();
    return pages
      .flatMap((page) => page.jobs)
      .filter((job) => (seen.has(job.id) ? false : (seen.add(job.id), true)));
  }, [pages]);

  return { jobs, total: pages[0]?.total_count ?? 0, hasMore, status, errorMessage, loadMore };
}
