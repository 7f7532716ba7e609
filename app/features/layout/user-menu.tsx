import { lazy, Suspense } from 'react';
import { getInitials } from '../../../core/auth-rules.ts';
import { paths } from '../../../core/paths.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useSession } from '../auth/index.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { AVATAR_BUTTON } from './avatar.ts';

// The dropdown (Radix, positioning, toasts) is only needed by signed-in visitors: load it for them only.
const AccountMenu = lazy(() =>
  import('./account-menu.tsx').then((module) => ({ default: module.AccountMenu })),
);

/** SPEC "User menu": placeholder while loading, Sign In when signed out, initials avatar with a menu when in. */
export function UserMenu() {
  const session = useSession();

  if (session.status === 'loading') {
    return (
      <div className="flex size-10 items-center justify-center">
        <Skeleton className="size-9 rounded-full" />
        <span className="sr-only">Loading account</span>
      </div>
    );
  }

  if (session.status === 'signed-out') {
    return (
      <ButtonLink to={paths.auth} size="sm">
        Sign In
      </ButtonLink>
    );
  }

  const fullName = session.user.user_metadata.full_name?.trim() || null;
  const initials = getInitials(fullName, session.user.email);
  const label = `Account menu for ${fullName ?? session.user.email}`;
  return (
    <Suspense
      fallback={
        <button type="button" disabled aria-label={label} className={AVATAR_BUTTON}>
          <Avatar initials={initials} />
        </button>
      }
    >
      <AccountMenu
        user={session.user}
        fullName={fullName}
        initials={initials}
        label={label}
        onSignOut={session.signOut}
      />
    </Suspense>
  );
}
