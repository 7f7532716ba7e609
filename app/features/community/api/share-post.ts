import { type ShareChannel } from '../../../../core/community-rules.ts';
import { communitySchemas } from './schemas.ts';
import type { ShareResponse } from '../../../../core/community.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

/** Counts a share (anyone may share, signed in or not). */
export function sharePost(id: string, channel: ShareChannel): Promise<ApiResult<ShareResponse>> {
  return apiRequest(`/api/community/posts/${encodeURIComponent(id)}/share`, {
    method: 'POST',
    body: { channel },
    parse: async (value) => (await communitySchemas()).shareResponseSchema.parse(value),
  });
}
