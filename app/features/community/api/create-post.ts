import { communitySchemas } from './schemas.ts';
import type { CreatePostInput, PostMutationResponse } from '../../../../core/community.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

export function createPost(body: CreatePostInput): Promise<ApiResult<PostMutationResponse>> {
  return apiRequest('/api/community/posts', {
    method: 'POST',
    body,
    parse: async (value) => (await communitySchemas()).postMutationResponseSchema.parse(value),
  });
}
