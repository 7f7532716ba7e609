import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

type FormFieldProps = Omit<ComponentProps<typeof Input>, 'id' | 'invalid'> & {
  label: string;
  /** Shown under the field and linked with aria-describedby so screen readers announce it with the field. */
  error?: string | null;
  hint?: ReactNode;
};

/** A labelled input with an inline, accessible error message. */
export function FormField({ label, error, hint, ...inputProps }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // A hint states the field's rule; when the rule is broken the error states it, so the hint gives way
  // (the reset form showed 'Password must be between 8 and 72 characters.' twice).
  const shownHint = error ? null : hint;
  const describedBy =
    [shownHint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} invalid={Boolean(error)} aria-describedby={describedBy} {...inputProps} />
      {shownHint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {shownHint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
