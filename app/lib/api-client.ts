import type { ErrorBody } from '../../core/errors.ts';

// A plain guard rather than core's zod schema, which would pull zod into every page's JavaScript.
function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const { error } = value;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** What every browser API call answers: the parsed body on success, a readable message on failure. */
export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; code: string; message: string };

export type ApiRequest<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /**
   * Narrows the unknown JSON body; a body that does not match counts as a failed call. May be async, for a
   * schema loaded with the first answer it reads.
   */
  parse?: (value: unknown) => T | Promise<T>;
  signal?: AbortSignal;
};

export const NETWORK_MESSAGE = 'We could not reach the server. Check your connection and try again.';
const SERVER_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/**
 * Turns a Retry-After header (seconds or an HTTP date) into a sentence a worried user can act on.
 * Exported for tests; `now` is injectable so the date form can be checked.
 */
export function describeRetryAfter(header: string | null, now: number = Date.now()): string {
  let seconds: number | null = null;
  if (header) {
    const asNumber = Number(header);
    if (Number.isFinite(asNumber)) seconds = Math.max(0, Math.ceil(asNumber));
    else {
      const date = Date.parse(header);
      if (!Number.isNaN(date)) seconds = Math.max(0, Math.ceil((date - now) / 1000));
    }
  }
  if (seconds === null || seconds === 0) return 'Too many attempts. Please wait a moment and try again.';
  if (seconds < 90)
    return `Too many attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;
  const minutes = Math.ceil(seconds / 60);
  return `Too many attempts. Please wait ${minutes} minutes and try again.`;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Same-origin JSON call. Cookies travel automatically; JavaScript never sees the auth tokens. */
export async function apiRequest<T>(path: string, request: ApiRequest<T> = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? 'GET',
      credentials: 'same-origin',
      headers:
        request.body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch {
    return { ok: false, status: 0, code: 'network_error', message: NETWORK_MESSAGE };
  }

  const body = await readJson(response);
  if (response.status === 429) {
    return {
      ok: false,
      status: 429,
      code: 'rate_limited',
      message: describeRetryAfter(response.headers.get('retry-after')),
    };
  }
  if (!response.ok) {
    if (isErrorBody(body) && response.status < 500) {
      return { ok: false, status: response.status, code: body.error.code, message: body.error.message };
    }
    return { ok: false, status: response.status, code: 'server_error', message: SERVER_MESSAGE };
  }
  if (request.parse) {
    try {
      return { ok: true, status: response.status, data: await request.parse(body) };
    } catch {
      return { ok: false, status: response.status, code: 'unexpected_response', message: SERVER_MESSAGE };
    }
  }
  return { ok: true, status: response.status, data: body as T };
}

/** The data of a successful call, or an Error with its readable message: for query libraries that expect a throw. */
export async function requireOk<T>(request: Promise<ApiResult<T>>): Promise<T> {
  const result = await request;
  if (!result.ok) throw new Error(result.message);
  return result.data;
}
