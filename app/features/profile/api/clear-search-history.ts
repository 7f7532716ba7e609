import { deletedCountSchema, type DeletedCount } from '../../../../core/personalization/api.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

/** DELETE /api/search-history: forgets every stored search. */
export function clearSearchHistory(): Promise<ApiResult<DeletedCount>> {
  return apiRequest('/api/search-history', {
    method: 'DELETE',
    parse: (value) => deletedCountSchema.parse(value),
  });
}
