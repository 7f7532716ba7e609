import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean(), driver: z.enum(['pglite', 'pg']), latency_ms: z.number() }),
  uptime_s: z.number(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const { database } = app.services;
      const started = performance.now();
      let ok = true;
      try {
        await database.ping();
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        ok = false;
      }
      const body = {
        status: ok ? ('ok' as const) : ('degraded' as const),
        database: {
          ok,
          driver: database.driver,
          latency_ms: Math.round((performance.now() - started) * 100) / 100,
        },
        uptime_s: Math.round(process.uptime()),
      };
      return reply.status(ok ? 200 : 503).send(body);
    },
  );
};
