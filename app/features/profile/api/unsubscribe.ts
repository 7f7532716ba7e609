import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

export type UnsubscribeAnswer = { unsubscribed: boolean; description: string };

function readAnswer(value: unknown): UnsubscribeAnswer {
  const body = value as Partial<UnsubscribeAnswer> | null;
  if (!body || typeof body.unsubscribed !== 'boolean' || typeof body.description !== 'string')
    throw new Error('unexpected unsubscribe answer');
  return { unsubscribed: body.unsubscribed, description: body.description };
}

function unsubscribePath(token: string): string {
  return `/api/job-alerts/unsubscribe?${new URLSearchParams({ token }).toString()}`;
}

/** GET: which alert the e-mail's token names, and whether it is already unsubscribed. No sign-in. */
export function fetchUnsubscribeStatus(token: string): Promise<ApiResult<UnsubscribeAnswer>> {
  return apiRequest(unsubscribePath(token), { parse: readAnswer });
}

/** POST: stops the alert (the same call the mail program's one-click unsubscribe makes). */
export function unsubscribeAlert(token: string): Promise<ApiResult<UnsubscribeAnswer>> {
  return apiRequest(unsubscribePath(token), { method: 'POST', parse: readAnswer });
}
