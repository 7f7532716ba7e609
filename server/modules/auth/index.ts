import type { FastifyPluginAsync } from 'fastify';
import type { AppServices } from '../../app.ts';
import type { SessionResolver } from '../../plugins/auth.ts';

// PLACEHOLDER, replaced by the real auth module (service, repository, tokens, routes).
export function createAuthModule(_services: AppServices): { resolveSession: SessionResolver; routes: FastifyPluginAsync } {
  return { resolveSession: async () => null, routes: async () => {} };
}
