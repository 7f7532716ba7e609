import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_TTL_S } from '../../../core/constants.ts';
import { refreshTokens, sessions } from '../../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { pruneAuthRecords } from './repository.ts';
import { createUser, getSession, TestClock } from './test-helpers.ts';

describe('auth: pruning expired and revoked sessions', () => {
  let t: TestApp;
  const clock = new TestClock();
  beforeAll(async () => {
    t = await buildTestApp({ now: clock.now, pruneIntervalMs: 0 });
  });
  afterAll(async () => {
    await t.close();
  });

  const sessionsOf = (userId: string) =>
    t.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));

  it('deletes revoked sessions and, later, expired ones with their refresh tokens, never live ones', async () => {
    const signedOut = await createUser(t.app);
    const live = await createUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/signout', cookies: signedOut.cookies });

    const [liveSession] = await sessionsOf(live.id);
    const tokensBefore = await t.database.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionId, liveSession?.id ?? ''));
    expect(tokensBefore.length).toBeGreaterThan(0);

    const soon = new Date(clock.now().getTime() + 60_000);
    expect((await pruneAuthRecords(t.database.db, soon)).sessions).toBeGreaterThanOrEqual(1);
    expect(await sessionsOf(signedOut.id)).toEqual([]);
    expect(await sessionsOf(live.id)).toHaveLength(1);
    expect((await getSession(t.app, live.cookies)).json().user?.id).toBe(live.id);

    const afterLifetime = new Date(clock.now().getTime() + (SESSION_ABSOLUTE_TTL_S + 60) * 1000);
    await pruneAuthRecords(t.database.db, afterLifetime);
    expect(await sessionsOf(live.id)).toEqual([]);
    const tokensAfter = await t.database.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionId, liveSession?.id ?? ''));
    expect(tokensAfter).toEqual([]);
  });
});
