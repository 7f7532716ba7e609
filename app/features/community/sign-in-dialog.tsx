import { useState, type FormEvent } from 'react';
import { AUTH_TOASTS, validateAuthForm } from '../../../core/auth-rules.ts';
import { COMMUNITY_MESSAGES } from '../../../core/community-rules.ts';
import { PASSWORD_MAX_LENGTH, SIGNUP_FIELD_MIN_LENGTH } from '../../../core/constants.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { toast } from '../../components/ui/toast.ts';
import { useSession } from '../auth/index.ts';

type Field = 'email' | 'password' | 'confirm' | 'full_name';
type Errors = Partial<Record<Field | 'form', string>>;

function read(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

function focusField(form: HTMLFormElement, field: Field) {
  const element = form.elements.namedItem(field);
  if (element instanceof HTMLInputElement) element.focus();
}

/**
 * SPEC "/community": Create Post opens a sign-in and sign-up dialog for visitors. It uses the app's own
 * session calls (features/auth), so signing in here is the same as on /auth; the dialog closes when the
 * user is in and the caller carries on (the Create Post dialog opens).
 */
export function SignInDialog({
  open,
  onClose,
  onSignedIn,
  reason,
}: {
  open: boolean;
  onClose: () => void;
  onSignedIn: () => void;
  /** Why the dialog opened, e.g. SPEC's 'You must be logged in to create a post'. */
  reason?: string;
}) {
  const [tab, setTab] = useState<'signin' | 'signup'>('signin');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Join the Community"
      description={reason ?? 'Sign in or create an account to post and comment.'}
    >
      <Tabs value={tab} onValueChange={(value) => setTab(value === 'signup' ? 'signup' : 'signin')}>
        <TabsList>
          <TabsTrigger value="signin">Sign In</TabsTrigger>
          <TabsTrigger value="signup">Sign Up</TabsTrigger>
        </TabsList>
        <TabsContent value="signin" className="mt-4">
          <DialogSignInForm onSignedIn={onSignedIn} />
        </TabsContent>
        <TabsContent value="signup" className="mt-4">
          <DialogSignUpForm onSignedIn={onSignedIn} />
        </TabsContent>
      </Tabs>
    </Dialog>
  );
}

type Problem = { field: Field; title: string; message: string };

/**
 * The dialog forms' one submit path: read, check on this side (the field gets the message and focus, a toast
 * says it), then send; a refusal from the server shows inline too, as toasts sit under the modal's backdrop.
 */
function useDialogForm<Input>({
  readInput,
  validate,
  send,
}: {
  readInput: (form: HTMLFormElement) => Input;
  validate: (input: Input) => Problem | null;
  /** Resolves to the message to show in the form when the server refuses. */
  send: (input: Input) => Promise<string | null>;
}) {
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = readInput(form);
    const problem = validate(input);
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      toast.error(problem.title, problem.title === problem.message ? {} : { description: problem.message });
      focusField(form, problem.field);
      return;
    }
    setErrors({});
    setPending(true);
    const formError = await send(input);
    setPending(false);
    if (formError) setErrors({ form: formError });
  }

  return {
    errors,
    pending,
    clearErrors: () => setErrors({}),
    onSubmit: (event: FormEvent<HTMLFormElement>) => void handleSubmit(event),
  };
}

function DialogSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { signIn } = useSession();
  const { errors, pending, clearErrors, onSubmit } = useDialogForm({
    readInput: (form) => ({ email: read(form, 'email'), password: read(form, 'password') }),
    validate: (input) => validateAuthForm(input),
    send: async (input) => {
      const { error } = await signIn(input);
      if (error) {
        toast.error(AUTH_TOASTS.signInError, { description: error });
        return `${AUTH_TOASTS.signInError}: ${error}`;
      }
      toast.success(AUTH_TOASTS.signInSuccess, { description: 'You are signed in.' });
      onSignedIn();
      return null;
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Sign in">
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email}
        onChange={clearErrors}
      />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
        onChange={clearErrors}
      />
      <FormError message={errors.form} />
      <Button type="submit" size="lg" className="w-full" pending={pending}>
        {pending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}

/** The checks of SPEC section 5 for this dialog first, then the app's sign-up rules (shared with /auth). */
export function validateCommunitySignUp(input: {
  email: string;
  password: string;
  confirm: string;
  full_name: string;
}): Problem | null {
  if (input.password !== input.confirm) {
    const message = COMMUNITY_MESSAGES.passwordsDontMatch;
    return { field: 'confirm', title: message, message };
  }
  if (input.password.length < SIGNUP_FIELD_MIN_LENGTH) {
    const message = COMMUNITY_MESSAGES.passwordMinLength;
    return { field: 'password', title: message, message };
  }
  return validateAuthForm({ email: input.email, password: input.password, full_name: input.full_name });
}

function DialogSignUpForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { signUp } = useSession();
  const { errors, pending, clearErrors, onSubmit } = useDialogForm({
    readInput: (form) => ({
      full_name: read(form, 'full_name'),
      email: read(form, 'email'),
      password: read(form, 'password'),
      confirm: read(form, 'confirm'),
    }),
    validate: validateCommunitySignUp,
    send: async (input) => {
      const { error, signedIn } = await signUp({
        email: input.email,
        password: input.password,
        fullName: input.full_name,
      });
      if (error) {
        toast.error(AUTH_TOASTS.signUpError, { description: error });
        return `${AUTH_TOASTS.signUpError}: ${error}`;
      }
      if (!signedIn) {
        toast.success(AUTH_TOASTS.signUpNeedsSignIn, {
          description: 'Please sign in with your new email and password.',
        });
        return null;
      }
      toast.success(AUTH_TOASTS.signUpSuccess, { description: 'Your account is ready.' });
      onSignedIn();
      return null;
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Sign up">
      <FormField
        label="Full Name"
        name="full_name"
        type="text"
        autoComplete="name"
        autoCapitalize="words"
        error={errors.full_name}
        onChange={clearErrors}
      />
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email}
        onChange={clearErrors}
      />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={SIGNUP_FIELD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        error={errors.password}
        onChange={clearErrors}
      />
      <FormField
        label="Confirm Password"
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm}
        onChange={clearErrors}
      />
      <FormError message={errors.form} />
      <Button type="submit" size="lg" className="w-full" pending={pending}>
        {pending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}

function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
