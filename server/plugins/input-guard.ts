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

type Problem = 'unstorable' | 'too_deep' | null;

/** What, if anything, in a parsed value (keys included) cannot be taken: an unstorable string, or nesting past MAX_DEPTH. */
function findProblem(value: unknown, depth = 0): Problem {
  if (typeof value === 'string') return isUnstorableString(value) ? 'unstorable' : null;
  if (value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return null;
  if (typeof (value as { pipe?: unknown }).pipe === 'function') return null; // a stream: read by its route
  if (depth >= MAX_DEPTH) return 'too_deep';
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) {
      const problem = findProblem(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (isUnstorableString(key)) return 'unstorable';
    const problem = findProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** Whether any string in a parsed value (keys included) cannot be stored. */
export function containsUnstorableText(value: unknown): boolean {
  return findProblem(value) === 'unstorable';
}

function check(value: unknown): void {
  const problem = findProblem(value);
  if (problem === 'unstorable') throw new AppError('bad_request', UNSTORABLE_TEXT_MESSAGE);
  if (problem === 'too_deep') throw new AppError('bad_request', 'The request is nested too deeply.');
}

function checkUrlAndHeaders(request: FastifyRequest): void {
  check(request.query);
  check(request.params);
  // The path as decoded, for routes that read it whole (the page handler, the API's 404).
  const path = request.url.split('?')[0] ?? '';
  let decodedPath = path;
  try {
    decodedPath = decodeURIComponent(path);
  } catch {
    // A malformed escape is not a NUL; the router answers for it.
  }
  check(decodedPath);
  for (const value of Object.values(request.headers)) check(value);
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
    check(request.body);
  });
});
