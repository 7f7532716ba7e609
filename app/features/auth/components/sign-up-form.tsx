import { useState, type FormEvent } from 'react';
import { AUTH_TOASTS, validateAuthForm } from '../../../../core/auth-rules.ts';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGNUP_FIELD_MIN_LENGTH,
} from '../../../../core/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { EmailField } from './email-field.tsx';
import { useSession } from '../session-context.ts';
import { readField, reportInvalidField, useFieldErrors } from './form-errors.ts';

type SignUpFormProps = {
  onSignedUp: () => Promise<void>;
  /** The account exists but the automatic sign-in failed: the user must sign in (SPEC "/auth"). */
  onNeedsSignIn: (email: string) => void;
};

export function SignUpForm({ onSignedUp, onNeedsSignIn }: SignUpFormProps) {
  const { signUp } = useSession();
  const { errors, setErrors, clearError } = useFieldErrors();
  const [pending, setPending] = useState(false);
  const isHydrated = useHydrated();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fullName = readField(form, 'full_name');
    const email = readField(form, 'email');
    const password = readField(form, 'password');
    const problem = validateAuthForm({ email, password, full_name: fullName });
    if (problem) {
      reportInvalidField(form, problem, setErrors);
      return;
    }
    setErrors({});
    setPending(true);
    const { error, signedIn } = await signUp({ email, password, fullName });
    if (error) {
      setPending(false);
      toast.error(AUTH_TOASTS.signUpError, { description: error });
      return;
    }
    if (!signedIn) {
      setPending(false);
      toast.success(AUTH_TOASTS.signUpNeedsSignIn, {
        description: 'Please sign in with your new email and password.',
      });
      onNeedsSignIn(email);
      return;
    }
    toast.success(AUTH_TOASTS.signUpSuccess, {
      description: 'Your account is ready. Let\u2019s find your sponsor.',
    });
    await onSignedUp();
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className="space-y-4"
      aria-label="Sign up"
    >
      <FormField
        label="Full Name"
        name="full_name"
        type="text"
        autoComplete="name"
        autoCapitalize="words"
        placeholder="Priya Raman"
        error={errors.full_name}
        onChange={() => clearError('full_name')}
      />
      <EmailField error={errors.email} onChange={() => clearError('email')} />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={SIGNUP_FIELD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`}
        error={errors.password}
        onChange={() => clearError('password')}
      />
      <Button type="submit" size="lg" className="w-full" pending={pending} disabled={!isHydrated}>
        {pending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
