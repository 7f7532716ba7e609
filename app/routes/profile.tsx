import type { Route } from './+types/profile';
import { paths } from '../../core/paths.ts';
import { ProfileView } from '../features/profile/index.ts';
import { pageMeta } from '../lib/seo.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData, {
    title: 'Your Profile',
    description: 'Your account details.',
    path: paths.profile,
    noindex: true,
  });
}

export default function ProfileRoute() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-16">
      <ProfileView />
    </div>
  );
}
