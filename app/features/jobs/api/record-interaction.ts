import type { RecordInteractionBody } from '../../../../core/personalization/api.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

/** POST /api/interactions: a view, click or apply with the search it came from. */
export function recordInteraction(body: RecordInteractionBody): Promise<ApiResult<unknown>> {
  return apiRequest('/api/interactions', { method: 'POST', body });
}
