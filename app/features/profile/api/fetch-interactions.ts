import {
  interactionsResponseSchema,
  type InteractionsResponse,
} from '../../../../core/personalization/api.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

/** GET /api/interactions: jobs viewed, opened and applied to, newest first. */
export function fetchInteractions(): Promise<ApiResult<InteractionsResponse>> {
  return apiRequest('/api/interactions', { parse: (value) => interactionsResponseSchema.parse(value) });
}
