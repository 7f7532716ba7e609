import {
  postMutationResponseSchema,
  type CreatePostInput,
  type PostMutationResponse,
} from '../../../../core/community.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

export function createPost(body: CreatePostInput): Promise<ApiResult<PostMutationResponse>> {
  return apiRequest('/api/community/posts', {
    method: 'POST',
    body,
    parse: (value) => postMutationResponseSchema.parse(value),
  });
}
