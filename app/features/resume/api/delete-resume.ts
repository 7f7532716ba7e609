import { resumeDeleteResponseSchema } from '../../../../core/resumes.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

/** DELETE /api/resume: removes the stored file and its row. */
export function deleteResume(): Promise<ApiResult<{ deleted: true }>> {
  return apiRequest('/api/resume', {
    method: 'DELETE',
    parse: (value) => resumeDeleteResponseSchema.parse(value),
  });
}
