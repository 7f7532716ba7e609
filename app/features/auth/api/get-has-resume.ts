import { apiRequest } from '../../../lib/api-client.ts';

function readHasResume(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || !('resume' in value)) return false;
  return value.resume !== null && value.resume !== undefined;
}

/** Decides where sign-in leads (SPEC "/auth"). Any failure counts as "no resume", as in SPEC section 7. */
export async function getHasResume(): Promise<boolean> {
  const result = await apiRequest('/api/resume', { parse: readHasResume });
  return result.ok && result.data;
}
