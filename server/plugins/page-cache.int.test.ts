import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../core/community.ts';
import { ensureBuild } from '../../scripts/lib/ensure-build.ts';
import { buildTestApp, type TestApp } from '../../tests/helpers/app.ts';
import { buildJob, createJobs } from '../../tests/factories/jobs.ts';
import type { Config } from '../config.ts';
import { notifyDataChanged } from '../lib/data-versions.ts';
import { rowsOf } from '../modules/community/sql.ts';
import { createUser, type AuthCookies } from '../modules/auth/test-helpers.ts';
import { createMember, createPost, type TestMember } from '../modules/community/test-helpers.ts';

const HTML = { accept: 'text/html,application/xhtml+xml' };
const PUBLIC = 'public, max-age=30, stale-while-revalidate=300';
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

function nonceOf(csp: unknown): string | undefined {
  return /'nonce-([^']+)'/.exec(String(csp))?.[1];
}

/** The same checks in-process and with Redis (a key prefix of their own in database 15 or TEST_REDIS_URL). */
function pageCacheSuite(name: string, config: () => Partial<Config>) {
  describe(name, { timeout: 60_000 }, () => {
    let t: TestApp;
    let user: { email: string; password: string; cookies: AuthCookies };
    let member: TestMember;
    const get = (url: string, headers: Record<string, string> = {}, cookies?: Record<string, string>) =>
      t.app.inject({ method: 'GET', url, headers: { ...HTML, ...headers }, cookies });

    beforeAll(async () => {
      if (!(await ensureBuild({ log: () => {} }))) throw new Error('react-router build failed');
      t = await buildTestApp({ ssr: 'build', config: config() });
      user = await createUser(t.app, { fullName: 'Cache Person' });
      member = await createMember(t.app, t.database.db, { fullName: 'Poster Person' });
      await createJobs(t.database.db, [buildJob({ title: 'Cachable Welder', city: 'Austin' })]);
      notifyDataChanged('jobs');
    }, 300_000);
    afterAll(async () => {
      await t?.close();
    });

    it('keeps an anonymous page, serves it with public caching headers and revalidates with 304', async () => {
      const url = `/jobs?search=welder&n=${randomBytes(4).toString('hex')}`;
      const first = await get(url);
      const second = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-page-cache']).toBe('MISS');
      expect(second.headers['x-page-cache']).toBe('HIT');
      expect(second.body).toBe(first.body);
      expect(second.body).toContain('Cachable Welder');
      expect(second.headers['cache-control']).toBe(PUBLIC);
      expect(String(second.headers.vary)).toMatch(/Cookie/);
      expect(String(second.headers.vary)).toMatch(/Authorization/);
      // The kept HTML and the Content-Security-Policy sent with it carry the same nonce.
      const nonce = nonceOf(second.headers['content-security-policy']);
      expect(nonce).toBeDefined();
      expect(second.body).toContain(`nonce="${nonce}"`);
      const etag = String(second.headers.etag);
      const notModified = await get(url, { 'if-none-match': etag });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');
    });

    it('answers HEAD from the kept page, with its length and no body', async () => {
      const url = `/jobs?search=welder&head=${randomBytes(4).toString('hex')}`;
      const page = await get(url);
      const head = await t.app.inject({ method: 'HEAD', url, headers: HTML });
      expect(head.statusCode).toBe(200);
      expect(head.headers['x-page-cache']).toBe('HIT');
      expect(head.headers.etag).toBe(page.headers.etag);
      expect(head.headers['content-type']).toMatch(/^text\/html/);
      expect(Number(head.headers['content-length'])).toBe(page.rawPayload.length);
      expect(head.body).toBe('');
    });

    it('keeps the public GET APIs too', async () => {
      for (const url of ['/api/jobs?search=welder', '/api/community/posts', '/api/community/categories']) {
        await get(url, { accept: 'application/json' });
        const second = await get(url, { accept: 'application/json' });
        expect({ url, status: second.statusCode, cache: second.headers['x-page-cache'] }).toEqual({
          url,
          status: 200,
          cache: 'HIT',
        });
        expect(second.headers['cache-control']).toBe(PUBLIC);
      }
    });

    it('renders afresh after a community write, and after new jobs', async () => {
      await get('/community');
      expect((await get('/community')).headers['x-page-cache']).toBe('HIT');
      const post = await createPost(t.app, member, { title: 'A freshly cached question' });
      const after = await get('/community');
      expect(after.headers['x-page-cache']).toBe('MISS');
      expect(after.body).toContain('A freshly cached question');
      const api = await get('/api/community/posts', { accept: 'application/json' });
      expect(api.json<{ posts: Post[] }>().posts.map((p) => p.id)).toContain(post.id);

      await get('/api/jobs?search=plumber');
      await createJobs(t.database.db, [buildJob({ title: 'Cachable Plumber' })]);
      notifyDataChanged('jobs');
      const jobs = await get('/api/jobs?search=plumber', { accept: 'application/json' });
      expect(jobs.headers['x-page-cache']).toBe('MISS');
      expect(jobs.body).toContain('Cachable Plumber');
    });

    it('never serves a signed-in request from the cache nor keeps its answer', async () => {
      const url = `/jobs?search=welder&signed=${randomBytes(4).toString('hex')}`;
      const signedIn = await get(url, {}, user.cookies);
      expect(signedIn.headers['x-page-cache']).toBe('BYPASS');
      expect(signedIn.headers['cache-control']).toBe('private, no-store');
      expect(signedIn.body).toContain(user.email);
      const anonymous = await get(url);
      expect(anonymous.headers['x-page-cache']).toBe('MISS');
      expect(anonymous.body).not.toContain(user.email);
      const signedInAgain = await get(url, {}, user.cookies);
      expect(signedInAgain.headers['x-page-cache']).toBe('BYPASS');
      expect(signedInAgain.body).toContain(user.email);
      expect(signedInAgain.headers['cache-control']).toBe('private, no-store');
    });

    it('answers with a bearer token and refreshed cookies are private, no-store and not from the cache', async () => {
      await get('/api/community/posts', { accept: 'application/json' });
      const token = await t.app.inject({
        method: 'POST',
        url: '/api/auth/token',
        payload: { grant_type: 'password', email: user.email, password: user.password },
      });
      const bearer = await get('/api/community/posts', {
        accept: 'application/json',
        authorization: `Bearer ${token.json<{ access_token: string }>().access_token}`,
      });
      expect(bearer.headers['x-page-cache']).toBe('BYPASS');
      expect(bearer.headers['cache-control']).toBe('private, no-store');
      // Only the refresh cookie: the page rotates it (Set-Cookie) and is never kept.
      const refreshed = await get('/jobs', {}, { sp_rt: user.cookies.sp_rt });
      expect(refreshed.headers['set-cookie']).toBeDefined();
      expect(refreshed.headers['x-page-cache']).toBe('BYPASS');
      expect(refreshed.headers['cache-control']).toBe('private, no-store');
    });

    it('personal pages are never kept', async () => {
      for (const url of ['/profile', '/resume', '/auth']) {
        const answer = await get(url);
        expect({ url, cache: answer.headers['x-page-cache'] }).toEqual({ url, cache: 'BYPASS' });
        expect(String(answer.headers['cache-control'] ?? '')).not.toMatch(/public/);
      }
    });

    it('counts a view for every visitor a kept post page is served to, none for the render', async () => {
      const post = await createPost(t.app, member, { title: 'A viewed question' });
      const url = `/community/post/${post.id}`;
      const views = async () =>
        rowsOf<{ view_count: number }>(
          await t.database.db.execute(sql`SELECT view_count FROM community_posts WHERE id = ${post.id}`),
        )[0]?.view_count;
      await get(url, { 'user-agent': `${BROWSER} one` });
      const hit = await get(url, { 'user-agent': `${BROWSER} two` });
      expect(hit.headers['x-page-cache']).toBe('HIT');
      await get(url, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
      await expect.poll(views, { timeout: 5000 }).toBe(2);
    });

    it('what live updates refetch is kept but checked with the server every time', async () => {
      const post = await createPost(t.app, member, { title: 'A live question' });
      for (const url of [`/api/community/posts/${post.id}`, `/api/community/posts/${post.id}/comments`]) {
        await get(url, { accept: 'application/json' });
        const second = await get(url, { accept: 'application/json' });
        expect({ url, cache: second.headers['x-page-cache'] }).toEqual({ url, cache: 'HIT' });
        expect(second.headers['cache-control']).toBe('public, no-cache');
      }
    });
  });
}

pageCacheSuite('page cache (in-process)', () => ({
  pageCache: { enabled: true, maxBytes: 32 * 1024 * 1024, prefix: 'unused:' },
}));

/** TEST_REDIS_URL, else database 15 of a Redis answering on 127.0.0.1:6379, else the Redis suite is skipped. */
async function testRedisUrl(): Promise<string | undefined> {
  if (process.env.TEST_REDIS_URL) return process.env.TEST_REDIS_URL;
  const answers = await new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 6379, timeout: 300 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
  return answers ? 'redis://127.0.0.1:6379/15' : undefined;
}
const REDIS_URL = await testRedisUrl();

describe.runIf(REDIS_URL)('with Redis', () => {
  pageCacheSuite('page cache (Redis)', () => ({
    redisUrl: REDIS_URL,
    pageCache: {
      enabled: true,
      maxBytes: 32 * 1024 * 1024,
      prefix: `sp:test:${process.pid}:${randomBytes(6).toString('hex')}:`,
    },
  }));
});

describe('PAGE_CACHE off', { timeout: 60_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!(await ensureBuild({ log: () => {} }))) throw new Error('react-router build failed');
    t = await buildTestApp({ ssr: 'build' });
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  it('is off under NODE_ENV=test unless asked for: no cache status, no public page caching', async () => {
    expect(t.config.pageCache.enabled).toBe(false);
    const answer = await t.app.inject({ method: 'GET', url: '/jobs', headers: HTML });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-page-cache']).toBeUndefined();
    expect(String(answer.headers['cache-control'] ?? '')).not.toMatch(/public/);
  });
});
