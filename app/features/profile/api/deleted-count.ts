import type { DeletedCount } from '../../../../core/personalization/api.ts';

/** `{ deleted }`: how many rows a clear removed. A shape check: zod is loaded only for forms (schemas.ts). */
export function readDeletedCount(value: unknown): DeletedCount {
  const body = value as Partial<DeletedCount> | null;
  if (!body || typeof body.deleted !== 'number') throw new Error('unexpected deleted count');
  return body as DeletedCount;
}
