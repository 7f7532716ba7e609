import type { CreateAlertBody, JobAlert } from '../../../../core/personalization/api.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';
import { readAlert } from '../../../lib/personal/alerts.ts';

/** POST /api/job-alerts: the current search and filters, mailed daily or weekly. */
export function createAlert(body: CreateAlertBody): Promise<ApiResult<JobAlert>> {
  return apiRequest('/api/job-alerts', { method: 'POST', body, parse: readAlert });
}
