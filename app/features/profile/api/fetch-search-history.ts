import {
  searchHistoryResponseSchema,
  type SearchHistoryResponse,
} from '../../../../core/personalization/api.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

/** GET /api/search-history: the stored searches, newest first. */
export function fetchSearchHistory(): Promise<ApiResult<SearchHistoryResponse>> {
  return apiRequest('/api/search-history', { parse: (value) => searchHistoryResponseSchema.parse(value) });
}
