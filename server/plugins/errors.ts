import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { databaseUnavailableCause } from '../../db/errors.ts';
import { AppError, DATABASE_UNAVAILABLE_MESSAGE, DISK_FULL_MESSAGE, diskFullCause } from '../errors.ts';

function body(code: string, message: string) {
  return { error: { code, message } };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** What a 503 for a database outage asks the client to wait before trying again. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

const PAGE_TITLES: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Page Not Found',
  413: 'Request Too Large',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
  507: 'Out of Storage Space',
};

/** A browser asking for a page (not the API) gets the error as a small HTML page, not JSON. */
function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  if (path === '/api' || path.startsWith('/api/')) return false;
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}

function errorPage(status: number, message: string): string {
  const title = PAGE_TITLES[status] ?? (status >= 500 ? 'Something Went Wrong' : 'Request Not Valid');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>` +
    `<p>${escapeHtml(message)}</p><p><a href="/">Go to the home page</a></p></main></body></html>`
  );
}

function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
): FastifyReply {
  void reply.status(status);
  if (wantsPage(request)) {
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(errorPage(status, message));
  }
  return reply.send(body(code, message));
}

/** Maps every thrown error to `{error:{code,message}}`; a 5xx never says anything internal. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.details.retryAfterSeconds !== undefined) {
        void reply.header('Retry-After', String(error.details.retryAfterSeconds));
      }
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return sendError(request, reply, error.status, error.code, error.message);
    }
    const databaseDown = databaseUnavailableCause(error);
    if (databaseDown) {
      // PostgreSQL is down or restarting: the pool reconnects by itself, so the client may try again soon.
      const { code } = databaseDown as { code?: unknown };
      request.log.warn(
        { reason: databaseDown.message, code: typeof code === 'string' ? code : undefined },
        'database unavailable',
      );
      void reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(request, reply, 503, 'service_unavailable', DATABASE_UNAVAILABLE_MESSAGE);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first?.message ?? 'The request is not valid.';
      return sendError(request, reply, 400, 'validation_error', message);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply
        .status(500)
        .send(body('internal_error', 'Something went wrong on our side. Please try again.'));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return sendError(
        request,
        reply,
        429,
        'rate_limited',
        'Too Many Requests. Please wait a moment and try again.',
      );
    }
    if (status >= 400 && status < 500) {
      const code =
        status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : 'bad_request';
      return sendError(request, reply, status, code, error.message);
    }
    const diskFull = diskFullCause(error);
    if (diskFull) {
      // The cause's message only: drizzle's own lists the statement's parameters.
      const { code } = diskFull as { code?: unknown };
      request.log.error({ reason: diskFull.message, code }, 'write refused: the disk is full');
      return sendError(request, reply, 507, 'insufficient_storage', DISK_FULL_MESSAGE);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(
      request,
      reply,
      500,
      'internal_error',
      'Something went wrong on our side. Please try again.',
    );
  });

  app.setNotFoundHandler((request, reply) => {
    return reply
      .status(404)
      .send(body('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}
