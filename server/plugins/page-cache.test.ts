import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryDataVersions, notifyDataChanged } from '../lib/data-versions.ts';
import {
  decodePage,
  encodePage,
  MemoryPageStore,
  type CachedPage,
  type PageStore,
  type ReleaseLease,
} from '../lib/page-cache/store.ts';
import { authContextPlugin } from './auth.ts';
import { defaultPageCacheRules, pageCacheKey, pageCachePlugin, type PageCacheRule } from './page-cache.ts';

const RULES: PageCacheRule[] = [{ name: 'page', pattern: /^\/page(?:\/\w+)?$/, areas: ['jobs'] }];
const BIG = 'x'.repeat(4000);

type Harness = { app: FastifyInstance; renders: Map<string, number>; clock: { now: number } };

async function harness(
  options: {
    maxBytes?: number;
    delayMs?: number;
    /** Another instance's: shared with it, as Redis is. */
    store?: PageStore;
    renders?: Map<string, number>;
  } = {},
): Promise<Harness> {
  const renders = options.renders ?? new Map<string, number>();
  const clock = { now: 1_000_000 };
  const app = Fastify({ logger: false });
  await app.register(fastifyCookie);
  await app.register(authContextPlugin, {
    async resolve(request) {
      if (request.cookies.sp_at !== 'valid') return null;
      return {
        user: { id: 'u1', email: 'ada@example.com', user_metadata: { full_name: 'Ada' }, created_at: '' },
        session: { expires_at: 0 },
        sessionId: 's1',
      };
    },
  });
  await app.register(pageCachePlugin, {
    store: options.store ?? new MemoryPageStore(options.maxBytes ?? 1024 * 1024, () => clock.now),
    versions: new MemoryDataVersions(),
    rules: RULES,
    freshMs: 30_000,
    staleMs: 300_000,
    now: () => clock.now,
  });
  const count = (url: string) => renders.set(url, (renders.get(url) ?? 0) + 1);
  app.get('/page', async (request, reply) => {
    count('/page');
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const auth = await request.getAuth();
    void reply.type('text/html');
    return `<p>${auth ? auth.user.email : 'anonymous'} render ${renders.get('/page')}</p>${BIG}`;
  });
  app.get('/page/cookie', async (_request, reply) => {
    count('/page/cookie');
    void reply.setCookie('visitor', '1');
    return { ok: true };
  });
  app.get('/page/private', async (_request, reply) => {
    count('/page/private');
    void reply.header('Cache-Control', 'private, no-store');
    return { ok: true };
  });
  app.get('/page/missing', async (_request, reply) => {
    count('/page/missing');
    return reply.code(404).send({ error: 'missing' });
  });
  app.get('/other', async () => {
    count('/other');
    return { ok: true };
  });
  await app.ready();
  return { app, renders, clock };
}

/** What Redis gives several instances: one store, and a lease per key. */
class SharedStore extends MemoryPageStore {
  readonly leases = new Set<string>();
  leasesTaken = 0;

  async lease(key: string): Promise<ReleaseLease | null> {
    if (this.leases.has(key)) return null;
    this.leases.add(key);
    this.leasesTaken += 1;
    return async () => {
      this.leases.delete(key);
    };
  }
}

let current: Harness | undefined;
let other: Harness | undefined;
afterEach(async () => {
  await current?.app.close();
  await other?.app.close();
  current = undefined;
  other = undefined;
});

describe('page cache plugin', () => {
  it('renders once, then serves the kept answer with public caching headers and a 304 on If-None-Match', async () => {
    current = await harness();
    const { app, renders } = current;
    const first = await app.inject({ method: 'GET', url: '/page' });
    const second = await app.inject({ method: 'GET', url: '/page' });
    expect(first.headers['x-page-cache']).toBe('MISS');
    expect(second.headers['x-page-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(renders.get('/page')).toBe(1);
    expect(second.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
    expect(String(second.headers.vary)).toMatch(/Cookie.*Authorization.*Accept-Encoding/);
    const etag = String(second.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const revalidated = await app.inject({ method: 'GET', url: '/page', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(renders.get('/page')).toBe(1);
  });

  it('serves precompressed bodies to clients that accept them', async () => {
    current = await harness();
    const { app } = current;
    const plain = await app.inject({ method: 'GET', url: '/page' });
    const br = await app.inject({ method: 'GET', url: '/page', headers: { 'accept-encoding': 'gzip, br' } });
    const gz = await app.inject({ method: 'GET', url: '/page', headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('renders one answer per key however many callers wait for it (single flight)', async () => {
    current = await harness({ delayMs: 50 });
    const { app, renders } = current;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/page?b=2&a=1' })),
    );
    expect(renders.get('/page')).toBe(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    // The same query in another order is the same key.
    const reordered = await app.inject({ method: 'GET', url: '/page?a=1&b=2' });
    expect(reordered.headers['x-page-cache']).toBe('HIT');
  });

  it('renders a cold page once across instances that share a store, the others wait for it', async () => {
    const store = new SharedStore(1024 * 1024);
    const renders = new Map<string, number>();
    current = await harness({ delayMs: 80, store, renders });
    other = await harness({ delayMs: 80, store, renders });
    const apps = [current.app, other.app];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => apps[index % 2]!.inject({ method: 'GET', url: '/page?x=1' })),
    );
    expect(renders.get('/page')).toBe(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(answers.every((answer) => answer.headers['x-page-cache'] === 'MISS')).toBe(true);
    expect(store.leases.size).toBe(0);
  });

  it('answers with the page of an instance that stored it and let the lease go just before this one took it', async () => {
    // The race: a waiter looks in the store (nothing yet), the holder stores its page and releases the
    // lease, and the waiter's next try takes the lease. It had rendered the page a second time.
    class RacingStore extends SharedStore {
      holdFirstLease = true;
      gets = 0;
      onSecondGet?: () => Promise<unknown>;
      override async lease(key: string): Promise<ReleaseLease | null> {
        if (this.holdFirstLease) {
          this.holdFirstLease = false;
          return null; // another instance holds it
        }
        return super.lease(key);
      }
      override async get(key: string): Promise<CachedPage | undefined> {
        const page = await super.get(key);
        this.gets += 1;
        if (this.gets === 2) await this.onSecondGet?.();
        return page;
      }
    }
    const store = new RacingStore(1024 * 1024);
    current = await harness({ store });
    other = await harness({ store });
    const holder = other;
    let held: Awaited<ReturnType<FastifyInstance['inject']>> | undefined;
    store.onSecondGet = async () => {
      held = await holder.app.inject({ method: 'GET', url: '/page?race=1' });
    };
    const waiter = await current.app.inject({ method: 'GET', url: '/page?race=1' });
    expect(other.renders.get('/page')).toBe(1);
    expect(current.renders.get('/page')).toBeUndefined();
    expect(waiter.body).toBe(held?.body);
    expect(waiter.headers.etag).toBe(held?.headers.etag);
    expect(store.leases.size).toBe(0);
  });

  it('lets a waiting instance render for itself when the one holding the lease keeps nothing', async () => {
    const store = new SharedStore(1024 * 1024);
    const renders = new Map<string, number>();
    current = await harness({ store, renders });
    other = await harness({ store, renders });
    const [first, second] = await Promise.all([
      current.app.inject({ method: 'GET', url: '/page/missing' }),
      other.app.inject({ method: 'GET', url: '/page/missing' }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([404, 404]);
    // A 404 is not kept: each instance renders it once, one after the other, never waiting forever.
    expect(renders.get('/page/missing')).toBe(2);
    expect(store.leases.size).toBe(0);
  });

  it('answers HEAD from the kept page: its headers and length, no body, no render', async () => {
    current = await harness();
    const { app, renders } = current;
    const cold = await app.inject({ method: 'HEAD', url: '/page' });
    expect(cold.statusCode).toBe(200);
    expect(cold.headers['x-page-cache']).toBe('MISS');
    expect(cold.body).toBe('');
    const get = await app.inject({ method: 'GET', url: '/page' });
    expect(get.headers['x-page-cache']).toBe('HIT');
    const head = await app.inject({ method: 'HEAD', url: '/page', headers: { 'accept-encoding': 'br' } });
    expect(head.headers['x-page-cache']).toBe('HIT');
    expect(head.body).toBe('');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(Number(head.headers['content-length'])).toBeLessThan(get.rawPayload.length);
    expect(renders.get('/page')).toBe(1);
  });

  it('serves a stale answer while one new render runs, then the new one', async () => {
    current = await harness();
    const { app, renders, clock } = current;
    await app.inject({ method: 'GET', url: '/page' });
    clock.now += 31_000;
    const stale = await app.inject({ method: 'GET', url: '/page' });
    expect(stale.headers['x-page-cache']).toBe('STALE');
    expect(stale.body).toContain('render 1');
    // The new render runs in the background: until it is kept, callers still get the stale page (a fixed
    // wait here failed on a busy machine), and no caller starts another render.
    const fresh = await vi.waitFor(
      async () => {
        const answer = await app.inject({ method: 'GET', url: '/page' });
        expect(answer.headers['x-page-cache']).toBe('HIT');
        return answer;
      },
      { timeout: 5_000, interval: 5 },
    );
    expect(fresh.body).toContain('render 2');
    expect(renders.get('/page')).toBe(2);
    clock.now += 31_000 + 300_000;
    const expired = await app.inject({ method: 'GET', url: '/page' });
    expect(expired.headers['x-page-cache']).toBe('MISS');
    expect(expired.body).toContain('render 3');
  });

  it('renders afresh after a write to one of the areas the page shows', async () => {
    current = await harness();
    const { app } = current;
    await app.inject({ method: 'GET', url: '/page' });
    notifyDataChanged('community');
    expect((await app.inject({ method: 'GET', url: '/page' })).headers['x-page-cache']).toBe('HIT');
    notifyDataChanged('jobs');
    const after = await app.inject({ method: 'GET', url: '/page' });
    expect(after.headers['x-page-cache']).toBe('MISS');
    expect(after.body).toContain('render 2');
  });

  it('never serves or stores an answer to a request with session credentials', async () => {
    current = await harness();
    const { app, renders } = current;
    const signedIn = await app.inject({ method: 'GET', url: '/page', cookies: { sp_at: 'valid' } });
    expect(signedIn.headers['x-page-cache']).toBe('BYPASS');
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.body).toContain('ada@example.com');
    const anonymous = await app.inject({ method: 'GET', url: '/page' });
    expect(anonymous.headers['x-page-cache']).toBe('MISS');
    expect(anonymous.body).not.toContain('ada@example.com');
    const again = await app.inject({ method: 'GET', url: '/page', cookies: { sp_at: 'valid' } });
    expect(again.headers['x-page-cache']).toBe('BYPASS');
    expect(again.body).toContain('ada@example.com');
    const bearer = await app.inject({ method: 'GET', url: '/page', headers: { authorization: 'Bearer x' } });
    expect(bearer.headers['x-page-cache']).toBe('BYPASS');
    expect(renders.get('/page')).toBe(4);
  });

  it('never stores answers that set cookies, are private or are not 200', async () => {
    current = await harness();
    const { app, renders } = current;
    for (const url of ['/page/cookie', '/page/private', '/page/missing']) {
      const first = await app.inject({ method: 'GET', url });
      const second = await app.inject({ method: 'GET', url });
      expect({ url, cacheControl: second.headers['cache-control'] }).not.toEqual({
        url,
        cacheControl: expect.stringContaining('public'),
      });
      expect(second.headers['x-page-cache']).not.toBe('HIT');
      expect(first.statusCode).toBe(second.statusCode);
    }
    const cookie = await app.inject({ method: 'GET', url: '/page/cookie' });
    expect(cookie.headers['set-cookie']).toBeDefined();
    expect(cookie.headers['cache-control']).toBe('private, no-store');
    expect(renders.get('/page/private')).toBe(2);
    expect(renders.get('/page/missing')).toBe(2);
  });

  it('leaves paths outside its rules alone', async () => {
    current = await harness();
    const { app, renders } = current;
    await app.inject({ method: 'GET', url: '/other' });
    const second = await app.inject({ method: 'GET', url: '/other' });
    expect(second.headers['x-page-cache']).toBe('BYPASS');
    expect(renders.get('/other')).toBe(2);
  });

  it('holds at most its byte budget', async () => {
    current = await harness({ maxBytes: 64 * 1024 });
    const { app, renders } = current;
    for (let i = 0; i < 40; i += 1) await app.inject({ method: 'GET', url: `/page?n=${i}` });
    expect((await app.inject({ method: 'GET', url: '/page?n=39' })).headers['x-page-cache']).toBe('HIT');
    expect((await app.inject({ method: 'GET', url: '/page?n=0' })).headers['x-page-cache']).toBe('MISS');
    expect(renders.get('/page')).toBe(41);
  });
});

describe('page cache rules', () => {
  const rules = defaultPageCacheRules({});
  const ruleOf = (path: string) => rules.find((rule) => rule.pattern.test(path))?.name ?? null;

  it('cover the public pages and their GET APIs', () => {
    expect(ruleOf('/')).toBe('home');
    expect(ruleOf('/_root.data')).toBe('home');
    expect(ruleOf('/jobs')).toBe('jobs');
    expect(ruleOf('/jobs.data')).toBe('jobs');
    expect(ruleOf('/jobs/42')).toBe('job');
    expect(ruleOf('/community')).toBe('community');
    expect(ruleOf('/community/post/6f1c2b8e-8a47-4a43-9d57-0c3b0b0b0b0b')).toBe('post');
    expect(ruleOf('/sponsors')).toBe('sponsors');
    expect(ruleOf('/sponsors/acme-corp')).toBe('sponsor');
    expect(ruleOf('/api/jobs')).toBe('api-jobs');
    expect(ruleOf('/api/jobs/42')).toBe('api-jobs');
    expect(ruleOf('/api/community/posts')).toBe('api-community');
    expect(ruleOf('/api/sponsors/acme-corp')).toBe('api-sponsors');
  });

  it('leave out live streams, personal pages and rate-limited or private APIs', () => {
    for (const path of [
      '/api/community/posts/6f1c2b8e-8a47-4a43-9d57-0c3b0b0b0b0b/events',
      '/profile',
      '/resume',
      '/auth',
      '/community/review',
      '/api/auth/session',
      '/api/resume',
      '/api/saved-jobs',
      '/api/community/viewer',
      '/api/community/moderation/queue',
      '/api/sponsors/match',
      '/sitemap.xml',
    ]) {
      expect({ path, rule: ruleOf(path) }).toEqual({ path, rule: null });
    }
  });

  it('key on the data versions of the areas a page shows and on the sorted query', () => {
    const [jobs] = rules.filter((rule) => rule.name === 'jobs');
    if (!jobs) throw new Error('no jobs rule');
    const versions = { jobs: 3, community: 9, sponsors: 1 };
    const key = pageCacheKey(jobs, '/jobs', 'b=2&a=1', 'text/html', versions);
    expect(key).toBe('jobs|h|j3.s1|/jobs?a=1&b=2');
    expect(pageCacheKey(jobs, '/jobs', 'a=1&b=2', 'text/html', { ...versions, community: 10 })).toBe(key);
    expect(pageCacheKey(jobs, '/jobs', 'a=1&b=2', 'text/html', { ...versions, jobs: 4 })).not.toBe(key);
  });
});

describe('stored page encoding (Redis)', () => {
  it('round-trips a page with and without compressed forms', () => {
    const page: CachedPage = {
      status: 200,
      headers: { 'content-type': 'text/html' },
      body: Buffer.from('<p>hello</p>'),
      gzip: Buffer.from([1, 2, 3]),
      br: null,
      etag: 'W/"x"',
      storedAt: 1,
      freshUntil: 2,
      staleUntil: 3,
    };
    expect(decodePage(encodePage(page))).toEqual(page);
    expect(decodePage(Buffer.from('garbage'))).toBeUndefined();
  });
});
