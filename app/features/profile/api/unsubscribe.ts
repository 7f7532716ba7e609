import { unsubscribeResponseSchema } from '../../../../core/personalization/api.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

export type UnsubscribeAnswer = { unsubscribed: boolean; description: string };

function unsubscribePath(token: string): string {
  return `/api/job-alerts/unsubscribe?${new URLSearchParams({ token }).toString()}`;
}

/** GET: which alert the e-mail's token names, and whether it is already unsubscribed. No sign-in. */
export function fetchUnsubscribeStatus(token: string): Promise<ApiResult<UnsubscribeAnswer>> {
  return apiRequest(unsubscribePath(token), { parse: (value) => unsubscribeResponseSchema.parse(value) });
}

/** POST: stops the alert (the same call the mail program's one-click unsubscribe makes). */
export function unsubscribeAlert(token: string): Promise<ApiResult<UnsubscribeAnswer>> {
  return apiRequest(unsubscribePath(token), {
    method: 'POST',
    parse: (value) => unsubscribeResponseSchema.parse(value),
  });
}
