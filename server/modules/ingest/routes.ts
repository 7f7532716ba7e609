import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../core/errors.ts';
import { AppError } from '../../errors.ts';
import { DEFAULT_BATCH_SIZE, IngestBusyError, MAX_BATCH_SIZE } from './pipeline.ts';
import { ingestFromSourcesFile } from './service.ts';
import { INGEST_MODES, ingestSummarySchema } from './summary.ts';

const fetchJobsBodySchema = z
  .object({
    mode: z.enum(INGEST_MODES).default('incremental'),
    batch_size: z.number().int().min(1).max(MAX_BATCH_SIZE).default(DEFAULT_BATCH_SIZE),
  })
  .default({ mode: 'incremental', batch_size: DEFAULT_BATCH_SIZE });

/** The admin key from `Authorization: Bearer <key>` or an `apikey` header (the shape SPEC's helper sends). */
function readPresentedKey(headers: Record<string, string | string[] | undefined>): string | null {
  const authorization = headers.authorization;
  if (typeof authorization === 'string' && authorization.startsWith('Bearer '))
    return authorization.slice(7).trim();
  const apiKey = headers.apikey ?? headers['x-api-key'];
  return typeof apiKey === 'string' ? apiKey.trim() : null;
}

/** Compares digests, so neither the length nor the content of the key leaks through timing. */
export function isSameKey(presented: string, expected: string): boolean {
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export const ingestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, now } = app.services;

  /** `onRequest`: the key is checked before the body is parsed or validated, so a caller without it learns nothing. */
  async function requireIngestKey(request: FastifyRequest): Promise<void> {
    const expected = config.ingest.apiKey;
    const presented = readPresentedKey(request.headers);
    if (!expected || !presented || !isSameKey(presented, expected)) {
      throw new AppError('unauthorized', 'A valid ingestion API key is required.');
    }
  }

  app.post(
    '/functions/fetch-jobs',
    {
      onRequest: requireIngestKey,
      schema: {
        tags: ['ingestion'],
        summary: 'Run job ingestion over the sources file (admin key required)',
        description:
          "Send the admin key (`INGEST_API_KEY`) as `Authorization: Bearer <key>` or an `apikey` header. 'incremental' skips boards fetched successfully in the last 20 hours; 'full' fetches every board. Answers with the run's summary.",
        security: [{ ingestKey: [] }],
        body: fetchJobsBodySchema,
        response: { 200: ingestSummarySchema, 401: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      try {
        return await ingestFromSourcesFile({
          database,
          config,
          mode: request.body.mode,
          batchSize: request.body.batch_size,
          trigger: 'api',
          now,
          http: app.services.ingestHttp,
        });
      } catch (error) {
        if (error instanceof IngestBusyError) throw new AppError('conflict', error.message);
        throw error;
      }
    },
  );
};
