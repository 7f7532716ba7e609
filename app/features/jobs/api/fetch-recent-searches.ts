import type { RecentSearchesResponse } from '../../../../core/personalization/api.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

function readRecent(value: unknown): RecentSearchesResponse {
  const body = value as Partial<RecentSearchesResponse> | null;
  if (!body || !Array.isArray(body.recent) || !body.recent.every((term) => typeof term === 'string'))
    throw new Error('unexpected recent searches');
  return body as RecentSearchesResponse;
}

/** GET /api/search-history/recent: the last 20 rows and the at most 5 distinct terms for the chips. */
export function fetchRecentSearches(signal?: AbortSignal): Promise<ApiResult<RecentSearchesResponse>> {
  return apiRequest('/api/search-history/recent', { parse: readRecent, signal });
}
