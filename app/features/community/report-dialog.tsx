import { useState, type FormEvent } from 'react';
import { FLAG_REASON_LABELS, FLAG_REASONS, type FlagReason } from '../../../core/community-rules.ts';
import type { ModerationKind } from '../../../core/community.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/toast.ts';
import { NETWORK_MESSAGE } from '../../lib/api-client.ts';
import { flagContent } from './api/flags.ts';
import { formSchemas } from './api/schemas.ts';

/** Flag a post or comment with a reason; three established accounts hide it until a moderator decides. */
export function ReportDialog({
  open,
  onClose,
  kind,
  id,
}: {
  open: boolean;
  onClose: () => void;
  kind: ModerationKind;
  id: string;
}) {
  const [reason, setReason] = useState<FlagReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const schemas = await formSchemas();
    if (!schemas) {
      setError(NETWORK_MESSAGE);
      return;
    }
    const parsed = schemas.flagBodySchema.safeParse({ reason: reason ?? undefined, details });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please choose a reason');
      return;
    }
    setPending(true);
    const result = await flagContent(kind, id, parsed.data);
    setPending(false);
    if (!result.ok) {
      toast.error('Failed to send report', { description: result.message });
      return;
    }
    toast.success('Thanks, a moderator will review it.');
    setReason(null);
    setDetails('');
    onClose();
  }

  return (
    <Dialog open={open} onClose={onClose} title={`Report ${kind}`} description="What is wrong with it?">
      <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-4">
        <fieldset>
          <legend className="sr-only">Reason</legend>
          <div className="space-y-1">
            {FLAG_REASONS.map((value) => (
              <label
                key={value}
                className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-slate-800 hover:bg-slate-50"
              >
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setError(null);
                  }}
                  className="size-4 accent-brand-600"
                />
                {FLAG_REASON_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="space-y-1.5">
          <label htmlFor={`report-${id}-details`} className="block text-sm font-medium text-slate-800">
            Details (optional)
          </label>
          <textarea
            id={`report-${id}-details`}
            rows={2}
            maxLength={500}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm sm:text-sm"
          />
        </div>
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" pending={pending}>
            Send Report
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
