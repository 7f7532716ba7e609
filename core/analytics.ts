import { z } from 'zod';

export const PAGE_VIEW_PATH_MAX = 2048;

/** A page view: the path (with query string) and the referrer, reduced to origin + path, no query. */
export const pageViewSchema = z.object({
  path: z.string().trim().min(1).max(PAGE_VIEW_PATH_MAX).startsWith('/', 'path must start with /'),
  referrer: z.string().trim().max(PAGE_VIEW_PATH_MAX).optional().nullable(),
});
export type PageViewInput = z.infer<typeof pageViewSchema>;

/** Keeps only origin and path of a referrer so no query-string data (tokens, e-mails) is stored. */
export function reduceReferrer(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname}`;
  } catch {
    return null;
  }
}

/** Drops secrets from a tracked path (reset tokens travel in /auth?token=...). */
export function scrubPath(pathWithQuery: string): string {
  return pathWithQuery.replace(/([?&]token=)[^&#]*/g, '$1redacted');
}
