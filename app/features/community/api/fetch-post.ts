import { communitySchemas } from './schemas.ts';
import type { PostResponse } from '../../../../core/community.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

/** GET /api/community/posts/:id: the post again, after a live event said it changed. */
export function fetchPost(id: string): Promise<ApiResult<PostResponse>> {
  return apiRequest(`/api/community/posts/${encodeURIComponent(id)}`, {
    parse: async (value) => (await communitySchemas()).postResponseSchema.parse(value),
  });
}
