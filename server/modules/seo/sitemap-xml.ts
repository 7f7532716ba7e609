/** sitemaps.org protocol 0.9 (https://www.sitemaps.org/protocol.html): the limits and the XML it takes. */
export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** The protocol asks for entity-escaped URLs; characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
export const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

/** One `<url>` (or, with tag 'sitemap', one index entry); `loc` is absolute. */
export function xmlEntry(tag: 'url' | 'sitemap', loc: string, lastmod: string | null): string {
  const date = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(loc)}</loc>${date}</${tag}>\n`;
}

export function renderUrlset(entries: { loc: string; lastmod: string | null }[]): string {
  return URLSET_OPEN + entries.map((e) => xmlEntry('url', e.loc, e.lastmod)).join('') + URLSET_CLOSE;
}

export function renderSitemapIndex(entries: { loc: string; lastmod: string | null }[]): string {
  return (
    `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n` +
    entries.map((e) => xmlEntry('sitemap', e.loc, e.lastmod)).join('') +
    '</sitemapindex>\n'
  );
}
