import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sponsorSamplesState } from '../../first-start.ts';

/** How long one dependency may take to answer before the check calls it down. */
const CHECK_TIMEOUT_MS = 2000;

const checkSchema = z.object({ ok: z.boolean(), latency_ms: z.number() });

export const healthSchema = z
  .object({
    status: z
      .enum(['ok', 'degraded', 'down'])
      .describe(
        "'ok': every dependency answers. 'degraded': an optional one does not (Redis: rate limits count in each process; storage: uploads and downloads fail with 503), HTTP 200. 'down': the database does not answer, HTTP 503.",
      ),
    database: checkSchema.extend({ required: z.literal(true), driver: z.enum(['pglite', 'pg']) }),
    redis: checkSchema
      .extend({
        required: z.literal(false),
        rate_limits: z.enum(['shared', 'in_process']),
      })
      .nullable()
      .describe('null when REDIS_URL is not set (rate limits count in this process by design).'),
    storage: checkSchema.extend({ required: z.literal(false), driver: z.enum(['local', 's3']) }),
    uptime_s: z.number(),
    sponsor_samples: z
      .enum(['off', 'loading', 'done', 'elsewhere', 'failed'])
      .describe(
        "This instance's first-start load of the shipped H-1B samples, which runs after it listens: 'loading' while the sponsor figures are computed (pages answer meanwhile), 'done', 'elsewhere' (another instance loads them), 'off' (not this process's task, or SPONSOR_SAMPLES off), 'failed' (see the log).",
      ),
  })
  .describe('Each dependency with its status; 503 only when a required one (the database) is down.');

/** The reason stays in the log: a public answer does not name hosts, ports or driver messages. */
type Check = z.infer<typeof checkSchema> & { error?: string };

async function timed(probe: () => Promise<unknown>): Promise<Check> {
  const started = performance.now();
  const latency = () => Math.round((performance.now() - started) * 100) / 100;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return { ok: true, latency_ms: latency() };
  } catch (error) {
    return {
      ok: false,
      latency_ms: latency(),
      error: error instanceof Error ? error.message : String(error),
    };
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and dependency checks (database, Redis, storage)',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const { database, rateLimiter, storage } = app.services;
      const [databaseCheck, limiterHealth, storageCheck] = await Promise.all([
        timed(() => database.ping()),
        rateLimiter.health?.() ?? Promise.resolve({ backend: 'memory' as const }),
        // A key that never exists: the driver must reach its directory or bucket to say so.
        timed(() => storage.exists('health/probe')),
      ]);
      if (!databaseCheck.ok)
        app.log.error({ reason: databaseCheck.error }, 'health check: database unreachable');
      if (!storageCheck.ok) app.log.warn({ reason: storageCheck.error }, 'health check: storage unreachable');
      if (limiterHealth.backend === 'redis' && !limiterHealth.ok) {
        app.log.warn(
          { reason: limiterHealth.error },
          'health check: Redis unreachable, rate limits in-process',
        );
      }
      const { error: _databaseError, ...databaseAnswer } = databaseCheck;
      const { error: _storageError, ...storageAnswer } = storageCheck;
      const redis =
        limiterHealth.backend === 'redis'
          ? {
              ok: limiterHealth.ok,
              latency_ms: limiterHealth.latency_ms,
              required: false as const,
              rate_limits: limiterHealth.ok ? ('shared' as const) : ('in_process' as const),
            }
          : null;
      const status = !databaseCheck.ok
        ? ('down' as const)
        : redis?.ok === false || !storageCheck.ok
          ? ('degraded' as const)
          : ('ok' as const);
      return reply.status(status === 'down' ? 503 : 200).send({
        status,
        database: { ...databaseAnswer, required: true as const, driver: database.driver },
        redis,
        storage: { ...storageAnswer, required: false as const, driver: storage.driver },
        uptime_s: Math.round(process.uptime()),
        sponsor_samples: sponsorSamplesState(),
      });
    },
  );
};
