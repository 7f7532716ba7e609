import type { Route } from './+types/sponsors';
import { sponsorSearchQuerySchema } from '../../core/sponsors/read-api.ts';
import { readSponsorParams, sponsorsMeta, SponsorsPage, sponsorsPath } from '../features/sponsors/index.ts';
import { getSsr } from '../lib/context.ts';
import { pageMeta } from '../lib/seo.ts';

/** Server-rendered first; later searches load this loader's data in the browser. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = readSponsorParams(new URL(request.url).searchParams);
  const parsed = sponsorSearchQuerySchema.safeParse(params);
  const query = parsed.success ? parsed.data : sponsorSearchQuerySchema.parse({});
  const sponsors = getSsr(context).services.sponsors;
  const [result, coverage] = await Promise.all([sponsors.search(query), sponsors.coverage()]);
  return { params, result, coverage };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  const params = loaderData?.params ?? {};
  return pageMeta(root, {
    ...sponsorsMeta(params, loaderData?.coverage ?? null),
    path: sponsorsPath(params),
  });
}

export default function SponsorsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <SponsorsPage params={loaderData.params} result={loaderData.result} coverage={loaderData.coverage} />
  );
}
