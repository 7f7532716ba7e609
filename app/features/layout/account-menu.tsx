import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { FileText, LogOut, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PublicUser } from '../../../core/auth.ts';
import { paths } from '../../../core/paths.ts';
import { toast } from '../../components/ui/toast.ts';
import type { AuthOutcome } from '../auth/index.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { AVATAR_BUTTON } from './avatar.ts';

const ITEM =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-2.5 text-sm text-slate-800 outline-none select-none data-[disabled]:opacity-60 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

type AccountMenuProps = {
  user: PublicUser;
  fullName: string | null;
  initials: string;
  label: string;
  onSignOut: () => Promise<AuthOutcome>;
};

/** Signed-in user menu: name and e-mail, then Profile, Resume and Log out (SPEC "User menu"). */
export function AccountMenu({ user, fullName, initials, label, onSignOut }: AccountMenuProps) {
  const [signingOut, setSigningOut] = useState(false);

  async function handleSignOut() {
    setSigningOut(true);
    const { error } = await onSignOut();
    setSigningOut(false);
    if (error) toast.error('Could not log out', { description: error });
  }

  return (
    // Non-modal: the modal variant locks scrolling with an injected <style> tag that the CSP refuses.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label={label} className={AVATAR_BUTTON}>
        <Avatar initials={initials} />
      </DropdownMenu.Trigger>
      {/* No portal: rendered inside the header, the open menu stays within the banner landmark. */}
      <DropdownMenu.Content
        loop
        align="end"
        sideOffset={8}
        collisionPadding={8}
        className="z-50 w-64 max-w-[calc(100vw-1rem)] animate-fade-in rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
      >
        <DropdownMenu.Label className="px-2.5 py-2">
          <span className="block truncate text-sm font-semibold text-slate-900">{fullName ?? 'User'}</span>
          <span className="block truncate text-xs text-slate-600">{user.email}</span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item asChild className={ITEM}>
          <Link to={paths.profile}>
            <UserRound className="size-4 text-slate-600" aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={ITEM}>
          <Link to={paths.resume}>
            <FileText className="size-4 text-slate-600" aria-hidden="true" />
            Resume
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item className={ITEM} disabled={signingOut} onSelect={() => void handleSignOut()}>
          <LogOut className="size-4 text-slate-600" aria-hidden="true" />
          {signingOut ? 'Logging out...' : 'Log out'}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
