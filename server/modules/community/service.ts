import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  COMMUNITY_MESSAGES,
  COMMENT_MAX_DEPTH,
  FLAGS_TO_HIDE,
  TOPIC_CATEGORIES,
  TOPIC_CATEGORY_LABELS,
  VIEW_DEDUP_WINDOW_MS,
  priorityWeightFor,
  type CategoryCountsResponse,
  type CommentListResponse,
  type CommentMutationResponse,
  type CreateCommentBody,
  type CreatePostBody,
  type FlagBody,
  type ModerationActionBody,
  type ModerationKind,
  type ModerationQueueResponse,
  type Post,
  type PostListQuery,
  type PostListResponse,
  type PostMutationResponse,
  type PostSort,
  type ShareChannel,
  type UpdateCommentBody,
  type UpdatePostBody,
  type VoteDirection,
  type VoteResponse,
} from '../../../core/community.ts';
import { findSensitiveInfo } from '../../../core/sensitive-info.ts';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { CommunityEventBus, StoredEvent } from './events.ts';
import {
  enforceCommentLimits,
  enforceNewAccountLinks,
  enforcePostLimits,
  enforceVoteLimit,
} from './limits.ts';
import { canDelete, canEdit, canModerate, canWrite, isEstablished, type Actor } from './policies.ts';
import {
  buildCommentTree,
  isPostVisible,
  presentComment,
  presentPost,
  presentPostListItem,
  presentQueueItem,
} from './presenters.ts';
import * as repo from './repository.ts';

export type CommunityDeps = {
  db: Db;
  events: CommunityEventBus;
  rateLimiter: RateLimiter;
  now: () => Date;
  /** Issue 10: 30 seconds (config COMMUNITY_NEW_ACCOUNT_COMMENT_INTERVAL_MS). */
  newAccountCommentIntervalMs: number;
  /** Called after every committed write (posts, comments, votes, flags, moderation): the page cache's bump. */
  onWrite?: () => void;
};

const SHARE_DEDUP_WINDOW_MS = 60 * 60 * 1000;
const CATEGORY_COUNTS_TTL_MS = 5_000;
const MODERATION_QUEUE_LIMIT = 200;

function notFoundPost(): never {
  throw new AppError('not_found', COMMUNITY_MESSAGES.postNotFound);
}
function notFoundComment(): never {
  throw new AppError('not_found', COMMUNITY_MESSAGES.commentNotFound);
}
export function requireActor(actor: Actor | null, message: string): Actor {
  if (!canWrite(actor)) throw new AppError('unauthorized', message);
  return actor;
}

export function contentHash(title: string, content: string): string {
  const normal = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
  return createHash('sha256')
    .update(`${normal(title)}\n${normal(content)}`)
    .digest('hex');
}

// ---------------------------------------------------------------------------------------------------
// Cursors: opaque base64url JSON of the last row's sort key; bound to the sort they came from.

const cursorSchema = z.object({
  s: z.enum(['trending', 'popular', 'recent']),
  w: z.number().int(),
  // created_at as PostgreSQL prints it: '2026-11-23 13:53:35.123456+00'.
  c: z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/),
  id: z.uuid(),
});

export function encodeCursor(sort: PostSort, row: repo.PostRow): string {
  const w = sort === 'popular' ? row.vote_count : sort === 'trending' ? row.priority_weight : 0;
  return Buffer.from(JSON.stringify({ s: sort, w, c: row.created_key, id: row.id })).toString('base64url');
}

function decodeCursor(sort: PostSort, cursor: string): repo.PostCursor {
  try {
    const parsed = cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    if (parsed.s !== sort) throw new Error('a cursor of another sort');
    return { w: parsed.w, c: parsed.c, id: parsed.id };
  } catch {
    throw new AppError('bad_request', COMMUNITY_MESSAGES.invalidCursor);
  }
}

/**
 * The community's use cases (issue 10). Each takes one options object; writes change rows and their
 * counters in one transaction and record the live-update event in it.
 */
export function createCommunityService(deps: CommunityDeps) {
  const { db, events, rateLimiter } = deps;
  let countsCache: { at: number; value: CategoryCountsResponse } | undefined;

  let countsRefresh: Promise<unknown> | undefined;
  /** Bumped by every write that changes the counts, so a count begun before it is not kept. */
  let countsGeneration = 0;
  function invalidateCounts(): void {
    countsCache = undefined;
    countsGeneration += 1;
  }

  async function loadCategoryCounts(): Promise<CategoryCountsResponse> {
    const at = Date.now();
    const generation = countsGeneration;
    const counts = await repo.categoryCounts(db);
    const categories = TOPIC_CATEGORIES.map((value) => ({
      value,
      label: TOPIC_CATEGORY_LABELS[value],
      post_count: counts.get(value) ?? 0,
    }));
    const value = { categories, total: categories.reduce((sum, item) => sum + item.post_count, 0) };
    if (generation === countsGeneration) countsCache = { at, value };
    return value;
  }

  async function transact<T>(work: (tx: DbOrTx, emitted: StoredEvent[]) => Promise<T>): Promise<T> {
    const emitted: StoredEvent[] = [];
    const result = await db.transaction((tx) => work(tx, emitted));
    // Versions first: a client told of the change over SSE must not refetch the page cache's old copy.
    deps.onWrite?.();
    events.published(emitted);
    return result;
  }

  async function loadVisiblePost(id: string, actor: Actor | null): Promise<repo.PostRow> {
    const row = await repo.findPost(db, id, actor?.id ?? null);
    if (!row || !isPostVisible(row, actor)) notFoundPost();
    return row;
  }

  async function loadComment(id: string, actor: Actor | null): Promise<repo.CommentRow> {
    const row = await repo.findComment(db, id, actor?.id ?? null);
    if (!row) notFoundComment();
    const post = await repo.findPost(db, row.post_id, null);
    if (!post || !isPostVisible(post, actor)) notFoundComment();
    return row;
  }

  return {
    async listPosts(options: { actor: Actor | null; query: PostListQuery }): Promise<PostListResponse> {
      const { sort, category, limit } = options.query;
      const cursor = options.query.cursor ? decodeCursor(sort, options.query.cursor) : undefined;
      const rows = await repo.listPosts(db, {
        sort,
        category,
        cursor,
        limit: limit + 1,
        viewer: options.actor?.id ?? null,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        posts: page.map((row) => presentPostListItem(row, options.actor)),
        next_cursor: rows.length > limit && last ? encodeCursor(sort, last) : null,
      };
    },

    /**
     * The sidebar counts: one GROUP BY over the visible posts, cached for 5 s per process. Once there is
     * a value, a stale one is answered at once while one refresh runs behind it, so no page waits for
     * the count over 100,000 posts (decision 022); writes clear the cache.
     */
    async categoryCounts(): Promise<CategoryCountsResponse> {
      const cached = countsCache;
      if (cached && Date.now() - cached.at < CATEGORY_COUNTS_TTL_MS) return cached.value;
      if (cached) {
        countsRefresh ??= loadCategoryCounts()
          .catch(() => undefined)
          .finally(() => {
            countsRefresh = undefined;
          });
        return cached.value;
      }
      return loadCategoryCounts();
    },

    /** One post; counts a view for `viewerKey` (null: a crawler, not counted) once per hour. */
    async getPost(options: { actor: Actor | null; id: string; viewerKey: string | null }): Promise<Post> {
      const row = await loadVisiblePost(options.id, options.actor);
      if (!options.viewerKey) return presentPost(row, options.actor);
      await repo.recordView(db, {
        postId: row.id,
        viewerKey: options.viewerKey,
        at: deps.now(),
        windowMs: VIEW_DEDUP_WINDOW_MS,
      });
      const fresh = await repo.findPost(db, options.id, options.actor?.id ?? null);
      return presentPost(fresh ?? row, options.actor);
    },

    /**
     * Counts a view of a post whose page was served from the page cache (decision 016); the render
     * itself counted none. Once per viewer per hour, as getPost does.
     */
    async recordView(options: { id: string; viewerKey: string }): Promise<void> {
      await repo.recordView(db, {
        postId: options.id,
        viewerKey: options.viewerKey,
        at: deps.now(),
        windowMs: VIEW_DEDUP_WINDOW_MS,
      });
    },

    async createPost(options: { actor: Actor | null; body: CreatePostBody }): Promise<PostMutationResponse> {
      const actor = requireActor(options.actor, COMMUNITY_MESSAGES.signInToCreatePost);
      const { body } = options;
      const now = deps.now();
      const id = randomUUID();
      const hash = contentHash(body.title, body.content);
      // The answer is read inside the transaction, not after it: a restart right after the commit must not
      // answer 503 for a stored post. (Only the commit's own answer can still be lost to a restart.)
      const row = await transact(async (tx) => {
        await repo.lockAccount(tx, actor.id);
        await enforcePostLimits(tx, {
          actor,
          now,
          contentHash: hash,
          text: `${body.title}\n${body.content}`,
        });
        await repo.insertPost(
          tx,
          {
            id,
            userId: actor.id,
            title: body.title,
            content: body.content,
            topicCategory: body.topic_category,
            urgencyLevel: body.urgency_level,
            targetAudience: body.target_audience,
            priorityWeight: priorityWeightFor(body.urgency_level),
            authorDisplayName: actor.displayName,
            contentHash: hash,
            createdAt: now,
          },
          body.tags,
        );
        return repo.findPost(tx, id, actor.id);
      });
      invalidateCounts();
      if (!row) notFoundPost();
      return { post: presentPost(row, actor), warnings: findSensitiveInfo(body.title, body.content) };
    },

    async updatePost(options: {
      actor: Actor | null;
      id: string;
      body: UpdatePostBody;
    }): Promise<PostMutationResponse> {
      const actor = requireActor(options.actor, COMMUNITY_MESSAGES.signInToEdit);
      const { body } = options;
      const now = deps.now();
      const row = await transact(async (tx, emitted) => {
        const locked = await repo.lockPost(tx, options.id);
        if (!locked || locked.deleted_at) notFoundPost();
        if (!canEdit(actor, { userId: locked.user_id, deletedAt: null })) {
          throw new AppError('forbidden', COMMUNITY_MESSAGES.notYourPost);
        }
        const current = await repo.findPost(tx, options.id, null);
        if (!current) notFoundPost();
        const title = body.title ?? current.title;
        const content = body.content ?? current.content;
        enforceNewAccountLinks(actor, now, `${title}\n${content}`);
        await repo.updatePostFields(tx, options.id, {
          title: body.title,
          content: body.content,
          topicCategory: body.topic_category,
          urgencyLevel: body.urgency_level,
          priorityWeight: body.urgency_level ? priorityWeightFor(body.urgency_level) : undefined,
          targetAudience: body.target_audience,
          contentHash:
            body.title !== undefined || body.content !== undefined ? contentHash(title, content) : undefined,
          editedAt: now,
        });
        if (body.tags) await repo.replaceTags(tx, options.id, body.tags);
        emitted.push(await events.record(tx, { postId: options.id, kind: 'post_updated' }));
        return repo.findPost(tx, options.id, actor.id);
      });
      invalidateCounts();
      if (!row) notFoundPost();
      return {
        post: presentPost(row, actor),
        warnings: findSensitiveInfo(body.title ?? '', body.content ?? ''),
      };
    },

    async deletePost(options: { actor: Actor | null; id: string }): Promise<void> {
      const actor = requireActor(options.actor, COMMUNITY_MESSAGES.signInToEdit);
      await transact(async (tx, emitted) => {
        const locked = await repo.lockPost(tx, options.id);
        if (!locked || locked.deleted_at) notFoundPost();
        if (!canDelete(actor, { userId: locked.user_id, deletedAt: null })) {
          throw new AppError('forbidden', COMMUNITY_MESSAGES.notYourPost);
        }
        await repo.softDeletePost(tx, options.id, deps.now());
        await repo.resolveFlags(tx, 'post', options.id, deps.now());
        emitted.push(await events.record(tx, { postId: options.id, kind: 'post_updated' }));
      });
      invalidateCounts();
    },

    async votePost(options: {
      actor: Actor | null;
      id: string;
      direction: VoteDirection;
    }): Promise<VoteResponse> {
      const actor = requireActor(options.actor, COMMUNITY_MESSAGES.signInToVoteOnPosts);
      await loadVisiblePost(options.id, actor);
      await enforceVoteLimit(rateLimiter, actor);
      return transact(async (tx, emitted) => {
        const locked = await repo.lockPost(tx, options.id);
        if (!locked || locked.deleted_at) notFoundPost();
        const result = await repo.toggleVote(tx, {
          table: 'post',
          targetId: options.id,
          userId: actor.id,
          direction: options.direction,
        });
        emitted.push(await events.record(tx, { postId: options.id, kind: 'post_updated' }));
        return { vote_count: result.voteCount, my_vote: result.myVote };
      });
    },

    /** Anyone may share; a share counts once per viewer, post and channel per hour. */
    async sharePost(options: {
      actor: Actor | null;
      id: string;
      channel: ShareChannel;
      viewerKey: string;
    }): Promise<{ share_count: number }> {
      await loadVisiblePost(options.id, options.actor);
      const shareCount = await repo.recordShare(db, {
        postId: options.id,
        userId: options.actor?.id ?? null,
        viewerKey: options.viewerKey,
        channel: options.channel,
        at: deps.now(),
        windowMs: SHARE_DEDUP_WINDOW_MS,
      });
      return { share_count: shareCount };
    },

    async flag(options: {
      actor: Actor | null;
      kind: ModerationKind;
      id: string;
      body: FlagBody;
    }): Promise<void> {
      const actor = requireActor(options.actor, COMMUNITY_MESSAGES.signInToFlag);
      const now = deps.now();
      await transact(async (tx, emitted) => {
        let postId: string;
        let ownerId: string;
        let alreadyHidden: boolean;
        if (options.kind === 'post') {
          const locked = await repo.lockPost(tx, options.id);
          if (!locked || !isPostVisible(locked, actor)) notFoundPost();
          postId = locked.id;
          ownerId = locked.user_id;
          alreadyHidden = locked.hidden_at !== null;
        } else {
          const locked = await repo.lockComment(tx, options.id);
          if (!locked || locked.is_deleted) notFoundComment();
          const post = await repo.lockPost(tx, locked.post_id);
          if (!post || !isPostVisible(post, actor)) notFoundComment();
          postId = locked.post_id;
          ownerId = locked.user_id;
          alreadyHidden = locked.hidden_at !== null;
        }
        await repo.insertFlag(tx, {
          targetKind: options.kind,
          targetId: options.id,
          postId,
          userId: actor.id,
          reason: options.body.reason,
          details: options.body.details ?? null,
          // The author's own flag and new accounts' flags never hide anything.
          countsTowardHiding: isEstablished(actor, now) && ownerId !== actor.id,
          at: now,
        });
        if (alreadyHidden) return;
        if ((await repo.countHidingFlags(tx, options.kind, options.id)) >= FLAGS_TO_HIDE) {
          await repo.setHidden(tx, options.kind, options.id, now);
          emitted.push(
            await events.record(tx, {
              postId,
              kind: options.kind === 'post' ? 'post_updated' : 'comment_updated',
              commentId: options.kind === 'comment' ? options.id : null,
            }),
          );
        }
      });
      if (options.kind === 'post') invalidateCounts();
    },

    async listComments(options: { actor: Actor | null; postId: string }): Promise<CommentListResponse> {
      const post = await repo.findPost(db, options.postId, null);
      if (!post || !isPostVisible(post, options.actor)) notFoundPost();
      const rows = await repo.listComments(db, options.postId, options.actor?.id ?? null);
      return {
        comments: buildCommentTree(rows, options.actor),
        total: rows.filter((row) => !row.is_deleted).length,
      };
    },

    async createComment(options: {
      actor: Actor | null;
      postId: string;
      body: CreateCommentBody;
    }): Promise<CommentMutationResponse> {
      const actor = requireActor(options.actor, COMMUNITY_MESSAGES.signInToComment);
      const now = deps.now();
      const id = randomUUID();
      // The answer is read inside the transaction, as in createPost.
      const row = await transact(async (tx, emitted) => {
        const post = await repo.lockPost(tx, options.postId);
        if (!post || !isPostVisible(post, actor)) notFoundPost();
        let depth = 0;
        let path = id;
        const parentId = options.body.parent_comment_id;
        if (parentId) {
          const parent = await repo.lockComment(tx, parentId);
          if (!parent || parent.post_id !== options.postId) notFoundComment();
          if (parent.is_deleted) throw new AppError('conflict', COMMUNITY_MESSAGES.commentDeleted);
          if (parent.depth >= COMMENT_MAX_DEPTH)
            throw new AppError('bad_request', COMMUNITY_MESSAGES.depthExceeded);
          depth = parent.depth + 1;
          path = `${parent.path}.${id}`;
        }
        await repo.lockAccount(tx, actor.id);
        await enforceCommentLimits(tx, {
          actor,
          now,
          newAccountIntervalMs: deps.newAccountCommentIntervalMs,
        });
        await repo.insertComment(tx, {
          id,
          postId: options.postId,
          parentCommentId: parentId,
          userId: actor.id,
          content: options.body.content,
          depth,
          path,
          createdAt: now,
        });
        emitted.push(
          await events.record(tx, { postId: options.postId, kind: 'comment_created', commentId: id }),
        );
        return repo.findComment(tx, id, actor.id);
      });
      if (!row) notFoundComment();
      return { comment: presentComment(row, actor), warnings: findSensitiveInfo(options.body.content) };
    },

    async updateComment(options: {
      actor: Actor | null;
      id: string;
      body: UpdateCommentBody;
    }): Promise<CommentMutationResponse> {
      const actor = requireActor(options.actor, COMMUNITY_MESSAGES.signInToEdit);
      const existing = await loadComment(options.id, actor);
      const row = await transact(async (tx, emitted) => {
        const locked = await repo.lockComment(tx, options.id);
        if (!locked) notFoundComment();
        if (!canEdit(actor, { userId: locked.user_id, isDeleted: locked.is_deleted })) {
          if (locked.is_deleted) notFoundComment();
          throw new AppError('forbidden', COMMUNITY_MESSAGES.notYourComment);
        }
        await repo.updateCommentContent(tx, options.id, options.body.content, deps.now());
        emitted.push(
          await events.record(tx, {
            postId: existing.post_id,
            kind: 'comment_updated',
            commentId: options.id,
          }),
        );
        return repo.findComment(tx, options.id, actor.id);
      });
      if (!row) notFoundComment();
      return { comment: presentComment(row, actor), warnings: findSensitiveInfo(options.body.content) };
    },

    async deleteComment(options: { actor: Actor | null; id: string }): Promise<void> {
      const actor = requireActor(options.actor, COMMUNITY_MESSAGES.signInToEdit);
      const existing = await loadComment(options.id, actor);
      await transact(async (tx, emitted) => {
        await repo.lockPost(tx, existing.post_id);
        const locked = await repo.lockComment(tx, options.id);
        if (!locked || locked.is_deleted) notFoundComment();
        if (!canDelete(actor, { userId: locked.user_id, isDeleted: false })) {
          throw new AppError('forbidden', COMMUNITY_MESSAGES.notYourComment);
        }
        await repo.softDeleteComment(
          tx,
          options.id,
          existing.post_id,
          actor.id === locked.user_id ? 'author' : 'moderator',
        );
        await repo.resolveFlags(tx, 'comment', options.id, deps.now());
        emitted.push(
          await events.record(tx, {
            postId: existing.post_id,
            kind: 'comment_deleted',
            commentId: options.id,
          }),
        );
      });
    },

    async voteComment(options: {
      actor: Actor | null;
      id: string;
      direction: VoteDirection;
    }): Promise<VoteResponse> {
      const actor = requireActor(options.actor, COMMUNITY_MESSAGES.signInToVoteOnComments);
      const existing = await loadComment(options.id, actor);
      await enforceVoteLimit(rateLimiter, actor);
      return transact(async (tx, emitted) => {
        const locked = await repo.lockComment(tx, options.id);
        if (!locked || locked.is_deleted) notFoundComment();
        const result = await repo.toggleVote(tx, {
          table: 'comment',
          targetId: options.id,
          userId: actor.id,
          direction: options.direction,
        });
        emitted.push(
          await events.record(tx, { postId: existing.post_id, kind: 'comment_voted', commentId: options.id }),
        );
        return { vote_count: result.voteCount, my_vote: result.myVote };
      });
    },

    async moderationQueue(options: { actor: Actor | null }): Promise<ModerationQueueResponse> {
      requireActor(options.actor, COMMUNITY_MESSAGES.signInToEdit);
      if (!canModerate(options.actor)) throw new AppError('forbidden', COMMUNITY_MESSAGES.moderatorsOnly);
      const rows = await repo.moderationQueue(db, MODERATION_QUEUE_LIMIT);
      return { items: rows.map(presentQueueItem) };
    },

    /** restore: visible again, open flags resolved; remove: soft-deleted by a moderator. */
    async moderate(options: {
      actor: Actor | null;
      kind: ModerationKind;
      id: string;
      body: ModerationActionBody;
    }): Promise<void> {
      const actor = requireActor(options.actor, COMMUNITY_MESSAGES.signInToEdit);
      if (!canModerate(actor)) throw new AppError('forbidden', COMMUNITY_MESSAGES.moderatorsOnly);
      const now = deps.now();
      await transact(async (tx, emitted) => {
        let postId: string;
        if (options.kind === 'post') {
          const locked = await repo.lockPost(tx, options.id);
          if (!locked || locked.deleted_at) notFoundPost();
          postId = locked.id;
          if (options.body.action === 'restore') await repo.setHidden(tx, 'post', options.id, null);
          else await repo.softDeletePost(tx, options.id, now);
        } else {
          const comment = await repo.lockComment(tx, options.id);
          if (!comment || comment.is_deleted) notFoundComment();
          postId = comment.post_id;
          await repo.lockPost(tx, postId);
          if (options.body.action === 'restore') await repo.setHidden(tx, 'comment', options.id, null);
          else await repo.softDeleteComment(tx, options.id, postId, 'moderator');
        }
        await repo.resolveFlags(tx, options.kind, options.id, now);
        emitted.push(
          await events.record(tx, {
            postId,
            kind:
              options.kind === 'post'
                ? 'post_updated'
                : options.body.action === 'remove'
                  ? 'comment_deleted'
                  : 'comment_updated',
            commentId: options.kind === 'comment' ? options.id : null,
          }),
        );
      });
      invalidateCounts();
    },
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
