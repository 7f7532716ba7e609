import type { AuthResult } from '../../../../core/auth.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';
import { parseAuthResult } from './parse-auth.ts';

export type SignUpBody = { email: string; password: string; full_name: string };

export function signUpRequest(body: SignUpBody): Promise<ApiResult<AuthResult>> {
  return apiRequest('/api/auth/signup', { method: 'POST', body, parse: parseAuthResult });
}
