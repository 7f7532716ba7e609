import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

function readDeleted(value: unknown): { deleted: true } {
  if ((value as { deleted?: unknown } | null)?.deleted !== true) throw new Error('unexpected answer');
  return { deleted: true };
}

/** DELETE /api/account: the password confirms it; the server clears the session cookies. */
export function deleteAccount(password: string): Promise<ApiResult<{ deleted: true }>> {
  return apiRequest('/api/account', { method: 'DELETE', body: { password }, parse: readDeleted });
}
