import type { Route } from './+types/profile';
import { paths } from '../../core/paths.ts';
import { ProfileView, type InitialProfile } from '../features/profile/index.ts';
import { getSsr } from '../lib/context.ts';
import { pageMeta } from '../lib/seo.ts';

/**
 * The signed-in user's saved jobs, alerts, searches and job activity, so the page arrives whole (private:
 * a signed-in page is never cached). Nothing for visitors, who see Sign In Required.
 */
export async function loader({ context }: Route.LoaderArgs): Promise<InitialProfile> {
  const { auth, services } = getSsr(context);
  const userId = auth.user?.id ?? null;
  return { userId, lists: userId ? await services.profileLists(userId) : null, at: Date.now() };
}

/**
 * A navigation inside the app does not wait for the lists: the page shows at once and each section fetches
 * (or already has) its own, as the API answers them.
 */
export function clientLoader(): InitialProfile {
  return { userId: null, lists: null, at: 0 };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData, {
    title: 'Your Profile',
    description: 'Your account details.',
    path: paths.profile,
    noindex: true,
  });
}

export default function ProfileRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-16">
      <ProfileView initial={loaderData} />
    </div>
  );
}
