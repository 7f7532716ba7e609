import type { Route } from './+types/community';
import { TOPIC_CATEGORY_LABELS } from '../../core/community-rules.ts';
import { CommunityPage, communityCanonicalPath, readListParams } from '../features/community/index.ts';
import { getSsr } from '../lib/context.ts';
import { paths } from '../../core/paths.ts';
import { buildBreadcrumbJsonLd, pageMeta } from '../lib/seo.ts';

/** The first page of posts and the sidebar counts are server-rendered; later pages load in the browser. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = readListParams(new URL(request.url).searchParams);
  const community = getSsr(context).services.community;
  const firstPage = await community.listPosts({ category: params.category ?? undefined, sort: params.sort });
  const counts = await community.getCategoryCounts();
  const viewer = getSsr(context).auth.user?.id ?? null;
  const isModerator = viewer ? await community.isModerator() : false;
  return { params, firstPage, counts, isModerator, viewer, renderedAt: Date.now() };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  const category = loaderData?.params.category ?? null;
  const label = category ? TOPIC_CATEGORY_LABELS[category] : null;
  return pageMeta(root, {
    title: label ? `${label} Discussions | H1B Community` : 'H1B Community Discussions',
    description: label
      ? `Questions and answers about ${label} from people on work visas: real timelines, tips and experiences.`
      : 'Ask people on work visas about the H1B lottery, visa stamping, transfers, green cards, OPT and sponsorship, and share what worked for you.',
    keywords: ['H1B community', 'H1B forum', label, 'visa sponsorship', 'work visa', 'immigration']
      .filter(Boolean)
      .join(', '),
    path: communityCanonicalPath(loaderData?.params ?? { category: null, sort: 'trending' }),
    jsonLd:
      root && category && label
        ? [
            buildBreadcrumbJsonLd(
              [
                { name: 'Home', path: paths.home },
                { name: 'Community', path: paths.community },
                { name: label, path: paths.communityCategory(category) },
              ],
              root.publicUrl,
            ),
          ]
        : [],
  });
}

export default function CommunityRoute({ loaderData }: Route.ComponentProps) {
  return (
    <CommunityPage
      params={loaderData.params}
      firstPage={loaderData.firstPage}
      counts={loaderData.counts}
      isModerator={loaderData.isModerator}
      viewer={loaderData.viewer}
      renderedAt={loaderData.renderedAt}
    />
  );
}
