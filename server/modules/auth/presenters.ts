import type { AuthResult, PublicUser, SessionInfo } from '../../../core/auth.ts';
import type { UserRow } from './repository.ts';
import type { TokenResponse } from './schemas.ts';

/** Whitelists the public user fields: the password hash and timestamps never leave the server. */
export function presentUser(user: Pick<UserRow, 'id' | 'email' | 'fullName' | 'createdAt'>): PublicUser {
  return {
    id: user.id,
    email: user.email,
    user_metadata: { full_name: user.fullName },
    created_at: user.createdAt.toISOString(),
  };
}

export function presentSession(accessExpiresAt: number): SessionInfo {
  return { expires_at: accessExpiresAt };
}

export function presentAuthResult(options: { user: UserRow; accessExpiresAt: number }): AuthResult {
  return { user: presentUser(options.user), session: presentSession(options.accessExpiresAt) };
}

/** The OAuth-style token answer for non-browser clients (tokens in the body, never in cookies). */
export function presentTokenResponse(options: {
  user: UserRow;
  accessToken: string;
  accessExpiresAt: number;
  refreshToken: string;
  now: Date;
}): TokenResponse {
  return {
    access_token: options.accessToken,
    token_type: 'bearer',
    expires_in: Math.max(0, options.accessExpiresAt - Math.floor(options.now.getTime() / 1000)),
    expires_at: options.accessExpiresAt,
    refresh_token: options.refreshToken,
    user: presentUser(options.user),
  };
}
