import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { describeAlert } from '../../../core/personalization/alerts.ts';
import { createAlertBodySchema } from '../../../core/personalization/api.ts';
import { ALERT_FREQUENCIES, type AlertFrequency } from '../../../core/personalization/constants.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { personalKeys } from '../../lib/personal/query-keys.ts';
import { createAlert } from './api/create-alert.ts';
import type { JobFilters } from './search-params.ts';

const FREQUENCY_LABELS: Record<AlertFrequency, { label: string; hint: string }> = {
  daily: { label: 'Daily', hint: 'One e-mail a day when new jobs match' },
  weekly: { label: 'Weekly', hint: 'One e-mail a week when new jobs match' },
};

/**
 * The alert form, loaded only when the dialog opens: it validates with core's zod schema (the one the
 * server checks with), which the /jobs page's first load does not need to download.
 */
export function AlertForm({
  userId,
  filters,
  onDone,
}: {
  userId: string;
  filters: JobFilters;
  onDone: () => void;
}) {
  const client = useQueryClient();
  const groupId = useId();
  const errorId = useId();
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const search = {
    search_term: filters.search ?? null,
    city: filters.city ?? null,
    state: filters.state ?? null,
    work_arrangement: filters.workArrangement ?? null,
    employment_type: filters.employmentType ?? null,
  };
  const description = describeAlert(search);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createAlertBodySchema.safeParse({ ...search, frequency });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the alert.');
      return;
    }
    setError(null);
    setSaving(true);
    const result = await createAlert(parsed.data);
    setSaving(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    void client.invalidateQueries({ queryKey: personalKeys.alerts(userId) });
    toast.success('Job alert saved', {
      description: `New jobs for ${result.data.description} arrive ${frequency === 'daily' ? 'daily' : 'weekly'} by e-mail.`,
    });
    onDone();
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-describedby={error ? errorId : undefined}>
      <p className="text-sm text-slate-700">
        We e-mail you the jobs that are new since the last e-mail, never the same job twice. Every e-mail has
        a one-click unsubscribe link; you manage alerts on your profile.
      </p>
      <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm font-medium text-slate-900 [overflow-wrap:anywhere]">
        {description}
      </p>
      <fieldset className="mt-4" aria-labelledby={groupId}>
        <legend id={groupId} className="text-sm font-semibold text-slate-900">
          How often
        </legend>
        <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {ALERT_FREQUENCIES.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="frequency"
                value={value}
                checked={frequency === value}
                onChange={() => setFrequency(value)}
                className="mt-1 size-4 accent-brand-600"
              />
              <span>
                <span className="block text-sm font-semibold text-slate-900">
                  {FREQUENCY_LABELS[value].label}
                </span>
                <span className="block text-xs text-slate-600">{FREQUENCY_LABELS[value].hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {error ? (
        <p id={errorId} role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={isSaving}>
          Cancel
        </Button>
        <Button type="submit" pending={isSaving}>
          Save alert
        </Button>
      </div>
    </form>
  );
}
