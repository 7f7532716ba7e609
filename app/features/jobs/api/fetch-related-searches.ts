import type { RelatedSearchesResponse } from '../../../../core/related-searches-api.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

// A shape check rather than core's zod schema, which would add zod to the /jobs page's JavaScript.
function readRelatedSearches(value: unknown): RelatedSearchesResponse {
  const body = value as Partial<RelatedSearchesResponse> | null;
  if (
    !body ||
    typeof body.search !== 'string' ||
    !Array.isArray(body.suggestions) ||
    !body.suggestions.every((item) => typeof item === 'string')
  ) {
    throw new Error('unexpected related searches');
  }
  return body as RelatedSearchesResponse;
}

/** GET /api/jobs/related-searches: the role names a search's results carry, for the chips. */
export function fetchRelatedSearches(
  search: string,
  signal?: AbortSignal,
): Promise<ApiResult<RelatedSearchesResponse>> {
  const query = new URLSearchParams({ search }).toString();
  return apiRequest(`/api/jobs/related-searches?${query}`, { parse: readRelatedSearches, signal });
}
