import { apiRequest } from '../../../lib/api-client.ts';

function readHasResume(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || !('resume' in value)) return false;
  const resume = value.resume;
  return resume !== null && resume !== undefined;
}

/**
 * GET /api/resume: whether the signed-in user has stored a resume. Any failure (including a 404 while the
 * resume endpoint does not exist yet) means "no resume", as SPEC section 7 says for this call.
 */
export async function fetchHasResume(): Promise<boolean> {
  const result = await apiRequest('/api/resume', { parse: readHasResume });
  return result.ok && result.data;
}
