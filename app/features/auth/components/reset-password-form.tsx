import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, AUTH_TOASTS, validateAuthForm } from '../../../../core/auth-rules.ts';
import { PASSWORD_MAX_LENGTH } from '../../../../core/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useSession } from '../session-context.ts';
import { readField, reportInvalidField, useFieldErrors } from './form-errors.ts';

export const PASSWORDS_DONT_MATCH = "Passwords don't match";

type ResetPasswordFormProps = {
  token: string;
  onPasswordReset: () => Promise<void>;
  onRequestNewLink: () => void;
};

/** Landing of the reset e-mail (/auth?reset=true&token=...): choose a new password, then you are signed in. */
export function ResetPasswordForm({ token, onPasswordReset, onRequestNewLink }: ResetPasswordFormProps) {
  const { resetPassword } = useSession();
  const { errors, setErrors, clearError } = useFieldErrors();
  const [pending, setPending] = useState(false);
  const isHydrated = useHydrated();
  const [linkFailed, setLinkFailed] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const password = readField(form, 'password');
    const confirm = readField(form, 'confirm');
    const problem = validateAuthForm({ password });
    if (problem) {
      reportInvalidField(form, problem, setErrors);
      return;
    }
    if (password !== confirm) {
      reportInvalidField(
        form,
        { field: 'confirm', title: AUTH_TOASTS.invalidPassword, message: PASSWORDS_DONT_MATCH },
        setErrors,
      );
      return;
    }
    setErrors({});
    setPending(true);
    const { error } = await resetPassword({ token, password });
    if (error) {
      setPending(false);
      setLinkFailed(true);
      toast.error('Error resetting password', { description: error });
      return;
    }
    toast.success('Password updated', { description: 'Your new password is saved and you are signed in.' });
    await onPasswordReset();
  }

  return (
    <div className="space-y-4">
      <form
        method="post"
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        className="space-y-4"
        aria-label="Set a new password"
      >
        <FormField
          label="New Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          hint={AUTH_MESSAGES.invalidPassword}
          error={errors.password}
          onChange={() => clearError('password')}
        />
        <FormField
          label="Confirm New Password"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          error={errors.confirm}
          onChange={() => clearError('confirm')}
        />
        <Button type="submit" size="lg" className="w-full" pending={pending} disabled={!isHydrated}>
          {pending ? 'Saving...' : 'Set New Password'}
        </Button>
      </form>
      {linkFailed ? (
        <p className="text-sm text-slate-700">
          Link expired or already used?{' '}
          <button
            type="button"
            onClick={onRequestNewLink}
            className="rounded font-medium text-brand-700 underline underline-offset-4"
          >
            Request a new reset link
          </button>
        </p>
      ) : null}
    </div>
  );
}
