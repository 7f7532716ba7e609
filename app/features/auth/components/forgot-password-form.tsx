import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { AUTH_TOASTS, validateAuthForm } from '../../../../core/auth-rules.ts';
import { PASSWORD_RESET_TTL_S } from '../../../../core/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { EmailField } from './email-field.tsx';
import { useSession } from '../session-context.ts';
import { readField, reportInvalidField, useFieldErrors } from './form-errors.ts';

export function ForgotPasswordForm({ onBackToSignIn }: { onBackToSignIn: () => void }) {
  const { requestPasswordReset } = useSession();
  const { errors, setErrors, clearError } = useFieldErrors();
  const [pending, setPending] = useState(false);
  const isHydrated = useHydrated();
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = readField(form, 'email');
    const problem = validateAuthForm({ email });
    if (problem) {
      reportInvalidField(form, problem, setErrors);
      return;
    }
    setErrors({});
    setPending(true);
    const { error } = await requestPasswordReset(email);
    setPending(false);
    if (error) {
      toast.error(AUTH_TOASTS.resetEmailError, { description: error });
      return;
    }
    toast.success(AUTH_TOASTS.resetEmailSent, {
      description: 'Check your inbox for a link to set a new password.',
    });
    setSentTo(email.trim());
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Enter the email you signed up with and we will send you a link to set a new password.
      </p>
      <form
        method="post"
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        className="space-y-4"
        aria-label="Reset password"
      >
        <EmailField error={errors.email} onChange={() => clearError('email')} />
        <Button type="submit" size="lg" className="w-full" pending={pending} disabled={!isHydrated}>
          {pending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
      <div role="status">
        {sentTo ? (
          <p className="flex gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
            <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              If an account exists for{' '}
              <strong className="font-semibold [overflow-wrap:anywhere]">{sentTo}</strong>, a reset link is on
              its way. It works for {PASSWORD_RESET_TTL_S / 60} minutes. Check your spam folder if you do not
              see it.
            </span>
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={onBackToSignIn}
        className="rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        Back to Sign In
      </button>
    </div>
  );
}
