import { data, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/community-post';
import {
  COMMENT_WINDOW_SIZE,
  POST_SHARE_DESCRIPTION_LENGTH,
  previewText,
  threadsWithin,
  TOPIC_CATEGORY_LABELS,
} from '../../core/community-rules.ts';
import { uuidSchema } from '../../core/community.ts';
import { paths } from '../../core/paths.ts';
import { buildDiscussionJsonLd, PostNotFound, PostPage } from '../features/community/index.ts';
import { ErrorView } from '../features/layout/index.ts';
import { getSsr } from '../lib/context.ts';
import { buildBreadcrumbJsonLd, pageMeta } from '../lib/seo.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const ssr = getSsr(context);
  // SPEC: ids are hex-and-dash; anything else cannot exist and never reaches the database.
  const id = uuidSchema.safeParse(params.id);
  const post = id.success ? await ssr.services.community.getPost(id.data) : null;
  const comments = post ? await ssr.services.community.listComments(post.id) : null;
  // A real 404 status, so crawlers drop removed posts; the ErrorBoundary renders 'Post Not Found'.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to answer a status
  if (!post || !comments) throw data(null, { status: 404 });
  // The first threads only (about COMMENT_WINDOW_SIZE comments): that is what the HTML, the JSON-LD and the
  // hydration data carry; 'Show more comments' fetches the whole tree (decision 022).
  const shown = threadsWithin(comments.comments, COMMENT_WINDOW_SIZE);
  const firstComments = { comments: comments.comments.slice(0, shown), total: comments.total };
  const complete = shown === comments.comments.length;
  return { post, comments: firstComments, complete, publicUrl: ssr.publicUrl, renderedAt: Date.now() };
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  if (!loaderData) {
    return pageMeta(root, {
      title: 'Post Not Found',
      description: "The discussion you're looking for doesn't exist or has been removed.",
      path: paths.communityPost(params.id),
      noindex: true,
    });
  }
  const { post, comments } = loaderData;
  return pageMeta(root, {
    title: post.title,
    description: previewText(post.content, POST_SHARE_DESCRIPTION_LENGTH).text,
    keywords: [...post.tags, 'H1B community', 'visa sponsorship', 'work visa'].join(', '),
    path: paths.communityPost(post.id),
    type: 'article',
    // Hidden posts are shown to their author and moderators only: never to search engines.
    noindex: post.is_hidden,
    image: { path: paths.postImage(post.id), alt: post.title },
    jsonLd:
      root && !post.is_hidden
        ? [
            buildDiscussionJsonLd(post, comments.comments, root.publicUrl),
            buildBreadcrumbJsonLd(
              [
                { name: 'Home', path: paths.home },
                { name: 'Community', path: paths.community },
                {
                  name: TOPIC_CATEGORY_LABELS[post.topic_category],
                  path: paths.communityCategory(post.topic_category),
                },
                { name: post.title, path: paths.communityPost(post.id) },
              ],
              root.publicUrl,
            ),
          ]
        : [],
  });
}

export default function CommunityPostRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PostPage
      // The loader runs again after sign-in or sign-out (my_vote, can_delete change): start from its data.
      key={`${loaderData.post.id}:${loaderData.renderedAt}`}
      post={loaderData.post}
      comments={loaderData.comments}
      complete={loaderData.complete}
      publicUrl={loaderData.publicUrl}
      renderedAt={loaderData.renderedAt}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PostNotFound />;
  return <ErrorView />;
}
