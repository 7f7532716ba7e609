import { useState } from 'react';
import { paths } from '../../../../core/paths.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useSession } from '../session-context.ts';

/** /auth for someone already signed in: no forms, just where they probably want to go. */
export function SignedInNotice() {
  const session = useSession();
  const [pending, setPending] = useState(false);
  if (session.status !== 'signed-in') return null;
  const name = session.user.user_metadata.full_name?.trim();

  async function handleSignOut() {
    setPending(true);
    const { error } = await session.signOut();
    setPending(false);
    if (error) toast.error('Could not log out', { description: error });
  }

  return (
    <div className="space-y-5">
      <p className="text-base text-slate-800">
        You are signed in as{' '}
        <strong className="font-semibold [overflow-wrap:anywhere]">
          {name ? `${name} (${session.user.email})` : session.user.email}
        </strong>
        .
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={paths.jobs} size="lg" className="sm:flex-1">
          Browse Jobs
        </ButtonLink>
        <ButtonLink to={paths.profile} size="lg" variant="secondary" className="sm:flex-1">
          Your Profile
        </ButtonLink>
      </div>
      <p className="text-sm text-slate-700">
        Not you?{' '}
        <button
          type="button"
          disabled={pending}
          onClick={() => void handleSignOut()}
          className="rounded font-medium text-brand-700 underline underline-offset-4 disabled:opacity-60"
        >
          {pending ? 'Logging out...' : 'Log out'}
        </button>
      </p>
    </div>
  );
}
