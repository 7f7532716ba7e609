import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { PostSort, TopicCategory } from '../../../core/community.ts';
import { rowsOf } from './sql.ts';

/** A post as the queries read it (snake_case, as SQL names it); presenters turn it into the API shape. */
export type PostRow = {
  id: string;
  user_id: string;
  title: string;
  content: string;
  post_type: string;
  topic_category: string;
  urgency_level: string;
  target_audience: string;
  priority_weight: number;
  vote_count: number;
  comment_count: number;
  share_count: number;
  view_count: number;
  is_trending: boolean;
  author_display_name: string;
  created_at: Date | string;
  /** created_at as PostgreSQL text, exact to the microsecond, for cursors. */
  created_key: string;
  edited_at: Date | string | null;
  deleted_at: Date | string | null;
  hidden_at: Date | string | null;
  is_demo: boolean;
  tags: string[];
  my_vote: number | null;
};

export type CommentRow = {
  id: string;
  post_id: string;
  parent_comment_id: string | null;
  user_id: string;
  content: string;
  depth: number;
  path: string;
  vote_count: number;
  is_deleted: boolean;
  deleted_by: string | null;
  hidden_at: Date | string | null;
  created_at: Date | string;
  edited_at: Date | string | null;
  author_name: string | null;
  is_demo: boolean;
  my_vote: number | null;
};

/** What the list and detail queries select; `viewer` fills my_vote (null: a visitor). */
function postColumns(viewer: string | null, withContent: boolean): SQL {
  return sql`
    p.id, p.user_id, p.title, ${withContent ? sql`p.content` : sql`left(p.content, 600) AS content`},
    p.post_type, p.topic_category, p.urgency_level, p.target_audience, p.priority_weight, p.vote_count,
    p.comment_count, p.share_count, p.view_count, p.is_trending, p.author_display_name, p.created_at,
    p.created_at::text AS created_key, p.edited_at, p.deleted_at, p.hidden_at,
    EXISTS (SELECT 1 FROM community_demo_accounts d WHERE d.user_id = p.user_id) AS is_demo,
    coalesce((SELECT json_agg(t.tag_name ORDER BY t.tag_name) FROM community_post_tags t WHERE t.post_id = p.id),
      '[]'::json) AS tags,
    ${viewer ? sql`(SELECT v.vote_type FROM community_post_votes v WHERE v.post_id = p.id AND v.user_id = ${viewer})` : sql`NULL::smallint`} AS my_vote`;
}

export type PostCursor = { w: number; c: string; id: string };

const VISIBLE = sql`p.deleted_at IS NULL AND p.hidden_at IS NULL`;

/**
 * One page of visible posts in SPEC's order, by keyset on the sort's index (decision 020):
 * trending = priority_weight then newest, popular = vote_count then newest, recent = newest.
 */
export async function listPosts(
  db: DbOrTx,
  options: {
    sort: PostSort;
    category?: TopicCategory;
    cursor?: PostCursor;
    limit: number;
    viewer: string | null;
  },
): Promise<PostRow[]> {
  const where: SQL[] = [VISIBLE];
  if (options.category) where.push(sql`p.topic_category = ${options.category}`);
  const cursor = options.cursor;
  // NULLS LAST as the indexes are declared (drizzle's .desc()); a bare DESC means NULLS FIRST, which no
  // index matches, and PostgreSQL then sorts the whole table (decision 022). The columns are NOT NULL.
  let order: SQL;
  if (options.sort === 'trending') {
    order = sql`p.priority_weight DESC NULLS LAST, p.created_at DESC NULLS LAST, p.id DESC NULLS LAST`;
    if (cursor)
      where.push(
        sql`(p.priority_weight, p.created_at, p.id) < (${cursor.w}, ${cursor.c}::timestamptz, ${cursor.id}::uuid)`,
      );
  } else if (options.sort === 'popular') {
    order = sql`p.vote_count DESC NULLS LAST, p.created_at DESC NULLS LAST, p.id DESC NULLS LAST`;
    if (cursor)
      where.push(
        sql`(p.vote_count, p.created_at, p.id) < (${cursor.w}, ${cursor.c}::timestamptz, ${cursor.id}::uuid)`,
      );
  } else {
    order = sql`p.created_at DESC NULLS LAST, p.id DESC NULLS LAST`;
    if (cursor) where.push(sql`(p.created_at, p.id) < (${cursor.c}::timestamptz, ${cursor.id}::uuid)`);
  }
  return rowsOf<PostRow>(
    await db.execute(sql`
      SELECT ${postColumns(options.viewer, false)}
      FROM community_posts p
      WHERE ${sql.join(where, sql` AND `)}
      ORDER BY ${order}
      LIMIT ${options.limit}`),
  );
}

export async function findPost(db: DbOrTx, id: string, viewer: string | null): Promise<PostRow | undefined> {
  const [row] = rowsOf<PostRow>(
    await db.execute(sql`SELECT ${postColumns(viewer, true)} FROM community_posts p WHERE p.id = ${id}`),
  );
  return row;
}

/** Locks the post row for the rest of the transaction: every counter change of a post goes through it. */
export async function lockPost(
  tx: DbOrTx,
  id: string,
): Promise<
  | { id: string; user_id: string; deleted_at: Date | string | null; hidden_at: Date | string | null }
  | undefined
> {
  const [row] = rowsOf<{ id: string; user_id: string; deleted_at: Date | null; hidden_at: Date | null }>(
    await tx.execute(
      sql`SELECT id, user_id, deleted_at, hidden_at FROM community_posts WHERE id = ${id} FOR UPDATE`,
    ),
  );
  return row;
}

export async function categoryCounts(db: DbOrTx): Promise<Map<string, number>> {
  const rows = rowsOf<{ topic_category: string; count: number }>(
    await db.execute(sql`
      SELECT p.topic_category, count(*)::int AS count FROM community_posts p WHERE ${VISIBLE} GROUP BY 1`),
  );
  return new Map(rows.map((row) => [row.topic_category, row.count]));
}

export type NewPost = {
  id: string;
  userId: string;
  title: string;
  content: string;
  topicCategory: string;
  urgencyLevel: string;
  targetAudience: string;
  priorityWeight: number;
  authorDisplayName: string;
  contentHash: string;
  createdAt: Date;
  postType?: string;
  isTrending?: boolean;
};

export async function insertPost(tx: DbOrTx, post: NewPost, tags: readonly string[]): Promise<void> {
  await tx.execute(sql`
    INSERT INTO community_posts (id, user_id, title, content, post_type, topic_category, urgency_level,
      target_audience, priority_weight, is_trending, author_display_name, content_hash, created_at)
    VALUES (${post.id}, ${post.userId}, ${post.title}, ${post.content}, ${post.postType ?? 'user_created'},
      ${post.topicCategory}, ${post.urgencyLevel}, ${post.targetAudience}, ${post.priorityWeight},
      ${post.isTrending ?? false}, ${post.authorDisplayName}, ${post.contentHash}, ${post.createdAt.toISOString()}::timestamptz)`);
  await replaceTags(tx, post.id, tags);
}

export async function replaceTags(tx: DbOrTx, postId: string, tags: readonly string[]): Promise<void> {
  await tx.execute(sql`DELETE FROM community_post_tags WHERE post_id = ${postId}`);
  if (tags.length === 0) return;
  await tx.execute(sql`
    INSERT INTO community_post_tags (post_id, tag_name)
    VALUES ${sql.join(
      tags.map((tag) => sql`(${postId}, ${tag})`),
      sql`, `,
    )}
    ON CONFLICT DO NOTHING`);
}

export async function updatePostFields(
  tx: DbOrTx,
  id: string,
  fields: {
    title?: string;
    content?: string;
    topicCategory?: string;
    urgencyLevel?: string;
    priorityWeight?: number;
    targetAudience?: string;
    contentHash?: string;
    editedAt: Date;
  },
): Promise<void> {
  const sets: SQL[] = [sql`edited_at = ${fields.editedAt.toISOString()}::timestamptz`];
  if (fields.title !== undefined) sets.push(sql`title = ${fields.title}`);
  if (fields.content !== undefined) sets.push(sql`content = ${fields.content}`);
  if (fields.topicCategory !== undefined) sets.push(sql`topic_category = ${fields.topicCategory}`);
  if (fields.urgencyLevel !== undefined) sets.push(sql`urgency_level = ${fields.urgencyLevel}`);
  if (fields.priorityWeight !== undefined) sets.push(sql`priority_weight = ${fields.priorityWeight}`);
  if (fields.targetAudience !== undefined) sets.push(sql`target_audience = ${fields.targetAudience}`);
  if (fields.contentHash !== undefined) sets.push(sql`content_hash = ${fields.contentHash}`);
  await tx.execute(sql`UPDATE community_posts SET ${sql.join(sets, sql`, `)} WHERE id = ${id}`);
}

export async function softDeletePost(tx: DbOrTx, id: string, at: Date): Promise<void> {
  await tx.execute(
    sql`UPDATE community_posts SET deleted_at = ${at.toISOString()}::timestamptz WHERE id = ${id} AND deleted_at IS NULL`,
  );
}

/** How many posts the user wrote since `since` (deleted ones too: deleting does not buy a new post). */
export async function postActivity(
  tx: DbOrTx,
  userId: string,
  since: Date,
  duplicateHash: string,
  duplicateSince: Date,
): Promise<{
  count: number;
  oldest: Date | null;
  latest: Date | null;
  total: number;
  duplicateAt: Date | null;
}> {
  const [row] = rowsOf<{
    count: number;
    oldest: Date | string | null;
    latest: Date | string | null;
    total: number;
    duplicate_at: Date | string | null;
  }>(
    await tx.execute(sql`
      SELECT
        count(*) FILTER (WHERE created_at > ${since.toISOString()}::timestamptz)::int AS count,
        min(created_at) FILTER (WHERE created_at > ${since.toISOString()}::timestamptz) AS oldest,
        max(created_at) AS latest,
        count(*)::int AS total,
        max(created_at) FILTER (WHERE content_hash = ${duplicateHash}
          AND created_at > ${duplicateSince.toISOString()}::timestamptz) AS duplicate_at
      FROM community_posts WHERE user_id = ${userId}`),
  );
  const date = (value: Date | string | null | undefined) => (value ? new Date(value) : null);
  return {
    count: row?.count ?? 0,
    oldest: date(row?.oldest),
    latest: date(row?.latest),
    total: row?.total ?? 0,
    duplicateAt: date(row?.duplicate_at),
  };
}

export async function commentActivity(
  tx: DbOrTx,
  userId: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null; latest: Date | null }> {
  const [row] = rowsOf<{ count: number; oldest: Date | string | null; latest: Date | string | null }>(
    await tx.execute(sql`
      SELECT
        count(*) FILTER (WHERE created_at > ${since.toISOString()}::timestamptz)::int AS count,
        min(created_at) FILTER (WHERE created_at > ${since.toISOString()}::timestamptz) AS oldest,
        max(created_at) AS latest
      FROM community_comments WHERE user_id = ${userId}`),
  );
  const date = (value: Date | string | null | undefined) => (value ? new Date(value) : null);
  return { count: row?.count ?? 0, oldest: date(row?.oldest), latest: date(row?.latest) };
}

/** Serialises one account's writes, so limits counted from rows hold under concurrent requests. */
export async function lockAccount(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`community:${userId}`}, 0))`);
}

// ---------------------------------------------------------------------------------------------------
// Comments

/** Every comment of a post in one query; the tree is built in memory (presenters.buildCommentTree). */
export async function listComments(db: DbOrTx, postId: string, viewer: string | null): Promise<CommentRow[]> {
  return rowsOf<CommentRow>(
    await db.execute(sql`
      SELECT c.id, c.post_id, c.parent_comment_id, c.user_id, c.content, c.depth, c.path, c.vote_count,
        c.is_deleted, c.deleted_by, c.hidden_at, c.created_at, c.edited_at, u.full_name AS author_name,
        EXISTS (SELECT 1 FROM community_demo_accounts d WHERE d.user_id = c.user_id) AS is_demo,
        ${viewer ? sql`v.vote_type` : sql`NULL::smallint`} AS my_vote
      FROM community_comments c
      JOIN users u ON u.id = c.user_id
      ${viewer ? sql`LEFT JOIN community_comment_votes v ON v.comment_id = c.id AND v.user_id = ${viewer}` : sql``}
      WHERE c.post_id = ${postId}`),
  );
}

export async function findComment(
  db: DbOrTx,
  id: string,
  viewer: string | null,
): Promise<CommentRow | undefined> {
  const [row] = rowsOf<CommentRow>(
    await db.execute(sql`
      SELECT c.id, c.post_id, c.parent_comment_id, c.user_id, c.content, c.depth, c.path, c.vote_count,
        c.is_deleted, c.deleted_by, c.hidden_at, c.created_at, c.edited_at, u.full_name AS author_name,
        EXISTS (SELECT 1 FROM community_demo_accounts d WHERE d.user_id = c.user_id) AS is_demo,
        ${viewer ? sql`(SELECT v.vote_type FROM community_comment_votes v WHERE v.comment_id = c.id AND v.user_id = ${viewer})` : sql`NULL::smallint`} AS my_vote
      FROM community_comments c JOIN users u ON u.id = c.user_id
      WHERE c.id = ${id}`),
  );
  return row;
}

export async function lockComment(
  tx: DbOrTx,
  id: string,
): Promise<
  | {
      id: string;
      post_id: string;
      user_id: string;
      depth: number;
      path: string;
      is_deleted: boolean;
      hidden_at: Date | string | null;
    }
  | undefined
> {
  const [row] = rowsOf<{
    id: string;
    post_id: string;
    user_id: string;
    depth: number;
    path: string;
    is_deleted: boolean;
    hidden_at: Date | string | null;
  }>(
    await tx.execute(
      sql`SELECT id, post_id, user_id, depth, path, is_deleted, hidden_at FROM community_comments WHERE id = ${id} FOR UPDATE`,
    ),
  );
  return row;
}

export async function insertComment(
  tx: DbOrTx,
  comment: {
    id: string;
    postId: string;
    parentCommentId: string | null;
    userId: string;
    content: string;
    depth: number;
    path: string;
    createdAt: Date;
  },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO community_comments (id, post_id, parent_comment_id, user_id, content, depth, path, created_at)
    VALUES (${comment.id}, ${comment.postId}, ${comment.parentCommentId}, ${comment.userId}, ${comment.content},
      ${comment.depth}, ${comment.path}, ${comment.createdAt.toISOString()}::timestamptz)`);
  await tx.execute(
    sql`UPDATE community_posts SET comment_count = comment_count + 1 WHERE id = ${comment.postId}`,
  );
}

export async function updateCommentContent(tx: DbOrTx, id: string, content: string, at: Date): Promise<void> {
  await tx.execute(
    sql`UPDATE community_comments SET content = ${content}, edited_at = ${at.toISOString()}::timestamptz WHERE id = ${id}`,
  );
}

/** Soft delete: the row stays (the thread keeps its shape) and stops counting in comment_count. */
export async function softDeleteComment(
  tx: DbOrTx,
  id: string,
  postId: string,
  by: 'author' | 'moderator',
): Promise<void> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      UPDATE community_comments SET is_deleted = true, deleted_by = ${by}
      WHERE id = ${id} AND is_deleted = false RETURNING id`),
  );
  if (rows.length > 0) {
    await tx.execute(sql`UPDATE community_posts SET comment_count = comment_count - 1 WHERE id = ${postId}`);
  }
}

// ---------------------------------------------------------------------------------------------------
// Votes (the target row is locked by the caller, so read-then-write is safe)

export type VoteTable = 'post' | 'comment';

export async function toggleVote(
  tx: DbOrTx,
  options: { table: VoteTable; targetId: string; userId: string; direction: 1 | -1 },
): Promise<{ voteCount: number; myVote: -1 | 0 | 1 }> {
  const votes =
    options.table === 'post' ? sql.raw('community_post_votes') : sql.raw('community_comment_votes');
  const key = options.table === 'post' ? sql.raw('post_id') : sql.raw('comment_id');
  const targets = options.table === 'post' ? sql.raw('community_posts') : sql.raw('community_comments');
  const [existing] = rowsOf<{ vote_type: number }>(
    await tx.execute(
      sql`SELECT vote_type FROM ${votes} WHERE ${key} = ${options.targetId} AND user_id = ${options.userId}`,
    ),
  );
  const current = existing ? (existing.vote_type as 1 | -1) : 0;
  let next: -1 | 0 | 1;
  if (current === 0) {
    next = options.direction;
    await tx.execute(
      sql`INSERT INTO ${votes} (${key}, user_id, vote_type) VALUES (${options.targetId}, ${options.userId}, ${next})`,
    );
  } else if (current === options.direction) {
    next = 0;
    await tx.execute(
      sql`DELETE FROM ${votes} WHERE ${key} = ${options.targetId} AND user_id = ${options.userId}`,
    );
  } else {
    next = options.direction;
    await tx.execute(
      sql`UPDATE ${votes} SET vote_type = ${next} WHERE ${key} = ${options.targetId} AND user_id = ${options.userId}`,
    );
  }
  const delta = next - current;
  const [row] = rowsOf<{ vote_count: number }>(
    await tx.execute(
      sql`UPDATE ${targets} SET vote_count = vote_count + ${delta} WHERE id = ${options.targetId} RETURNING vote_count`,
    ),
  );
  return { voteCount: row?.vote_count ?? 0, myVote: next };
}

// ---------------------------------------------------------------------------------------------------
// Views and shares: one statement each, so the row and the counter change together.

/** Counts a view unless this viewer was counted for the post in the last hour; returns the view count. */
export async function recordView(
  db: DbOrTx,
  options: { postId: string; viewerKey: string; at: Date; windowMs: number },
): Promise<void> {
  const at = options.at.toISOString();
  const since = new Date(options.at.getTime() - options.windowMs).toISOString();
  const bucket = Math.floor(options.at.getTime() / options.windowMs);
  await db.execute(sql`
    WITH counted AS (
      INSERT INTO community_post_views (post_id, viewer_key, hour_bucket, created_at)
      SELECT ${options.postId}, ${options.viewerKey}, ${bucket}, ${at}::timestamptz
      WHERE NOT EXISTS (
        SELECT 1 FROM community_post_views
        WHERE post_id = ${options.postId} AND viewer_key = ${options.viewerKey} AND created_at > ${since}::timestamptz)
      ON CONFLICT DO NOTHING
      RETURNING post_id)
    UPDATE community_posts SET view_count = view_count + 1 WHERE id IN (SELECT post_id FROM counted)`);
}

/** Counts a share unless this viewer shared the post on this channel in the last hour. */
export async function recordShare(
  db: DbOrTx,
  options: {
    postId: string;
    userId: string | null;
    viewerKey: string;
    channel: string;
    at: Date;
    windowMs: number;
  },
): Promise<number> {
  const since = new Date(options.at.getTime() - options.windowMs).toISOString();
  await db.execute(sql`
    WITH counted AS (
      INSERT INTO community_post_shares (post_id, user_id, viewer_key, channel, created_at)
      SELECT ${options.postId}, ${options.userId}, ${options.viewerKey}, ${options.channel}, ${options.at.toISOString()}::timestamptz
      WHERE NOT EXISTS (
        SELECT 1 FROM community_post_shares
        WHERE post_id = ${options.postId} AND viewer_key = ${options.viewerKey} AND channel = ${options.channel}
          AND created_at > ${since}::timestamptz)
      RETURNING post_id)
    UPDATE community_posts SET share_count = share_count + 1 WHERE id IN (SELECT post_id FROM counted)`);
  const [row] = rowsOf<{ share_count: number }>(
    await db.execute(sql`SELECT share_count FROM community_posts WHERE id = ${options.postId}`),
  );
  return row?.share_count ?? 0;
}

// ---------------------------------------------------------------------------------------------------
// Flags and moderation

export async function insertFlag(
  tx: DbOrTx,
  flag: {
    targetKind: 'post' | 'comment';
    targetId: string;
    postId: string;
    userId: string;
    reason: string;
    details: string | null;
    countsTowardHiding: boolean;
    at: Date;
  },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO community_flags (target_kind, target_id, post_id, user_id, reason, details, counts_toward_hiding, created_at)
    VALUES (${flag.targetKind}, ${flag.targetId}, ${flag.postId}, ${flag.userId}, ${flag.reason}, ${flag.details},
      ${flag.countsTowardHiding}, ${flag.at.toISOString()}::timestamptz)
    ON CONFLICT (target_kind, target_id, user_id) DO NOTHING`);
}

/** Distinct established accounts with an open flag on the target. */
export async function countHidingFlags(
  tx: DbOrTx,
  targetKind: 'post' | 'comment',
  targetId: string,
): Promise<number> {
  const [row] = rowsOf<{ count: number }>(
    await tx.execute(sql`
      SELECT count(DISTINCT user_id)::int AS count FROM community_flags
      WHERE target_kind = ${targetKind} AND target_id = ${targetId} AND counts_toward_hiding AND resolved_at IS NULL`),
  );
  return row?.count ?? 0;
}

export async function setHidden(
  tx: DbOrTx,
  targetKind: 'post' | 'comment',
  targetId: string,
  hiddenAt: Date | null,
): Promise<void> {
  const table = targetKind === 'post' ? sql.raw('community_posts') : sql.raw('community_comments');
  await tx.execute(
    sql`UPDATE ${table} SET hidden_at = ${hiddenAt ? hiddenAt.toISOString() : null}::timestamptz WHERE id = ${targetId}`,
  );
}

export async function resolveFlags(
  tx: DbOrTx,
  targetKind: 'post' | 'comment',
  targetId: string,
  at: Date,
): Promise<void> {
  await tx.execute(sql`
    UPDATE community_flags SET resolved_at = ${at.toISOString()}::timestamptz
    WHERE target_kind = ${targetKind} AND target_id = ${targetId} AND resolved_at IS NULL`);
}

export type QueueRow = {
  kind: 'post' | 'comment';
  id: string;
  post_id: string;
  title: string;
  content: string;
  user_id: string;
  author_name: string | null;
  is_demo: boolean;
  created_at: Date | string;
  hidden_at: Date | string | null;
  flag_count: number;
  reasons: Array<{ reason: string; details: string | null; created_at: string }>;
};

/** Everything with open flags, hidden first, then most flagged. */
export async function moderationQueue(db: DbOrTx, limit: number): Promise<QueueRow[]> {
  return rowsOf<QueueRow>(
    await db.execute(sql`
      WITH open AS (
        SELECT target_kind, target_id, count(*)::int AS flag_count,
          json_agg(json_build_object('reason', reason, 'details', details, 'created_at', created_at) ORDER BY created_at) AS reasons
        FROM community_flags WHERE resolved_at IS NULL GROUP BY target_kind, target_id)
      SELECT * FROM (
        SELECT 'post' AS kind, p.id, p.id AS post_id, p.title, p.content, p.user_id, u.full_name AS author_name,
          EXISTS (SELECT 1 FROM community_demo_accounts d WHERE d.user_id = p.user_id) AS is_demo,
          p.created_at, p.hidden_at, o.flag_count, o.reasons
        FROM open o JOIN community_posts p ON o.target_kind = 'post' AND p.id = o.target_id
        JOIN users u ON u.id = p.user_id
        WHERE p.deleted_at IS NULL
        UNION ALL
        SELECT 'comment', c.id, c.post_id, p.title, c.content, c.user_id, u.full_name,
          EXISTS (SELECT 1 FROM community_demo_accounts d WHERE d.user_id = c.user_id),
          c.created_at, c.hidden_at, o.flag_count, o.reasons
        FROM open o JOIN community_comments c ON o.target_kind = 'comment' AND c.id = o.target_id
        JOIN community_posts p ON p.id = c.post_id
        JOIN users u ON u.id = c.user_id
        WHERE c.is_deleted = false
      ) q
      ORDER BY (hidden_at IS NULL), flag_count DESC, created_at DESC
      LIMIT ${limit}`),
  );
}
