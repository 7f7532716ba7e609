import type { CreateAlertBody, JobAlert } from '../../../../core/personalization/api.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

function readAlert(value: unknown): JobAlert {
  const alert = (value as { alert?: Partial<JobAlert> } | null)?.alert;
  if (!alert || typeof alert.id !== 'string' || typeof alert.description !== 'string')
    throw new Error('unexpected alert');
  return alert as JobAlert;
}

/** POST /api/job-alerts: the current search and filters, mailed daily or weekly. */
export function createAlert(body: CreateAlertBody): Promise<ApiResult<JobAlert>> {
  return apiRequest('/api/job-alerts', { method: 'POST', body, parse: readAlert });
}
