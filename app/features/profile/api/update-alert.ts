import type { JobAlert } from '../../../../core/personalization/api.ts';
import type { AlertFrequency } from '../../../../core/personalization/constants.ts';
import { apiRequest, NETWORK_MESSAGE, type ApiResult } from '../../../lib/api-client.ts';
import { readAlert } from '../../../lib/personal/alerts.ts';
import { formSchemas } from './schemas.ts';

/** PATCH /api/job-alerts/:id: another frequency, or paused / resumed (checked with the API's own schema). */
export async function updateAlert(
  id: string,
  change: { frequency?: AlertFrequency; active?: boolean },
): Promise<ApiResult<JobAlert>> {
  const schemas = await formSchemas();
  if (!schemas) return { ok: false, status: 0, code: 'network_error', message: NETWORK_MESSAGE };
  return apiRequest(`/api/job-alerts/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: schemas.updateAlertBodySchema.parse(change),
    parse: readAlert,
  });
}
