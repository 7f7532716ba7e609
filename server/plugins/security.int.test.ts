import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/app.ts';

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
