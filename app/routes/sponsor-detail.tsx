import { data, isRouteErrorResponse, redirect } from 'react-router';
import type { Route } from './+types/sponsor-detail';
import { paths } from '../../core/paths.ts';
import {
  buildOrganizationJsonLd,
  SponsorNotFound,
  SponsorPage,
  sponsorMeta,
} from '../features/sponsors/index.ts';
import { ErrorView } from '../features/layout/index.ts';
import { getSsr } from '../lib/context.ts';
import { pageMeta } from '../lib/seo.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const detail = await getSsr(context).services.sponsors.getSponsor(params.slug);
  // A real 404 status for an unknown sponsor; the ErrorBoundary renders 'Sponsor Not Found'.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to answer a status
  if (!detail) throw data(null, { status: 404 });
  // The address of a sponsor merged into a brand (the brand table grew): the brand's page, for good.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to redirect
  if (detail.slug !== params.slug) throw redirect(paths.sponsor(detail.slug), 301);
  return { detail };
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  if (!loaderData) {
    return pageMeta(root, {
      title: 'Sponsor Not Found',
      description: 'No employer in the loaded H-1B files has this address.',
      path: paths.sponsor(params.slug),
      noindex: true,
    });
  }
  const { detail } = loaderData;
  return pageMeta(root, {
    ...sponsorMeta(detail),
    path: paths.sponsor(detail.slug),
    jsonLd: root ? [buildOrganizationJsonLd(detail, root.publicUrl)] : [],
  });
}

export default function SponsorDetailRoute({ loaderData }: Route.ComponentProps) {
  return <SponsorPage key={loaderData.detail.slug} detail={loaderData.detail} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <SponsorNotFound />;
  return <ErrorView />;
}
