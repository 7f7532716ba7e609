import type { AuthResult } from '../../../../core/auth.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';
import { parseAuthResult } from './parse-auth.ts';

/** Sets the new password and signs the user in (the server answers like a sign-in). */
export function resetPasswordRequest(body: {
  token: string;
  password: string;
}): Promise<ApiResult<AuthResult>> {
  return apiRequest('/api/auth/reset', { method: 'POST', body, parse: parseAuthResult });
}
