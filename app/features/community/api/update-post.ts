import { communitySchemas } from './schemas.ts';
import type { PostMutationResponse, UpdatePostInput } from '../../../../core/community.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

/** The author's edit: the server checks the same rules as for a new post and marks it edited. */
export function updatePost(id: string, body: UpdatePostInput): Promise<ApiResult<PostMutationResponse>> {
  return apiRequest(`/api/community/posts/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    parse: async (value) => (await communitySchemas()).postMutationResponseSchema.parse(value),
  });
}
