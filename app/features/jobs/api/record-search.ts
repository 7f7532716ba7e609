import type { RecordSearchBody, RecordSearchResponse } from '../../../../core/personalization/api.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

function readRecordSearch(value: unknown): RecordSearchResponse {
  const body = value as Partial<RecordSearchResponse> | null;
  if (!body || typeof body.recorded !== 'boolean' || typeof body.removed_partial !== 'number')
    throw new Error('unexpected record search answer');
  return body as RecordSearchResponse;
}

/** POST /api/search-history: one search with the filters in force (the server joins city and state). */
export function recordSearch(body: RecordSearchBody): Promise<ApiResult<RecordSearchResponse>> {
  return apiRequest('/api/search-history', { method: 'POST', body, parse: readRecordSearch });
}
