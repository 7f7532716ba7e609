import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/client.ts';
import { ensureBuild } from '../../scripts/lib/ensure-build.ts';
import { freePort } from '../../scripts/lib/free-port.ts';
import { MemoryMailer, testConfig } from '../../tests/helpers/app.ts';
import { buildApp } from '../app.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../errors.ts';
import { MemoryRateLimiter } from '../lib/rate-limiter.ts';
import { uniqueEmail } from '../modules/auth/test-helpers.ts';
import type { FastifyInstance } from 'fastify';

const HTML = { accept: 'text/html,application/xhtml+xml' };
/** A request that needs the database answers within this when nothing listens where it should be. */
const FAIL_FAST_MS = 2500;

// The app on a PostgreSQL URL nobody listens on: what every request sees while the server is down. (The
// restart under load, with recovery, is tests/cluster/postgres-restart.cluster.test.ts.)
describe('PostgreSQL unreachable', { timeout: 60_000 }, () => {
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    if (!(await ensureBuild({ log: () => {} }))) throw new Error('react-router build failed');
    const port = await freePort(0);
    const unreachable = await createDatabase({
      driver: 'pg',
      url: `postgres://postgres@127.0.0.1:${port}/nowhere`,
      poolSize: 2,
    });
    // Without LISTEN: the live-event subscription would fail the start, which is not under test here.
    database = { ...unreachable, listen: undefined };
    app = await buildApp({
      config: testConfig(),
      database,
      ssr: 'build',
      rateLimiter: new MemoryRateLimiter(),
      mailer: new MemoryMailer(),
      logger: false,
      pruneIntervalMs: 0,
    });
    await app.ready();
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.each([
    [
      'POST',
      '/api/auth/signup',
      { email: uniqueEmail('outage'), password: 'correct horse battery', full_name: 'O' },
    ],
    ['GET', '/api/community/posts', undefined],
    ['GET', '/api/jobs?q=engineer', undefined],
  ] as const)('%s %s answers 503 service_unavailable at once, never 500', async (method, url, payload) => {
    const started = performance.now();
    const response = await app.inject({ method, url, payload, remoteAddress: '10.9.8.7' });
    expect(performance.now() - started).toBeLessThan(FAIL_FAST_MS);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: { code: 'service_unavailable', message: DATABASE_UNAVAILABLE_MESSAGE },
    });
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|select/i);
  });

  it.each(['/jobs', '/community', '/community/post/00000000-0000-4000-8000-000000000000'])(
    'the page %s answers 503 with the message, not the 500 error page',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain(DATABASE_UNAVAILABLE_MESSAGE);
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('GET /api/health says the database is down', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'down', database: { ok: false, driver: 'pg' } });
  });
});
