import { communitySchemas } from './schemas.ts';
import type {
  ModerationActionBody,
  ModerationKind,
  ModerationQueueResponse,
} from '../../../../core/community.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

export function fetchModerationQueue(): Promise<ApiResult<ModerationQueueResponse>> {
  return apiRequest('/api/community/moderation/queue', {
    parse: async (value) => (await communitySchemas()).moderationQueueResponseSchema.parse(value),
  });
}

export function moderate(
  kind: ModerationKind,
  id: string,
  action: ModerationActionBody['action'],
): Promise<ApiResult<null>> {
  return apiRequest(`/api/community/moderation/${kind}/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: { action },
    parse: () => null,
  });
}
