import { communitySchemas } from './schemas.ts';
import type { FlagBody, FlagResponse, ModerationKind } from '../../../../core/community.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

export function flagContent(
  kind: ModerationKind,
  id: string,
  body: FlagBody,
): Promise<ApiResult<FlagResponse>> {
  const base = kind === 'post' ? 'posts' : 'comments';
  return apiRequest(`/api/community/${base}/${encodeURIComponent(id)}/flag`, {
    method: 'POST',
    body,
    parse: async (value) => (await communitySchemas()).flagResponseSchema.parse(value),
  });
}
