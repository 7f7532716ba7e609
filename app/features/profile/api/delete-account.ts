import { deleteAccountResponseSchema } from '../../../../core/personalization/api.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

/** DELETE /api/account: the password confirms it; the server clears the session cookies. */
export function deleteAccount(password: string): Promise<ApiResult<{ deleted: true }>> {
  return apiRequest('/api/account', {
    method: 'DELETE',
    body: { password },
    parse: (value) => deleteAccountResponseSchema.parse(value),
  });
}
