import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isNotModified, weakEtag } from '../../lib/http-cache.ts';
import { cardText } from './og-image.ts';
import { renderRobotsTxt } from './robots.ts';
import { parseSitemapPath } from './routes.ts';
import { escapeXml, renderUrlset } from './sitemap-xml.ts';

const requestWith = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe('parseSitemapPath (SPEC: /sitemap*, /sitemap.xml, /sitemap-index.xml, /sitemap-static.xml, /sitemap-{page}.xml, /sitemap-{page})', () => {
  it.each([
    ['/sitemap.xml', { variant: 'index' }],
    ['/sitemap', { variant: 'index' }],
    ['/sitemap-index.xml', { variant: 'index' }],
    ['/sitemap-index', { variant: 'index' }],
    ['/sitemap-static.xml', { variant: 'static' }],
    ['/sitemap-static', { variant: 'static' }],
    ['/sitemap-1.xml', { variant: 'page', page: 1 }],
    ['/sitemap-20', { variant: 'page', page: 20 }],
  ])('%s', (path, expected) => {
    expect(parseSitemapPath(path)).toEqual(expected);
  });

  it.each([
    '/sitemap-0.xml',
    '/sitemap-01.xml',
    '/sitemap-1234567.xml',
    '/sitemap-x.xml',
    '/sitemaps.xml',
    '/sitemap.xml.gz',
    '/sitemap-1.xml/',
  ])('refuses %s', (path) => {
    expect(parseSitemapPath(path)).toBeNull();
  });
});

describe('sitemap XML', () => {
  it('escapes entities and drops characters XML 1.0 forbids', () => {
    expect(escapeXml(`a&b<c>"d'\u0001\uFFFE`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    expect(renderUrlset([{ loc: 'https://x.example/community?category=a&b', lastmod: null }])).toContain(
      '<loc>https://x.example/community?category=a&amp;b</loc>',
    );
  });
});

describe('validators', () => {
  const validators = { etag: weakEtag('body'), lastModified: new Date('2026-11-20T10:00:00.500Z') };
  it('If-None-Match decides when present (weak comparison, lists, *)', () => {
    expect(isNotModified(requestWith({ 'if-none-match': validators.etag }), validators)).toBe(true);
    expect(
      isNotModified(requestWith({ 'if-none-match': `"x", ${validators.etag.slice(2)}` }), validators),
    ).toBe(true);
    expect(isNotModified(requestWith({ 'if-none-match': '*' }), validators)).toBe(true);
    expect(
      isNotModified(
        requestWith({ 'if-none-match': '"other"', 'if-modified-since': 'Fri, 20 Nov 2026 10:00:00 GMT' }),
        validators,
      ),
    ).toBe(false);
  });
  it('If-Modified-Since compares to the second', () => {
    expect(
      isNotModified(requestWith({ 'if-modified-since': 'Fri, 20 Nov 2026 10:00:00 GMT' }), validators),
    ).toBe(true);
    expect(
      isNotModified(requestWith({ 'if-modified-since': 'Fri, 20 Nov 2026 09:59:59 GMT' }), validators),
    ).toBe(false);
    expect(isNotModified(requestWith({ 'if-modified-since': 'garbage' }), validators)).toBe(false);
  });
});

describe('cardText', () => {
  it('drops emoji, joiners and controls, and cuts whole code points with an ellipsis', () => {
    expect(cardText('Data 👩🏽‍💻 Engineer 🇺🇸\u202E\u0007', 100)).toBe('Data Engineer');
    const cut = cardText('𝒜'.repeat(50), 10);
    expect(Array.from(cut)).toHaveLength(10);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe('robots.txt', () => {
  it('lists each sitemap once, absolute', () => {
    const text = renderRobotsTxt({
      publicUrl: 'https://a.example',
      sitemapPaths: ['/sitemap.xml', '/sponsors-sitemap.xml', '/sitemap.xml'],
    });
    expect(text.split('\n').filter((line) => line.startsWith('Sitemap:'))).toEqual([
      'Sitemap: https://a.example/sitemap.xml',
      'Sitemap: https://a.example/sponsors-sitemap.xml',
    ]);
  });
});
