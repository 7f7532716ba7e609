import type { SearchHistoryResponse } from '../../../../core/personalization/api.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

function readSearchHistory(value: unknown): SearchHistoryResponse {
  const items = (value as { items?: unknown } | null)?.items;
  const isItem = (item: unknown) => {
    const row = item as Partial<SearchHistoryResponse['items'][number]> | null;
    return (
      typeof row === 'object' &&
      row !== null &&
      typeof row.id === 'string' &&
      typeof row.search_term === 'string' &&
      typeof row.created_at === 'string'
    );
  };
  if (!Array.isArray(items) || !items.every(isItem)) throw new Error('unexpected search history');
  return value as SearchHistoryResponse;
}

/** GET /api/search-history: the stored searches, newest first. */
export function fetchSearchHistory(): Promise<ApiResult<SearchHistoryResponse>> {
  return apiRequest('/api/search-history', { parse: readSearchHistory });
}
