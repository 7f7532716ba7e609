import type { DeletedCount } from '../../../../core/personalization/api.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';
import { readDeletedCount } from './deleted-count.ts';

/** DELETE /api/interactions: forgets every recorded view, click and apply. */
export function clearInteractions(): Promise<ApiResult<DeletedCount>> {
  return apiRequest('/api/interactions', { method: 'DELETE', parse: readDeletedCount });
}
