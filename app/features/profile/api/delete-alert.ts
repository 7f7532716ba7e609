import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

/** DELETE /api/job-alerts/:id */
export function deleteAlert(id: string): Promise<ApiResult<unknown>> {
  return apiRequest(`/api/job-alerts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
