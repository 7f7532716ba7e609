import {
  COMMENT_MAX_DEPTH,
  POST_CARD_PREVIEW_LENGTH,
  TOPIC_CATEGORIES,
  URGENCY_LEVELS,
  TARGET_AUDIENCES,
  POST_TYPES,
  previewText,
  type CommentNode,
  type Post,
  type PostListItem,
  type VoteValue,
  type ModerationItem,
  type FlagReason,
} from '../../../core/community.ts';
import { canDelete, canEdit, canSeeHidden, canWrite, type Actor } from './policies.ts';
import type { CommentRow, PostRow, QueueRow } from './repository.ts';
import { iso, isoOrNull } from './sql.ts';

/** Shown when an account has no name (never the e-mail: addresses are not public). */
export const ANONYMOUS_NAME = 'Community member';

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

function vote(value: number | null): VoteValue {
  return value === 1 ? 1 : value === -1 ? -1 : 0;
}

function postBase(row: PostRow, actor: Actor | null) {
  const owned = { userId: row.user_id, deletedAt: row.deleted_at ? new Date(row.deleted_at) : null };
  const name = row.author_display_name || ANONYMOUS_NAME;
  return {
    id: row.id,
    user_id: row.user_id,
    title: row.title,
    post_type: oneOf(POST_TYPES, row.post_type, 'user_created'),
    topic_category: oneOf(TOPIC_CATEGORIES, row.topic_category, 'general_career'),
    urgency_level: oneOf(URGENCY_LEVELS, row.urgency_level, 'low'),
    target_audience: oneOf(TARGET_AUDIENCES, row.target_audience, 'professionals'),
    priority_weight: row.priority_weight,
    vote_count: row.vote_count,
    comment_count: row.comment_count,
    share_count: row.share_count,
    view_count: row.view_count,
    is_trending: row.is_trending,
    created_at: iso(row.created_at),
    edited_at: isoOrNull(row.edited_at),
    author_display_name: name,
    author: { id: row.user_id, display_name: name, is_demo: row.is_demo },
    tags: row.tags,
    my_vote: vote(row.my_vote),
    can_edit: canEdit(actor, owned),
    can_delete: canDelete(actor, owned),
    is_hidden: row.hidden_at !== null,
  };
}

export function presentPost(row: PostRow, actor: Actor | null): Post {
  return { ...postBase(row, actor), content: row.content };
}

export function presentPostListItem(row: PostRow, actor: Actor | null): PostListItem {
  const preview = previewText(row.content, POST_CARD_PREVIEW_LENGTH);
  return { ...postBase(row, actor), content_preview: preview.text, content_truncated: preview.truncated };
}

/** Whether the caller may see a post at all (deleted: nobody; hidden: author and moderators). */
export function isPostVisible(
  row: Pick<PostRow, 'user_id' | 'deleted_at' | 'hidden_at'>,
  actor: Actor | null,
): boolean {
  if (row.deleted_at) return false;
  return row.hidden_at === null || canSeeHidden(actor, { userId: row.user_id });
}

export function presentComment(row: CommentRow, actor: Actor | null): CommentNode {
  const owned = { userId: row.user_id, isDeleted: row.is_deleted };
  const hidden = row.hidden_at !== null && !canSeeHidden(actor, owned);
  const blank = row.is_deleted || hidden;
  return {
    id: row.id,
    post_id: row.post_id,
    parent_comment_id: row.parent_comment_id,
    user_id: blank ? null : row.user_id,
    content: blank ? '' : row.content,
    depth: row.depth,
    vote_count: row.vote_count,
    is_deleted: row.is_deleted,
    is_hidden: row.hidden_at !== null,
    created_at: iso(row.created_at),
    edited_at: isoOrNull(row.edited_at),
    author: blank
      ? null
      : { id: row.user_id, display_name: row.author_name?.trim() || ANONYMOUS_NAME, is_demo: row.is_demo },
    my_vote: vote(row.my_vote),
    can_edit: !hidden && canEdit(actor, owned),
    can_delete: canDelete(actor, owned),
    can_reply: canWrite(actor) && !blank && row.depth < COMMENT_MAX_DEPTH,
    replies: [],
  };
}

/** SPEC section 9: siblings by vote_count (highest first), then oldest first; id breaks exact ties. */
function compareSiblings(a: CommentNode, b: CommentNode): number {
  if (a.vote_count !== b.vote_count) return b.vote_count - a.vote_count;
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? -1 : 1;
  return a.id < b.id ? -1 : 1;
}

/** Builds the tree from the flat rows of one query (O(n log n)); orphans are attached at the top. */
export function buildCommentTree(rows: readonly CommentRow[], actor: Actor | null): CommentNode[] {
  const nodes = new Map<string, CommentNode>();
  for (const row of rows) nodes.set(row.id, presentComment(row, actor));
  const roots: CommentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_comment_id ? nodes.get(node.parent_comment_id) : undefined;
    if (parent) parent.replies.push(node);
    else roots.push(node);
  }
  const sortAll = (list: CommentNode[]) => {
    list.sort(compareSiblings);
    for (const node of list) if (node.replies.length > 0) sortAll(node.replies);
  };
  sortAll(roots);
  return roots;
}

export function presentQueueItem(row: QueueRow): ModerationItem {
  return {
    kind: row.kind,
    id: row.id,
    post_id: row.post_id,
    title: row.title,
    content: row.content,
    author: {
      id: row.user_id,
      display_name: row.author_name?.trim() || ANONYMOUS_NAME,
      is_demo: row.is_demo,
    },
    created_at: iso(row.created_at),
    is_hidden: row.hidden_at !== null,
    flag_count: row.flag_count,
    reasons: row.reasons.map((reason) => ({
      reason: reason.reason as FlagReason,
      details: reason.details,
      created_at: iso(reason.created_at),
    })),
  };
}
