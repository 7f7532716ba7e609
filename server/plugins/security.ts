import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    cspNonce: string;
  }
}

export type SecurityOptions = {
  publicUrl: string;
  /** Further origins trusted for cookie-carrying state changes (ALLOWED_ORIGINS), already normalised. */
  allowedOrigins?: readonly string[];
  isHttps: boolean;
  dev: boolean;
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function contentSecurityPolicy(nonce: string, dev: boolean, isHttps: boolean): string {
  const scriptSrc = dev
    ? `'self' 'nonce-${nonce}' 'unsafe-inline'`
    : `'self' 'nonce-${nonce}' 'strict-dynamic'`;
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    `style-src 'self' ${dev ? "'unsafe-inline'" : `'nonce-${nonce}'`}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Only when the site is served over https: on a plain-http address other than localhost (a LAN IP,
    // a host without TLS) the browser would rewrite every asset URL to https and load none of them.
    ...(isHttps && !dev ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/**
 * Security headers on every response (CSP with a per-request nonce, frame-ancestors 'none', nosniff,
 * Referrer-Policy, HSTS over https) and an Origin / Sec-Fetch-Site check on cookie-carrying state changes.
 */
export const securityPlugin = fp<SecurityOptions>(async (app: FastifyInstance, options) => {
  const trustedOrigins = new Set([new URL(options.publicUrl).origin, ...(options.allowedOrigins ?? [])]);
  app.decorateRequest('cspNonce', '');

  app.addHook('onRequest', async (request, reply) => {
    request.cspNonce = randomBytes(16).toString('base64');
    void reply.header(
      'Content-Security-Policy',
      contentSecurityPolicy(request.cspNonce, options.dev, options.isHttps),
    );
    void reply.header('X-Content-Type-Options', 'nosniff');
    void reply.header('X-Frame-Options', 'DENY');
    void reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    void reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    void reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
    if (options.isHttps)
      void reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (STATE_CHANGING.has(request.method) && request.cookies && hasAuthCookie(request)) {
      assertTrustedOrigin(request, trustedOrigins);
    }
  });
});

function hasAuthCookie(request: FastifyRequest): boolean {
  return Object.keys(request.cookies).some((name) => name.startsWith('sp_'));
}

/**
 * Cookie-authenticated state changes must come from our own pages (CSRF defence in depth on top of
 * SameSite=Lax; decision 010). With an `Origin` header, it must be exactly one of the trusted origins
 * (PUBLIC_URL's and ALLOWED_ORIGINS): `null`, another scheme or port, the request's own Host, anything
 * unparsable are refused. Without one, `Sec-Fetch-Site` must say same-origin (or none: typed by the user).
 * With neither, the caller is not a current browser (every one sends `Origin` on POST/PUT/PATCH/DELETE),
 * so it cannot be a page of another site riding on the user's cookies: allowed.
 */
function assertTrustedOrigin(request: FastifyRequest, trustedOrigins: ReadonlySet<string>): void {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    // Compared as the exact string browsers serialise; nothing of the header is parsed.
    if (typeof origin === 'string' && trustedOrigins.has(origin)) return;
    throw new AppError('cross_site_request', 'Cross-site requests are not allowed.');
  }
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    throw new AppError('cross_site_request', 'Cross-site requests are not allowed.');
  }
}
