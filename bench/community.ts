/**
 * `npm run bench:community [-- --pg postgres://127.0.0.1/sp_community_bench] [--posts N] [--seed N]
 * [--rounds N] [--reuse]`: the
 * community budgets of issue 10, each against a naive approach measured in the same run (ratios, not
 * absolute times, are what travel between machines). Decision 022 explains the figures.
 *
 * Data (seeded, the seed is printed): N posts (100,000 on PostgreSQL, 20,000 on PGlite unless --posts) with
 * random categories, urgency, votes, ages, tags and a few deleted or hidden; 30% of the posts carry
 * top-level comments; one post has a 1,000-comment thread of random shape (depth <= 5).
 *
 * - Post list through the API: random walks of 1-3 pages (following cursors) over every sort x (all + 10
 *   categories), in random order: p95 <= 50 ms. Naive: ORDER BY expressions no index serves, OFFSET
 *   paging, count(*), tags one query per post.
 * - The 1,000-comment post, GET /comments through the API: p95 <= 100 ms. Naive: the tree fetched level by
 *   level, one query per comment for its replies.
 * - SSR of /community/post/{id} (needs `npm run build`): p95 <= 300 ms. Naive: React rendering every one of
 *   the 1,000 comments into the page (what the page did before its comment window), timed as the render
 *   alone, so the naive figure is a lower bound.
 */
import './lib/production-env.ts';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  POST_SORTS,
  TOPIC_CATEGORIES,
  type CommentListResponse,
  type PostListResponse,
  type PostSort,
  type TopicCategory,
} from '../core/community.ts';
import { createDatabase, type Database } from '../db/client.ts';
import { buildApp, ROOT_DIR } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { MemoryRateLimiter } from '../server/lib/rate-limiter.ts';
import { Random } from '../server/modules/jobs/demo/random.ts';
import { rowsOf } from '../server/modules/community/sql.ts';
import { ensurePgDatabase } from './lib/pg-database.ts';
import { renderFullThread } from './lib/community-render.tsx';

const { values } = parseArgs({
  options: {
    pg: { type: 'string' },
    posts: { type: 'string' },
    seed: { type: 'string' },
    rounds: { type: 'string', default: '2' },
    /** Keep the data of an earlier run with the same --posts and --seed (PostgreSQL; seeding takes minutes). */
    reuse: { type: 'boolean', default: false },
  },
});
const ROUNDS = Math.max(1, Number(values.rounds));
const pgUrl = values.pg;
const POSTS = Number(values.posts ?? (pgUrl ? 100_000 : 20_000));
const SEED = values.seed ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);
const COMMENTS = 1000;
const USERS = 2000;
const BUDGET = { list: 50, comments: 100, ssr: 300 };

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function time(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const PHRASES = [
  'Got selected in the second round of the lottery, what are the next steps with my employer? ',
  'My stamping appointment in Hyderabad was moved twice; has anyone had 221(g) after the interview? ',
  'Transferring H1B to a startup while my I-140 is approved: is the priority date kept? ',
  'OPT STEM extension was approved after 70 days, see https://www.uscis.gov/opt for the form. ',
  'Cap-gap ended before the change of status came through; I kept working under the receipt. ',
  'Layoff at day 45 of the 60-day grace period; a B2 filing bought me time to find a sponsor. ',
  'PERM audit took eight months; the recruitment ads must match the job description exactly. ',
];
const TAGS = ['h1b', 'opt', 'stem', 'lottery', 'stamping', 'transfer', 'perm', 'i140', 'layoff', 'cap-gap'];

/**
 * A random number in [0, 1) per row `g` and column `k`, from PostgreSQL's own hash so that a hundred
 * thousand rows are generated in SQL on both drivers, yet repeat exactly for a seed.
 */
function rnd(seed: number, k: number) {
  return sql.raw(`((hashint8(g::bigint * 97 + ${k}) # ${seed}) & 2147483647)::float8 / 2147483648`);
}

async function seed(database: Database, random: Random): Promise<{ postId: string }> {
  const { db } = database;
  const started = performance.now();
  const s = SEED % 1_000_000_007;
  await db.execute(sql`
    INSERT INTO users (email, password_hash, full_name, created_at)
    SELECT 'bench' || g || '@bench.invalid', '!', 'Bench User ' || g,
      now() - (${rnd(s, 1)} * 900 || ' days')::interval
    FROM generate_series(1, ${USERS}) g`);
  const categories = sql.raw(`(ARRAY[${TOPIC_CATEGORIES.map((c) => `'${c}'`).join(',')}])`);
  const phrases = sql.raw(`(ARRAY[${PHRASES.map((p) => `'${p.replace(/'/g, "''")}'`).join(',')}])`);
  await db.execute(sql`
    INSERT INTO community_posts (user_id, title, content, topic_category, urgency_level, priority_weight,
      vote_count, comment_count, view_count, share_count, author_display_name, content_hash, created_at,
      deleted_at, hidden_at)
    SELECT u.id, 'Bench question ' || g || ': ' || left(${phrases}[1 + floor(${rnd(s, 2)} * ${PHRASES.length})::int], 80),
      repeat(${phrases}[1 + floor(${rnd(s, 3)} * ${PHRASES.length})::int], 1 + floor(${rnd(s, 4)} * 18)::int),
      ${categories}[1 + floor(${rnd(s, 5)} * 10)::int],
      (ARRAY['low','medium','high','time_sensitive'])[1 + floor(${rnd(s, 6)} * 4)::int],
      0,
      floor(power(${rnd(s, 7)}, 3) * 600)::int - 20, 0, floor(${rnd(s, 8)} * 5000)::int,
      floor(${rnd(s, 9)} * 30)::int, u.full_name, md5(g::text || ${String(s)}),
      now() - (${rnd(s, 10)} * 365 * 24 * 3600 || ' seconds')::interval,
      CASE WHEN ${rnd(s, 11)} < 0.02 THEN now() END,
      CASE WHEN ${rnd(s, 12)} < 0.005 THEN now() END
    FROM generate_series(1, ${POSTS}) g
    JOIN (SELECT id, full_name, row_number() OVER (ORDER BY email) AS n FROM users) u
      ON u.n = 1 + floor(${rnd(s, 13)} * ${USERS})::int`);
  await db.execute(sql`
    UPDATE community_posts SET priority_weight = CASE urgency_level
      WHEN 'time_sensitive' THEN 8 WHEN 'high' THEN 6 WHEN 'medium' THEN 4 ELSE 2 END`);
  const tags = sql.raw(`(ARRAY[${TAGS.map((t) => `'${t}'`).join(',')}])`);
  await db.execute(sql`
    INSERT INTO community_post_tags (post_id, tag_name)
    SELECT p.id, ${tags}[1 + floor(${rnd(s, 14)} * ${TAGS.length})::int]
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM community_posts) p
    CROSS JOIN LATERAL generate_series(p.n * 8, p.n * 8 + (p.n % 4)) g
    ON CONFLICT DO NOTHING`);
  // Top-level comments on 30% of the posts, so the comments table is not just the one big thread.
  await db.execute(sql`
    INSERT INTO community_comments (id, post_id, user_id, content, depth, path, vote_count, created_at)
    SELECT c.id, c.post_id, c.user_id, c.content, 0, c.id::text, c.vote_count, c.created_at
    FROM (
      SELECT gen_random_uuid() AS id, p.id AS post_id, p.user_id,
        ${phrases}[1 + floor(${rnd(s, 15)} * ${PHRASES.length})::int] AS content,
        floor(${rnd(s, 16)} * 20)::int AS vote_count, p.created_at + interval '1 hour' AS created_at
      FROM (SELECT id, user_id, created_at, row_number() OVER (ORDER BY id) AS n FROM community_posts) p
      CROSS JOIN LATERAL generate_series(p.n * 4, p.n * 4 + (p.n % 7)) g
      WHERE p.n % 10 < 3
    ) c`);

  // The big thread: a random tree, replies to random earlier comments while they are shallower than 5.
  const [post] = rowsOf<{ id: string; user_id: string }>(
    await db.execute(sql`
      SELECT id, user_id FROM community_posts WHERE deleted_at IS NULL AND hidden_at IS NULL
      ORDER BY created_at DESC LIMIT 1`),
  );
  if (!post) throw new Error('no post');
  await db.execute(sql`DELETE FROM community_comments WHERE post_id = ${post.id}`);
  const users = rowsOf<{ id: string }>(await db.execute(sql`SELECT id FROM users ORDER BY email`)).map(
    (row) => row.id,
  );
  type Node = { id: string; parent: string | null; depth: number; path: string };
  const nodes: Node[] = [];
  for (let i = 0; i < COMMENTS; i += 1) {
    const id = randomUUID();
    const candidate = i > 0 && random.chance(0.7) ? nodes[random.int(0, nodes.length - 1)] : undefined;
    const parent = candidate && candidate.depth < 5 ? candidate : undefined;
    nodes.push({
      id,
      parent: parent?.id ?? null,
      depth: parent ? parent.depth + 1 : 0,
      path: parent ? `${parent.path}.${id}` : id,
    });
  }
  for (let start = 0; start < nodes.length; start += 200) {
    await db.execute(sql`
      INSERT INTO community_comments (id, post_id, parent_comment_id, user_id, content, depth, path,
        vote_count, is_deleted, created_at)
      VALUES ${sql.join(
        nodes.slice(start, start + 200).map((node, i) => {
          const content = Array.from({ length: random.int(1, 4) }, () => random.pick(PHRASES)).join('\n');
          const deleted = random.chance(0.01);
          return sql`(${node.id}, ${post.id}, ${node.parent}, ${random.pick(users)}, ${content}, ${node.depth},
            ${node.path}, ${Math.floor(random.next() ** 3 * 60) - 3}, ${deleted},
            now() - (${COMMENTS - start - i} || ' minutes')::interval)`;
        }),
        sql`, `,
      )}`);
  }
  await db.execute(sql`
    UPDATE community_posts p SET comment_count = c.n
    FROM (SELECT post_id, count(*)::int AS n FROM community_comments WHERE NOT is_deleted GROUP BY 1) c
    WHERE c.post_id = p.id`);
  await db.execute(sql`ANALYZE`);
  console.log(
    `Seeded ${POSTS} posts, ${USERS} users and a ${COMMENTS}-comment thread in ${Math.round(performance.now() - started)} ms`,
  );
  return { postId: post.id };
}

/** The data of an earlier run (--reuse): its posts and the post with the big thread. */
async function seeded(database: Database): Promise<{ postId: string }> {
  const [row] = rowsOf<{ post_id: string; posts: number }>(
    await database.db.execute(sql`
      SELECT post_id, (SELECT count(*)::int FROM community_posts) AS posts
      FROM community_comments GROUP BY post_id ORDER BY count(*) DESC LIMIT 1`),
  );
  if (!row || row.posts !== POSTS) throw new Error(`--reuse: the database does not hold ${POSTS} posts`);
  console.log(`Reusing ${row.posts} posts and the ${COMMENTS}-comment thread of an earlier run`);
  return { postId: row.post_id };
}

async function naiveList(
  database: Database,
  sort: PostSort,
  category: TopicCategory | undefined,
  page: number,
): Promise<void> {
  const { db } = database;
  const order =
    sort === 'trending'
      ? sql`(priority_weight + 0) DESC, (created_at + interval '0 s') DESC`
      : sort === 'popular'
        ? sql`(vote_count + 0) DESC`
        : sql`(created_at + interval '0 s') DESC`;
  const where = category
    ? sql`WHERE deleted_at IS NULL AND hidden_at IS NULL AND topic_category = ${category}`
    : sql`WHERE deleted_at IS NULL AND hidden_at IS NULL`;
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

type ListCase = { sort: PostSort; category: TopicCategory | undefined; pages: number };

/** Every sort x category `--rounds` times, each a walk of 1-3 pages, shuffled. */
function listWorkload(random: Random): ListCase[] {
  const cases: ListCase[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const sort of POST_SORTS) {
      for (const category of [undefined, ...TOPIC_CATEGORIES]) {
        cases.push({ sort, category, pages: random.int(1, 3) });
      }
    }
  }
  return random.sample(cases, cases.length);
}

async function main(): Promise<void> {
  const random = new Random(SEED);
  console.log(`Seed ${SEED} (repeat with --seed ${SEED})`);
  const reuse = Boolean(values.reuse && pgUrl);
  if (pgUrl) await ensurePgDatabase(pgUrl, { fresh: !reuse });
  const database = await createDatabase(pgUrl ? { driver: 'pg', url: pgUrl } : { driver: 'pglite' });
  await database.migrate();
  const { postId } = reuse ? await seeded(database) : await seed(database, random);
  const withSsr = existsSync(path.join(ROOT_DIR, 'build/server/index.js'));
  const config = loadConfig(
    // The work itself is timed: the shared page cache (bench:cache measures it) stays off.
    { NODE_ENV: 'production', LOG_LEVEL: 'silent', PAGE_CACHE: 'off' },
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
    // Warm-up: one page of each sort, one comment tree.
    for (const sort of POST_SORTS) {
      await app.inject({ method: 'GET', url: `/api/community/posts?sort=${sort}`, headers: agent });
    }

    const ours: number[] = [];
    const naive: number[] = [];
    const bySort = new Map<PostSort, number[]>(POST_SORTS.map((sort) => [sort, []]));
    const byCase = new Map<string, number[]>();
    for (const item of listWorkload(random)) {
      const base = `/api/community/posts?sort=${item.sort}${item.category ? `&category=${item.category}` : ''}`;
      let cursor = '';
      for (let page = 0; page < item.pages; page += 1) {
        const elapsed = await time(async () => {
          const response = await app.inject({
            method: 'GET',
            url: `${base}${cursor ? `&cursor=${cursor}` : ''}`,
            headers: agent,
          });
          cursor = response.json<PostListResponse>().next_cursor ?? '';
        });
        ours.push(elapsed);
        bySort.get(item.sort)?.push(elapsed);
        const key = `${item.sort}:${item.category ?? 'all'}`;
        byCase.set(key, [...(byCase.get(key) ?? []), elapsed]);
        naive.push(await time(() => naiveList(database, item.sort, item.category, page)));
        if (!cursor) break;
      }
    }
    const listP95 = percentile(ours, 95);
    const naiveListP95 = percentile(naive, 95);
    const worstCase = [...byCase].map(([key, times]) => [key, Math.max(...times)] as const);
    worstCase.sort((a, b) => b[1] - a[1]);

    const tree: number[] = [];
    const naiveTreeTimes: number[] = [];
    let treeBytes = 0;
    for (let i = 0; i < 35; i += 1) {
      tree.push(
        await time(async () => {
          const response = await app.inject({
            method: 'GET',
            url: `/api/community/posts/${postId}/comments`,
            headers: agent,
          });
          treeBytes = response.body.length;
          if (i === 0 && response.json<CommentListResponse>().comments.length === 0)
            throw new Error('no tree');
        }),
      );
      if (i < 4) naiveTreeTimes.push(await time(() => naiveTree(database, postId)));
    }
    const treeP95 = percentile(tree.slice(5), 95);
    const naiveTreeP95 = percentile(naiveTreeTimes.slice(1), 95);

    let ssr: { p95: number; p50: number; bytes: number; naiveP95: number; naiveBytes: number } | undefined;
    if (withSsr) {
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < 35; i += 1) {
        times.push(
          await time(async () => {
            const response = await app.inject({
              method: 'GET',
              url: `/community/post/${postId}`,
              headers: agent,
            });
            if (response.statusCode !== 200) throw new Error(`SSR answered ${response.statusCode}`);
            bytes = response.body.length;
          }),
        );
      }
      const comments = (
        await app.inject({ method: 'GET', url: `/api/community/posts/${postId}/comments`, headers: agent })
      ).json<CommentListResponse>();
      const naiveTimes: number[] = [];
      let naiveBytes = 0;
      for (let i = 0; i < 12; i += 1) {
        naiveTimes.push(
          await time(async () => {
            naiveBytes = (await renderFullThread(comments)).length;
          }),
        );
      }
      ssr = {
        p95: percentile(times.slice(5), 95),
        p50: percentile(times.slice(5), 50),
        bytes,
        naiveP95: percentile(naiveTimes.slice(2), 95),
        naiveBytes,
      };
    }

    const driver = pgUrl ? 'PostgreSQL' : 'PGlite';
    console.log(
      `\nCommunity benchmark on ${driver}, ${POSTS} posts, a post with ${COMMENTS} comments, seed ${SEED}`,
    );
    console.log(
      `list API (${ours.length} requests, 33 sort x category, 1-3 pages)  p50 ${ms(percentile(ours, 50))}  p95 ${ms(listP95)}  budget ${BUDGET.list} ms | naive p95 ${ms(naiveListP95)} (${(naiveListP95 / listP95).toFixed(1)}x)`,
    );
    console.log(
      `  p95 by sort: ${POST_SORTS.map((sort) => `${sort} ${ms(percentile(bySort.get(sort) ?? [], 95))}`).join(', ')}; slowest sort x category (max): ${worstCase
        .slice(0, 3)
        .map(([key, value]) => `${key} ${ms(value)}`)
        .join(', ')}`,
    );
    console.log(
      `comments API (1,000 in a tree, ${Math.round(treeBytes / 1024)} KB)  p50 ${ms(percentile(tree.slice(5), 50))}  p95 ${ms(treeP95)}  budget ${BUDGET.comments} ms | naive p95 ${ms(naiveTreeP95)} (${(naiveTreeP95 / treeP95).toFixed(1)}x)`,
    );
    console.log(
      ssr === undefined
        ? 'SSR of the post page: skipped (run `npm run build` first)'
        : `SSR /community/post/{id} (${Math.round(ssr.bytes / 1024)} KB)  p50 ${ms(ssr.p50)}  p95 ${ms(ssr.p95)}  budget ${BUDGET.ssr} ms | naive: render all 1,000 comments (${Math.round(ssr.naiveBytes / 1024)} KB, render only) p95 ${ms(ssr.naiveP95)} (${(ssr.naiveP95 / ssr.p95).toFixed(1)}x)`,
    );
    const ok = listP95 <= BUDGET.list && treeP95 <= BUDGET.comments && (ssr?.p95 ?? 0) <= BUDGET.ssr;
    console.log(ok ? 'All community budgets met.' : 'A community budget was missed.');
    if (!ok) process.exitCode = 1;
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
