import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

export function signOutRequest(): Promise<ApiResult<null>> {
  return apiRequest('/api/auth/signout', { method: 'POST', parse: () => null });
}
