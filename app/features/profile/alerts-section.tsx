import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { JobAlert } from '../../../core/personalization/api.ts';
import { ALERT_FREQUENCIES, type AlertFrequency } from '../../../core/personalization/constants.ts';
import { paths } from '../../../core/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { requireOk } from '../../lib/api-client.ts';
import { personalKeys } from '../../lib/personal/query-keys.ts';
import { seedOptions, type ServerSeed } from '../../lib/personal/server-seed.ts';
import { deleteAlert } from './api/delete-alert.ts';
import { fetchAlerts } from './api/fetch-alerts.ts';
import { updateAlert } from './api/update-alert.ts';
import { formatMemberSince as formatDate } from './format-member-since.ts';
import { ProfileSection, SectionError, SectionLoading } from './profile-section.tsx';

const FREQUENCY_LABEL: Record<AlertFrequency, string> = { daily: 'Daily', weekly: 'Weekly' };

/** Job alerts: list, change how often, pause or resume, delete. */
export function AlertsSection({ userId, seed }: { userId: string; seed?: ServerSeed<JobAlert[]> }) {
  const client = useQueryClient();
  const key = personalKeys.alerts(userId);
  const alerts = useQuery({ queryKey: key, queryFn: () => requireOk(fetchAlerts()), ...seedOptions(seed) });
  const onError = (error: Error) => toast.error('Could not change the alert', { description: error.message });
  const update = useMutation({
    mutationFn: ({ id, change }: { id: string; change: { frequency?: AlertFrequency; active?: boolean } }) =>
      requireOk(updateAlert(id, change)),
    onSuccess: (alert) =>
      client.setQueryData<JobAlert[]>(key, (list) => list?.map((a) => (a.id === alert.id ? alert : a))),
    onError,
  });
  const remove = useMutation({
    mutationFn: (id: string) => requireOk(deleteAlert(id)),
    onSuccess: (_data, id) => {
      client.setQueryData<JobAlert[]>(key, (list) => list?.filter((a) => a.id !== id));
      toast.success('Job alert deleted');
    },
    onError,
  });

  return (
    <ProfileSection title="Job alerts" description="Searches we e-mail you when new jobs match them.">
      {alerts.isPending ? (
        <SectionLoading label="Loading job alerts" />
      ) : alerts.isError ? (
        <SectionError message={alerts.error.message} />
      ) : alerts.data.length === 0 ? (
        <p className="text-sm text-slate-700">
          No job alerts yet. Search in{' '}
          <Link to={paths.jobs} className="font-medium text-brand-700 underline underline-offset-2">
            Browse Jobs
          </Link>{' '}
          and choose Save this search as an alert.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {alerts.data.map((alert) => (
            <li
              key={alert.id}
              className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{alert.description}</p>
                <p className="text-xs text-slate-600">
                  {alert.active ? 'Active' : 'Unsubscribed'}
                  {alert.last_sent_at ? ` · last e-mail ${formatDate(alert.last_sent_at) ?? ''}` : ''}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <label className="sr-only" htmlFor={`alert-frequency-${alert.id}`}>
                  How often for {alert.description}
                </label>
                <select
                  id={`alert-frequency-${alert.id}`}
                  value={alert.frequency}
                  onChange={(event) =>
                    update.mutate({
                      id: alert.id,
                      change: { frequency: event.target.value as AlertFrequency },
                    })
                  }
                  className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
                >
                  {ALERT_FREQUENCIES.map((value) => (
                    <option key={value} value={value}>
                      {FREQUENCY_LABEL[value]}
                    </option>
                  ))}
                </select>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => update.mutate({ id: alert.id, change: { active: !alert.active } })}
                >
                  {alert.active ? 'Pause' : 'Resume'}
                  <span className="sr-only"> {alert.description}</span>
                </Button>
                <Button variant="ghost" size="sm" onClick={() => remove.mutate(alert.id)}>
                  Delete<span className="sr-only"> alert {alert.description}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
