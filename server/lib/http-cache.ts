import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The validators of one representation: an entity tag and, when known, when it last changed. */
export type Validators = { etag: string; lastModified: Date | null };

/** A weak entity tag for `parts` (weak: compression may change the bytes, not the meaning). */
export function weakEtag(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return `W/"${hash.digest('base64url').slice(0, 27)}"`;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * RFC 9110 section 13.2.2: If-None-Match (weak comparison) decides when present; otherwise
 * If-Modified-Since against Last-Modified, to the second.
 */
export function isNotModified(request: FastifyRequest, validators: Validators): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (typeof ifNoneMatch === 'string' && ifNoneMatch.trim() !== '') {
    if (ifNoneMatch.trim() === '*') return true;
    const wanted = opaque(validators.etag);
    return ifNoneMatch.split(',').some((tag) => opaque(tag) === wanted);
  }
  const ifModifiedSince = request.headers['if-modified-since'];
  if (typeof ifModifiedSince === 'string' && validators.lastModified) {
    const since = Date.parse(ifModifiedSince);
    if (Number.isNaN(since)) return false;
    return Math.floor(validators.lastModified.getTime() / 1000) <= Math.floor(since / 1000);
  }
  return false;
}

/**
 * Sets ETag, Last-Modified and Cache-Control; answers 304 without a body (returns true) when the caller's
 * copy is current. Only for answers that are the same for everyone.
 */
export function answerConditionally(
  request: FastifyRequest,
  reply: FastifyReply,
  validators: Validators,
  cacheControl: string,
): boolean {
  void reply.header('ETag', validators.etag);
  if (validators.lastModified) void reply.header('Last-Modified', validators.lastModified.toUTCString());
  void reply.header('Cache-Control', cacheControl);
  if (!isNotModified(request, validators)) return false;
  void reply.status(304).send();
  return true;
}
