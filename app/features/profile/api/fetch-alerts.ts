import type { JobAlert } from '../../../../core/personalization/api.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';
import { readAlerts } from '../../../lib/personal/alerts.ts';

/** GET /api/job-alerts */
export function fetchAlerts(): Promise<ApiResult<JobAlert[]>> {
  return apiRequest('/api/job-alerts', { parse: readAlerts });
}
