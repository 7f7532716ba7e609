import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { rowsOf } from './sql.ts';

export type CounterDrift = {
  table: 'community_posts' | 'community_comments';
  id: string;
  counter: 'vote_count' | 'comment_count' | 'share_count' | 'view_count';
  stored: number;
  actual: number;
};

/** What each counter must equal: the rows it counts (decision 020). */
const POST_COUNTERS = sql`
  SELECT p.id,
    p.vote_count, coalesce((SELECT sum(v.vote_type) FROM community_post_votes v WHERE v.post_id = p.id), 0)::int AS actual_vote_count,
    p.comment_count, (SELECT count(*) FROM community_comments c WHERE c.post_id = p.id AND NOT c.is_deleted)::int AS actual_comment_count,
    p.share_count, (SELECT count(*) FROM community_post_shares s WHERE s.post_id = p.id)::int AS actual_share_count,
    p.view_count, (SELECT count(*) FROM community_post_views w WHERE w.post_id = p.id)::int AS actual_view_count
  FROM community_posts p`;

type PostCounterRow = {
  id: string;
  vote_count: number;
  actual_vote_count: number;
  comment_count: number;
  actual_comment_count: number;
  share_count: number;
  actual_share_count: number;
  view_count: number;
  actual_view_count: number;
};

/**
 * Compares every stored counter with a count of its rows; with `repair`, sets the drifted ones right in
 * one transaction (rows locked, so a concurrent vote waits rather than being lost).
 */
export async function recountCommunity(
  db: DbOrTx,
  options: { repair: boolean },
): Promise<{ postsChecked: number; commentsChecked: number; drift: CounterDrift[] }> {
  return db.transaction(async (tx) => {
    if (options.repair) {
      await tx.execute(sql`LOCK TABLE community_posts, community_comments IN SHARE ROW EXCLUSIVE MODE`);
    }
    const posts = rowsOf<PostCounterRow>(await tx.execute(POST_COUNTERS));
    const comments = rowsOf<{ id: string; vote_count: number; actual: number }>(
      await tx.execute(sql`
        SELECT c.id, c.vote_count,
          coalesce((SELECT sum(v.vote_type) FROM community_comment_votes v WHERE v.comment_id = c.id), 0)::int AS actual
        FROM community_comments c`),
    );
    const drift: CounterDrift[] = [];
    const counters = ['vote_count', 'comment_count', 'share_count', 'view_count'] as const;
    for (const row of posts) {
      for (const counter of counters) {
        const actual = row[`actual_${counter}`];
        if (row[counter] !== actual) {
          drift.push({ table: 'community_posts', id: row.id, counter, stored: row[counter], actual });
        }
      }
    }
    for (const row of comments) {
      if (row.vote_count !== row.actual) {
        drift.push({
          table: 'community_comments',
          id: row.id,
          counter: 'vote_count',
          stored: row.vote_count,
          actual: row.actual,
        });
      }
    }
    if (options.repair) {
      for (const item of drift) {
        const table = sql.raw(item.table);
        const column = sql.raw(item.counter);
        await tx.execute(sql`UPDATE ${table} SET ${column} = ${item.actual} WHERE id = ${item.id}`);
      }
    }
    return { postsChecked: posts.length, commentsChecked: comments.length, drift };
  });
}
