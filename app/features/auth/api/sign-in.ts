import type { AuthResult } from '../../../../core/auth.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';
import { parseAuthResult } from './parse-auth.ts';

export type SignInBody = { email: string; password: string };

export function signInRequest(body: SignInBody): Promise<ApiResult<AuthResult>> {
  return apiRequest('/api/auth/signin', { method: 'POST', body, parse: parseAuthResult });
}
