import { useLocation } from 'react-router';
import type { Route } from './+types/auth';
import { SITE_NAME_DEFAULT } from '../../core/constants.ts';
import { paths } from '../../core/paths.ts';
import { AuthPage } from '../features/auth/page.ts';
import { pageMeta } from '../lib/seo.ts';

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches[0]?.loaderData, {
      title: 'Sign In',
      description: 'Sign in or create a free account to analyze your resume against H1B sponsored jobs.',
      path: paths.auth,
      noindex: true,
    }),
    // Reset links carry a token in the query string: send only the origin as Referer from this page.
    { name: 'referrer', content: 'strict-origin' },
  ];
}

export default function AuthRoute({ matches }: Route.ComponentProps) {
  const location = useLocation();
  const siteName = matches[0]?.loaderData?.siteName ?? SITE_NAME_DEFAULT;
  // A new key per navigation re-reads ?tab and ?reset from the URL (e.g. the header's Sign In link).
  return <AuthPage key={location.key} siteName={siteName} />;
}
