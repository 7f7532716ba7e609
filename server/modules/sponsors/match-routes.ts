import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../core/errors.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import { matchCompany } from './match.ts';

/** Public and cheap (three indexed lookups), but a loop over it would enumerate the table: limited per IP. */
const MATCH_RATE = { limit: 120, windowSeconds: 60 };

export const sponsorMatchQuerySchema = z.object({
  company: z
    .string({ error: 'company is required.' })
    .trim()
    .min(1, 'company must not be empty.')
    .max(200, 'company must be at most 200 characters.'),
});

export const sponsorMatchResponseSchema = z.object({
  match: z
    .object({
      slug: z.string(),
      name: z.string(),
      legal_names: z.array(z.string()),
      method: z.enum(['alias', 'legal', 'base']),
      confidence: z.number().min(0).max(1),
    })
    .nullable(),
});

/** GET /api/sponsors/match?company=NAME: the sponsor a company name is, or null ("none" rather than a guess). */
export const sponsorMatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services.database;
  app.get(
    '/sponsors/match',
    {
      schema: {
        tags: ['sponsors'],
        summary:
          'Match a company name to an H-1B sponsor: equal normalised names or the curated alias table, never a guess',
        querystring: sponsorMatchQuerySchema,
        response: { 200: sponsorMatchResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(app.services.rateLimiter, [
        { key: `sponsor-match:ip:${request.ip}`, rule: MATCH_RATE },
      ]);
      void reply.header('Cache-Control', 'public, max-age=300');
      return { match: await matchCompany(db, request.query.company) };
    },
  );
};
