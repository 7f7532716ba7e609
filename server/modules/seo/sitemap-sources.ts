import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { paths } from '../../../core/paths.ts';
import { rowsOf } from '../community/sql.ts';

/** One URL of a sitemap page: the path below PUBLIC_URL and when its page last changed (W3C datetime, UTC). */
export type SitemapEntry = { path: string; lastmod: string | null };

/** A numbered page of one source: the keys it spans, `from` inclusive and `to` exclusive (null: open). */
export type SitemapRange = { from: string | null; to: string | null };

export type SitemapPagePlan = SitemapRange & {
  /** URLs in the page when the plan was made. */
  count: number;
  /** The latest change of the page: an entry's lastmod, or an entry leaving it (expired, hidden, deleted). */
  lastModified: string | null;
};

/** What the page holds right now, cheap to compute: its validators come from it, its body is not read. */
export type SitemapPageState = { count: number; fingerprint: string; lastModified: string | null };

export type SitemapReadOptions = { db: DbOrTx; pageSize: number; now: Date };

/**
 * A kind of public page listed in the numbered sitemaps (jobs, posts; sponsors register theirs). Pages are
 * ranges of one ordered key, so a page is read with keyset pagination and never with OFFSET.
 */
export type SitemapSource = {
  name: string;
  /** Splits the listed entries into pages of at most `pageSize`, in key order. */
  plan(options: SitemapReadOptions): Promise<SitemapPagePlan[]>;
  state(range: SitemapRange, options: SitemapReadOptions): Promise<SitemapPageState>;
  /** The page's entries in key order, `batchSize` rows per query, at most `pageSize` in all. */
  entries(
    range: SitemapRange,
    options: SitemapReadOptions & { batchSize: number },
  ): AsyncGenerator<SitemapEntry[], void, undefined>;
};

/** How a table becomes a sitemap source. Every SQL fragment reads the row under the alias `t`. */
export type KeysetTableSpec = {
  name: string;
  /** `FROM` target with the alias t, e.g. sql`jobs t`. */
  from: SQL;
  /** The ordered unique key as text is compared in its own type: sql`t.id` with `keyType` 'bigint'. */
  key: SQL;
  keyType: 'bigint' | 'uuid' | 'text';
  /** A listed row (public, not expired); gets the request's clock. */
  listed(now: Date): SQL;
  /** When a listed row's page last changed (timestamptz). */
  lastmod: SQL;
  /** When an unlisted row left the sitemap (timestamptz, may be null). */
  removedAt(now: Date): SQL;
  path(key: string): string;
};

const W3C_DATETIME = 'YYYY-MM-DD"T"HH24:MI:SS"Z"';
const formatUtc = (value: SQL) => sql`to_char((${value}) AT TIME ZONE 'UTC', ${W3C_DATETIME})`;

function keyParam(spec: KeysetTableSpec, value: string): SQL {
  return sql`${value}::${sql.raw(spec.keyType)}`;
}

function rangeCondition(spec: KeysetTableSpec, range: SitemapRange): SQL {
  const parts: SQL[] = [sql`true`];
  if (range.from !== null) parts.push(sql`${spec.key} >= ${keyParam(spec, range.from)}`);
  if (range.to !== null) parts.push(sql`${spec.key} < ${keyParam(spec, range.to)}`);
  return sql.join(parts, sql` AND `);
}

/** The later of two W3C datetimes (same format, so they compare as text). */
export function laterOf(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a > b ? a : b;
}

/** A sitemap source over one table, read with keyset pagination on its key (see KeysetTableSpec). */
export function keysetTableSource(spec: KeysetTableSpec): SitemapSource {
  return {
    name: spec.name,

    async plan({ db, pageSize, now }) {
      // One ordered pass: every row (listed or not) gets the page of the last listed row at or before it,
      // so a page's range also holds the rows that left it, and their removal times date the page.
      const size = sql`${pageSize}::int`;
      const rows = rowsOf<{
        first_key: string | null;
        n: number;
        lastmod: string | null;
        removed: string | null;
      }>(
        await db.execute(sql`
          SELECT max(first_key) AS first_key,
                 count(*) FILTER (WHERE listed)::int AS n,
                 ${formatUtc(sql`max(lastmod) FILTER (WHERE listed)`)} AS lastmod,
                 ${formatUtc(sql`max(removed)`)} AS removed
          FROM (
            SELECT listed, lastmod, removed, greatest(c - 1, 0) / ${size} AS page,
                   CASE WHEN listed AND (c - 1) % ${size} = 0 THEN k::text END AS first_key
            FROM (
              SELECT k, listed, lastmod, CASE WHEN listed THEN NULL ELSE removed END AS removed,
                     count(*) FILTER (WHERE listed) OVER (ORDER BY k) AS c
              FROM (
                SELECT ${spec.key} AS k, (${spec.listed(now)}) AS listed, ${spec.lastmod} AS lastmod,
                       ${spec.removedAt(now)} AS removed
                FROM ${spec.from}
              ) AS r
            ) AS counted
          ) AS numbered
          GROUP BY page ORDER BY page`),
      );
      const pages = rows.filter((row) => row.n > 0 && row.first_key !== null);
      return pages.map((row, index) => ({
        // The first page starts open, so rows before its first listed one (removed) still date it.
        from: index === 0 ? null : String(row.first_key),
        to: pages[index + 1]?.first_key ?? null,
        count: Math.min(row.n, pageSize),
        lastModified: laterOf(row.lastmod, row.removed),
      }));
    },

    async state(range, { db, pageSize, now }) {
      const within = rangeCondition(spec, range);
      const [row] = rowsOf<{ n: number; keys: string; lastmod: string | null; removed: string | null }>(
        await db.execute(sql`
          WITH page AS (
            SELECT ${spec.key} AS k, ${spec.lastmod} AS lastmod FROM ${spec.from}
            WHERE ${within} AND (${spec.listed(now)})
            ORDER BY ${spec.key} LIMIT ${pageSize}
          )
          SELECT count(*)::int AS n,
                 coalesce(sum(hashtextextended(k::text || '@' || coalesce(lastmod::text, ''), 0)), 0)::text AS keys,
                 ${formatUtc(sql`max(lastmod)`)} AS lastmod,
                 (SELECT ${formatUtc(sql`max(${spec.removedAt(now)})`)} FROM ${spec.from}
                   WHERE ${within} AND NOT (${spec.listed(now)})) AS removed
          FROM page`),
      );
      const count = row?.n ?? 0;
      return {
        count,
        fingerprint: `${count}:${row?.keys ?? ''}`,
        lastModified: laterOf(row?.lastmod ?? null, row?.removed ?? null),
      };
    },

    async *entries(range, { db, pageSize, now, batchSize }) {
      let after: string | null = null;
      let left = pageSize;
      while (left > 0) {
        const limit = Math.min(batchSize, left);
        const conditions = [rangeCondition(spec, range), sql`(${spec.listed(now)})`];
        if (after !== null) conditions.push(sql`${spec.key} > ${keyParam(spec, after)}`);
        const rows = rowsOf<{ k: string; lastmod: string | null }>(
          await db.execute(sql`
            SELECT ${spec.key}::text AS k, ${formatUtc(spec.lastmod)} AS lastmod FROM ${spec.from}
            WHERE ${sql.join(conditions, sql` AND `)}
            ORDER BY ${spec.key} LIMIT ${limit}`),
        );
        if (rows.length === 0) return;
        yield rows.map((row) => ({ path: spec.path(row.k), lastmod: row.lastmod }));
        after = rows[rows.length - 1]?.k ?? null;
        left -= rows.length;
        if (rows.length < limit) return;
      }
    },
  };
}

/** Jobs still open (SPEC: expired jobs are left out); a job's lastmod is when its content last changed. */
export const jobsSitemapSource = keysetTableSource({
  name: 'jobs',
  from: sql`jobs t`,
  key: sql`t.id`,
  keyType: 'bigint',
  listed: (now) => sql`t.expires_at IS NULL OR t.expires_at > ${now.toISOString()}::timestamptz`,
  lastmod: sql`t.updated_at`,
  removedAt: () => sql`t.expires_at`,
  path: (key) => paths.job(key),
});

/**
 * Community posts anyone may read: not deleted, not hidden by flags. A post page changes with its visible
 * comments, so its lastmod is the latest of the post's own edit and its comments' creation or edit.
 */
export const postsSitemapSource = keysetTableSource({
  name: 'posts',
  from: sql`community_posts t`,
  key: sql`t.id`,
  keyType: 'uuid',
  listed: () => sql`t.deleted_at IS NULL AND t.hidden_at IS NULL`,
  lastmod: sql`greatest(t.created_at, t.edited_at, (
    SELECT max(greatest(c.created_at, c.edited_at)) FROM community_comments c
    WHERE c.post_id = t.id AND NOT c.is_deleted AND c.hidden_at IS NULL))`,
  removedAt: () => sql`greatest(t.deleted_at, t.hidden_at)`,
  path: (key) => paths.communityPost(key),
});
