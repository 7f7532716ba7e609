import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuild } from '../../scripts/lib/ensure-build.ts';
import { buildTestApp, type TestApp } from '../../tests/helpers/app.ts';
import { createUser, type AuthCookies } from '../modules/auth/test-helpers.ts';

const PAGES = ['/', '/jobs', '/profile', '/resume'];
const HTML = { accept: 'text/html,application/xhtml+xml' };

function varyFields(value: string | string[] | number | undefined): string[] {
  return String(value ?? '')
    .split(',')
    .map((field) => field.trim().toLowerCase());
}

// Server-rendered pages need the client and server bundles (built here when missing or stale).
describe('server-rendered answers and the session', { timeout: 60_000 }, () => {
  let t: TestApp;
  let user: { email: string; password: string; cookies: AuthCookies };

  beforeAll(async () => {
    if (!(await ensureBuild({ log: () => {} }))) throw new Error('react-router build failed');
    t = await buildTestApp({ ssr: 'build' });
    user = await createUser(t.app, { fullName: 'Cache Tester' });
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  it.each(PAGES)('signed in, %s is private, no-store and varies by Cookie', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, cookies: user.cookies, headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(user.email);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(varyFields(response.headers.vary)).toContain('cookie');
  });

  it.each(PAGES)('anonymous, %s carries no personal data and is not marked private', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(user.email);
    expect(response.body).not.toContain('Cache Tester');
    expect(String(response.headers['cache-control'] ?? '')).not.toMatch(/private/);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(varyFields(response.headers.vary)).toContain('cookie');
  });

  it('a page is answered whole, compressed in one piece, with its length', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/jobs',
      cookies: user.cookies,
      headers: { ...HTML, 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(html).toContain(user.email);
  });

  it.each(['/jobs', '/community', '/auth'])(
    "a browser's request for %s gets the document gzipped around its fixed stylesheet and sprite",
    async (url) => {
      const browser = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...HTML, 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(browser.statusCode).toBe(200);
      expect(browser.headers['content-encoding']).toBe('gzip');
      expect(varyFields(browser.headers.vary)).toEqual(expect.arrayContaining(['accept-encoding', 'cookie']));
      expect(Number(browser.headers['content-length'])).toBe(browser.rawPayload.length);
      const html = gunzipSync(browser.rawPayload).toString('utf8');
      const plain = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(plain.headers['content-encoding']).toBeUndefined();
      // The same document but for what differs between any two renders: the nonce and the render time.
      const normal = (text: string, response: { headers: Record<string, unknown> }) => {
        const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
        expect(nonce).toBeDefined();
        return text.replaceAll(nonce ?? '', 'NONCE').replace(/renderedAt\\",\d+/g, 'renderedAt');
      };
      expect(normal(html, browser)).toBe(normal(plain.body, plain));
      expect(html).toContain('<style id="site-stylesheet"');
      expect(html).toContain('<svg id="icon-sprite"');
      expect(html).toMatch(/<\/html>$/);
    },
  );

  it('a page that refreshes an expired access token (sets cookies) is private, no-store', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/profile',
      cookies: { sp_rt: user.cookies.sp_rt },
      headers: HTML,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeDefined();
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('session-dependent API answers are private, no-store, with cookies or a bearer token', async () => {
    for (const url of ['/api/auth/session', '/api/resume']) {
      const response = await t.app.inject({ method: 'GET', url, cookies: user.cookies });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { grant_type: 'password', email: user.email, password: user.password },
    });
    const bearer = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { authorization: `Bearer ${token.json().access_token}` },
    });
    expect(bearer.json().user.email).toBe(user.email);
    expect(bearer.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 400 with an HTML page, never 500, to a page URL with a NUL byte', async () => {
    for (const url of ['/jobs?search=a%00b', '/jobs?city=Austin%00', '/jobs/a%00b', '/a%00b']) {
      const response = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<h1>Bad Request</h1>');
      expect(response.body).not.toMatch(/at \w+ \(|SELECT|postgres/i);
    }
  });
});
