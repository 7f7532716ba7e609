import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { TOPIC_CATEGORIES } from '../../../core/community.ts';
import { paths } from '../../../core/paths.ts';
import type { Db } from '../../../db/client.ts';
import { weakEtag } from '../../lib/http-cache.ts';
import { rowsOf } from '../community/sql.ts';
import {
  laterOf,
  type SitemapPagePlan,
  type SitemapReadOptions,
  type SitemapSource,
} from './sitemap-sources.ts';
import {
  renderSitemapIndex,
  renderUrlset,
  SITEMAP_MAX_URLS,
  URLSET_CLOSE,
  URLSET_OPEN,
  xmlEntry,
} from './sitemap-xml.ts';

/** A sitemap file served by another module (e.g. /sponsors-sitemap.xml), listed in the index as it is. */
export type SitemapFile = { path: string; lastModified?: () => Promise<string | null> };

/** A page of the static sitemap; `lastmodFrom` names the source whose latest change dates it. */
export type StaticSitemapPath = { path: string; lastmodFrom?: string };

/**
 * Where the sitemaps come from. Modules register into it when the app is built (see decision 015): a
 * `SitemapSource` gets numbered pages (/sitemap-N.xml) after the ones already there, a `SitemapFile` is
 * listed in the index (and robots.txt) as a sitemap of its own, a static path joins /sitemap-static.xml.
 */
export class SitemapRegistry {
  readonly sources: SitemapSource[] = [];
  readonly files: SitemapFile[] = [];
  readonly staticPaths: StaticSitemapPath[] = [];
  /** Files whose number depends on the data (e.g. the sponsor sitemap splits past 50,000 URLs). */
  readonly fileLists: Array<() => Promise<SitemapFile[]>> = [];

  addSource(source: SitemapSource): void {
    if (this.sources.some((s) => s.name === source.name))
      throw new Error(`sitemap source ${source.name} twice`);
    this.sources.push(source);
  }

  addFile(file: SitemapFile): void {
    this.files.push(file);
  }

  /** Files listed in the index as the data says when it is built; robots.txt names only fixed files. */
  addFileList(list: () => Promise<SitemapFile[]>): void {
    this.fileLists.push(list);
  }

  addStaticPath(entry: StaticSitemapPath): void {
    this.staticPaths.push(entry);
  }
}

export type SitemapOptions = {
  /** URLs per numbered page: the protocol's 50,000 at most (tests make it small). */
  pageSize?: number;
  /** Rows per keyset query while a page streams. */
  batchSize?: number;
  /** How long the page plan (page boundaries, index dates) is reused; 0 recomputes it every time. */
  planTtlMs?: number;
};

type PlannedPage = SitemapPagePlan & { source: SitemapSource; number: number };
type Plan = { pages: PlannedPage[]; latest: Map<string, string | null> };

/** A small document rendered whole (index, static). */
export type SitemapDocument = { body: string; etag: string; lastModified: Date | null };

/** A numbered page: validators now, the body streamed only when it is sent. */
export type SitemapPage = {
  etag: string;
  lastModified: Date | null;
  count: number;
  stream(): Readable;
};

const toDate = (value: string | null) => (value ? new Date(value) : null);

export type Sitemaps = ReturnType<typeof createSitemaps>;

export function createSitemaps(deps: {
  db: Db;
  publicUrl: string;
  now: () => Date;
  registry: SitemapRegistry;
  options?: SitemapOptions;
}) {
  const pageSize = Math.min(SITEMAP_MAX_URLS, Math.max(1, deps.options?.pageSize ?? SITEMAP_MAX_URLS));
  const batchSize = Math.max(1, deps.options?.batchSize ?? 5000);
  const planTtlMs = deps.options?.planTtlMs ?? 5 * 60 * 1000;
  const readOptions = (): SitemapReadOptions => ({ db: deps.db, pageSize, now: deps.now() });
  let cached: { at: number; plan: Promise<Plan> } | null = null;

  async function makePlan(): Promise<Plan> {
    const pages: PlannedPage[] = [];
    const latest = new Map<string, string | null>();
    for (const source of deps.registry.sources) {
      const planned = await source.plan(readOptions());
      latest.set(
        source.name,
        planned.reduce<string | null>((acc, page) => laterOf(acc, page.lastModified), null),
      );
      for (const page of planned) pages.push({ ...page, source, number: pages.length + 1 });
    }
    return { pages, latest };
  }

  /** One plan at a time, shared by concurrent requests, reused for planTtlMs; a failed plan is not kept. */
  function getPlan(): Promise<Plan> {
    const nowMs = Date.now();
    if (cached && nowMs - cached.at < planTtlMs) return cached.plan;
    const plan = makePlan();
    const entry = { at: nowMs, plan };
    cached = entry;
    plan.catch(() => {
      if (cached === entry) cached = null;
    });
    return plan;
  }

  const url = (path: string) => `${deps.publicUrl}${path}`;
  const document = (body: string, lastModified: string | null): SitemapDocument => ({
    body,
    etag: weakEtag(body),
    lastModified: toDate(lastModified),
  });

  async function categoryDates(): Promise<Map<string, string>> {
    const rows = rowsOf<{ category: string; lastmod: string }>(
      await deps.db.execute(sql`
        SELECT topic_category AS category,
               to_char(max(greatest(created_at, edited_at)) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS lastmod
        FROM community_posts WHERE deleted_at IS NULL AND hidden_at IS NULL
        GROUP BY topic_category`),
    );
    return new Map(rows.map((row) => [row.category, row.lastmod]));
  }

  return {
    pageSize,

    /** /sitemap.xml: the static sitemap, every numbered page, then the files other modules serve. */
    async index(): Promise<SitemapDocument> {
      const plan = await getPlan();
      const staticDoc = await this.staticSitemap();
      const entries = [
        { loc: url('/sitemap-static.xml'), lastmod: staticDoc.lastModified?.toISOString() ?? null },
        ...plan.pages.map((page) => ({
          loc: url(`/sitemap-${page.number}.xml`),
          lastmod: page.lastModified,
        })),
      ];
      const listed = await Promise.all(deps.registry.fileLists.map((list) => list()));
      for (const file of [...deps.registry.files, ...listed.flat()]) {
        entries.push({ loc: url(file.path), lastmod: file.lastModified ? await file.lastModified() : null });
      }
      const latest = entries.reduce<string | null>((acc, entry) => laterOf(acc, entry.lastmod), null);
      return document(renderSitemapIndex(entries), latest);
    },

    /** /sitemap-static.xml: landing, /jobs, /community and its categories with posts, then registered paths. */
    async staticSitemap(): Promise<SitemapDocument> {
      const plan = await getPlan();
      const categories = await categoryDates();
      const entries: { loc: string; lastmod: string | null }[] = [
        { loc: url(paths.home), lastmod: null },
        { loc: url(paths.jobs), lastmod: plan.latest.get('jobs') ?? null },
        { loc: url(paths.community), lastmod: plan.latest.get('posts') ?? null },
        ...TOPIC_CATEGORIES.filter((category) => categories.has(category)).map((category) => ({
          loc: url(paths.communityCategory(category)),
          lastmod: categories.get(category) ?? null,
        })),
        ...deps.registry.staticPaths.map((entry) => ({
          loc: url(entry.path),
          lastmod: entry.lastmodFrom ? (plan.latest.get(entry.lastmodFrom) ?? null) : null,
        })),
      ];
      const latest = entries.reduce<string | null>((acc, entry) => laterOf(acc, entry.lastmod), null);
      return document(renderUrlset(entries), latest);
    },

    /** /sitemap-N.xml, or null when there is no page N. */
    async page(number: number): Promise<SitemapPage | null> {
      const plan = await getPlan();
      const page = plan.pages[number - 1];
      if (!page) return null;
      const { source } = page;
      const range = { from: page.from, to: page.to };
      const state = await source.state(range, readOptions());
      if (state.count === 0) {
        // Everything in it left since the plan was made: plan again, so the index stops listing it.
        this.invalidate();
        return null;
      }
      return {
        etag: weakEtag(deps.publicUrl, source.name, String(number), state.fingerprint),
        lastModified: toDate(state.lastModified),
        count: state.count,
        stream() {
          const read = { ...readOptions(), batchSize };
          // Written as the rows come: one batch of rows and its XML in memory at a time.
          async function* chunks(): AsyncGenerator<string> {
            yield URLSET_OPEN;
            for await (const batch of source.entries(range, read)) {
              yield batch.map((entry) => xmlEntry('url', url(entry.path), entry.lastmod)).join('');
            }
            yield URLSET_CLOSE;
          }
          return Readable.from(chunks(), { objectMode: false });
        },
      };
    },

    /** Drops the cached plan (tests; a module may call it after a bulk change). */
    invalidate(): void {
      cached = null;
    },
  };
}
