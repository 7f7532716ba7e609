import type { JobAlert } from '../../../core/personalization/api.ts';

/*
 * Job alerts as the browser reads them: where the job search (the alert form) and /profile (the list) meet.
 * Shape checks rather than core's zod schemas, which would add zod to those pages' JavaScript.
 */

function isAlert(value: unknown): value is JobAlert {
  const alert = value as Partial<JobAlert> | null;
  return (
    typeof alert === 'object' &&
    alert !== null &&
    typeof alert.id === 'string' &&
    typeof alert.description === 'string' &&
    typeof alert.active === 'boolean' &&
    typeof alert.frequency === 'string'
  );
}

/** `{ alert }`: POST /api/job-alerts and PATCH /api/job-alerts/:id. */
export function readAlert(value: unknown): JobAlert {
  const alert = (value as { alert?: unknown } | null)?.alert;
  if (!isAlert(alert)) throw new Error('unexpected alert');
  return alert;
}

/** `{ alerts }`: GET /api/job-alerts. */
export function readAlerts(value: unknown): JobAlert[] {
  const alerts = (value as { alerts?: unknown } | null)?.alerts;
  if (!Array.isArray(alerts) || !alerts.every(isAlert)) throw new Error('unexpected alerts');
  return alerts;
}
