import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TOPIC_CATEGORY_LABELS, type Post } from '../../../core/community.ts';
import { displayWorkArrangement, formatSalary } from '../../../core/job-display.ts';
import type { Job } from '../../../core/jobs.ts';
import { AppError } from '../../errors.ts';
import { answerConditionally, weakEtag } from '../../lib/http-cache.ts';
import type { CommunityModule } from '../community/index.ts';
import { getJob } from '../jobs/service.ts';
import { createOgImageCache, type OgCard } from './og-image.ts';
import { renderRobotsTxt } from './robots.ts';
import { createSitemaps, type SitemapOptions, type SitemapRegistry } from './sitemaps.ts';

/** Sitemaps change with the jobs: an hour in caches, then revalidated with the ETag. */
const SITEMAP_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';
const ROBOTS_CACHE = 'public, max-age=3600';
/** A card's URL stays while its content may change (an edited title): a day, then the ETag. */
const OG_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
const XML = 'application/xml; charset=utf-8';

/** The paths SPEC gives the sitemap function: /sitemap*, /sitemap.xml, /sitemap-index.xml, /sitemap-static.xml, /sitemap-{page}.xml, /sitemap-{page}. */
export type SitemapRequest = { variant: 'index' } | { variant: 'static' } | { variant: 'page'; page: number };

export function parseSitemapPath(pathname: string): SitemapRequest | null {
  const match = /^\/sitemap(?:-(index|static|[1-9]\d{0,5}))?(?:\.xml)?$/.exec(pathname);
  if (!match) return null;
  const name = match[1];
  if (name === undefined || name === 'index') return { variant: 'index' };
  if (name === 'static') return { variant: 'static' };
  return { variant: 'page', page: Number(name) };
}

export function jobCard(job: Job, siteName: string): OgCard {
  const salary = formatSalary(job);
  const arrangement = displayWorkArrangement(job);
  return {
    kicker: 'H1B job',
    title: job.title,
    subtitle: [job.organization, job.location].filter(Boolean).join(' · '),
    badges: [
      ...(job.ai_visa_sponsorship === true ? ['H1B Sponsor'] : []),
      arrangement === 'Remote Solely' || arrangement === 'Remote OK' ? 'Remote' : arrangement,
      ...(salary ? [salary.text] : []),
    ],
    siteName,
  };
}

export function postCard(post: Post, siteName: string): OgCard {
  const votes = `${post.vote_count} ${Math.abs(post.vote_count) === 1 ? 'vote' : 'votes'}`;
  const comments = `${post.comment_count} ${post.comment_count === 1 ? 'comment' : 'comments'}`;
  return {
    kicker: `Community · ${TOPIC_CATEGORY_LABELS[post.topic_category]}`,
    title: post.title,
    subtitle: `By ${post.author_display_name || 'a member'}`,
    badges: [votes, comments, ...post.tags.slice(0, 1).map((tag) => `#${tag}`)],
    siteName,
  };
}

const pngParams = z.object({ file: z.string().max(80) });

export function seoRoutes(deps: {
  registry: SitemapRegistry;
  community: CommunityModule;
  sitemapOptions?: SitemapOptions;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const { config, database, now } = app.services;
    const sitemaps = createSitemaps({
      db: database.db,
      publicUrl: config.publicUrl,
      now,
      registry: deps.registry,
      options: deps.sitemapOptions,
    });
    const ogImages = createOgImageCache();

    // Built from configuration and the registry only: no database, so it answers while the database is down.
    app.get(
      '/robots.txt',
      {
        schema: {
          tags: ['seo'],
          summary: 'Crawler rules with the absolute sitemap URLs',
          produces: ['text/plain'],
          response: { 200: z.string().describe('text/plain'), 304: z.null().describe('Not modified') },
        },
      },
      async (request, reply) => {
        const body = renderRobotsTxt({
          publicUrl: config.publicUrl,
          sitemapPaths: ['/sitemap.xml', ...deps.registry.files.map((file) => file.path)],
        });
        void reply.type('text/plain; charset=utf-8');
        if (answerConditionally(request, reply, { etag: weakEtag(body), lastModified: null }, ROBOTS_CACHE))
          return reply;
        return reply.send(body);
      },
    );

    app.get(
      '/sitemap*',
      {
        schema: {
          tags: ['seo'],
          summary:
            'Sitemaps (SPEC serve-sitemap): /sitemap.xml (index; also /sitemap-index.xml and /sitemap), /sitemap-static.xml, /sitemap-{page}.xml (also without .xml)',
          produces: ['application/xml'],
          response: {
            // The index and static sitemap are strings; a numbered page streams (streams skip the serializer).
            200: z.unknown().describe('application/xml: a sitemap index or urlset (sitemaps.org 0.9)'),
            304: z.null().describe('Not modified (If-None-Match / If-Modified-Since)'),
          },
        },
      },
      async (request, reply) => {
        const target = parseSitemapPath(request.url.split('?')[0] ?? '');
        if (!target) throw new AppError('not_found', 'No such sitemap');
        void reply.header('X-Robots-Tag', 'noindex');
        try {
          if (target.variant === 'page') {
            const page = await sitemaps.page(target.page);
            if (!page) throw new AppError('not_found', `No sitemap page ${target.page}`);
            void reply.type(XML);
            if (answerConditionally(request, reply, page, SITEMAP_CACHE)) return reply;
            return reply.send(page.stream());
          }
          const doc = target.variant === 'index' ? await sitemaps.index() : await sitemaps.staticSitemap();
          void reply.type(XML);
          if (answerConditionally(request, reply, doc, SITEMAP_CACHE)) return reply;
          return reply.send(doc.body);
        } catch (error) {
          if (error instanceof AppError) throw error;
          request.log.error({ err: error }, 'sitemap failed');
          void reply.header('Retry-After', '300');
          throw new AppError('service_unavailable', 'The sitemap is unavailable right now; try again later.');
        }
      },
    );

    async function sendCard(request: FastifyRequest, reply: FastifyReply, card: OgCard) {
      void reply.type('image/png');
      const etag = ogImages.etagOf(card);
      if (answerConditionally(request, reply, { etag, lastModified: null }, OG_CACHE)) return reply;
      const image = await ogImages.get(card);
      return reply.send(image.png);
    }

    app.get(
      '/og/jobs/:file',
      {
        schema: {
          tags: ['seo'],
          summary: "A job's 1200x630 share image (/og/jobs/{id}.png)",
          params: pngParams,
          produces: ['image/png'],
          response: {
            200: z.unknown().describe('image/png, 1200x630'),
            304: z.null().describe('Not modified (If-None-Match)'),
          },
        },
      },
      async (request, reply) => {
        const match = /^(\d{1,15})\.png$/.exec(request.params.file);
        if (!match) throw new AppError('not_found', 'No such image');
        let job: Job;
        try {
          job = await getJob({ db: database.db, id: Number(match[1]) });
        } catch (error) {
          if (error instanceof AppError && error.code === 'not_found')
            throw new AppError('not_found', 'No such image');
          throw error;
        }
        return sendCard(request, reply, jobCard(job, config.siteName));
      },
    );

    app.get(
      '/og/posts/:file',
      {
        schema: {
          tags: ['seo'],
          summary: "A community post's 1200x630 share image (/og/posts/{id}.png)",
          params: pngParams,
          produces: ['image/png'],
          response: {
            200: z.unknown().describe('image/png, 1200x630'),
            304: z.null().describe('Not modified (If-None-Match)'),
          },
        },
      },
      async (request, reply) => {
        const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.png$/i.exec(
          request.params.file,
        );
        if (!match?.[1]) throw new AppError('not_found', 'No such image');
        let post: Post;
        try {
          // Anonymous reader, not counted as a view: hidden and deleted posts are not found.
          post = await deps.community.service.getPost({
            actor: null,
            id: match[1].toLowerCase(),
            viewerKey: null,
          });
        } catch (error) {
          if (error instanceof AppError && error.code === 'not_found')
            throw new AppError('not_found', 'No such image');
          throw error;
        }
        return sendCard(request, reply, postCard(post, config.siteName));
      },
    );
  };
}
