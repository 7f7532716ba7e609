import { type VoteDirection } from '../../../../core/community-rules.ts';
import { communitySchemas } from './schemas.ts';
import type { VoteResponse } from '../../../../core/community.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

/** POST .../vote with SPEC's toggle rule applied by the server; the answer is the new count and vote. */
export function votePost(id: string, direction: VoteDirection): Promise<ApiResult<VoteResponse>> {
  return apiRequest(`/api/community/posts/${encodeURIComponent(id)}/vote`, {
    method: 'POST',
    body: { vote_type: direction },
    parse: async (value) => (await communitySchemas()).voteResponseSchema.parse(value),
  });
}

export function voteComment(id: string, direction: VoteDirection): Promise<ApiResult<VoteResponse>> {
  return apiRequest(`/api/community/comments/${encodeURIComponent(id)}/vote`, {
    method: 'POST',
    body: { vote_type: direction },
    parse: async (value) => (await communitySchemas()).voteResponseSchema.parse(value),
  });
}
