import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

function body(code: string, message: string) {
  return { error: { code, message } };
}

/** Maps every thrown error to `{error:{code,message}}`; a 5xx never says anything internal. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.details.retryAfterSeconds !== undefined) {
        void reply.header('Retry-After', String(error.details.retryAfterSeconds));
      }
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.status).send(body(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first?.message ?? 'The request is not valid.';
      return reply.status(400).send(body('validation_error', message));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply
        .status(500)
        .send(body('internal_error', 'Something went wrong on our side. Please try again.'));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send(body('rate_limited', 'Too Many Requests. Please wait a moment and try again.'));
    }
    if (status >= 400 && status < 500) {
      const code =
        status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : 'bad_request';
      return reply.status(status).send(body(code, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(body('internal_error', 'Something went wrong on our side. Please try again.'));
  });

  app.setNotFoundHandler((request, reply) => {
    return reply
      .status(404)
      .send(body('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}
