import { paths } from '../../../core/paths.ts';

/**
 * Paths crawlers must not fetch: personal pages (SPEC: /auth, /resume and /profile are not indexed), the
 * moderators' queue and the JSON API. The social-preview function under /api is what crawlers are sent
 * to for a post, so it stays open (Google and Bing take the longest matching rule, Allow wins a tie).
 */
export const ROBOTS_DISALLOW = [paths.auth, paths.resume, paths.profile, paths.communityReview, '/api'];
export const ROBOTS_ALLOW = ['/api/social-preview'];

/** robots.txt (RFC 9309) with absolute Sitemap lines. */
export function renderRobotsTxt(options: { publicUrl: string; sitemapPaths: string[] }): string {
  return [
    'User-agent: *',
    ...ROBOTS_ALLOW.map((path) => `Allow: ${path}`),
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    ...[...new Set(options.sitemapPaths)].map((path) => `Sitemap: ${options.publicUrl}${path}`),
    '',
  ].join('\n');
}
