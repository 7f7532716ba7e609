import { useState, type FormEvent } from 'react';
import { AUTH_TOASTS, validateAuthForm } from '../../../../core/auth-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { EmailField } from './email-field.tsx';
import { useSession } from '../session-context.ts';
import { readField, reportInvalidField, useFieldErrors } from './form-errors.ts';

type SignInFormProps = {
  defaultEmail?: string;
  onForgotPassword: () => void;
  /** Called after a successful sign-in; the page decides where to go next. */
  onSignedIn: () => Promise<void>;
};

export function SignInForm({ defaultEmail, onForgotPassword, onSignedIn }: SignInFormProps) {
  const { signIn } = useSession();
  const { errors, setErrors, clearError } = useFieldErrors();
  const [pending, setPending] = useState(false);
  const isHydrated = useHydrated();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = readField(form, 'email');
    const password = readField(form, 'password');
    const problem = validateAuthForm({ email, password });
    if (problem) {
      reportInvalidField(form, problem, setErrors);
      return;
    }
    setErrors({});
    setPending(true);
    const { error } = await signIn({ email, password });
    if (error) {
      setPending(false);
      toast.error(AUTH_TOASTS.signInError, { description: error });
      return;
    }
    toast.success(AUTH_TOASTS.signInSuccess, { description: 'You are signed in.' });
    // Stay pending: the page is about to move on, a second submit would only race it.
    await onSignedIn();
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className="space-y-4"
      aria-label="Sign in"
    >
      <EmailField defaultValue={defaultEmail} error={errors.email} onChange={() => clearError('email')} />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
        onChange={() => clearError('password')}
      />
      <div className="flex justify-end">
        <button
          type="button"
          onClick={onForgotPassword}
          className="rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Forgot your password?
        </button>
      </div>
      <Button type="submit" size="lg" className="w-full" pending={pending} disabled={!isHydrated}>
        {pending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
