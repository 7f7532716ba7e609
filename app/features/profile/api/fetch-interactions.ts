import type { InteractionsResponse } from '../../../../core/personalization/api.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

function readInteractions(value: unknown): InteractionsResponse {
  const items = (value as { items?: unknown } | null)?.items;
  const isItem = (item: unknown) => {
    const row = item as Partial<InteractionsResponse['items'][number]> | null;
    return (
      typeof row === 'object' &&
      row !== null &&
      typeof row.id === 'number' &&
      typeof row.job_id === 'number' &&
      typeof row.job_title === 'string' &&
      typeof row.interaction_type === 'string' &&
      typeof row.search_context === 'object' &&
      row.search_context !== null
    );
  };
  if (!Array.isArray(items) || !items.every(isItem)) throw new Error('unexpected interactions');
  return value as InteractionsResponse;
}

/** GET /api/interactions: jobs viewed, opened and applied to, newest first. */
export function fetchInteractions(): Promise<ApiResult<InteractionsResponse>> {
  return apiRequest('/api/interactions', { parse: readInteractions });
}
