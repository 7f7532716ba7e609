/**
 * `npm run bench:community [-- --pg postgres://.../bench_community]`: the community budgets of issue 10,
 * each against a naive approach measured in the same run (ratios, not absolute times, are what travel).
 *
 * - Post list, 100,000 posts, every sort x (all + 10 categories), first and second page through the API:
 *   p95 <= 50 ms. Naive: ORDER BY an expression (no index), OFFSET paging, count(*), tags one query per post.
 * - A post with 1,000 comments, GET /comments through the API: p95 <= 100 ms. Naive: the tree fetched level
 *   by level, one query per comment for its replies.
 * - SSR of /community/post/{id} with those comments: p95 <= 300 ms (needs `npm run build`; skipped otherwise).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { POST_SORTS, TOPIC_CATEGORIES, type PostListResponse } from '../core/community.ts';
import { createDatabase, type Database } from '../db/client.ts';
import { buildApp, ROOT_DIR } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { MemoryRateLimiter } from '../server/lib/rate-limiter.ts';
import { rowsOf } from '../server/modules/community/sql.ts';
import { ensurePgDatabase } from './lib/pg-database.ts';

const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const COMMENTS = 1000;
const BUDGET = { list: 50, comments: 100, ssr: 300 };
const pgIndex = process.argv.indexOf('--pg');
const pgUrl = pgIndex > 0 ? process.argv[pgIndex + 1] : undefined;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function time(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function seed(database: Database): Promise<{ postId: string }> {
  const { db } = database;
  const started = performance.now();
  await db.execute(sql`
    INSERT INTO users (email, password_hash, full_name)
    SELECT 'bench' || g || '@bench.invalid', '!', 'Bench User ' || g FROM generate_series(1, 200) g`);
  await db.execute(sql`
    INSERT INTO community_posts (user_id, title, content, topic_category, urgency_level, priority_weight,
      vote_count, comment_count, view_count, author_display_name, content_hash, created_at)
    SELECT u.id, 'Bench post ' || g, repeat('Question about visas and jobs. ', 20),
      (ARRAY[${sql.join(
        TOPIC_CATEGORIES.map((c) => sql`${c}`),
        sql`, `,
      )}])[1 + (g % 10)],
      (ARRAY['low','medium','high','time_sensitive'])[1 + ((g / 7) % 4)],
      (ARRAY[2,4,6,8])[1 + ((g / 7) % 4)],
      (g * 7919) % 500 - 50, 0, (g * 31) % 1000, 'Bench User', md5(g::text),
      now() - (g || ' minutes')::interval
    FROM generate_series(1, ${POSTS}) g
    JOIN (SELECT id, row_number() OVER () AS n FROM users) u ON u.n = 1 + (g % 200)`);
  await db.execute(sql`
    INSERT INTO community_post_tags (post_id, tag_name)
    SELECT id, t FROM community_posts, unnest(ARRAY['h1b','opt']) t WHERE vote_count % 3 = 0`);
  const [post] = rowsOf<{ id: string; user_id: string }>(
    await db.execute(sql`SELECT id, user_id FROM community_posts ORDER BY created_at DESC LIMIT 1`),
  );
  if (!post) throw new Error('no post');
  const users = rowsOf<{ id: string }>(await db.execute(sql`SELECT id FROM users LIMIT 200`)).map(
    (row) => row.id,
  );
  type Node = { id: string; parent: string | null; depth: number; path: string };
  const nodes: Node[] = [];
  for (let i = 0; i < COMMENTS; i += 1) {
    const id = randomUUID();
    const parent = i < 50 || i % 4 === 0 ? undefined : nodes[(i * 7) % nodes.length];
    const usable = parent && parent.depth < 5 ? parent : undefined;
    nodes.push({
      id,
      parent: usable?.id ?? null,
      depth: usable ? usable.depth + 1 : 0,
      path: usable ? `${usable.path}.${id}` : id,
    });
  }
  for (let start = 0; start < nodes.length; start += 250) {
    await db.execute(sql`
      INSERT INTO community_comments (id, post_id, parent_comment_id, user_id, content, depth, path, vote_count, created_at)
      VALUES ${sql.join(
        nodes
          .slice(start, start + 250)
          .map(
            (n, i) =>
              sql`(${n.id}, ${post.id}, ${n.parent}, ${users[(start + i) % users.length] ?? post.user_id}, ${'A helpful answer about stamping and transfers. '.repeat(3)}, ${n.depth}, ${n.path}, ${(start + i) % 13}, now() - (${COMMENTS - start - i} || ' seconds')::interval)`,
          ),
        sql`, `,
      )}`);
  }
  await db.execute(sql`UPDATE community_posts SET comment_count = ${COMMENTS} WHERE id = ${post.id}`);
  await db.execute(sql`ANALYZE`);
  console.log(
    `Seeded ${POSTS} posts and ${COMMENTS} comments in ${Math.round(performance.now() - started)} ms`,
  );
  return { postId: post.id };
}

async function naiveList(database: Database, sort: string, category: string | undefined, page: number) {
  const { db } = database;
  const order =
    sort === 'trending'
      ? sql`(priority_weight + 0) DESC, (created_at + interval '0 s') DESC`
      : sort === 'popular'
        ? sql`(vote_count + 0) DESC`
        : sql`(created_at + interval '0 s') DESC`;
  const where = category
    ? sql`WHERE deleted_at IS NULL AND topic_category = ${category}`
    : sql`WHERE deleted_at IS NULL`;
  const rows = rowsOf<{ id: string }>(
    await db.execute(
      sql`SELECT * FROM community_posts ${where} ORDER BY ${order} LIMIT 20 OFFSET ${page * 20}`,
    ),
  );
  await db.execute(sql`SELECT count(*) FROM community_posts ${where}`);
  for (const row of rows) {
    await db.execute(sql`SELECT tag_name FROM community_post_tags WHERE post_id = ${row.id}`);
  }
}

async function naiveTree(database: Database, postId: string): Promise<number> {
  const { db } = database;
  let count = 0;
  const load = async (parent: string | null): Promise<void> => {
    const rows = rowsOf<{ id: string }>(
      await db.execute(
        parent
          ? sql`SELECT c.*, u.full_name FROM community_comments c JOIN users u ON u.id = c.user_id WHERE c.parent_comment_id = ${parent} ORDER BY vote_count DESC, created_at`
          : sql`SELECT c.*, u.full_name FROM community_comments c JOIN users u ON u.id = c.user_id WHERE c.post_id = ${postId} AND c.parent_comment_id IS NULL ORDER BY vote_count DESC, created_at`,
      ),
    );
    count += rows.length;
    for (const row of rows) await load(row.id);
  };
  await load(null);
  return count;
}

async function main(): Promise<void> {
  if (pgUrl) await ensurePgDatabase(pgUrl, { fresh: true });
  const database = await createDatabase(pgUrl ? { driver: 'pg', url: pgUrl } : { driver: 'pglite' });
  await database.migrate();
  const { postId } = await seed(database);
  const withSsr = existsSync(path.join(ROOT_DIR, 'build/server/index.js'));
  const config = loadConfig(
    { NODE_ENV: 'production', LOG_LEVEL: 'silent' },
    { dataDir: mkdtempSync(path.join(tmpdir(), 'bench-community-')) },
  );
  const app: FastifyInstance = await buildApp({
    config,
    database,
    ssr: withSsr ? 'build' : false,
    rateLimiter: new MemoryRateLimiter(),
    logger: false,
    pruneIntervalMs: 0,
  });
  await app.ready();
  const agent = { 'user-agent': 'Mozilla/5.0 bench' };
  try {
    // Post list: every sort and category, first and second page.
    const ours: number[] = [];
    const naive: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (const sort of POST_SORTS) {
        for (const category of [undefined, ...TOPIC_CATEGORIES]) {
          const query = `/api/community/posts?sort=${sort}${category ? `&category=${category}` : ''}`;
          let cursor = '';
          for (let page = 0; page < 2; page += 1) {
            ours.push(
              await time(async () => {
                const response = await app.inject({
                  method: 'GET',
                  url: `${query}${cursor ? `&cursor=${cursor}` : ''}`,
                  headers: agent,
                });
                cursor = response.json<PostListResponse>().next_cursor ?? '';
              }),
            );
            naive.push(await time(() => naiveList(database, sort, category, page)));
          }
        }
      }
    }
    const listP95 = percentile(ours.slice(ours.length / 3), 95);
    const naiveListP95 = percentile(naive.slice(naive.length / 3), 95);

    // A post with 1,000 comments.
    const tree: number[] = [];
    const naiveTreeTimes: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      tree.push(
        await time(() =>
          app.inject({ method: 'GET', url: `/api/community/posts/${postId}/comments`, headers: agent }),
        ),
      );
      if (i < 10) naiveTreeTimes.push(await time(() => naiveTree(database, postId)));
    }
    const treeP95 = percentile(tree.slice(5), 95);
    const naiveTreeP95 = percentile(naiveTreeTimes.slice(2), 95);

    let ssrP95: number | undefined;
    if (withSsr) {
      const ssr: number[] = [];
      for (let i = 0; i < 30; i += 1) {
        ssr.push(
          await time(() => app.inject({ method: 'GET', url: `/community/post/${postId}`, headers: agent })),
        );
      }
      ssrP95 = percentile(ssr.slice(5), 95);
    }

    const driver = pgUrl ? 'PostgreSQL' : 'PGlite';
    console.log(`\nCommunity benchmark on ${driver}, ${POSTS} posts, a post with ${COMMENTS} comments`);
    console.log(
      `list API (33 sort x category, 2 pages)  p50 ${ms(percentile(ours, 50))}  p95 ${ms(listP95)}  budget ${BUDGET.list} ms  | naive p95 ${ms(naiveListP95)}  (${(naiveListP95 / listP95).toFixed(1)}x)`,
    );
    console.log(
      `comments API (1,000 in a tree)          p50 ${ms(percentile(tree, 50))}  p95 ${ms(treeP95)}  budget ${BUDGET.comments} ms | naive p95 ${ms(naiveTreeP95)}  (${(naiveTreeP95 / treeP95).toFixed(1)}x)`,
    );
    console.log(
      ssrP95 === undefined
        ? 'SSR of the post page: skipped (run `npm run build` first)'
        : `SSR /community/post/{id}               p95 ${ms(ssrP95)}  budget ${BUDGET.ssr} ms`,
    );
    const ok = listP95 <= BUDGET.list && treeP95 <= BUDGET.comments && (ssrP95 ?? 0) <= BUDGET.ssr;
    console.log(ok ? 'All community budgets met.' : 'A community budget was missed.');
    if (!ok) process.exitCode = 1;
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
