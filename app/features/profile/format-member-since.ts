/**
 * "March 4, 2025". Fixed locale and UTC so the server-rendered text and the hydrated text are identical,
 * whatever the server's or the visitor's time zone.
 */
export function formatMemberSince(createdAt: string): string | null {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
