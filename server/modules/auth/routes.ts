import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResultSchema,
  recoverSchema,
  resetSchema,
  sessionResultSchema,
  signInSchema,
  signUpSchema,
} from '../../../core/auth.ts';
import { errorBodySchema } from '../../../core/errors.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import { PRIVATE_NO_STORE } from '../../plugins/auth.ts';
import {
  clearAuthCookies,
  readAccessCookie,
  readBearerToken,
  readRefreshCookie,
  setAuthCookies,
} from './cookies.ts';
import { presentAuthResult, presentTokenResponse } from './presenters.ts';
import { refreshLimits } from './rate-limits.ts';
import { okSchema, tokenRequestSchema, tokenResponseSchema } from './schemas.ts';
import { AUTH_ERROR_MESSAGES, type AuthService, type IssuedSession } from './service.ts';

const errorResponses = { 400: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };

const signOutBodySchema = z
  .object({ refresh_token: z.string().max(200).optional() })
  .nullish()
  .describe('Non-browser clients may pass the refresh token to revoke; browsers send the cookies.');

function userAgentOf(request: FastifyRequest): string | undefined {
  return request.headers['user-agent'];
}

/** Auth answers are per-user: no cache may keep them. */
function noStore(reply: FastifyReply): void {
  void reply.header('Cache-Control', PRIVATE_NO_STORE);
}

/** HTML forms and most OAuth client libraries post the token request form-encoded. */
function parseFormBody(
  _request: FastifyRequest,
  body: string,
  done: (error: Error | null, body?: unknown) => void,
): void {
  done(null, Object.fromEntries(new URLSearchParams(body)));
}

/**
 * OAuth 2.0 names an unknown grant `unsupported_grant_type`; every other malformed request keeps our
 * usual `validation_error` with the first message.
 */
function tokenRequestError(validationError: unknown): AppError {
  const first: { instancePath?: string; message?: string } | undefined = hasZodFastifySchemaValidationErrors(
    validationError,
  )
    ? validationError.validation[0]
    : undefined;
  if (first?.instancePath === '/grant_type') {
    return new AppError('unsupported_grant_type', first.message ?? 'Unsupported grant_type.');
  }
  return new AppError('validation_error', first?.message ?? 'The request is not valid.');
}

export function createAuthRoutes(options: { service: AuthService; config: Config }): FastifyPluginAsyncZod {
  const { service, config } = options;
  const secure = config.isHttps;

  function signInBrowser(reply: FastifyReply, issued: IssuedSession, now: Date) {
    setAuthCookies(reply, { tokens: issued, now, secure });
    noStore(reply);
    return presentAuthResult(issued);
  }

  return async (app) => {
    app.addHook('onClose', async () => {
      await service.flushPendingMail();
    });

    app.post(
      '/signup',
      {
        schema: {
          tags: ['auth'],
          summary: 'Create an account and sign in (sets the session cookies)',
          body: signUpSchema,
          response: { 201: authResultSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const issued = await service.signUp({
          email: request.body.email,
          password: request.body.password,
          fullName: request.body.full_name,
          ip: request.ip,
          userAgent: userAgentOf(request),
        });
        return reply.status(201).send(signInBrowser(reply, issued, app.services.now()));
      },
    );

    app.post(
      '/signin',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in with e-mail and password (sets the session cookies)',
          body: signInSchema,
          response: { 200: authResultSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const issued = await service.signIn({
          email: request.body.email,
          password: request.body.password,
          ip: request.ip,
          userAgent: userAgentOf(request),
        });
        return reply.send(signInBrowser(reply, issued, app.services.now()));
      },
    );

    app.get(
      '/session',
      {
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user and access-token expiry, or nulls',
          // `{}` first: signing in is optional here (OpenAPI's way to say so); signed out gets nulls.
          security: [{}, { cookieAuth: [] }, { bearerAuth: [] }],
          response: { 200: sessionResultSchema },
        },
      },
      async (request, reply) => {
        const auth = await request.getAuth();
        noStore(reply);
        return reply.send(auth ? { user: auth.user, session: auth.session } : { user: null, session: null });
      },
    );

    app.post(
      '/recover',
      {
        schema: {
          tags: ['auth'],
          summary: 'Send a password-reset e-mail; answers 200 whether or not the account exists',
          body: recoverSchema,
          response: { 200: okSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        await service.requestPasswordReset({ email: request.body.email, ip: request.ip, log: request.log });
        return reply.send({ ok: true as const });
      },
    );

    app.post(
      '/reset',
      {
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with a reset link token; signs out every other device and signs in',
          body: resetSchema,
          response: { 200: authResultSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const issued = await service.resetPassword({
          token: request.body.token,
          password: request.body.password,
          ip: request.ip,
          userAgent: userAgentOf(request),
        });
        return reply.send(signInBrowser(reply, issued, app.services.now()));
      },
    );

    // Sign-out and refresh carry no body, but clients often send `Content-Type: application/json`
    // anyway; an empty body must not turn "sign me out" into a 400.
    const bodylessRoutes: FastifyPluginAsyncZod = async (scope) => {
      const parseJson = scope.getDefaultJsonParser('error', 'ignore');
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        const text = String(body);
        if (text.trim() === '') return done(null, null);
        void parseJson(request, text, done);
      });

      scope.post(
        '/signout',
        {
          schema: {
            tags: ['auth'],
            summary: 'Revoke the current session and clear the cookies (idempotent)',
            body: signOutBodySchema,
            response: { 204: z.null(), ...errorResponses },
          },
        },
        async (request, reply) => {
          await service.signOut({
            accessToken: readBearerToken(request) ?? readAccessCookie(request),
            refreshToken: request.body?.refresh_token ?? readRefreshCookie(request),
          });
          clearAuthCookies(reply, { secure });
          return reply.status(204).send(null);
        },
      );

      scope.post(
        '/refresh',
        {
          schema: {
            tags: ['auth'],
            summary: 'Rotate the refresh cookie and issue a new access token',
            response: {
              200: authResultSchema,
              401: errorBodySchema,
              403: errorBodySchema,
              429: errorBodySchema,
            },
          },
        },
        async (request, reply) => {
          await enforceRateLimit(app.services.rateLimiter, refreshLimits({ ip: request.ip }));
          const refreshToken = readRefreshCookie(request);
          const issued = refreshToken ? await service.refresh({ refreshToken, log: request.log }) : null;
          if (!issued) {
            clearAuthCookies(reply, { secure });
            throw new AppError('session_expired', AUTH_ERROR_MESSAGES.sessionExpired);
          }
          return reply.send(signInBrowser(reply, issued, app.services.now()));
        },
      );
    };
    await app.register(bodylessRoutes);

    // Own scope: only the token endpoint accepts form-encoded bodies. Signing in through a
    // cross-site HTML form (login CSRF) stays impossible on the cookie endpoints, which need JSON.
    const tokenRoute: FastifyPluginAsyncZod = async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (request, body, done) => {
          parseFormBody(request, String(body), done);
        },
      );

      scope.post(
        '/token',
        {
          attachValidation: true,
          schema: {
            tags: ['auth'],
            summary:
              'OAuth-style token grant (password or refresh_token) for non-browser clients; no cookies',
            consumes: ['application/json', 'application/x-www-form-urlencoded'],
            body: tokenRequestSchema,
            response: { 200: tokenResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
          },
        },
        async (request, reply) => {
          if (request.validationError) throw tokenRequestError(request.validationError);
          const issued = await service.exchangeToken({
            grant: request.body,
            ip: request.ip,
            userAgent: userAgentOf(request),
            log: request.log,
          });
          noStore(reply);
          void reply.header('Pragma', 'no-cache');
          return reply.send(presentTokenResponse({ ...issued, now: app.services.now() }));
        },
      );
    };
    await app.register(tokenRoute);
  };
}
