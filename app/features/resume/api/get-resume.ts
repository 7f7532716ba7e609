import type { Resume } from '../../../../core/resume-rules.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';
import { parseResumeResponse } from './parse-resume.ts';

/** GET /api/resume: the signed-in user's one resume, or null when none is stored. */
export function getResume(signal?: AbortSignal): Promise<ApiResult<Resume | null>> {
  return apiRequest('/api/resume', { parse: parseResumeResponse, signal });
}
