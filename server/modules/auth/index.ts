import type { FastifyPluginAsync } from 'fastify';
import type { AppServices } from '../../app.ts';
import type { SessionResolver } from '../../plugins/auth.ts';
import {
  clearAuthCookies,
  readAccessCookie,
  readBearerToken,
  readRefreshCookie,
  setAuthCookies,
} from './cookies.ts';
import { preparePasswordHashing } from './passwords.ts';
import { pruneAuthRecords } from './repository.ts';
import { createAuthRoutes } from './routes.ts';
import { createAuthService, type AuthService } from './service.ts';

export type { AuthService } from './service.ts';

/** Records are kept a day past expiry or revocation, so requests in flight never see them vanish. */
const PRUNE_MARGIN_MS = 24 * 60 * 60 * 1000;

/**
 * The auth module: use cases, the routes under /api/auth, and the resolver the host uses for
 * `request.getAuth()` on every API route and server-rendered page.
 */
export function createAuthModule(services: AppServices): {
  resolveSession: SessionResolver;
  routes: FastifyPluginAsync;
  service: AuthService;
  /** Deletes expired and revoked sessions and expired reset tokens; the host runs it periodically. */
  prune(): Promise<{ sessions: number; resetTokens: number }>;
} {
  const service = createAuthService(services);
  const secure = services.config.isHttps;
  const routes = createAuthRoutes({ service, config: services.config });

  const resolveSession: SessionResolver = async (request, reply) => {
    const bearer = readBearerToken(request);
    if (bearer) {
      // Token clients refresh through /api/auth/token themselves; never fall back to cookies for them.
      const { auth } = await service.authenticate({ accessToken: bearer, log: request.log });
      return auth;
    }
    const refreshToken = readRefreshCookie(request);
    const result = await service.authenticate({
      accessToken: readAccessCookie(request),
      refreshToken,
      log: request.log,
    });
    if (result.issued && !reply.sent) {
      setAuthCookies(reply, { tokens: result.issued, now: services.now(), secure });
    } else if (result.refreshFailed && !reply.sent) {
      // A dead refresh cookie would otherwise be retried (and fail) on every request.
      clearAuthCookies(reply, { secure });
    }
    return result.auth;
  };

  return {
    resolveSession,
    routes: async (app) => {
      // Computes the dummy hash once at start-up, so the first unknown-e-mail sign-in is not faster than later ones.
      await preparePasswordHashing();
      await app.register(routes);
    },
    service,
    async prune() {
      const before = new Date(services.now().getTime() - PRUNE_MARGIN_MS);
      return pruneAuthRecords(services.database.db, before);
    },
  };
}
