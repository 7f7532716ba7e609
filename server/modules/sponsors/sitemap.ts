import type { DbOrTx } from '../../../db/client.ts';
import { paths } from '../../../core/paths.ts';
import { escapeHtml } from '../../../core/html.ts';
import { countSponsors, listSponsorSlugs } from './repository.ts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../community/sql.ts';

/** The sitemap protocol's limit: at most 50,000 URLs per file; more go in numbered files under an index. */
export const SITEMAP_MAX_URLS = 50_000;
/** Rows read per query while streaming: memory stays bounded whatever the number of sponsors. */
const CHUNK = 5000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const day = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString().slice(0, 10);

export const sitemapFilePath = (n: number) => `/sponsors-sitemap-${n}.xml`;

/** How many files the sponsor pages need (1: /sponsors-sitemap.xml is itself the list). */
export async function sitemapFileCount(db: DbOrTx, fileSize = SITEMAP_MAX_URLS): Promise<number> {
  return Math.max(1, Math.ceil((await countSponsors(db)) / fileSize));
}

/** The index of numbered files, for more sponsors than fit one file. */
export async function* sitemapIndex(publicUrl: string, files: number): AsyncGenerator<string> {
  yield `${XML_HEAD}<sitemapindex xmlns="${NS}">\n`;
  for (let n = 1; n <= files; n++)
    yield `<sitemap><loc>${escapeHtml(`${publicUrl}${sitemapFilePath(n)}`)}</loc></sitemap>\n`;
  yield '</sitemapindex>\n';
}

/**
 * One file of sponsor page URLs: the `file`-th run (1-based) of `fileSize` sponsors in id order, read in
 * keyset chunks and written as they come.
 */
export async function* sitemapUrls(
  db: DbOrTx,
  options: { publicUrl: string; file: number; fileSize?: number },
): AsyncGenerator<string> {
  const fileSize = options.fileSize ?? SITEMAP_MAX_URLS;
  yield `${XML_HEAD}<urlset xmlns="${NS}">\n`;
  const [start] = rowsOf<{ id: number }>(
    await db.execute(
      sql`SELECT id FROM sponsors ORDER BY id OFFSET ${(options.file - 1) * fileSize} LIMIT 1`,
    ),
  );
  if (start) {
    let afterId = Number(start.id) - 1;
    let left = fileSize;
    while (left > 0) {
      const chunk = await listSponsorSlugs(db, afterId, Math.min(CHUNK, left));
      if (chunk.length === 0) break;
      let text = '';
      for (const row of chunk) {
        const loc = escapeHtml(`${options.publicUrl}${paths.sponsor(row.slug)}`);
        text += `<url><loc>${loc}</loc><lastmod>${day(row.updated_at)}</lastmod></url>\n`;
      }
      yield text;
      left -= chunk.length;
      afterId = Number(chunk[chunk.length - 1]?.id);
    }
  }
  yield '</urlset>\n';
}

/**
 * The sponsor sitemap files for the site's index (/sitemap.xml): none without sponsors, /sponsors-sitemap.xml
 * while it is one list, else its numbered files (an index may not list another index).
 */
export async function sponsorSitemapFiles(
  db: DbOrTx,
  fileSize = SITEMAP_MAX_URLS,
): Promise<{ path: string }[]> {
  // An empty urlset is not a valid sitemap: list nothing until sponsors are imported.
  const count = await countSponsors(db);
  if (count === 0) return [];
  const files = Math.ceil(count / fileSize);
  if (files === 1) return [{ path: paths.sponsorsSitemap }];
  return Array.from({ length: files }, (_, i) => ({ path: sitemapFilePath(i + 1) }));
}
