import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeResumePdf } from '../../tests/fixtures/resume-files.ts';
import { buildTestApp, type TestApp } from '../../tests/helpers/app.ts';
import { createUser, type AuthCookies } from '../modules/auth/test-helpers.ts';
import { postResume } from '../modules/resumes/test-helpers.ts';

describe('security headers by scheme', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('over plain http, never asks the browser to upgrade asset URLs to https', async () => {
    // A LAN address without TLS would otherwise load no script or stylesheet at all.
    t = await buildTestApp({ config: { publicUrl: 'http://192.0.2.10:3000', isHttps: false } });
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('over https, upgrades insecure requests and sends HSTS', async () => {
    t = await buildTestApp({ config: { publicUrl: 'https://jobs.example.com', isHttps: true } });
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toMatch(/upgrade-insecure-requests/);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('Origin check on cookie-carrying state changes', () => {
  let t: TestApp;
  const PUBLIC = 'https://jobs.example.com';
  const ADMIN = 'https://admin.example.com';

  beforeAll(async () => {
    t = await buildTestApp({
      config: { publicUrl: PUBLIC, isHttps: true, allowedOrigins: [ADMIN] },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  async function userWithResume() {
    const user = await createUser(t.app);
    const uploaded = await postResume(t.app, {
      cookies: user.cookies,
      fileName: 'cv.pdf',
      data: await makeResumePdf(),
    });
    expect(uploaded.statusCode).toBe(201);
    return user;
  }

  async function hasResume(cookies: AuthCookies): Promise<boolean> {
    const shown = await t.app.inject({ method: 'GET', url: '/api/resume', cookies });
    return shown.json<{ resume: unknown }>().resume !== null;
  }

  // [Origin, Host]: the Host is the one a request through a proxy or another name would carry.
  const refusedOrigins: [string, string][] = [
    ['null', 'jobs.example.com'],
    ['http://jobs.example.com', 'jobs.example.com'], // wrong scheme, same host
    ['https://jobs.example.com:8443', 'jobs.example.com:8443'], // another port
    ['http://localhost:3000', 'localhost:3000'], // the request's own Host, but not PUBLIC_URL
    ['http://10.0.0.5:3000', '10.0.0.5:3000'],
    ['https://jobs.example.com.evil.example', 'jobs.example.com'],
    ['https://evil.example', 'jobs.example.com'],
    ['https://jobs.example.com/', 'jobs.example.com'], // not an origin serialisation
    ['HTTPS://JOBS.EXAMPLE.COM', 'jobs.example.com'],
    ['not a url', 'jobs.example.com'],
    ['http://[', 'jobs.example.com'],
    ['http://127.0.0.1:99999', 'jobs.example.com'],
    ['', 'jobs.example.com'],
  ];

  it.each(refusedOrigins)(
    'answers 403 to Origin %j (Host %s) and changes nothing (DELETE /api/resume)',
    async (origin, host) => {
      const user = await userWithResume();
      const response = await t.app.inject({
        method: 'DELETE',
        url: '/api/resume',
        cookies: user.cookies,
        headers: { origin, host },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('cross_site_request');
      expect(await hasResume(user.cookies)).toBe(true);
    },
  );

  it('refuses other origins on every state-changing method, sign-out included', async () => {
    const user = await createUser(t.app);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/auth/signout',
        cookies: user.cookies,
        headers: { origin: 'null' },
      });
      expect(response.statusCode).toBe(403);
    }
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies: user.cookies });
    expect(session.json().user).not.toBeNull();
  });

  it('accepts PUBLIC_URL and ALLOWED_ORIGINS origins exactly', async () => {
    for (const origin of [PUBLIC, ADMIN]) {
      const user = await userWithResume();
      const response = await t.app.inject({
        method: 'DELETE',
        url: '/api/resume',
        cookies: user.cookies,
        headers: { origin },
      });
      expect(response.statusCode).toBe(200);
      expect(await hasResume(user.cookies)).toBe(false);
    }
  });

  it('without Origin, follows Sec-Fetch-Site: same-origin and none pass, same-site and cross-site do not', async () => {
    for (const [site, status] of [
      ['cross-site', 403],
      ['same-site', 403],
      ['same-origin', 200],
      ['none', 200],
    ] as const) {
      const user = await userWithResume();
      const response = await t.app.inject({
        method: 'DELETE',
        url: '/api/resume',
        cookies: user.cookies,
        headers: { 'sec-fetch-site': site },
      });
      expect({ site, status: response.statusCode }).toEqual({ site, status });
      expect(await hasResume(user.cookies)).toBe(status === 403);
    }
  });

  it('without Origin or Sec-Fetch-Site (not a browser), a cookie-carrying change goes through', async () => {
    const user = await userWithResume();
    const response = await t.app.inject({ method: 'DELETE', url: '/api/resume', cookies: user.cookies });
    expect(response.statusCode).toBe(200);
  });

  it('leaves bearer-token clients alone, whatever Origin they send', async () => {
    const user = await userWithResume();
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { grant_type: 'password', email: user.email, password: user.password },
    });
    expect(token.statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/resume',
      headers: { authorization: `Bearer ${token.json().access_token}`, origin: 'null' },
    });
    expect(response.statusCode).toBe(200);
  });
});
