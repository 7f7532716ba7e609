import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_S, SESSION_ABSOLUTE_TTL_S } from '../../../core/constants.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { AUTH_ERROR_MESSAGES } from './service.ts';
import {
  authCookiesFrom,
  cookieFrom,
  createUser,
  DEFAULT_PASSWORD,
  getSession,
  signIn,
  TestClock,
  uniqueEmail,
  uniqueIp,
} from './test-helpers.ts';

describe('auth: sign-up, sign-in, sign-out, session', () => {
  let t: TestApp;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await buildTestApp({ now: clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('POST /api/auth/signup', () => {
    it('creates the account, signs in with HttpOnly cookies, and the session works', async () => {
      const email = uniqueEmail('signup');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: uniqueIp(),
        payload: { email, password: DEFAULT_PASSWORD, full_name: 'Ada Lovelace' },
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        user: {
          id: expect.any(String),
          email,
          user_metadata: { full_name: 'Ada Lovelace' },
          created_at: clock.now().toISOString(),
        },
        session: { expires_at: Math.floor(clock.now().getTime() / 1000) + ACCESS_TOKEN_TTL_S },
      });
      expect(JSON.stringify(body)).not.toMatch(/password|hash/i);

      const access = cookieFrom(response, 'sp_at');
      const refresh = cookieFrom(response, 'sp_rt');
      expect(access).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: ACCESS_TOKEN_TTL_S,
      });
      expect(refresh).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: SESSION_ABSOLUTE_TTL_S,
      });
      expect(access?.secure).toBeFalsy();
      expect(response.headers['cache-control']).toBe('private, no-store');

      const session = await getSession(t.app, { sp_at: authCookiesFrom(response).sp_at });
      expect(session.statusCode).toBe(200);
      expect(session.json()).toEqual(body);
    });

    it('lowercases the e-mail and strips angle brackets from e-mail and name', async () => {
      const local = `MiXeD-${Date.now()}`;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: uniqueIp(),
        payload: {
          email: `  <${local}@Example.COM>  `,
          password: DEFAULT_PASSWORD,
          full_name: ' <b>Grace</b> Hopper ',
        },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().user).toMatchObject({
        email: `${local.toLowerCase()}@example.com`,
        user_metadata: { full_name: 'bGrace/b Hopper' },
      });
    });

    it('stores no name when none is given', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: uniqueIp(),
        payload: { email: uniqueEmail(), password: DEFAULT_PASSWORD },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().user.user_metadata).toEqual({ full_name: null });
    });

    it.each([
      [{ email: 'not-an-email', password: DEFAULT_PASSWORD }, 'Please enter a valid email address.'],
      [
        { email: `${'a'.repeat(250)}@example.com`, password: DEFAULT_PASSWORD },
        'Please enter a valid email address.',
      ],
      [{ password: DEFAULT_PASSWORD }, 'Please enter a valid email address.'],
      [{ email: 'short@example.com', password: 'seven77' }, 'Password must be between 8 and 72 characters.'],
      [
        { email: 'long@example.com', password: 'x'.repeat(73) },
        'Password must be between 8 and 72 characters.',
      ],
      [
        { email: 'name@example.com', password: DEFAULT_PASSWORD, full_name: 'n'.repeat(101) },
        'Name must be less than 100 characters.',
      ],
    ])('rejects %j with the SPEC message', async (payload, message) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: uniqueIp(),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'validation_error', message } });
      expect(response.cookies).toHaveLength(0);
    });

    it('answers a taken e-mail with a generic signup_failed that does not confirm the account', async () => {
      const existing = await createUser(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: uniqueIp(),
        payload: { email: existing.email.toUpperCase(), password: 'another password', full_name: 'Someone' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'signup_failed', message: AUTH_ERROR_MESSAGES.signupFailed },
      });
      expect(response.cookies).toHaveLength(0);
      // The original password still works: the account was not touched.
      expect((await signIn(t.app, existing)).statusCode).toBe(200);
    });
  });

  describe('POST /api/auth/signin', () => {
    it('signs in with the right password', async () => {
      const user = await createUser(t.app, { fullName: 'Alan Turing' });
      const response = await signIn(t.app, user);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        user: { id: user.id, email: user.email, user_metadata: { full_name: 'Alan Turing' } },
        session: { expires_at: Math.floor(clock.now().getTime() / 1000) + ACCESS_TOKEN_TTL_S },
      });
      const session = await getSession(t.app, authCookiesFrom(response));
      expect(session.json().user.id).toBe(user.id);
    });

    it('accepts the e-mail in any case', async () => {
      const user = await createUser(t.app);
      const response = await signIn(t.app, { email: user.email.toUpperCase(), password: user.password });
      expect(response.statusCode).toBe(200);
    });

    it('gives a wrong password and an unknown e-mail the same answer', async () => {
      const user = await createUser(t.app);
      const wrongPassword = await signIn(t.app, { email: user.email, password: 'wrong password' });
      const unknownEmail = await signIn(t.app, { email: uniqueEmail('nobody'), password: user.password });
      const expected = { error: { code: 'invalid_credentials', message: 'Invalid login credentials' } };
      expect(wrongPassword.statusCode).toBe(400);
      expect(unknownEmail.statusCode).toBe(400);
      expect(wrongPassword.json()).toEqual(expected);
      expect(unknownEmail.json()).toEqual(expected);
      expect(wrongPassword.cookies).toHaveLength(0);
      expect(unknownEmail.cookies).toHaveLength(0);
    });

    it('validates the e-mail and password with the SPEC messages', async () => {
      const badEmail = await signIn(t.app, { email: 'nope', password: DEFAULT_PASSWORD });
      expect(badEmail.json()).toEqual({
        error: { code: 'validation_error', message: 'Please enter a valid email address.' },
      });
      const badPassword = await signIn(t.app, { email: uniqueEmail(), password: 'short' });
      expect(badPassword.json()).toEqual({
        error: { code: 'validation_error', message: 'Password must be between 8 and 72 characters.' },
      });
    });
  });

  describe('GET /api/auth/session', () => {
    it('answers nulls without cookies', async () => {
      const response = await getSession(t.app, {});
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ user: null, session: null });
    });

    it('answers nulls for a forged or garbage access token', async () => {
      const response = await getSession(t.app, { sp_at: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' });
      expect(response.json()).toEqual({ user: null, session: null });
    });

    it('answers nulls once the access token has expired and there is no refresh cookie', async () => {
      const user = await createUser(t.app);
      clock.advance((ACCESS_TOKEN_TTL_S + 1) * 1000);
      const response = await getSession(t.app, { sp_at: user.cookies.sp_at });
      expect(response.json()).toEqual({ user: null, session: null });
    });
  });

  describe('POST /api/auth/signout', () => {
    it('revokes the session server-side and clears the cookies', async () => {
      const user = await createUser(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signout',
        cookies: user.cookies,
      });
      expect(response.statusCode).toBe(204);
      const cleared = response.cookies.filter((cookie) => cookie.name === 'sp_at' || cookie.name === 'sp_rt');
      expect(cleared).toHaveLength(2);
      for (const cookie of cleared) {
        expect(cookie.value).toBe('');
        expect(cookie.path).toBe('/');
      }

      // The old access cookie (still unexpired as a JWT) no longer works, nor does the refresh cookie.
      expect((await getSession(t.app, { sp_at: user.cookies.sp_at })).json()).toEqual({
        user: null,
        session: null,
      });
      expect((await getSession(t.app, user.cookies)).json()).toEqual({ user: null, session: null });
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: { sp_rt: user.cookies.sp_rt },
      });
      expect(refresh.statusCode).toBe(401);
    });

    it('revokes only that session: another device stays signed in', async () => {
      const user = await createUser(t.app);
      const other = authCookiesFrom(await signIn(t.app, user));
      await t.app.inject({ method: 'POST', url: '/api/auth/signout', cookies: user.cookies });
      expect((await getSession(t.app, other)).json().user.id).toBe(user.id);
    });

    it('revokes the session from the refresh cookie alone when the access token has expired', async () => {
      const user = await createUser(t.app);
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/signout',
        cookies: { sp_rt: user.cookies.sp_rt },
      });
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: { sp_rt: user.cookies.sp_rt },
      });
      expect(refresh.statusCode).toBe(401);
    });

    it('answers 204 when already signed out', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/signout' });
      expect(response.statusCode).toBe(204);
    });
  });

  describe('cross-site requests', () => {
    it('refuses a cookie-carrying POST from another origin', async () => {
      const user = await createUser(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signout',
        headers: { origin: 'https://evil.example' },
        cookies: user.cookies,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('cross_site_request');
      // The session survived the attempt.
      expect((await getSession(t.app, user.cookies)).json().user.id).toBe(user.id);
    });

    it('refuses a cookie-carrying POST marked cross-site by the browser', async () => {
      const user = await createUser(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { 'sec-fetch-site': 'cross-site' },
        cookies: user.cookies,
      });
      expect(response.statusCode).toBe(403);
    });

    it('does not accept a form-encoded sign-in (login CSRF through an HTML form)', async () => {
      const user = await createUser(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        remoteAddress: uniqueIp(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email: user.email, password: user.password }).toString(),
      });
      expect(response.statusCode).toBe(415);
      expect(response.cookies).toHaveLength(0);
    });
  });

  it('lists the auth routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    for (const [path, method] of [
      ['/api/auth/signup', 'post'],
      ['/api/auth/signin', 'post'],
      ['/api/auth/signout', 'post'],
      ['/api/auth/refresh', 'post'],
      ['/api/auth/session', 'get'],
      ['/api/auth/recover', 'post'],
      ['/api/auth/reset', 'post'],
      ['/api/auth/token', 'post'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.tags).toEqual(['auth']);
    }
  });
});

describe('auth cookies behind https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { publicUrl: 'https://jobs.example' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('marks both cookies Secure when the public URL is https', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: uniqueIp(),
      payload: { email: uniqueEmail('https'), password: DEFAULT_PASSWORD },
    });
    expect(response.statusCode).toBe(201);
    expect(cookieFrom(response, 'sp_at')?.secure).toBe(true);
    expect(cookieFrom(response, 'sp_rt')?.secure).toBe(true);
  });
});
