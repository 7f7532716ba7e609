import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_TTL_S,
  REFRESH_REUSE_GRACE_MS,
  SESSION_ABSOLUTE_TTL_S,
} from '../../../core/constants.ts';
import { sessions } from '../../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { authCookiesFrom, cookieFrom, createUser, getSession, refresh, TestClock } from './test-helpers.ts';

const SIGNED_OUT = { user: null, session: null };

describe('auth: refresh-token rotation and session lifetime', () => {
  let t: TestApp;
  const clock = new TestClock();
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  beforeAll(async () => {
    t = await buildTestApp({ now: clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  async function revokedReasonOf(userId: string): Promise<(string | null)[]> {
    const rows = await t.database.db
      .select({ reason: sessions.revokedReason })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    return rows.map((row) => row.reason);
  }

  it('answers 401 without a refresh cookie or with an unknown one', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/auth/refresh' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      error: { code: 'session_expired', message: 'Your session has expired. Please sign in again.' },
    });
    const unknown = await refresh(t.app, 'not-a-real-token');
    expect(unknown.statusCode).toBe(401);
    expect(cookieFrom(unknown, 'sp_rt')?.value).toBe('');
  });

  it('rotates the refresh token and issues a new access token', async () => {
    const user = await createUser(t.app);
    clock.advance(60_000);
    const first = await refresh(t.app, user.cookies.sp_rt);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      user: { id: user.id },
      session: { expires_at: nowSeconds() + ACCESS_TOKEN_TTL_S },
    });
    const rotated = authCookiesFrom(first);
    expect(rotated.sp_rt).not.toBe(user.cookies.sp_rt);
    expect(rotated.sp_at).not.toBe(user.cookies.sp_at);
    expect((await getSession(t.app, { sp_at: rotated.sp_at })).json().user.id).toBe(user.id);

    const second = await refresh(t.app, rotated.sp_rt);
    expect(second.statusCode).toBe(200);
    expect(authCookiesFrom(second).sp_rt).not.toBe(rotated.sp_rt);
  });

  it('revokes the whole session when a used token comes back after the grace window', async () => {
    const user = await createUser(t.app);
    const rotated = authCookiesFrom(await refresh(t.app, user.cookies.sp_rt));
    clock.advance(REFRESH_REUSE_GRACE_MS + 1);

    const replay = await refresh(t.app, user.cookies.sp_rt);
    expect(replay.statusCode).toBe(401);
    expect(await revokedReasonOf(user.id)).toEqual(['refresh_token_reuse']);
    // Even the newest token and its access token are dead now: the family is revoked.
    expect((await refresh(t.app, rotated.sp_rt)).statusCode).toBe(401);
    expect((await getSession(t.app, { sp_at: rotated.sp_at })).json()).toEqual(SIGNED_OUT);
  });

  it('lets a used token through inside the grace window (tabs racing) with its own child token', async () => {
    const user = await createUser(t.app);
    const fromFirstTab = authCookiesFrom(await refresh(t.app, user.cookies.sp_rt));
    clock.advance(REFRESH_REUSE_GRACE_MS - 1000);

    const secondTab = await refresh(t.app, user.cookies.sp_rt);
    expect(secondTab.statusCode).toBe(200);
    const fromSecondTab = authCookiesFrom(secondTab);
    expect(fromSecondTab.sp_rt).not.toBe(fromFirstTab.sp_rt);
    expect(await revokedReasonOf(user.id)).toEqual([null]);
    // Both tabs carry on.
    expect((await refresh(t.app, fromFirstTab.sp_rt)).statusCode).toBe(200);
    expect((await refresh(t.app, fromSecondTab.sp_rt)).statusCode).toBe(200);
  });

  it('serialises concurrent refreshes of one token without revoking the session', async () => {
    const user = await createUser(t.app);
    const responses = await Promise.all([1, 2, 3, 4].map(() => refresh(t.app, user.cookies.sp_rt)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const tokens = new Set(responses.map((response) => authCookiesFrom(response).sp_rt));
    expect(tokens.size).toBe(4);
    expect(await revokedReasonOf(user.id)).toEqual([null]);
  });

  it('ends the session at its absolute lifetime, however often it was refreshed', async () => {
    const user = await createUser(t.app);
    const sessionEnd = nowSeconds() + SESSION_ABSOLUTE_TTL_S;
    clock.advance((SESSION_ABSOLUTE_TTL_S - 30 * 60) * 1000);

    // Half an hour before the end: the access token is cut short to the session's end.
    const late = await refresh(t.app, user.cookies.sp_rt);
    expect(late.statusCode).toBe(200);
    expect(late.json().session.expires_at).toBe(sessionEnd);
    expect(cookieFrom(late, 'sp_rt')?.maxAge).toBe(30 * 60);
    const lateCookies = authCookiesFrom(late);

    clock.advance(30 * 60 * 1000);
    expect((await refresh(t.app, lateCookies.sp_rt)).statusCode).toBe(401);
    expect((await getSession(t.app, lateCookies)).json()).toEqual(SIGNED_OUT);
  });

  describe('GET /api/auth/session with an expired access cookie', () => {
    it('refreshes from the refresh cookie and sets new cookies', async () => {
      const user = await createUser(t.app);
      clock.advance((ACCESS_TOKEN_TTL_S + 60) * 1000);

      const response = await getSession(t.app, user.cookies);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        user: { id: user.id, email: user.email },
        session: { expires_at: nowSeconds() + ACCESS_TOKEN_TTL_S },
      });
      const renewed = authCookiesFrom(response);
      expect(renewed.sp_rt).not.toBe(user.cookies.sp_rt);
      expect((await getSession(t.app, { sp_at: renewed.sp_at })).json().user.id).toBe(user.id);
    });

    it('also works when the browser already dropped the expired access cookie', async () => {
      const user = await createUser(t.app);
      const response = await getSession(t.app, { sp_rt: user.cookies.sp_rt });
      expect(response.json().user.id).toBe(user.id);
      expect(cookieFrom(response, 'sp_at')?.value).toBeTruthy();
    });

    it('clears the cookies and answers nulls when the refresh cookie is dead too', async () => {
      const user = await createUser(t.app);
      await t.app.inject({ method: 'POST', url: '/api/auth/signout', cookies: user.cookies });
      const response = await getSession(t.app, user.cookies);
      expect(response.json()).toEqual(SIGNED_OUT);
      expect(cookieFrom(response, 'sp_at')?.value).toBe('');
      expect(cookieFrom(response, 'sp_rt')?.value).toBe('');
    });

    it('does not rotate while the access cookie is still valid', async () => {
      const user = await createUser(t.app);
      const response = await getSession(t.app, user.cookies);
      expect(response.json().user.id).toBe(user.id);
      expect(response.cookies).toHaveLength(0);
    });
  });
});
