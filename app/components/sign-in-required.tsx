import { LockKeyhole } from 'lucide-react';
import { paths } from '../../core/paths.ts';
import { ButtonLink } from './ui/button.tsx';
import { Card } from './ui/card.tsx';

/** SPEC: signed-out visitors of /profile and /resume see 'Sign In Required' with a way to sign in. */
export function SignInRequired({ message }: { message: string }) {
  return (
    <Card className="mx-auto max-w-md p-8 text-center">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <LockKeyhole className="size-6" aria-hidden="true" />
      </div>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">Sign In Required</h1>
      <p className="mt-2 text-slate-700">{message}</p>
      <ButtonLink to={paths.auth} size="lg" className="mt-6 w-full sm:w-auto">
        Sign In
      </ButtonLink>
    </Card>
  );
}
