import { ShieldAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { SensitiveFinding } from '../../../core/community.ts';
import { SENSITIVE_WARNING_TITLE, sensitiveWarningMessage } from '../../../core/sensitive-info.ts';
import { Button } from '../../components/ui/button.tsx';

/**
 * Issue 10 item 7: before publishing, say what looks like a receipt, A- or passport number, and let the
 * user edit or go on. A warning, never a refusal: people quote example numbers on purpose.
 */
export function SensitiveWarning({
  findings,
  onEdit,
  onContinue,
  continueLabel,
}: {
  findings: readonly SensitiveFinding[];
  onEdit: () => void;
  onContinue: () => void;
  continueLabel: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // It appears under a long form (inside a scrolling dialog on phones): bring it into view.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return (
    <div
      ref={ref}
      role="alert"
      className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="flex items-center gap-2 font-semibold">
        <ShieldAlert className="size-4 shrink-0" aria-hidden="true" />
        {SENSITIVE_WARNING_TITLE}
      </p>
      <p className="mt-1">{sensitiveWarningMessage(findings)}</p>
      <ul className="mt-1 list-inside list-disc">
        {findings.map((finding) => (
          <li key={`${finding.kind}:${finding.masked}`}>
            {finding.label}: <span className="font-mono">{finding.masked}</span>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={onEdit}>
          Edit text
        </Button>
        <Button size="sm" onClick={onContinue}>
          {continueLabel}
        </Button>
      </div>
    </div>
  );
}
