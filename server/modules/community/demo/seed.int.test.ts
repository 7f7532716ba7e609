import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMENT_MAX_DEPTH,
  TOPIC_CATEGORIES,
  type CommentListResponse,
  type PostListResponse,
} from '../../../../core/community.ts';
import { buildTestApp, type TestApp } from '../../../../tests/helpers/app.ts';
import { recountCommunity } from '../recount.ts';
import { rowsOf } from '../sql.ts';
import { ensureDemoCommunity } from './seed.ts';

describe('demo discussions on first start', () => {
  let t: TestApp;
  const logs: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    await ensureDemoCommunity({ db: t.database.db, log: (message) => logs.push(message) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('loads every category, several hundred comments and five-deep threads, by demo accounts', async () => {
    const [stats] = rowsOf<{ posts: number; comments: number; deepest: number; categories: number }>(
      await t.database.db.execute(sql`
        SELECT (SELECT count(*)::int FROM community_posts) AS posts,
               (SELECT count(*)::int FROM community_comments) AS comments,
               (SELECT max(depth)::int FROM community_comments) AS deepest,
               (SELECT count(DISTINCT topic_category)::int FROM community_posts) AS categories`),
    );
    expect(stats?.categories).toBe(TOPIC_CATEGORIES.length);
    expect(stats?.comments).toBeGreaterThanOrEqual(300);
    expect(stats?.deepest).toBe(COMMENT_MAX_DEPTH);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/community/posts?sort=popular' })
    ).json<PostListResponse>();
    expect(list.posts.length).toBeGreaterThan(0);
    expect(list.posts.every((post) => post.author.is_demo)).toBe(true);
    const first = list.posts[0];
    const tree = (
      await t.app.inject({ method: 'GET', url: `/api/community/posts/${first?.id ?? ''}/comments` })
    ).json<CommentListResponse>();
    expect(tree.total).toBe(first?.comment_count);
    expect(logs[0]).toMatch(/demo community posts/);
  });

  it('keeps every counter equal to its rows, and loads only once', async () => {
    expect((await recountCommunity(t.database.db, { repair: false })).drift).toEqual([]);
    await ensureDemoCommunity({ db: t.database.db, log: (message) => logs.push(message) });
    expect(logs).toHaveLength(1);
  });
});
