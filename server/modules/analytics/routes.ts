import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageViewSchema, reduceReferrer, scrubPath } from '../../../core/analytics.ts';
import { errorBodySchema } from '../../../core/errors.ts';
import { pageViews } from '../../../db/schema/index.ts';

import { enforceRateLimit } from '../../lib/rate-limiter.ts';

const PAGE_VIEW_RATE = { limit: 120, windowSeconds: 60 };

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/pageview',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Record a page view (path, referrer, time; no cookie, no IP)',
        body: pageViewSchema,
        response: { 204: z.null(), 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      // The IP is used only as an in-memory rate-limit key, never stored.
      await enforceRateLimit(app.services.rateLimiter, [
        { key: `pageview:ip:${request.ip}`, rule: PAGE_VIEW_RATE },
      ]);
      await app.services.database.db.insert(pageViews).values({
        path: scrubPath(request.body.path),
        referrer: reduceReferrer(request.body.referrer),
      });
      return reply.status(204).send(null);
    },
  );
};
