import { createHash, randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/** 256-bit opaque tokens (refresh tokens, password-reset tokens). */
const OPAQUE_TOKEN_BYTES = 32;
const JWT_ALGORITHM = 'HS256';
/** Ties our access tokens to this application, so a token minted for something else with the same secret is refused. */
const JWT_AUDIENCE = 'sponsorpath:api';

export type AccessTokenClaims = { userId: string; sessionId: string; expiresAt: number };

/** A fresh random token for the client; the server keeps only its hash (see hashToken). */
export function generateOpaqueToken(): string {
  return randomBytes(OPAQUE_TOKEN_BYTES).toString('base64url');
}

/**
 * SHA-256 is enough here (no salt, no slow hash): the input is 256 bits of randomness, so a stolen
 * table of hashes cannot be brute-forced, and a fast hash keeps the lookup a plain index probe.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function toUnixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Signs a short-lived access token; `expiresAt` is unix seconds, never later than the session itself. */
export async function signAccessToken(options: {
  secret: string;
  userId: string;
  sessionId: string;
  now: Date;
  expiresAt: number;
}): Promise<string> {
  return new SignJWT({ sid: options.sessionId })
    .setProtectedHeader({ alg: JWT_ALGORITHM, typ: 'JWT' })
    .setSubject(options.userId)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt(toUnixSeconds(options.now))
    .setExpirationTime(options.expiresAt)
    .sign(secretKey(options.secret));
}

/**
 * Returns the claims of a valid access token, or null for anything else (bad signature, expired,
 * wrong algorithm, missing claims). `now` comes from the injected clock so tests can move time.
 */
export async function verifyAccessToken(options: {
  secret: string;
  token: string;
  now: Date;
}): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(options.token, secretKey(options.secret), {
      algorithms: [JWT_ALGORITHM],
      audience: JWT_AUDIENCE,
      currentDate: options.now,
      requiredClaims: ['sub', 'sid', 'exp'],
    });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.sid !== 'string' ||
      typeof payload.exp !== 'number'
    ) {
      return null;
    }
    return { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
