import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Community posts (SPEC section 3). The counters (vote, comment, share, view) are changed in the same
 * transaction as the rows they count; `npm run community:recount` proves and repairs that.
 * A post is listed while `deleted_at` and `hidden_at` are null (soft delete; hidden by flags).
 */
export const communityPosts = pgTable(
  'community_posts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    postType: text('post_type').notNull().default('user_created'),
    topicCategory: text('topic_category').notNull(),
    urgencyLevel: text('urgency_level').notNull().default('low'),
    targetAudience: text('target_audience').notNull().default('professionals'),
    priorityWeight: integer('priority_weight').notNull().default(2),
    voteCount: integer('vote_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    shareCount: integer('share_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    isTrending: boolean('is_trending').notNull().default(false),
    /** The author's name when posting (SPEC's author_display_name). */
    authorDisplayName: text('author_display_name').notNull().default(''),
    /** Hash of title + content, to refuse the same post twice within minutes. */
    contentHash: text('content_hash').notNull(),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set when enough established accounts flagged it; cleared by a moderator's restore. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (table) => [
    // One index per sort, with and without the category filter; partial on what the list shows.
    index('community_posts_trending_idx')
      .on(table.priorityWeight.desc(), table.createdAt.desc(), table.id.desc())
      .where(sql`deleted_at IS NULL AND hidden_at IS NULL`),
    index('community_posts_popular_idx')
      .on(table.voteCount.desc(), table.createdAt.desc(), table.id.desc())
      .where(sql`deleted_at IS NULL AND hidden_at IS NULL`),
    index('community_posts_recent_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`deleted_at IS NULL AND hidden_at IS NULL`),
    index('community_posts_category_trending_idx')
      .on(table.topicCategory, table.priorityWeight.desc(), table.createdAt.desc(), table.id.desc())
      .where(sql`deleted_at IS NULL AND hidden_at IS NULL`),
    index('community_posts_category_popular_idx')
      .on(table.topicCategory, table.voteCount.desc(), table.createdAt.desc(), table.id.desc())
      .where(sql`deleted_at IS NULL AND hidden_at IS NULL`),
    index('community_posts_category_recent_idx')
      .on(table.topicCategory, table.createdAt.desc(), table.id.desc())
      .where(sql`deleted_at IS NULL AND hidden_at IS NULL`),
    index('community_posts_user_created_idx').on(table.userId, table.createdAt),
  ],
);

export const communityPostTags = pgTable(
  'community_post_tags',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    tagName: text('tag_name').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.tagName] }),
    index('community_post_tags_tag_idx').on(table.tagName),
  ],
);

/**
 * Comments: `depth` 0 for top level, parent's + 1 for a reply (at most 5); `path` is the chain of
 * ancestor ids ending with the comment's own ('a.b.c'), so a subtree is one prefix match. Deleting is
 * soft (`is_deleted`), so the thread keeps its shape.
 */
export const communityComments = pgTable(
  'community_comments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    parentCommentId: uuid('parent_comment_id').references((): AnyPgColumn => communityComments.id, {
      onDelete: 'cascade',
    }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    depth: smallint('depth').notNull().default(0),
    path: text('path').notNull(),
    voteCount: integer('vote_count').notNull().default(0),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** 'author' or 'moderator'. */
    deletedBy: text('deleted_by'),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (table) => [
    index('community_comments_post_idx').on(table.postId, table.createdAt),
    index('community_comments_user_created_idx').on(table.userId, table.createdAt),
    check('community_comments_depth_check', sql`${table.depth} BETWEEN 0 AND 5`),
  ],
);

export const communityCommentVotes = pgTable(
  'community_comment_votes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => communityComments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    voteType: smallint('vote_type').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('community_comment_votes_comment_user_key').on(table.commentId, table.userId),
    check('community_comment_votes_type_check', sql`${table.voteType} IN (1, -1)`),
  ],
);

/** Post votes are persisted (SPEC leaves it open), one per user per post, same toggle rule as comments. */
export const communityPostVotes = pgTable(
  'community_post_votes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    voteType: smallint('vote_type').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('community_post_votes_post_user_key').on(table.postId, table.userId),
    index('community_post_votes_user_idx').on(table.userId),
    check('community_post_votes_type_check', sql`${table.voteType} IN (1, -1)`),
  ],
);

/**
 * One row per counted view. `viewer_key` is the user id, or a hash of IP and user agent for visitors;
 * `hour_bucket` (epoch hours) makes a second count in the same hour a unique-key conflict.
 */
export const communityPostViews = pgTable(
  'community_post_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    hourBucket: bigint('hour_bucket', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('community_post_views_viewer_bucket_key').on(table.postId, table.viewerKey, table.hourBucket),
  ],
);

export const communityPostShares = pgTable(
  'community_post_shares',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    viewerKey: text('viewer_key').notNull(),
    channel: text('channel').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('community_post_shares_post_idx').on(table.postId, table.viewerKey, table.createdAt)],
);

/**
 * Flags on a post or a comment, one per account per target. `counts_toward_hiding` records whether the
 * flagger's account was established (older than 72 hours) when flagging; a moderator's decision resolves
 * the open flags.
 */
export const communityFlags = pgTable(
  'community_flags',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    targetKind: text('target_kind').notNull(),
    targetId: uuid('target_id').notNull(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details'),
    countsTowardHiding: boolean('counts_toward_hiding').notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('community_flags_target_user_key').on(table.targetKind, table.targetId, table.userId),
    index('community_flags_open_idx')
      .on(table.createdAt)
      .where(sql`resolved_at IS NULL`),
  ],
);

/**
 * The live-update log: one row per change to a post's comments or comment votes, written in the change's
 * transaction. The id is the SSE event id, so a reconnecting client replays what it missed
 * (Last-Event-ID); on PostgreSQL the id is also sent with NOTIFY so every instance hears it.
 */
export const communityEvents = pgTable(
  'community_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    commentId: uuid('comment_id'),
    createdAt: createdAt(),
  },
  (table) => [index('community_events_post_idx').on(table.postId, table.id)],
);

/** Accounts that author the seeded demo discussions; their posts and comments carry a "Demo" badge. */
export const communityDemoAccounts = pgTable('community_demo_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
});
