import { Briefcase, FileText } from 'lucide-react';
import { getInitials } from '../../../core/auth-rules.ts';
import type { ProfileLists } from '../../../core/personalization/api.ts';
import { paths } from '../../../core/paths.ts';
import { SignInRequired } from '../../components/sign-in-required.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useSession } from '../auth/index.ts';
import { AlertsSection } from './alerts-section.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { formatMemberSince } from './format-member-since.ts';
import { SavedJobsSection } from './saved-jobs-section.tsx';
import { YourDataSection } from './your-data-section.tsx';

/**
 * The user's lists as the server rendered them (the page's first load), for the user they belong to; null on a
 * navigation inside the app, where each section fetches its own.
 */
export type InitialProfile = { userId: string | null; lists: ProfileLists | null; at: number };

/** SPEC "/profile": Name (or 'Not provided') and Email; signed-out visitors see Sign In Required. */
export function ProfileView({ initial }: { initial: InitialProfile }) {
  const session = useSession();

  if (session.status === 'loading') {
    return (
      <Card className="mx-auto max-w-2xl p-8" aria-busy="true">
        <span className="sr-only">Loading your profile</span>
        <Skeleton className="h-8 w-48" />
        <Skeleton className="mt-6 h-24 w-full" />
      </Card>
    );
  }

  if (session.status === 'signed-out') {
    return <SignInRequired message="Please sign in to view your profile." />;
  }

  const { user } = session;
  const lists = initial.userId === user.id ? initial.lists : null;
  const seed = <T,>(data: T | undefined) => (data === undefined ? undefined : { data, at: initial.at });
  const fullName = user.user_metadata.full_name?.trim() || null;
  const memberSince = formatMemberSince(user.created_at);

  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your Profile</h1>
      <p className="mt-2 text-slate-700">The details of your account.</p>
      <Card className="mt-6 overflow-hidden">
        <div className="flex items-center gap-4 border-b border-slate-200 bg-brand-50 p-6">
          <Avatar initials={getInitials(fullName, user.email)} size="lg" />
          <div className="min-w-0">
            <h2 className="truncate text-xl font-semibold text-slate-900">{fullName ?? 'User'}</h2>
            <p className="truncate text-sm text-slate-700">{user.email}</p>
          </div>
        </div>
        <dl className="divide-y divide-slate-200">
          <div className="grid grid-cols-1 gap-1 px-6 py-4 sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm font-medium text-slate-600">Name</dt>
            <dd className="text-slate-900 sm:col-span-2">{fullName ?? 'Not provided'}</dd>
          </div>
          <div className="grid grid-cols-1 gap-1 px-6 py-4 sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm font-medium text-slate-600">Email</dt>
            <dd className="text-slate-900 [overflow-wrap:anywhere] sm:col-span-2">{user.email}</dd>
          </div>
          {memberSince ? (
            <div className="grid grid-cols-1 gap-1 px-6 py-4 sm:grid-cols-3 sm:gap-4">
              <dt className="text-sm font-medium text-slate-600">Member since</dt>
              <dd className="text-slate-900 sm:col-span-2">{memberSince}</dd>
            </div>
          ) : null}
        </dl>
      </Card>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={paths.resume} size="lg">
          <FileText className="size-5" aria-hidden="true" />
          Manage Resume
        </ButtonLink>
        <ButtonLink to={paths.jobs} size="lg" variant="secondary">
          <Briefcase className="size-5" aria-hidden="true" />
          Browse Jobs
        </ButtonLink>
      </div>
      <SavedJobsSection userId={user.id} seed={seed(lists?.savedJobs)} />
      <AlertsSection userId={user.id} seed={seed(lists?.alerts)} />
      <YourDataSection
        userId={user.id}
        historySeed={seed(lists?.searchHistory)}
        activitySeed={seed(lists?.interactions)}
      />
      <DeleteAccountSection userId={user.id} />
    </div>
  );
}
