import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';
import { parseSessionResult } from './parse-auth.ts';

export type SessionResult = ReturnType<typeof parseSessionResult>;

export function getSessionRequest(): Promise<ApiResult<SessionResult>> {
  return apiRequest('/api/auth/session', { parse: parseSessionResult });
}
