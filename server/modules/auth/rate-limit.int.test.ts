import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { AUTH_RATE_LIMITS } from './rate-limits.ts';
import { createUser, DEFAULT_PASSWORD, signIn, uniqueEmail, uniqueIp } from './test-helpers.ts';

function expectRateLimited(response: LightMyRequestResponse, windowSeconds: number): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    error: { code: 'rate_limited', message: 'Too Many Requests. Please wait a moment and try again.' },
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('auth: rate limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('limits sign-in attempts per account and IP, without locking the account out elsewhere', async () => {
    const user = await createUser(t.app);
    const ip = uniqueIp();
    const rule = AUTH_RATE_LIMITS.signInPerEmailAndIp;
    for (let attempt = 0; attempt < rule.limit; attempt += 1) {
      expect((await signIn(t.app, { email: user.email, password: 'wrong password', ip })).statusCode).toBe(
        400,
      );
    }
    // Once over the limit even the right password is refused from that place...
    expectRateLimited(await signIn(t.app, { ...user, ip }), rule.windowSeconds);
    // ...and the password grant shares the counter, so switching endpoints buys nothing.
    const viaToken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      remoteAddress: ip,
      payload: { grant_type: 'password', email: user.email, password: user.password },
    });
    expectRateLimited(viaToken, rule.windowSeconds);
    // The owner signing in from somewhere else is not affected.
    expect((await signIn(t.app, user)).statusCode).toBe(200);
  });

  it('limits sign-in attempts per IP across many accounts', async () => {
    const ip = uniqueIp();
    const rule = AUTH_RATE_LIMITS.signInPerIp;
    for (let attempt = 0; attempt < rule.limit; attempt += 1) {
      expect(
        (await signIn(t.app, { email: uniqueEmail('spray'), password: DEFAULT_PASSWORD, ip })).statusCode,
      ).toBe(400);
    }
    expectRateLimited(
      await signIn(t.app, { email: uniqueEmail('spray'), password: DEFAULT_PASSWORD, ip }),
      rule.windowSeconds,
    );
    expect(
      (await signIn(t.app, { email: uniqueEmail('other'), password: DEFAULT_PASSWORD })).statusCode,
    ).toBe(400);
  });

  it('limits sign-ups per IP', async () => {
    const ip = uniqueIp();
    const rule = AUTH_RATE_LIMITS.signUpPerIp;
    const signUp = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: ip,
        payload: { email: uniqueEmail('bulk'), password: DEFAULT_PASSWORD },
      });
    for (let attempt = 0; attempt < rule.limit; attempt += 1) expect((await signUp()).statusCode).toBe(201);
    expectRateLimited(await signUp(), rule.windowSeconds);
  });

  it('limits recovery requests per e-mail and per IP', async () => {
    const user = await createUser(t.app);
    const perEmail = AUTH_RATE_LIMITS.recoverPerEmail;
    const recover = (email: string, ip = uniqueIp()) =>
      t.app.inject({ method: 'POST', url: '/api/auth/recover', remoteAddress: ip, payload: { email } });
    for (let attempt = 0; attempt < perEmail.limit; attempt += 1)
      expect((await recover(user.email)).statusCode).toBe(200);
    const before = t.mailer.sent.length;
    expectRateLimited(await recover(user.email), perEmail.windowSeconds);
    expect(t.mailer.sent.length).toBe(before);

    const ip = uniqueIp();
    const perIp = AUTH_RATE_LIMITS.recoverPerIp;
    for (let attempt = 0; attempt < perIp.limit; attempt += 1) {
      expect((await recover(uniqueEmail('probe'), ip)).statusCode).toBe(200);
    }
    expectRateLimited(await recover(uniqueEmail('probe'), ip), perIp.windowSeconds);
  });

  it('limits password-reset attempts per IP', async () => {
    const ip = uniqueIp();
    const rule = AUTH_RATE_LIMITS.resetPerIp;
    const reset = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reset',
        remoteAddress: ip,
        payload: { token: 'guessed-token', password: DEFAULT_PASSWORD },
      });
    for (let attempt = 0; attempt < rule.limit; attempt += 1) expect((await reset()).statusCode).toBe(400);
    expectRateLimited(await reset(), rule.windowSeconds);
  });

  it('limits refresh-token grants per IP', async () => {
    const ip = uniqueIp();
    const rule = AUTH_RATE_LIMITS.refreshGrantPerIp;
    const grant = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/token',
        remoteAddress: ip,
        payload: { grant_type: 'refresh_token', refresh_token: 'guessed-token' },
      });
    for (let attempt = 0; attempt < rule.limit; attempt += 1) expect((await grant()).statusCode).toBe(400);
    expectRateLimited(await grant(), rule.windowSeconds);
  });

  it('limits refresh attempts per IP', async () => {
    const ip = uniqueIp();
    const rule = AUTH_RATE_LIMITS.refreshPerIp;
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        remoteAddress: ip,
        cookies: { sp_rt: 'guess' },
      });
    for (let i = 0; i < rule.limit; i += 1) expect((await attempt()).statusCode).toBe(401);
    expectRateLimited(await attempt(), rule.windowSeconds);
  });
});
