import type { AuthResult } from '../../../../core/auth.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';
import { parseAuthResult } from './parse-auth.ts';

/** Rotates the refresh cookie and issues a new access cookie; 401 means the session is over. */
export function refreshSessionRequest(): Promise<ApiResult<AuthResult>> {
  return apiRequest('/api/auth/refresh', { method: 'POST', parse: parseAuthResult });
}
