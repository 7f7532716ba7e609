import type { Route } from './+types/community-review';
import { paths } from '../../core/paths.ts';
import { ReviewQueuePage } from '../features/community/index.ts';
import { getSsr } from '../lib/context.ts';
import { pageMeta } from '../lib/seo.ts';

/** The queue comes with the page; the server answers null unless the caller is a moderator. */
export async function loader({ context }: Route.LoaderArgs) {
  const ssr = getSsr(context);
  const queue = ssr.auth.user ? await ssr.services.community.getModerationQueue() : null;
  return { queue, isSignedIn: ssr.auth.user !== null, renderedAt: Date.now() };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData, {
    title: 'Review Queue',
    description: 'Flagged community posts and comments.',
    path: paths.communityReview,
    noindex: true,
  });
}

export default function CommunityReviewRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ReviewQueuePage
      key={loaderData.renderedAt}
      queue={loaderData.queue}
      isSignedIn={loaderData.isSignedIn}
      renderedAt={loaderData.renderedAt}
    />
  );
}
