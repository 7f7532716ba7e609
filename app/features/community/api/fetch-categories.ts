import { communitySchemas } from './schemas.ts';
import type { CategoryCountsResponse } from '../../../../core/community.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

/** GET /api/community/categories: the sidebar's post counts, refreshed after the user publishes. */
export function fetchCategories(): Promise<ApiResult<CategoryCountsResponse>> {
  return apiRequest('/api/community/categories', {
    parse: async (value) => (await communitySchemas()).categoryCountsResponseSchema.parse(value),
  });
}
