import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/app.ts';

const API_KEY = 'test-ingest-key-0123456789';

type SecurityRequirement = Record<string, string[]>;

/** Routes whose OpenAPI `security` names a scheme and does not list `{}` (which marks it optional). */
function requiresCredentials(route: RouteOptions): boolean {
  const security = (route.schema as { security?: SecurityRequirement[] } | undefined)?.security;
  if (!security || security.length === 0) return false;
  return !security.some((requirement) => Object.keys(requirement).length === 0);
}

function methodsOf(route: RouteOptions): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
}

describe('routes with a policy check it before they read or validate the request', () => {
  let t: TestApp;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    t = await buildTestApp({
      onRoute: (route) => routes.push(route),
      config: { ingest: { apiKey: API_KEY, schedule: undefined, sourcesFile: '/nonexistent.json' } },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds the protected routes in the route table', () => {
    const protectedRoutes = routes
      .filter(requiresCredentials)
      .flatMap((r) => methodsOf(r).map((m) => `${m} ${r.url}`));
    expect(protectedRoutes).toEqual(
      expect.arrayContaining([
        'POST /api/functions/fetch-jobs',
        'GET /api/resume',
        'POST /api/resume',
        'DELETE /api/resume',
        'GET /api/resume/file',
      ]),
    );
  });

  it('answers 401 (never 400) to callers without credentials, whatever the body', async () => {
    const protectedRoutes = routes.filter(requiresCredentials);
    const bodies: { contentType: string; payload: string }[] = [
      { contentType: 'application/json', payload: '{"mode":"bogus","batch_size":-1,"file":42}' },
      { contentType: 'application/json', payload: '{not json' },
      { contentType: 'multipart/form-data; boundary=zz', payload: 'garbage' },
      { contentType: 'text/plain', payload: 'hello' },
    ];
    let checked = 0;
    for (const route of protectedRoutes) {
      const url = route.url.replace(/:(\w+)/g, 'x');
      for (const method of methodsOf(route)) {
        for (const body of method === 'GET' ? [undefined] : bodies) {
          const response = await t.app.inject({
            method: method as 'GET',
            url,
            ...(body ? { headers: { 'content-type': body.contentType }, payload: body.payload } : {}),
          });
          expect({ route: `${method} ${url}`, body: body?.payload, status: response.statusCode }).toEqual({
            route: `${method} ${url}`,
            body: body?.payload,
            status: 401,
          });
          expect(response.json().error.code).toBe('unauthorized');
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });

  it('fetch-jobs: 401 for {"mode":"bogus"} without a key or with a wrong one, 400 with the key', async () => {
    const payload = { mode: 'bogus' };
    const none = await t.app.inject({ method: 'POST', url: '/api/functions/fetch-jobs', payload });
    expect(none.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/functions/fetch-jobs',
      headers: { apikey: 'not-the-key-not-the-key' },
      payload,
    });
    expect(wrong.statusCode).toBe(401);
    const keyed = await t.app.inject({
      method: 'POST',
      url: '/api/functions/fetch-jobs',
      headers: { authorization: `Bearer ${API_KEY}` },
      payload,
    });
    expect(keyed.statusCode).toBe(400);
    expect(keyed.json().error.code).toBe('validation_error');
  });
});
