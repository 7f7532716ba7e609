import { resumeResponseSchema, type Resume } from '../../../../core/resumes.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

/** GET /api/resume: the signed-in user's one resume, or null when none is stored. */
export function getResume(signal?: AbortSignal): Promise<ApiResult<Resume | null>> {
  return apiRequest('/api/resume', {
    parse: (value) => resumeResponseSchema.parse(value).resume,
    signal,
  });
}
