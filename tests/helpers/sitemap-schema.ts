import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/sitemaps');
const schema = (name: 'sitemap.xsd' | 'siteindex.xsd') => ({
  fileName: name,
  contents: readFileSync(path.join(FIXTURES, name), 'utf8'),
});

/**
 * Validates a sitemap (urlset) or sitemap index against the vendored sitemaps.org 0.9 XSD with xmllint
 * (libxml2 compiled to WebAssembly). Returns the validator's error messages; empty when valid.
 */
export async function sitemapSchemaErrors(xml: string, kind: 'urlset' | 'index'): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [schema(kind === 'urlset' ? 'sitemap.xsd' : 'siteindex.xsd')],
    // 50,000-URL files are ~6 MB: room for the document tree (64 KiB pages, 1 GiB at most).
    initialMemoryPages: 1024,
    maxMemoryPages: 16384,
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}

/** The <loc> values of a sitemap or index, in order. */
export function locsOf(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));
}

/** loc -> lastmod of a sitemap (null when the entry has none). */
export function lastmodsOf(xml: string): Map<string, string | null> {
  return new Map(
    [...xml.matchAll(/<loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?/g)].map((match) => [
      (match[1] ?? '').replaceAll('&amp;', '&'),
      match[2] ?? null,
    ]),
  );
}
