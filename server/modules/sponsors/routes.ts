import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../core/errors.ts';
import {
  salaryAnalysisSchema,
  sponsorCoverageSchema,
  sponsorDetailSchema,
  sponsorSearchQuerySchema,
  sponsorSearchResultSchema,
  sponsorSlugSchema,
} from '../../../core/sponsors/read-api.ts';
import { paths } from '../../../core/paths.ts';
import { AppError } from '../../errors.ts';
import { getJob } from '../jobs/service.ts';
import { getCoverage, getSponsor, searchSponsors, sponsorCsv } from './read-service.ts';
import { analyzeSalary } from './salary-analysis.ts';
import { sitemapFileCount, sitemapIndex, sitemapUrls, SITEMAP_MAX_URLS } from './sitemap.ts';

/** Public figures that change only when an import runs: caches may keep them a few minutes. */
const PUBLIC_CACHE = 'public, max-age=300, stale-while-revalidate=600';
const UNKNOWN_SPONSOR = 'No sponsor at this address. Search the sponsor database for the employer.';

export type SponsorRoutesOptions = {
  /** URLs per sitemap file; tests make it small to see the split. */
  sitemapFileSize?: number;
};

/**
 * The public sponsor read API (issue 13) and the sponsor sitemap. Registered at the root: the API routes
 * carry their /api prefix, the sitemap sits next to the pages it lists. Nothing here needs a caller.
 */
export const sponsorRoutes: FastifyPluginAsyncZod<SponsorRoutesOptions> = async (app, options) => {
  const { db } = app.services.database;
  const { publicUrl } = app.services.config;
  const fileSize = options.sitemapFileSize ?? SITEMAP_MAX_URLS;

  app.get(
    '/api/sponsors',
    {
      schema: {
        tags: ['sponsors'],
        summary:
          'Search H-1B sponsors by brand or legal name (typo tolerant); filter by state, NAICS sector, fiscal year, fewest decisions; sort; pages',
        querystring: sponsorSearchQuerySchema,
        response: { 200: sponsorSearchResultSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', PUBLIC_CACHE);
      return searchSponsors(db, request.query);
    },
  );

  app.get(
    '/api/sponsors/coverage',
    {
      schema: {
        tags: ['sponsors'],
        summary: 'Which fiscal years, sectors and files the sponsor figures cover',
        response: { 200: sponsorCoverageSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('Cache-Control', PUBLIC_CACHE);
      return getCoverage(db);
    },
  );

  const slugParams = z.object({ slug: sponsorSlugSchema });
  /** The address of a sponsor merged into a brand (decision 050): Location is the brand's. */
  const movedSchema = z
    .null()
    .describe("Moved for good: the sponsor joined a brand; Location is the brand's address");

  app.get(
    '/api/sponsors/:slug',
    {
      schema: {
        tags: ['sponsors'],
        summary:
          "One sponsor's figures: USCIS decisions by year, LCA filings, wages, entities, sources, open jobs",
        params: slugParams,
        response: { 200: sponsorDetailSchema, 301: movedSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const detail = await getSponsor(db, request.params.slug);
      if (!detail) throw new AppError('not_found', UNKNOWN_SPONSOR);
      void reply.header('Cache-Control', PUBLIC_CACHE);
      // A sponsor merged into a brand: its old address points at the brand's.
      if (detail.slug !== request.params.slug) return reply.redirect(paths.sponsorApi(detail.slug), 301);
      return detail;
    },
  );

  app.get(
    '/api/sponsors/:slug/csv',
    {
      schema: {
        tags: ['sponsors'],
        summary: 'The figures of a sponsor page as CSV (one titled section per table)',
        params: slugParams,
        produces: ['text/csv'],
        response: { 200: z.string(), 301: movedSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const detail = await getSponsor(db, request.params.slug);
      if (!detail) throw new AppError('not_found', UNKNOWN_SPONSOR);
      if (detail.slug !== request.params.slug) {
        void reply.header('Cache-Control', PUBLIC_CACHE);
        return reply.redirect(paths.sponsorCsv(detail.slug), 301);
      }
      void reply
        .header('Cache-Control', PUBLIC_CACHE)
        .header('Content-Disposition', `attachment; filename="${detail.slug}-h1b.csv"`)
        .type('text/csv; charset=utf-8');
      return sponsorCsv(detail);
    },
  );

  app.get(
    '/api/jobs/:id/salary-analysis',
    {
      schema: {
        tags: ['jobs'],
        summary:
          "LCA wages filed for work like this job's in its metro, state or the US: count, quartiles, wage-level mix (an estimate)",
        params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
        response: { 200: z.object({ analysis: salaryAnalysisSchema.nullable() }), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const job = await getJob({ db, id: request.params.id });
      void reply.header('Cache-Control', PUBLIC_CACHE);
      return { analysis: await analyzeSalary(db, job) };
    },
  );

  const xml = (reply: { type: (value: string) => unknown; header: (k: string, v: string) => unknown }) => {
    reply.type('application/xml; charset=utf-8');
    reply.header('Cache-Control', 'public, max-age=3600');
  };

  app.get(paths.sponsorsSitemap, { schema: { hide: true } }, async (_request, reply) => {
    const files = await sitemapFileCount(db, fileSize);
    xml(reply);
    return reply.send(
      Readable.from(
        files > 1 ? sitemapIndex(publicUrl, files) : sitemapUrls(db, { publicUrl, file: 1, fileSize }),
      ),
    );
  });

  app.get(
    '/sponsors-sitemap-:n.xml',
    {
      schema: {
        hide: true,
        params: z.object({ n: z.coerce.number().int().min(1).max(100_000) }),
      },
    },
    async (request, reply) => {
      const files = await sitemapFileCount(db, fileSize);
      if (request.params.n > files) throw new AppError('not_found', 'No such sitemap file.');
      xml(reply);
      return reply.send(Readable.from(sitemapUrls(db, { publicUrl, file: request.params.n, fileSize })));
    },
  );
};
