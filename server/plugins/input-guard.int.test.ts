import type { HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/app.ts';
import { createUser, DEFAULT_PASSWORD, type AuthCookies } from '../modules/auth/test-helpers.ts';
import { UNSTORABLE_TEXT_MESSAGE } from './input-guard.ts';

const API_KEY = 'test-ingest-key-0123456789';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** JSON texts that parse to something PostgreSQL cannot store, in every position a value can take. */
const BAD_JSON_BODIES = [
  '{"x":"a\\u0000b"}',
  '{"email":"a\\u0000@example.com","password":"x"}',
  '{"nested":{"deeper":["ok","\\u0000"]}}',
  '{"key\\u0000":"value"}',
  '["\\u0000"]',
  '"\\u0000"',
  '{"x":"lone \\ud800 surrogate"}',
  '{"x":"reversed \\udc00\\ud800 pair"}',
];

function methodsOf(route: RouteOptions): HTTPMethods[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

/** A concrete URL for a route pattern, with `value` in its params (or nothing when it has none). */
function fill(url: string, value: string): string {
  return url.replace(/:\w+/g, value).replace('*', value);
}

describe('NUL and broken surrogates are refused at the edge with 400, on every route', () => {
  let t: TestApp;
  let user: { cookies: AuthCookies; email: string };
  const routes: RouteOptions[] = [];
  const logged: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp({
      onRoute: (route) => routes.push(route),
      config: { ingest: { apiKey: API_KEY, schedule: undefined, sourcesFile: '/nonexistent.json' } },
      logger: { level: 'warn', stream: { write: (line: string) => void logged.push(line) } },
    });
    user = await createUser(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Signed in, from our own origin, with the admin key: only the guard can refuse. */
  function credentials() {
    return {
      cookies: user.cookies,
      headers: { origin: new URL(t.config.publicUrl).origin, apikey: API_KEY },
    };
  }

  function expectRefused(response: { statusCode: number; body: string }, what: string): void {
    expect({ what, status: response.statusCode }).toEqual({ what, status: 400 });
    expect(JSON.parse(response.body)).toEqual({
      error: { code: 'bad_request', message: UNSTORABLE_TEXT_MESSAGE },
    });
  }

  it('collects the whole route table', () => {
    const urls = routes.map((route) => route.url);
    expect(urls).toEqual(
      expect.arrayContaining(['/api/jobs', '/api/auth/signin', '/api/resume', '/api/functions/fetch-jobs']),
    );
    expect(routes.length).toBeGreaterThan(15);
  });

  it('in the query string, the path and route params of every route and method', async () => {
    let checked = 0;
    for (const route of routes) {
      for (const method of methodsOf(route)) {
        const base = fill(route.url, 'x');
        for (const url of [
          `${base}?q=a%00b`,
          `${base}?a%00=b`,
          `${base}?list=ok&list=%00`,
          `${base}?q=%ED%A0%80`, // the UTF-8 bytes of a lone surrogate
          ...(base !== route.url || route.url.includes('*') ? [fill(route.url, 'a%00b')] : []),
        ]) {
          const response = await t.app.inject({ method, url, ...credentials() });
          if (url.includes('%ED%A0%80')) {
            // The query parser decodes invalid UTF-8 to U+FFFD, which is storable: never a 5xx, though.
            expect({ url, status: response.statusCode }).toEqual({ url, status: expect.any(Number) });
            expect(response.statusCode).toBeLessThan(500);
            continue;
          }
          if (method === 'HEAD') expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
          else expectRefused(response, `${method} ${url}`);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(60);
  });

  it('in JSON bodies of every route that takes one', async () => {
    // The query test's storable requests may have signed the last user out.
    user = await createUser(t.app);
    let checked = 0;
    for (const route of routes) {
      for (const method of methodsOf(route).filter((m) => BODY_METHODS.has(m))) {
        for (const payload of BAD_JSON_BODIES) {
          const response = await t.app.inject({
            method,
            url: fill(route.url, 'x'),
            ...credentials(),
            headers: { ...credentials().headers, 'content-type': 'application/json' },
            payload,
          });
          expectRefused(response, `${method} ${route.url} ${payload}`);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it("refuses a body nested past any route's needs with its own message", async () => {
    const deep = `${'['.repeat(40)}"x"${']'.repeat(40)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('The request is nested too deeply.');
  });

  it('in headers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { 'user-agent': 'curl\u0000/8' },
    });
    expectRefused(response, 'user-agent');
  });

  it("in the issue's examples, and the same requests without the NUL still work", async () => {
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/jobs?city=Austin%00' }), 'jobs city');
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs?city=Austin' })).statusCode).toBe(200);

    const json = (url: string, payload: Record<string, string>) =>
      t.app.inject({ method: 'POST', url, payload });
    const email = user.email;
    expectRefused(
      await json('/api/auth/signin', { email: `${email}\u0000`, password: DEFAULT_PASSWORD }),
      'signin',
    );
    expectRefused(
      await json('/api/auth/token', { grant_type: 'password', email, password: `x\u0000yzzzzzz` }),
      'token',
    );
    expectRefused(await json('/api/auth/recover', { email: `a\u0000@example.com` }), 'recover');
    expectRefused(
      await json('/api/auth/signup', {
        email: `new-${Date.now()}@example.com`,
        password: DEFAULT_PASSWORD,
        full_name: 'Ann\u0000 Lee',
      }),
      'signup',
    );
    expectRefused(await json('/api/analytics/pageview', { path: '/jobs\u0000' }), 'pageview');
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=password&email=${encodeURIComponent(email)}%00&password=x`,
    });
    expectRefused(form, 'token form');

    expect((await json('/api/auth/signin', { email, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
    expect((await json('/api/analytics/pageview', { path: '/jobs' })).statusCode).toBe(204);
  });

  it('never logs an error for any of it (no SQL, no stack)', () => {
    const errors = logged.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors).toEqual([]);
  });
});
