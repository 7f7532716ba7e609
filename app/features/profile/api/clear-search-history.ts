import type { DeletedCount } from '../../../../core/personalization/api.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';
import { readDeletedCount } from './deleted-count.ts';

/** DELETE /api/search-history: forgets every stored search. */
export function clearSearchHistory(): Promise<ApiResult<DeletedCount>> {
  return apiRequest('/api/search-history', { method: 'DELETE', parse: readDeletedCount });
}
