import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  POST_SHARE_DESCRIPTION_LENGTH,
  TOPIC_CATEGORY_LABELS,
  previewText,
  socialPreviewQuerySchema,
  uuidSchema,
} from '../../../core/community.ts';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../../../core/constants.ts';
import { escapeHtml } from '../../../core/html.ts';
import { paths } from '../../../core/paths.ts';
import type { Post } from '../../../core/community.ts';
import { AppError } from '../../errors.ts';
import type { CommunityModule } from './index.ts';

/** The preview page a crawler gets for a post (SPEC section 7 "Functions": social-preview). */
export function renderSocialPreview(options: { post: Post; publicUrl: string; siteName: string }): string {
  const { post, publicUrl, siteName } = options;
  const url = `${publicUrl}${paths.communityPost(post.id)}`;
  const description = previewText(post.content, POST_SHARE_DESCRIPTION_LENGTH).text;
  const title = `${post.title} | ${siteName}`;
  const image = `${publicUrl}${paths.postImage(post.id)}`;
  const meta: Array<[string, string, string]> = [
    ['name', 'description', description],
    [
      'name',
      'keywords',
      [TOPIC_CATEGORY_LABELS[post.topic_category], ...post.tags, 'H1B', 'visa'].join(', '),
    ],
    ['name', 'robots', 'index, follow'],
    ['property', 'og:type', 'article'],
    ['property', 'og:site_name', siteName],
    ['property', 'og:title', post.title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['property', 'og:image', image],
    ['property', 'og:image:width', String(SHARE_IMAGE_WIDTH)],
    ['property', 'og:image:height', String(SHARE_IMAGE_HEIGHT)],
    ['property', 'og:image:alt', post.title],
    ['property', 'article:published_time', post.created_at],
    ['property', 'article:section', TOPIC_CATEGORY_LABELS[post.topic_category]],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', post.title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ];
  const tags = meta
    .map(
      ([attribute, key, value]) => `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(value)}">`,
    )
    .join('\n    ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>${escapeHtml(title)}</title>
    <link rel="canonical" href="${escapeHtml(url)}">
    ${tags}
  </head>
  <body>
    <h1>${escapeHtml(post.title)}</h1>
    <p>${escapeHtml(description)}</p>
    <p>By ${escapeHtml(post.author_display_name)} · ${post.vote_count} votes · ${post.comment_count} comments</p>
    <p><a href="${escapeHtml(url)}">Read the discussion on ${escapeHtml(siteName)}</a></p>
  </body>
</html>
`;
}

/** `GET /api/social-preview?id=`: HTML with the post's preview tags; 404 HTML (noindex) when unknown. */
export function socialPreviewRoutes(community: CommunityModule): FastifyPluginAsyncZod {
  return async (app) => {
    const { config } = app.services;
    app.get(
      '/social-preview',
      {
        schema: {
          tags: ['community'],
          summary:
            "A post's preview page for social and search crawlers (title, description, Open Graph, Twitter)",
          querystring: socialPreviewQuerySchema,
          produces: ['text/html'],
          response: {
            200: z.string().meta({ description: 'text/html' }),
            404: z.string().meta({ description: 'text/html' }),
          },
        },
      },
      async (request, reply) => {
        void reply.type('text/html; charset=utf-8');
        const id = uuidSchema.safeParse(request.query.id.trim());
        let post: Post | null = null;
        if (id.success) {
          try {
            // A crawler's visit is not a view: no viewer key.
            post = await community.service.getPost({ actor: null, id: id.data, viewerKey: null });
          } catch (error) {
            if (!(error instanceof AppError && error.code === 'not_found')) throw error;
          }
        }
        if (!post) {
          void reply.header('Cache-Control', 'no-store');
          return reply
            .status(404)
            .send(
              `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Post Not Found | ${escapeHtml(config.siteName)}</title><meta name="robots" content="noindex, nofollow"></head><body><h1>Post Not Found</h1><p><a href="${escapeHtml(`${config.publicUrl}${paths.community}`)}">Back to the community</a></p></body></html>\n`,
            );
        }
        void reply.header('Cache-Control', 'public, max-age=300');
        return reply.send(
          renderSocialPreview({ post, publicUrl: config.publicUrl, siteName: config.siteName }),
        );
      },
    );
  };
}
