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

export const authContextPlugin = fp<{ resolve: SessionResolver }>(async (app, options) => {
  app.addHook('onRequest', async (request, reply) => {
    replies.set(request, reply);
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
