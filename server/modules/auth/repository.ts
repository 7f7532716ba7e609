import { and, eq, gt, isNull, isNotNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { passwordResetTokens, refreshTokens, sessions, users } from '../../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;

export type SessionRevokedReason = 'signout' | 'refresh_token_reuse' | 'password_reset';

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findUserById(db: DbOrTx, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** Inserts the user, or returns null when the e-mail is taken (also when a concurrent sign-up won the race). */
export async function insertUser(
  db: DbOrTx,
  values: { email: string; passwordHash: string; fullName: string | null; now: Date },
): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values({
      email: values.email,
      passwordHash: values.passwordHash,
      fullName: values.fullName,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
}

export async function updateUserPassword(
  db: DbOrTx,
  values: { userId: string; passwordHash: string; now: Date },
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: values.passwordHash, updatedAt: values.now })
    .where(eq(users.id, values.userId));
}

export async function insertSession(
  db: DbOrTx,
  values: { userId: string; expiresAt: Date; userAgent: string | null; now: Date },
): Promise<SessionRow> {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: values.userId,
      expiresAt: values.expiresAt,
      userAgent: values.userAgent,
      createdAt: values.now,
    })
    .returning();
  if (!row) throw new Error('insert into sessions returned no row');
  return row;
}

export async function insertRefreshToken(
  db: DbOrTx,
  values: { sessionId: string; tokenHash: string; parentId: string | null; now: Date },
): Promise<void> {
  await db.insert(refreshTokens).values({
    sessionId: values.sessionId,
    tokenHash: values.tokenHash,
    parentId: values.parentId,
    createdAt: values.now,
  });
}

/**
 * The per-request session check: one indexed query joining the session to its user, returning
 * nothing when the session was revoked, has passed its absolute lifetime, or belongs to someone else.
 */
export async function findLiveSessionWithUser(
  db: DbOrTx,
  values: { sessionId: string; userId: string; now: Date },
): Promise<{ session: SessionRow; user: UserRow } | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, values.sessionId),
        eq(sessions.userId, values.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, values.now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Locks the refresh token and its session until the transaction ends, so two concurrent refreshes
 * with the same token run one after the other: the second sees the first one's `used_at`.
 */
export async function lockRefreshToken(
  tx: DbOrTx,
  tokenHash: string,
): Promise<{ token: RefreshTokenRow; session: SessionRow } | null> {
  const [row] = await tx
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1)
    .for('update', { of: [refreshTokens, sessions] });
  return row ?? null;
}

export async function markRefreshTokenUsed(
  db: DbOrTx,
  values: { tokenId: string; now: Date },
): Promise<void> {
  await db.update(refreshTokens).set({ usedAt: values.now }).where(eq(refreshTokens.id, values.tokenId));
}

export async function findSessionIdByRefreshTokenHash(db: DbOrTx, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row?.sessionId ?? null;
}

export async function revokeSession(
  db: DbOrTx,
  values: { sessionId: string; reason: SessionRevokedReason; now: Date },
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: values.now, revokedReason: values.reason })
    .where(and(eq(sessions.id, values.sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(
  db: DbOrTx,
  values: { userId: string; reason: SessionRevokedReason; now: Date },
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: values.now, revokedReason: values.reason })
    .where(and(eq(sessions.userId, values.userId), isNull(sessions.revokedAt)));
}

/** Only the newest reset link works: older unused ones are removed when a new one is issued or one is used. */
export async function deleteUnusedResetTokens(db: DbOrTx, userId: string): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function insertResetToken(
  db: DbOrTx,
  values: { userId: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values({
    userId: values.userId,
    tokenHash: values.tokenHash,
    expiresAt: values.expiresAt,
    createdAt: values.now,
  });
}

/** Locks the reset token row so two concurrent resets with one link cannot both succeed. */
export async function lockResetToken(tx: DbOrTx, tokenHash: string): Promise<PasswordResetTokenRow | null> {
  const [row] = await tx
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function markResetTokenUsed(db: DbOrTx, values: { tokenId: string; now: Date }): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: values.now })
    .where(eq(passwordResetTokens.id, values.tokenId));
}

/**
 * Deletes what can no longer be used: sessions past their absolute lifetime or revoked (their refresh
 * tokens go with them), and expired reset tokens. Used refresh tokens of live sessions stay, because reuse
 * detection needs them. `before` keeps a margin after expiry so nothing in flight disappears.
 */
export async function pruneAuthRecords(
  db: DbOrTx,
  before: Date,
): Promise<{ sessions: number; resetTokens: number }> {
  const prunedSessions = await db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, before), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before))),
    )
    .returning({ id: sessions.id });
  const prunedResets = await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, before))
    .returning({ id: passwordResetTokens.id });
  return { sessions: prunedSessions.length, resetTokens: prunedResets.length };
}
