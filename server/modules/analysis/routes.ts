import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyzeResumeBodySchema, analyzeResumeResponseSchema } from '../../../core/analysis/schema.ts';
import { errorBodySchema } from '../../../core/errors.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import { requireSignedIn } from '../../plugins/auth.ts';
import { analysisLimits } from './rate-limits.ts';
import { analyzeResumeForUser } from './service.ts';
import type { SuggestionRewriter } from './suggestion-rewriter.ts';

const security: { [scheme: string]: string[] }[] = [{ cookieAuth: [] }, { bearerAuth: [] }];

export type AnalysisRoutesOptions = { rewriter?: SuggestionRewriter | null };

/** POST /api/functions/analyze-resume: the signed-in user's resume against one job. */
export const analysisRoutes: FastifyPluginAsyncZod<AnalysisRoutesOptions> = async (app, options) => {
  const { database, rateLimiter, now } = app.services;

  app.post(
    '/functions/analyze-resume',
    {
      // The policy comes before the body is parsed or validated (decision 010).
      onRequest: requireSignedIn,
      schema: {
        tags: ['analysis'],
        summary:
          "Analyze the signed-in user's resume against a job (score, breakdown, evidence, suggestions)",
        description:
          'Signed-in users with an uploaded resume. `resume_text` defaults to the text extracted from the stored ' +
          "resume, `job_description` to the job's description. The score comes from the local, deterministic " +
          'analyzer; every point is listed in `analysis.evidence.points`. 422 `resume_text_too_short` when too ' +
          'little text could be extracted, 422 `analysis_not_available` when the job has no description, 429 ' +
          'with Retry-After when the per-user limit is reached.',
        security,
        body: analyzeResumeBodySchema,
        response: {
          200: analyzeResumeResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = await request.requireAuth();
      await enforceRateLimit(rateLimiter, analysisLimits(user.id));
      void reply.header('Cache-Control', 'private, no-store');
      const analysis = await analyzeResumeForUser({
        db: database.db,
        userId: user.id,
        body: request.body,
        now,
        log: request.log,
        rewriter: options.rewriter ?? null,
      });
      return { analysis };
    },
  );
};
