import type { FastifyBaseLogger } from 'fastify';
import {
  ACCESS_TOKEN_TTL_S,
  PASSWORD_RESET_TTL_S,
  REFRESH_REUSE_GRACE_MS,
  SESSION_ABSOLUTE_TTL_S,
} from '../../../core/constants.ts';
import type { DbOrTx } from '../../../db/client.ts';
import type { AppServices } from '../../app.ts';
import { AppError } from '../../errors.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { presentSession, presentUser } from './presenters.ts';
import { refreshGrantLimits, recoverLimits, resetLimits, signInLimits, signUpLimits } from './rate-limits.ts';
import {
  deleteUnusedResetTokens,
  findLiveSessionWithUser,
  findSessionIdByRefreshTokenHash,
  findUserByEmail,
  findUserById,
  insertRefreshToken,
  insertResetToken,
  insertSession,
  insertUser,
  lockRefreshToken,
  lockResetToken,
  markRefreshTokenUsed,
  markResetTokenUsed,
  revokeSession,
  revokeUserSessions,
  updateUserPassword,
  type UserRow,
} from './repository.ts';
import { buildResetPasswordMail } from './reset-password-mail.ts';
import type { TokenRequest } from './schemas.ts';
import {
  generateOpaqueToken,
  hashToken,
  signAccessToken,
  toUnixSeconds,
  verifyAccessToken,
} from './tokens.ts';

export type AuthLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** A signed-in session as handed to a client; the route decides whether the tokens go to cookies or the body. */
export type IssuedSession = {
  user: UserRow;
  sessionId: string;
  accessToken: string;
  /** Unix seconds. */
  accessExpiresAt: number;
  refreshToken: string;
  /** Unix seconds: the session's absolute end. */
  sessionExpiresAt: number;
};

export const AUTH_ERROR_MESSAGES = {
  invalidCredentials: 'Invalid login credentials',
  /**
   * Sign-up cannot be fully enumeration-proof while it signs the new user in: a fresh address gets a
   * session, a taken one cannot. So the taken case gets a generic answer that does not say "exists",
   * points at the two ways forward, costs the same password hash as a real sign-up, and is rate
   * limited per IP and per e-mail, which makes probing slow and noisy.
   */
  signupFailed:
    'Unable to create an account with these details. If you already have an account, sign in or reset your password.',
  invalidResetToken: 'This password reset link is invalid or has expired. Please request a new one.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  invalidRefreshGrant: 'The refresh token is invalid, expired or revoked.',
} as const;

/** Used so that "no such account" runs the same queries as a real password-reset request. */
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
const USER_AGENT_MAX_LENGTH = 512;

type StartedSession = { user: UserRow; sessionId: string; sessionExpiresAt: Date; refreshToken: string };

type RotationOutcome =
  { ok: true; started: StartedSession } | { ok: false; reason: 'unknown' | 'revoked' | 'expired' | 'reused' };

function normalizeUserAgent(userAgent: string | undefined): string | null {
  return userAgent ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null;
}

/** The auth use cases. Every one reads time from the injected clock so tests can move it. */
export function createAuthService(services: AppServices) {
  const { config, database, mailer, rateLimiter } = services;
  const pendingMail = new Set<Promise<void>>();

  /** Opens a session and its first refresh token (the root of the token family). */
  async function startSession(
    db: DbOrTx,
    options: { user: UserRow; userAgent: string | undefined; at: Date },
  ): Promise<StartedSession> {
    const session = await insertSession(db, {
      userId: options.user.id,
      expiresAt: new Date(options.at.getTime() + SESSION_ABSOLUTE_TTL_S * 1000),
      userAgent: normalizeUserAgent(options.userAgent),
      now: options.at,
    });
    const refreshToken = generateOpaqueToken();
    await insertRefreshToken(db, {
      sessionId: session.id,
      tokenHash: hashToken(refreshToken),
      parentId: null,
      now: options.at,
    });
    return { user: options.user, sessionId: session.id, sessionExpiresAt: session.expiresAt, refreshToken };
  }

  /** Signs the access token; it never outlives the session's absolute lifetime. */
  async function issue(started: StartedSession, at: Date): Promise<IssuedSession> {
    const sessionExpiresAt = toUnixSeconds(started.sessionExpiresAt);
    const accessExpiresAt = Math.min(toUnixSeconds(at) + ACCESS_TOKEN_TTL_S, sessionExpiresAt);
    const accessToken = await signAccessToken({
      secret: config.authSecret,
      userId: started.user.id,
      sessionId: started.sessionId,
      now: at,
      expiresAt: accessExpiresAt,
    });
    return {
      user: started.user,
      sessionId: started.sessionId,
      accessToken,
      accessExpiresAt,
      refreshToken: started.refreshToken,
      sessionExpiresAt,
    };
  }

  /** Same work whether or not the e-mail exists: one lookup and one argon2 verification. */
  async function checkPassword(options: { email: string; password: string }): Promise<UserRow | null> {
    const user = await findUserByEmail(database.db, options.email);
    const matches = await verifyPassword(user?.passwordHash ?? null, options.password);
    return user && matches ? user : null;
  }

  /**
   * Rotates a refresh token inside one transaction holding row locks on the token and its session.
   * A token already used more than REFRESH_REUSE_GRACE_MS ago means it leaked (or the client is
   * broken): the whole session is revoked. Inside the grace window, the caller is one of several
   * tabs or requests racing the same rotation, so it gets its own child token instead.
   */
  async function rotateRefreshToken(options: {
    refreshToken: string;
    at: Date;
    log: AuthLogger;
  }): Promise<IssuedSession | null> {
    const { at } = options;
    const tokenHash = hashToken(options.refreshToken);
    const outcome = await database.db.transaction(async (tx): Promise<RotationOutcome> => {
      const found = await lockRefreshToken(tx, tokenHash);
      if (!found) return { ok: false, reason: 'unknown' };
      const { token, session } = found;
      if (session.revokedAt) return { ok: false, reason: 'revoked' };
      if (session.expiresAt.getTime() <= at.getTime()) return { ok: false, reason: 'expired' };
      if (token.usedAt) {
        if (at.getTime() - token.usedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
          // Commit the revocation (return, do not throw: throwing would roll it back).
          await revokeSession(tx, { sessionId: session.id, reason: 'refresh_token_reuse', now: at });
          return { ok: false, reason: 'reused' };
        }
      } else {
        await markRefreshTokenUsed(tx, { tokenId: token.id, now: at });
      }
      const user = await findUserById(tx, session.userId);
      if (!user) return { ok: false, reason: 'unknown' };
      const refreshToken = generateOpaqueToken();
      await insertRefreshToken(tx, {
        sessionId: session.id,
        tokenHash: hashToken(refreshToken),
        parentId: token.id,
        now: at,
      });
      return {
        ok: true,
        started: { user, sessionId: session.id, sessionExpiresAt: session.expiresAt, refreshToken },
      };
    });
    if (!outcome.ok) {
      if (outcome.reason === 'reused') {
        options.log.warn(
          { reason: outcome.reason },
          'refresh token reused after its grace window; session revoked',
        );
      }
      return null;
    }
    return issue(outcome.started, at);
  }

  /** Resolves a verified access token to the caller, or null when the session is gone. */
  async function authenticateAccessToken(options: {
    accessToken: string;
    at: Date;
  }): Promise<RequestAuth | null> {
    const claims = await verifyAccessToken({
      secret: config.authSecret,
      token: options.accessToken,
      now: options.at,
    });
    if (!claims) return null;
    const found = await findLiveSessionWithUser(database.db, {
      sessionId: claims.sessionId,
      userId: claims.userId,
      now: options.at,
    });
    if (!found) return null;
    return {
      user: presentUser(found.user),
      session: presentSession(claims.expiresAt),
      sessionId: found.session.id,
    };
  }

  function deliverResetMail(options: { user: UserRow; token: string; log: AuthLogger }): void {
    const link = `${config.publicUrl}/auth?reset=true&token=${encodeURIComponent(options.token)}`;
    const message = buildResetPasswordMail({
      to: options.user.email,
      siteName: config.siteName,
      link,
      ttlSeconds: PASSWORD_RESET_TTL_S,
    });
    if (!config.smtpUrl) {
      // Without SMTP the mail only lands in DATA_DIR/mail; logging the link lets a local user reset.
      options.log.info({ to: options.user.email, link }, 'password reset link (no SMTP_URL set)');
    }
    // Sent in the background so that the answer for an existing account is not slower than for an
    // unknown one; the promise is tracked so shutdown waits for it.
    const delivery = mailer.send(message).catch((error: unknown) => {
      options.log.error({ err: error }, 'sending the password reset e-mail failed');
    });
    pendingMail.add(delivery);
    void delivery.finally(() => pendingMail.delete(delivery));
  }

  return {
    async signUp(options: {
      email: string;
      password: string;
      fullName: string;
      ip: string;
      userAgent: string | undefined;
    }): Promise<IssuedSession> {
      await enforceRateLimit(rateLimiter, signUpLimits({ email: options.email, ip: options.ip }));
      const at = services.now();
      const existing = await findUserByEmail(database.db, options.email);
      // Hash before looking at `existing`, so a taken address costs the same time as a new one.
      const passwordHash = await hashPassword(options.password);
      if (existing) throw new AppError('signup_failed', AUTH_ERROR_MESSAGES.signupFailed);
      const started = await database.db.transaction(async (tx) => {
        const user = await insertUser(tx, {
          email: options.email,
          passwordHash,
          fullName: options.fullName || null,
          now: at,
        });
        if (!user) return null;
        return startSession(tx, { user, userAgent: options.userAgent, at });
      });
      // A concurrent sign-up with the same address won the race.
      if (!started) throw new AppError('signup_failed', AUTH_ERROR_MESSAGES.signupFailed);
      return issue(started, at);
    },

    async signIn(options: {
      email: string;
      password: string;
      ip: string;
      userAgent: string | undefined;
    }): Promise<IssuedSession> {
      await enforceRateLimit(rateLimiter, signInLimits({ email: options.email, ip: options.ip }));
      const at = services.now();
      const user = await checkPassword(options);
      if (!user) throw new AppError('invalid_credentials', AUTH_ERROR_MESSAGES.invalidCredentials);
      return issue(await startSession(database.db, { user, userAgent: options.userAgent, at }), at);
    },

    /** Revokes the caller's session, found from the access token or else the refresh token; idempotent. */
    async signOut(options: { accessToken?: string; refreshToken?: string }): Promise<void> {
      const at = services.now();
      let sessionId: string | null = null;
      if (options.accessToken) {
        const claims = await verifyAccessToken({
          secret: config.authSecret,
          token: options.accessToken,
          now: at,
        });
        sessionId = claims?.sessionId ?? null;
      }
      if (!sessionId && options.refreshToken) {
        sessionId = await findSessionIdByRefreshTokenHash(database.db, hashToken(options.refreshToken));
      }
      if (sessionId) await revokeSession(database.db, { sessionId, reason: 'signout', now: at });
    },

    /** Cookie refresh (POST /refresh): null when the token is unknown, used, revoked or past the session's end. */
    async refresh(options: { refreshToken: string; log: AuthLogger }): Promise<IssuedSession | null> {
      return rotateRefreshToken({ refreshToken: options.refreshToken, at: services.now(), log: options.log });
    },

    /**
     * Who is calling: a valid access token with a live session; else, for browsers, a rotation of the
     * refresh cookie, so a page opened after the access token expired still renders signed in.
     */
    async authenticate(options: {
      accessToken?: string;
      refreshToken?: string;
      log: AuthLogger;
    }): Promise<{ auth: RequestAuth | null; issued?: IssuedSession; refreshFailed?: boolean }> {
      const at = services.now();
      if (options.accessToken) {
        const auth = await authenticateAccessToken({ accessToken: options.accessToken, at });
        if (auth) return { auth };
      }
      if (!options.refreshToken) return { auth: null };
      const issued = await rotateRefreshToken({ refreshToken: options.refreshToken, at, log: options.log });
      if (!issued) return { auth: null, refreshFailed: true };
      return {
        auth: {
          user: presentUser(issued.user),
          session: presentSession(issued.accessExpiresAt),
          sessionId: issued.sessionId,
        },
        issued,
      };
    },

    /** OAuth-style grants for non-browser clients; failures are `invalid_grant` as OAuth 2.0 prescribes. */
    async exchangeToken(options: {
      grant: TokenRequest;
      ip: string;
      userAgent: string | undefined;
      log: AuthLogger;
    }): Promise<IssuedSession> {
      const { grant } = options;
      if (grant.grant_type === 'password') {
        await enforceRateLimit(rateLimiter, signInLimits({ email: grant.email, ip: options.ip }));
        const at = services.now();
        const user = await checkPassword(grant);
        if (!user) throw new AppError('invalid_grant', AUTH_ERROR_MESSAGES.invalidCredentials);
        return issue(await startSession(database.db, { user, userAgent: options.userAgent, at }), at);
      }
      await enforceRateLimit(rateLimiter, refreshGrantLimits({ ip: options.ip }));
      const issued = await rotateRefreshToken({
        refreshToken: grant.refresh_token,
        at: services.now(),
        log: options.log,
      });
      if (!issued) throw new AppError('invalid_grant', AUTH_ERROR_MESSAGES.invalidRefreshGrant);
      return issued;
    },

    /**
     * Always succeeds from the caller's point of view. Both branches run the same lookup and the same
     * delete; only an existing account gets a token row and a mail, and the mail goes out in the background.
     */
    async requestPasswordReset(options: { email: string; ip: string; log: AuthLogger }): Promise<void> {
      await enforceRateLimit(rateLimiter, recoverLimits({ email: options.email, ip: options.ip }));
      const at = services.now();
      const user = await findUserByEmail(database.db, options.email);
      const token = generateOpaqueToken();
      await database.db.transaction(async (tx) => {
        await deleteUnusedResetTokens(tx, user?.id ?? NIL_UUID);
        if (user) {
          await insertResetToken(tx, {
            userId: user.id,
            tokenHash: hashToken(token),
            expiresAt: new Date(at.getTime() + PASSWORD_RESET_TTL_S * 1000),
            now: at,
          });
        }
      });
      if (user) deliverResetMail({ user, token, log: options.log });
    },

    /** Sets the new password, spends the link, signs out every device, then signs this one in. */
    async resetPassword(options: {
      token: string;
      password: string;
      ip: string;
      userAgent: string | undefined;
    }): Promise<IssuedSession> {
      await enforceRateLimit(rateLimiter, resetLimits({ ip: options.ip }));
      const at = services.now();
      // Hashed before the transaction so the row lock is held for milliseconds, not for argon2.
      const passwordHash = await hashPassword(options.password);
      const started = await database.db.transaction(async (tx) => {
        const resetToken = await lockResetToken(tx, hashToken(options.token));
        if (!resetToken || resetToken.usedAt || resetToken.expiresAt.getTime() <= at.getTime()) return null;
        await markResetTokenUsed(tx, { tokenId: resetToken.id, now: at });
        await deleteUnusedResetTokens(tx, resetToken.userId);
        await updateUserPassword(tx, { userId: resetToken.userId, passwordHash, now: at });
        await revokeUserSessions(tx, { userId: resetToken.userId, reason: 'password_reset', now: at });
        const user = await findUserById(tx, resetToken.userId);
        if (!user) return null;
        return startSession(tx, { user, userAgent: options.userAgent, at });
      });
      if (!started) throw new AppError('invalid_token', AUTH_ERROR_MESSAGES.invalidResetToken);
      return issue(started, at);
    },

    /** Waits for background mail deliveries (called on shutdown, and by tests that read a real SMTP server). */
    async flushPendingMail(): Promise<void> {
      await Promise.all([...pendingMail]);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
