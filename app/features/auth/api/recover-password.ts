import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

/** Always answers 200 when the address is well formed, so it never reveals whether an account exists. */
export function recoverPasswordRequest(email: string): Promise<ApiResult<null>> {
  return apiRequest('/api/auth/recover', { method: 'POST', body: { email }, parse: () => null });
}
