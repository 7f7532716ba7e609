import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

/** Soft delete by its author (or a moderator). */
export function deletePost(id: string): Promise<ApiResult<null>> {
  return apiRequest(`/api/community/posts/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    parse: () => null,
  });
}
