import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';
import { parseDeleteResponse } from './parse-resume.ts';

/** DELETE /api/resume: removes the stored file and its row. */
export function deleteResume(): Promise<ApiResult<{ deleted: true }>> {
  return apiRequest('/api/resume', { method: 'DELETE', parse: parseDeleteResponse });
}
