import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_S, REFRESH_REUSE_GRACE_MS } from '../../../core/constants.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { createUser, TestClock, uniqueEmail, uniqueIp } from './test-helpers.ts';

type TokenBody = {
  access_token: string;
  token_type: string;
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: { id: string; email: string };
};

describe('auth: POST /api/auth/token for non-browser clients', () => {
  let t: TestApp;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await buildTestApp({ now: clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  async function token(payload: Record<string, string>, form = false) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      remoteAddress: uniqueIp(),
      ...(form
        ? {
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams(payload).toString(),
          }
        : { payload }),
    });
  }

  async function sessionWithBearer(accessToken: string) {
    return t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { authorization: `Bearer ${accessToken}` },
    });
  }

  it('issues tokens in the body for the password grant (JSON), without cookies', async () => {
    const user = await createUser(t.app);
    const response = await token({ grant_type: 'password', email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.cookies).toHaveLength(0);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json<TokenBody>();
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_TTL_S,
      expires_at: Math.floor(clock.now().getTime() / 1000) + ACCESS_TOKEN_TTL_S,
      refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user: {
        id: user.id,
        email: user.email,
        user_metadata: { full_name: 'Test User' },
        created_at: expect.any(String),
      },
    });

    const session = await sessionWithBearer(body.access_token);
    expect(session.json()).toEqual({ user: body.user, session: { expires_at: body.expires_at } });
  });

  it('accepts the password grant form-encoded, as OAuth clients send it', async () => {
    const user = await createUser(t.app);
    const response = await token(
      { grant_type: 'password', email: user.email, password: user.password },
      true,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<TokenBody>().user.id).toBe(user.id);
  });

  it('answers invalid_grant alike for a wrong password and an unknown e-mail', async () => {
    const user = await createUser(t.app);
    const wrong = await token({ grant_type: 'password', email: user.email, password: 'not the password' });
    const unknown = await token({ grant_type: 'password', email: uniqueEmail(), password: user.password });
    const expected = { error: { code: 'invalid_grant', message: 'Invalid login credentials' } };
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(expected);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(expected);
  });

  it('rotates with the refresh_token grant and detects reuse after the grace window', async () => {
    const user = await createUser(t.app);
    const first = (
      await token({ grant_type: 'password', email: user.email, password: user.password })
    ).json<TokenBody>();

    const rotatedResponse = await token(
      { grant_type: 'refresh_token', refresh_token: first.refresh_token },
      true,
    );
    expect(rotatedResponse.statusCode).toBe(200);
    const rotated = rotatedResponse.json<TokenBody>();
    expect(rotated.refresh_token).not.toBe(first.refresh_token);
    expect(rotated.user.id).toBe(user.id);
    expect((await sessionWithBearer(rotated.access_token)).json().user.id).toBe(user.id);

    clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    const replay = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('invalid_grant');
    expect((await sessionWithBearer(rotated.access_token)).json()).toEqual({ user: null, session: null });
  });

  it('refuses an unknown grant type and a missing refresh token', async () => {
    const unsupported = await token({ grant_type: 'client_credentials' });
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json()).toEqual({
      error: { code: 'unsupported_grant_type', message: 'grant_type must be "password" or "refresh_token".' },
    });

    const missing = await token({ grant_type: 'refresh_token' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: { code: 'validation_error', message: 'refresh_token is required.' },
    });

    const badEmail = await token({ grant_type: 'password', email: 'nope', password: 'whatever123' });
    expect(badEmail.json()).toEqual({
      error: { code: 'validation_error', message: 'Please enter a valid email address.' },
    });
  });

  it('ignores cookies when a bearer token is sent, and answers nulls for a bad one', async () => {
    const user = await createUser(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { authorization: 'Bearer not.a.jwt' },
      cookies: user.cookies,
    });
    expect(response.json()).toEqual({ user: null, session: null });
  });

  it('signs a token client out with the bearer token, revoking its refresh token too', async () => {
    const user = await createUser(t.app);
    const tokens = (
      await token({ grant_type: 'password', email: user.email, password: user.password })
    ).json<TokenBody>();
    const signout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(signout.statusCode).toBe(204);
    expect((await sessionWithBearer(tokens.access_token)).json()).toEqual({ user: null, session: null });
    const again = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(again.json().error.code).toBe('invalid_grant');
  });

  it('signs out by refresh token in the body, even with an empty JSON content type elsewhere', async () => {
    const user = await createUser(t.app);
    const tokens = (
      await token({ grant_type: 'password', email: user.email, password: user.password })
    ).json<TokenBody>();
    const signout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(signout.statusCode).toBe(204);
    expect((await sessionWithBearer(tokens.access_token)).json()).toEqual({ user: null, session: null });

    const emptyJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(emptyJson.statusCode).toBe(204);
  });
});
