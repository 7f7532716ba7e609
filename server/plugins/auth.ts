import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PublicUser, SessionInfo } from '../../core/auth.ts';
import { AppError } from '../errors.ts';

export type RequestAuth = { user: PublicUser; session: SessionInfo; sessionId: string };

/** How the host resolves the caller: implemented by the auth module (cookies or bearer token). */
export type SessionResolver = (request: FastifyRequest, reply: FastifyReply) => Promise<RequestAuth | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller or null; resolved once per request and cached. */
    getAuth(): Promise<RequestAuth | null>;
    /** The signed-in caller, or a 401. */
    requireAuth(): Promise<RequestAuth>;
  }
}

/**
 * An `onRequest` hook for routes that need a signed-in caller: it runs before the body is parsed or
 * validated, so a signed-out caller gets 401 whatever it sent (never a 400 about a body it may not send).
 */
export async function requireSignedIn(request: FastifyRequest): Promise<void> {
  await request.requireAuth();
}

const cache = new WeakMap<FastifyRequest, Promise<RequestAuth | null>>();
const replies = new WeakMap<FastifyRequest, FastifyReply>();

/** Session cookies start with `sp_` (auth/cookies.ts); a bearer token is the other way in. */
export function carriesSessionCredentials(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined) return true;
  return Object.keys(request.cookies ?? {}).some((name) => name.startsWith('sp_'));
}

export const PRIVATE_NO_STORE = 'private, no-store';

function appendVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = String(current ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (fields.includes('*') || fields.some((part) => part.toLowerCase() === field.toLowerCase())) return;
  void reply.header('Vary', [...fields, field].join(', '));
}

export const authContextPlugin = fp<{ resolve: SessionResolver }>(async (app, options) => {
  app.addHook('onRequest', async (request, reply) => {
    replies.set(request, reply);
  });
  /**
   * An answer that depends on the session is never kept by a shared cache: when the handler (or page)
   * looked the caller up and the request carried credentials, or when the answer sets cookies, it is
   * `private, no-store`, whatever the route said. Answers that looked the caller up also `Vary: Cookie`,
   * so an anonymous answer a cache may keep is never served to a signed-in visitor.
   */
  app.addHook('onSend', async (request, reply, payload) => {
    const lookedUp = cache.has(request);
    if (lookedUp) appendVary(reply, 'Cookie');
    const setsCookies = reply.getHeader('set-cookie') !== undefined;
    if (setsCookies || (lookedUp && carriesSessionCredentials(request))) {
      void reply.header('Cache-Control', PRIVATE_NO_STORE);
    }
    return payload;
  });
  app.decorateRequest('getAuth', function getAuth(this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      // The reply is needed to rotate cookies when an expired access token is refreshed.
      const reply = replies.get(this);
      if (!reply) throw new Error('getAuth() called before onRequest');
      pending = options.resolve(this, reply);
      cache.set(this, pending);
    }
    return pending;
  });
  app.decorateRequest('requireAuth', async function requireAuth(this: FastifyRequest) {
    const auth = await this.getAuth();
    if (!auth) throw new AppError('unauthorized', 'You must be signed in to do that.');
    return auth;
  });
});
