import type { FastifyReply, FastifyRequest } from 'fastify';

/** Cookie names start with `sp_`: the security plugin checks Origin on state changes carrying them. */
export const ACCESS_COOKIE = 'sp_at';
export const REFRESH_COOKIE = 'sp_rt';

/**
 * Both cookies use Path=/ even though only /api/auth reads the refresh token directly: server-rendered
 * pages resolve the session too, and must be able to rotate an expired access token themselves.
 */
const COOKIE_PATH = '/';

export type CookieTokens = {
  accessToken: string;
  /** Unix seconds. */
  accessExpiresAt: number;
  refreshToken: string;
  /** Unix seconds: the session's absolute end. */
  sessionExpiresAt: number;
};

function baseOptions(secure: boolean) {
  return { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax' as const, secure };
}

export function setAuthCookies(
  reply: FastifyReply,
  options: { tokens: CookieTokens; now: Date; secure: boolean },
): void {
  const nowSeconds = Math.floor(options.now.getTime() / 1000);
  const { tokens } = options;
  void reply.setCookie(ACCESS_COOKIE, tokens.accessToken, {
    ...baseOptions(options.secure),
    maxAge: Math.max(0, tokens.accessExpiresAt - nowSeconds),
  });
  void reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    ...baseOptions(options.secure),
    maxAge: Math.max(0, tokens.sessionExpiresAt - nowSeconds),
  });
}

export function clearAuthCookies(reply: FastifyReply, options: { secure: boolean }): void {
  void reply.clearCookie(ACCESS_COOKIE, baseOptions(options.secure));
  void reply.clearCookie(REFRESH_COOKIE, baseOptions(options.secure));
}

export function readAccessCookie(request: FastifyRequest): string | undefined {
  return request.cookies[ACCESS_COOKIE] || undefined;
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE] || undefined;
}

/** The token of an `Authorization: Bearer <jwt>` header, for non-browser clients. */
export function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
