import { formatDate } from '../../../core/format.ts';

/**
 * "March 4, 2025". UTC so the server-rendered text and the hydrated text are identical, whatever the
 * server's or the visitor's time zone.
 */
export function formatMemberSince(createdAt: string): string | null {
  return formatDate(createdAt, { timeZone: 'UTC' });
}
