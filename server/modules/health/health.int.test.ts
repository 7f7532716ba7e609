import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../../db/client.ts';
import { freePort } from '../../../scripts/lib/free-port.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { TEST_DRIVER } from '../../../tests/helpers/database.ts';
import { loadSponsorSamples } from '../../first-start.ts';
import { createRateLimiter } from '../../lib/rate-limiter.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { uniqueEmail } from '../auth/test-helpers.ts';

/** Ports nothing listens on (this suite's own range) and the one its Redis uses. */
const CLOSED_PG_PORT = 4397;
const CLOSED_REDIS_PORT = 4398;
/**
 * `npm test` runs this file on both drivers at the same time: each run starts its Redis on a port of its own
 * (with one port for both, the second redis-server exited: "address in use").
 */
const REDIS_PORT = await freePort(TEST_DRIVER === 'pg' ? 4312 : 4311);

type Health = {
  status: string;
  database: { ok: boolean; required: boolean; driver: string };
  redis: { ok: boolean; required: boolean; rate_limits: string } | null;
  storage: { ok: boolean; required: boolean; driver: string };
};

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports each dependency: database and storage up, no Redis configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: { ok: true, required: true, driver: TEST_DRIVER },
      redis: null,
      storage: { ok: true, required: false, driver: 'local' },
    });
  });

  it('says whether this instance is loading the shipped H-1B samples (the benches wait for it)', async () => {
    const samples = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/health' })).json<{ sponsor_samples: string }>()
        .sponsor_samples;
    expect(await samples()).toBe('off');
    // While the load runs (here: while it waits for its lock), then when another instance holds the task.
    let answer: (release: null) => void = () => {};
    const lock = new Promise<null>((resolve) => (answer = resolve));
    const waiting = loadSponsorSamples({
      database: { ...t.database, tryAdvisoryLock: () => lock },
      log: () => {},
    });
    expect(await samples()).toBe('loading');
    answer(null);
    expect(await waiting).toBe(false);
    expect(await samples()).toBe('elsewhere');
    const failing = loadSponsorSamples({
      database: { ...t.database, tryAdvisoryLock: () => Promise.reject(new Error('no connection')) },
      log: () => {},
    });
    await expect(failing).rejects.toThrow('no connection');
    expect(await samples()).toBe('failed');
  });

  it('answers 503 (down) when the database is closed', async () => {
    const broken = await buildTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'down', database: { ok: false } });
    await broken.app.close();
  });

  it('answers 503 quickly when the database is a PostgreSQL URL nobody listens on, naming no host', async () => {
    const healthy = t.app.services.database;
    const unreachable = await createDatabase({
      driver: 'pg',
      url: `postgres://postgres@127.0.0.1:${CLOSED_PG_PORT}/nowhere`,
      poolSize: 1,
    });
    t.app.services.database = unreachable;
    try {
      const started = performance.now();
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(performance.now() - started).toBeLessThan(2500);
      expect(response.statusCode).toBe(503);
      expect(response.json<Health>()).toMatchObject({
        status: 'down',
        database: { ok: false, driver: 'pg' },
      });
      expect(response.body).not.toContain(String(CLOSED_PG_PORT));
    } finally {
      t.app.services.database = healthy;
      await unreachable.close();
    }
  });

  it('reports storage that cannot be reached as degraded, still 200', async () => {
    const failing: FileStorage = {
      driver: 's3',
      put: () => Promise.reject(new Error('connect ECONNREFUSED')),
      get: () => Promise.reject(new Error('connect ECONNREFUSED')),
      delete: () => Promise.reject(new Error('connect ECONNREFUSED')),
      exists: () => Promise.reject(new Error('connect ECONNREFUSED')),
      // eslint-disable-next-line require-yield -- a listing that fails before its first object
      list: async function* () {
        throw new Error('connect ECONNREFUSED');
      },
      removeUnfinishedWrites: () => Promise.reject(new Error('connect ECONNREFUSED')),
      close: () => Promise.resolve(),
    };
    const app = await buildTestApp({ storage: failing });
    const response = await app.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Health>()).toMatchObject({
      status: 'degraded',
      storage: { ok: false, driver: 's3' },
    });
    await app.close();
  });

  it('answers unknown API paths with the JSON error model', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'No route for GET /api/no-such-thing' },
    });
  });

  it('serves the OpenAPI document and the reference page', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths['/api/health']).toBeDefined();
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/api/health');
  });

  it('sets the security headers on every response', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('GET /api/health with Redis', { timeout: 60_000 }, () => {
  let redis: ChildProcess | undefined;

  async function startRedis(): Promise<void> {
    redis = spawn('redis-server', ['--port', String(REDIS_PORT), '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const ready = redis.stdout;
    if (!ready) throw new Error('redis-server has no stdout');
    await new Promise<void>((resolve, reject) => {
      ready.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Ready to accept connections')) resolve();
      });
      redis?.once('exit', (code) => reject(new Error(`redis-server exited with ${String(code)}`)));
    });
  }

  async function stopRedis(): Promise<void> {
    if (!redis || redis.exitCode !== null) return;
    const exited = once(redis, 'exit');
    redis.kill('SIGKILL');
    await exited;
  }

  afterAll(async () => {
    await stopRedis();
  });

  function signUp(app: TestApp, ip: string) {
    return app.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: ip,
      payload: { email: uniqueEmail('redis'), password: 'correct horse battery', full_name: 'Redis Test' },
    });
  }

  it('Redis configured but down: 200 degraded, limits keep working in-process, and the log says so', async () => {
    const logged: string[] = [];
    const logger = { level: 'warn', stream: { write: (line: string) => void logged.push(line) } };
    const app = await buildTestApp({
      logger,
      rateLimiter: undefined,
      config: { redisUrl: `redis://127.0.0.1:${CLOSED_REDIS_PORT}` },
    });
    try {
      const response = await app.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json<Health>()).toMatchObject({
        status: 'degraded',
        database: { ok: true },
        redis: { ok: false, required: false, rate_limits: 'in_process' },
      });
      // Sign-ups still work, and the per-IP limit (10 an hour) still holds, counted in this process.
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) statuses.push((await signUp(app, '10.77.0.1')).statusCode);
      expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
      expect(logged.join('\n')).toMatch(/Redis unreachable, counting in this process/);
    } finally {
      await app.close();
    }
  });

  it('Redis up: ok and shared; killed: degraded and in-process; back: shared again', async () => {
    await startRedis();
    const limiter = await createRateLimiter(`redis://127.0.0.1:${REDIS_PORT}`);
    const app = await buildTestApp({ rateLimiter: limiter });
    try {
      const up = await app.app.inject({ method: 'GET', url: '/api/health' });
      expect(up.statusCode).toBe(200);
      expect(up.json<Health>()).toMatchObject({ status: 'ok', redis: { ok: true, rate_limits: 'shared' } });
      expect((await signUp(app, '10.77.0.2')).statusCode).toBe(201);

      await stopRedis();
      const down = await app.app.inject({ method: 'GET', url: '/api/health' });
      expect(down.statusCode).toBe(200);
      expect(down.json<Health>()).toMatchObject({
        status: 'degraded',
        redis: { ok: false, rate_limits: 'in_process' },
      });
      expect((await signUp(app, '10.77.0.2')).statusCode).toBe(201);

      await startRedis();
      await expect
        .poll(
          async () => (await app.app.inject({ method: 'GET', url: '/api/health' })).json<Health>().status,
          {
            timeout: 10_000,
            interval: 250,
          },
        )
        .toBe('ok');
    } finally {
      await app.close();
      await limiter.close();
    }
  });
});
