import {
  jobAlertResponseSchema,
  updateAlertBodySchema,
  type JobAlert,
} from '../../../../core/personalization/api.ts';
import type { AlertFrequency } from '../../../../core/personalization/constants.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

/** PATCH /api/job-alerts/:id: another frequency, or paused / resumed. */
export function updateAlert(
  id: string,
  change: { frequency?: AlertFrequency; active?: boolean },
): Promise<ApiResult<JobAlert>> {
  return apiRequest(`/api/job-alerts/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: updateAlertBodySchema.parse(change),
    parse: (value) => jobAlertResponseSchema.parse(value).alert,
  });
}
