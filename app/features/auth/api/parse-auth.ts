import type { AuthResult, PublicUser, SessionInfo } from '../../../../core/auth.ts';

// Hand-written guards instead of the zod schemas in core/auth.ts: the browser only needs to trust the
// shape of a few fields, and zod would add tens of kilobytes to every page that shows the user menu.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readUser(value: unknown): PublicUser | null {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.email !== 'string') return null;
  const metadata = isRecord(value.user_metadata) ? value.user_metadata : {};
  const fullName = typeof metadata.full_name === 'string' ? metadata.full_name : null;
  return {
    id: value.id,
    email: value.email,
    user_metadata: { full_name: fullName },
    created_at: typeof value.created_at === 'string' ? value.created_at : '',
  };
}

function readSession(value: unknown): SessionInfo | null {
  if (!isRecord(value) || typeof value.expires_at !== 'number' || !Number.isFinite(value.expires_at))
    return null;
  return { expires_at: value.expires_at };
}

/** `{user, session}` from sign-in, sign-up, refresh and reset; throws when the body is not that shape. */
export function parseAuthResult(value: unknown): AuthResult {
  const user = isRecord(value) ? readUser(value.user) : null;
  const session = isRecord(value) ? readSession(value.session) : null;
  if (!user || !session) throw new Error('Unexpected auth response');
  return { user, session };
}

/** `{user, session}` or both null, from GET /api/auth/session. */
export function parseSessionResult(value: unknown): { user: PublicUser | null; session: SessionInfo | null } {
  if (!isRecord(value)) throw new Error('Unexpected session response');
  const user = readUser(value.user);
  const session = readSession(value.session);
  return user && session ? { user, session } : { user: null, session: null };
}
