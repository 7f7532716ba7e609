import type { MetaDescriptor } from 'react-router';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../../core/constants.ts';

export const DEFAULT_TITLE = 'Find H1B Visa Sponsored Jobs';
export const DEFAULT_DESCRIPTION =
  'Find jobs at companies that sponsor H1B visas. Search 1,500+ sponsoring companies, updated daily, check your resume with AI and ask the community.';
export const DEFAULT_KEYWORDS = 'H1B jobs, visa sponsorship, jobs, employment, immigration, work visa';
export const SHARE_IMAGE_PATH = '/og-image.png';

export type PageMeta = {
  publicUrl: string;
  siteName: string;
  /** Page title without the site name; the default title when omitted. */
  title?: string;
  description?: string;
  keywords?: string;
  /** Path (and query string, where it matters) of the canonical URL. */
  path: string;
  noindex?: boolean;
  type?: 'website' | 'article';
  /** The page's own share image (path below PUBLIC_URL, 1200x630); the site's default when omitted. */
  image?: { path: string; alt: string };
  jsonLd?: Record<string, unknown>[];
};

/** Every page's title, description, keywords, canonical, Open Graph, Twitter card and robots tags. */
export function buildMeta(page: PageMeta): MetaDescriptor[] {
  const title = `${page.title ?? DEFAULT_TITLE} | ${page.siteName}`;
  const description = page.description ?? DEFAULT_DESCRIPTION;
  const url = `${page.publicUrl}${page.path}`;
  const image = `${page.publicUrl}${page.image?.path ?? SHARE_IMAGE_PATH}`;
  const imageAlt = page.image?.alt ?? `${page.siteName}: H1B visa sponsored jobs`;
  const robots = page.noindex ? 'noindex, nofollow' : 'index, follow';
  return [
    { title },
    { name: 'description', content: description },
    { name: 'keywords', content: page.keywords ?? DEFAULT_KEYWORDS },
    { name: 'robots', content: robots },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: page.siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(SHARE_IMAGE_WIDTH) },
    { property: 'og:image:height', content: String(SHARE_IMAGE_HEIGHT) },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
    ...(page.jsonLd ?? []).map((block) => ({ 'script:ld+json': block })),
  ];
}

/** The root loader's fields that every page's meta needs. */
export type SiteMetaSource = { publicUrl: string; siteName: string };

/**
 * buildMeta for a route's `meta` export. When the root loader failed there is no public URL to build
 * absolute links from, so the page still gets a title and stays out of search results.
 */
export function pageMeta(
  site: SiteMetaSource | undefined,
  page: Omit<PageMeta, 'publicUrl' | 'siteName'>,
): MetaDescriptor[] {
  if (!site) {
    return [{ title: page.title ?? DEFAULT_TITLE }, { name: 'robots', content: 'noindex, nofollow' }];
  }
  return buildMeta({ ...page, publicUrl: site.publicUrl, siteName: site.siteName });
}

/** BreadcrumbList (https://developers.google.com/search/docs/appearance/structured-data/breadcrumb). */
export function buildBreadcrumbJsonLd(
  items: { name: string; path: string }[],
  publicUrl: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${publicUrl}${item.path}`,
    })),
  };
}
