import { communitySchemas } from './schemas.ts';
import type {
  CommentListResponse,
  CommentMutationResponse,
  CreateCommentInput,
  UpdateCommentInput,
} from '../../../../core/community.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

/** The post's whole comment tree, in SPEC order (built by the server). */
export function fetchComments(postId: string, signal?: AbortSignal): Promise<ApiResult<CommentListResponse>> {
  return apiRequest(`/api/community/posts/${encodeURIComponent(postId)}/comments`, {
    parse: async (value) => (await communitySchemas()).commentListResponseSchema.parse(value),
    signal,
  });
}

export function createComment(
  postId: string,
  body: CreateCommentInput,
): Promise<ApiResult<CommentMutationResponse>> {
  return apiRequest(`/api/community/posts/${encodeURIComponent(postId)}/comments`, {
    method: 'POST',
    body,
    parse: async (value) => (await communitySchemas()).commentMutationResponseSchema.parse(value),
  });
}

/** The author's edit; the comment shows '(edited)' afterwards. */
export function updateComment(
  id: string,
  body: UpdateCommentInput,
): Promise<ApiResult<CommentMutationResponse>> {
  return apiRequest(`/api/community/comments/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    parse: async (value) => (await communitySchemas()).commentMutationResponseSchema.parse(value),
  });
}

/** Soft delete: the node stays so the thread keeps its shape. */
export function deleteComment(id: string): Promise<ApiResult<null>> {
  return apiRequest(`/api/community/comments/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    parse: () => null,
  });
}
