import { type PostSort, type TopicCategory } from '../../../../core/community-rules.ts';
import { communitySchemas } from './schemas.ts';
import type { PostListResponse } from '../../../../core/community.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

export type PostListParams = { category: TopicCategory | null; sort: PostSort; cursor?: string | null };

/** GET /api/community/posts: one page of cards (the first page comes with the server-rendered page). */
export function fetchPosts(
  params: PostListParams,
  signal?: AbortSignal,
): Promise<ApiResult<PostListResponse>> {
  const query = new URLSearchParams({ sort: params.sort });
  if (params.category) query.set('category', params.category);
  if (params.cursor) query.set('cursor', params.cursor);
  return apiRequest(`/api/community/posts?${query.toString()}`, {
    parse: async (value) => (await communitySchemas()).postListResponseSchema.parse(value),
    signal,
  });
}
