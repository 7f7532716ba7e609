import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

/** How deep a JSON body is walked; deeper nesting is refused rather than walked (no route takes it). */
const MAX_DEPTH = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE =
  'The request contains characters that cannot be stored (a NUL byte or a broken Unicode surrogate).';

/**
 * True for a string PostgreSQL cannot store as text: one with a NUL character, or one that is not
 * well-formed UTF-16 (a lone surrogate, which has no UTF-8 encoding and would be silently replaced).
 */
export function isUnstorableString(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

/** Whether any string in a parsed value (keys included) is unstorable; nesting past MAX_DEPTH counts as such. */
export function containsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isUnstorableString(value);
  if (value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return false;
  if (typeof (value as { pipe?: unknown }).pipe === 'function') return false; // a stream: read by its route
  if (depth >= MAX_DEPTH) return true;
  if (Array.isArray(value)) return value.some((item) => containsUnstorableText(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => isUnstorableString(key) || containsUnstorableText(item, depth + 1),
  );
}

function refuse(): never {
  throw new AppError('bad_request', UNSTORABLE_TEXT_MESSAGE);
}

function checkUrlAndHeaders(request: FastifyRequest): void {
  if (containsUnstorableText(request.query) || containsUnstorableText(request.params)) refuse();
  // The path as decoded, for routes that read it whole (the page handler, the API's 404).
  const path = request.url.split('?')[0] ?? '';
  let decodedPath = path;
  try {
    decodedPath = decodeURIComponent(path);
  } catch {
    // A malformed escape is not a NUL; the router answers for it.
  }
  if (isUnstorableString(decodedPath)) refuse();
  for (const value of Object.values(request.headers)) {
    if (value !== undefined && containsUnstorableText(value)) refuse();
  }
}

/**
 * Refuses, once for every route present and future, input that PostgreSQL cannot store as text: NUL
 * (`\u0000`, `%00`) and lone surrogates, anywhere in the path, query string, route params, headers or a
 * parsed body (JSON, form). 400 `bad_request` before any handler runs, so no query ever sees it: never a
 * 500 with SQL in the log. Pages get the same 400 as an HTML page (plugins/errors.ts).
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  // The URL and headers before anything else (authentication included); the body once it is parsed.
  app.addHook('onRequest', async (request) => {
    checkUrlAndHeaders(request);
  });
  app.addHook('preValidation', async (request) => {
    if (containsUnstorableText(request.body)) refuse();
  });
});
