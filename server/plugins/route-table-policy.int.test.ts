import type { HTTPMethods, InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildJob, createJobs } from '../../tests/factories/jobs.ts';
import { buildTestApp, type TestApp } from '../../tests/helpers/app.ts';
import { createUser, type AuthCookies } from '../modules/auth/test-helpers.ts';
import { PRIVATE_NO_STORE } from './auth.ts';

/**
 * Two rules checked over the whole route table, so a route added later is covered without touching this
 * file (decisions 010 and 060): every cookie-carrying POST/PUT/PATCH/DELETE from a foreign origin (or
 * `Origin: null`) is refused with 403 before anything else happens, and every answer that depended on
 * the signed-in caller is `private, no-store`.
 */

const API_KEY = 'test-ingest-key-0123456789';
const MUTATING = new Set<string>(['POST', 'PUT', 'PATCH', 'DELETE']);
const FOREIGN_ORIGINS = [
  'https://evil.example',
  'null',
  'http://localhost:1',
  'https://localhost.evil.example',
];
const MISSING_UUID = '4b0c8f7e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';

function methodsOf(route: RouteOptions): HTTPMethods[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).filter(
    (method) => method !== 'HEAD' && method !== 'OPTIONS',
  );
}

function declaresCookieAuth(route: RouteOptions): boolean {
  const security = (route.schema as { security?: Record<string, unknown>[] } | undefined)?.security;
  return security?.some((requirement) => 'cookieAuth' in requirement) ?? false;
}

function varies(value: string | string[] | number | undefined): string[] {
  return String(value ?? '')
    .split(',')
    .map((field) => field.trim().toLowerCase());
}

describe('policies over the whole route table', () => {
  let t: TestApp;
  const routes: RouteOptions[] = [];
  let cookies: AuthCookies;
  const ids = { job: '1', post: MISSING_UUID, comment: MISSING_UUID };

  beforeAll(async () => {
    t = await buildTestApp({
      onRoute: (route) => routes.push(route),
      config: { ingest: { apiKey: API_KEY, schedule: undefined, sourcesFile: '/nonexistent.json' } },
    });
    cookies = (await createUser(t.app)).cookies;
    await createJobs(t.database.db, [buildJob({ title: 'Policy Walker' })]);
    const jobs = await t.app.inject({ method: 'GET', url: '/api/jobs?search=Policy%20Walker' });
    ids.job = String(jobs.json<{ jobs: { id: number }[] }>().jobs[0]?.id ?? 1);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/community/posts',
      cookies,
      payload: {
        title: 'A post for the policy walk',
        content: 'Enough words to be a post about stamping appointments and waiting times.',
        topic_category: 'h1b_stamping',
      },
    });
    ids.post = post.json<{ post: { id: string } }>().post.id;
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/community/posts/${ids.post}/comments`,
      cookies,
      payload: { content: 'A comment for the policy walk.' },
    });
    ids.comment = comment.json<{ comment: { id: string } }>().comment.id;
  });
  afterAll(async () => {
    await t.close();
  });

  /** A URL that reaches the handler: real ids where the route takes them (never an endless event stream). */
  function urlFor(route: RouteOptions): string {
    return route.url
      .replace(/:(\w+)/g, (_, name: string) => {
        if (route.url.endsWith('/events')) return MISSING_UUID;
        if (name === 'jobId' || route.url.startsWith('/api/jobs')) return ids.job;
        if (route.url.startsWith('/api/community/comments')) return ids.comment;
        if (route.url.startsWith('/api/community/posts')) return ids.post;
        if (name === 'kind') return 'post';
        if (name === 'n') return '1';
        return 'x';
      })
      .replace('*', 'x');
  }

  async function ensureSignedIn(): Promise<void> {
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies });
    if (!session.json<{ user: unknown }>().user) cookies = (await createUser(t.app)).cookies;
  }

  it('every cookie-carrying POST/PUT/PATCH/DELETE from a foreign origin or Origin: null is 403', async () => {
    let checked = 0;
    for (const route of routes) {
      for (const method of methodsOf(route).filter((m) => MUTATING.has(m))) {
        for (const origin of FOREIGN_ORIGINS) {
          const response = await t.app.inject({
            method,
            url: urlFor(route),
            cookies,
            headers: { origin, apikey: API_KEY },
            payload: {},
          });
          expect({ route: `${method} ${route.url}`, origin, status: response.statusCode }).toEqual({
            route: `${method} ${route.url}`,
            origin,
            status: 403,
          });
          expect(response.json<{ error: { code: string } }>().error.code).toBe('cross_site_request');
          checked += 1;
        }
        // Without Origin, a browser's cross-site Sec-Fetch-Site is refused the same way.
        const crossSite = await t.app.inject({
          method,
          url: urlFor(route),
          cookies,
          headers: { 'sec-fetch-site': 'cross-site' },
          payload: {},
        });
        expect({ route: `${method} ${route.url}`, status: crossSite.statusCode }).toEqual({
          route: `${method} ${route.url}`,
          status: 403,
        });
      }
    }
    // Every refusal above left the session alone (nothing ran), so it still works.
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies });
    expect(session.json<{ user: unknown }>().user).not.toBeNull();
    expect(checked).toBeGreaterThan(30 * FOREIGN_ORIGINS.length);
  });

  it('every answer that depended on the signed-in caller is private, no-store (cookies and bearer)', async () => {
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: {
        grant_type: 'password',
        email: (await createUser(t.app)).email,
        password: 'correct horse battery',
      },
    });
    const bearer = `Bearer ${token.json<{ access_token: string }>().access_token}`;
    const personal: string[] = [];
    for (const route of routes) {
      for (const method of methodsOf(route)) {
        if (route.url === '/api/account' || route.url === '/api/auth/signout') continue; // would end the session
        for (const how of ['cookie', 'bearer'] as const) {
          await ensureSignedIn();
          const request: InjectOptions = {
            method,
            url: urlFor(route),
            headers: { origin: new URL(t.config.publicUrl).origin },
            ...(MUTATING.has(method) ? { payload: {} } : {}),
          };
          if (how === 'cookie') request.cookies = cookies;
          else request.headers = { ...request.headers, authorization: bearer };
          const response = await t.app.inject(request);
          const what = `${how} ${method} ${route.url}`;
          expect({ what, status: response.statusCode }).toEqual({ what, status: expect.any(Number) });
          expect(response.statusCode).toBeLessThan(500);
          const lookedUp = varies(response.headers.vary).includes('cookie');
          if (declaresCookieAuth(route)) {
            // A route that says it uses the session must have looked the caller up.
            expect({ what, lookedUp }).toEqual({ what, lookedUp: true });
          }
          if (lookedUp) {
            expect({ what, cacheControl: response.headers['cache-control'] }).toEqual({
              what,
              cacheControl: PRIVATE_NO_STORE,
            });
            personal.push(what);
          }
        }
      }
    }
    expect(personal.length).toBeGreaterThan(40);
  });

  it('the routes ending a session are private, no-store too', async () => {
    for (const [method, url, payload] of [
      ['POST', '/api/auth/signout', {}],
      ['DELETE', '/api/account', { password: 'wrong password' }],
    ] as const) {
      await ensureSignedIn();
      const response = await t.app.inject({
        method,
        url,
        cookies,
        headers: { origin: new URL(t.config.publicUrl).origin },
        payload,
      });
      expect(response.statusCode).toBeLessThan(500);
      expect({ url, cacheControl: response.headers['cache-control'] }).toEqual({
        url,
        cacheControl: PRIVATE_NO_STORE,
      });
    }
  });
});
