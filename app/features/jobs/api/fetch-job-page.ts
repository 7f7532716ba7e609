import type { JobSearchResult } from '../../../../core/jobs.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';
import { searchApiPath, type JobFilters } from '../search-params.ts';

// A shape check rather than core's zod schema, which would add zod to the /jobs page's JavaScript.
function readSearchResult(value: unknown): JobSearchResult {
  const result = value as Partial<JobSearchResult> | null;
  if (
    !result ||
    !Array.isArray(result.jobs) ||
    typeof result.total_count !== 'number' ||
    typeof result.has_more !== 'boolean'
  ) {
    throw new Error('unexpected search result');
  }
  return result as JobSearchResult;
}

/** One page of GET /api/jobs (later pages of the infinite list; the first comes with the page). */
export function fetchJobPage(
  filters: JobFilters,
  page: number,
  signal?: AbortSignal,
): Promise<ApiResult<JobSearchResult>> {
  return apiRequest(searchApiPath(filters, page), { parse: readSearchResult, signal });
}
