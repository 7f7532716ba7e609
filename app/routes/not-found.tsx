import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { NotFoundView } from '../features/layout/index.ts';
import { pageMeta } from '../lib/seo.ts';

/** Any unknown path: a real 404 status (not a soft 404) so crawlers drop the URL. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData, {
    title: 'Page Not Found',
    description: 'This page does not exist.',
    path: location.pathname,
    noindex: true,
  });
}

export default function NotFoundRoute() {
  return <NotFoundView />;
}
