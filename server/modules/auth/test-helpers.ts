import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './cookies.ts';

/** A clock the tests move by hand (grace windows, token expiry, link expiry) instead of sleeping. */
export class TestClock {
  private current: number;
  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }
  readonly now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current += ms;
  }
}

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID()}@example.com`;
}

/** A fresh client address per factory call, so per-IP limits never couple unrelated tests. */
export function uniqueIp(): string {
  const [a = 1, b = 1, c = 1] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

export type ResponseCookie = LightMyRequestResponse['cookies'][number];

export function cookieFrom(response: LightMyRequestResponse, name: string): ResponseCookie | undefined {
  return response.cookies.filter((cookie) => cookie.name === name).at(-1);
}

export type AuthCookies = { sp_at: string; sp_rt: string };

/** The session cookies a browser would keep after this response. */
export function authCookiesFrom(response: LightMyRequestResponse): AuthCookies {
  const access = cookieFrom(response, ACCESS_COOKIE);
  const refresh = cookieFrom(response, REFRESH_COOKIE);
  if (!access?.value || !refresh?.value) {
    throw new Error(`expected session cookies, got status ${response.statusCode}: ${response.body}`);
  }
  return { sp_at: access.value, sp_rt: refresh.value };
}

export const DEFAULT_PASSWORD = 'correct horse battery';

/** Signs up a new user through the API and returns the credentials and browser cookies. */
export async function createUser(
  app: FastifyInstance,
  options: { email?: string; password?: string; fullName?: string } = {},
): Promise<{ email: string; password: string; id: string; cookies: AuthCookies }> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? DEFAULT_PASSWORD;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: uniqueIp(),
    payload: { email, password, full_name: options.fullName ?? 'Test User' },
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  const body = response.json<{ user: { id: string } }>();
  return { email, password, id: body.user.id, cookies: authCookiesFrom(response) };
}

export async function getSession(
  app: FastifyInstance,
  cookies: Partial<AuthCookies>,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: '/api/auth/session', cookies });
}

export async function signIn(
  app: FastifyInstance,
  options: { email: string; password: string; ip?: string },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    remoteAddress: options.ip ?? uniqueIp(),
    payload: { email: options.email, password: options.password },
  });
}

export async function refresh(app: FastifyInstance, refreshToken: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { sp_rt: refreshToken } });
}
