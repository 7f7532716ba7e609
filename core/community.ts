/**
 * The community contract: every request and response of `/api/community`, the SPEC enumerations with
 * their labels, and the SPEC constants and messages. Shared by the server (routes, OpenAPI) and the pages
 * (forms, loaders). Pure: no I/O.
 *
 * Routes (all JSON unless said; errors are `{error:{code,message}}`; writes need a session, else 401 with
 * the message named below):
 *
 *   GET    /api/community/categories                    -> CategoryCountsResponse  (sidebar, post counts)
 *   GET    /api/community/posts?category&sort&cursor&limit  (PostListQuery) -> PostListResponse
 *   POST   /api/community/posts            CreatePostBody -> 201 PostMutationResponse
 *                                          401 'You must be logged in to create a post'
 *   GET    /api/community/posts/:id                      -> PostResponse (counts a view: once per viewer
 *                                                           per hour, crawlers excluded); 404 'Post not found'
 *   PATCH  /api/community/posts/:id       UpdatePostBody -> PostMutationResponse (author only, else 403)
 *   DELETE /api/community/posts/:id                      -> 204 (author or moderator; soft delete)
 *   POST   /api/community/posts/:id/vote  VoteBody       -> VoteResponse (SPEC toggle rule; persisted)
 *   POST   /api/community/posts/:id/share ShareBody      -> ShareResponse (anyone; counts the share)
 *   POST   /api/community/posts/:id/flag  FlagBody       -> FlagResponse
 *   GET    /api/community/posts/:id/comments             -> CommentListResponse (tree, SPEC order)
 *   POST   /api/community/posts/:id/comments CreateCommentBody -> 201 CommentMutationResponse
 *                                          401 'Please sign in to comment'; 400 when the parent is at depth 5
 *   PATCH  /api/community/comments/:id   UpdateCommentBody -> CommentMutationResponse (author only)
 *   DELETE /api/community/comments/:id                   -> 204 (author or moderator; soft delete, the
 *                                                           thread keeps its shape)
 *   POST   /api/community/comments/:id/vote VoteBody     -> VoteResponse; 401 'Please sign in to vote on comments'
 *   POST   /api/community/comments/:id/flag FlagBody     -> FlagResponse
 *   GET    /api/community/posts/:id/events   text/event-stream (Server-Sent Events, see CommunityEvent):
 *                                            ids only; on any event refetch the comments (and the post).
 *                                            Resumes after a reconnect with the Last-Event-ID header.
 *   GET    /api/community/viewer                         -> ViewerResponse (is the caller a moderator)
 *   GET    /api/community/moderation/queue               -> ModerationQueueResponse (moderators only, 403)
 *   POST   /api/community/moderation/:kind/:id ModerationActionBody -> ModerationActionResponse
 *   GET    /api/social-preview?id=          text/html with the post's title, description, canonical,
 *                                            Open Graph and Twitter tags (for crawlers)
 *
 * Abuse limits answer 429 with `Retry-After` and a message saying what the limit is and when to retry.
 *
 * The constants, labels, messages and pure functions live in core/community-rules.ts (re-exported here),
 * which the pages import without zod.
 */
import { z } from 'zod';
import {
  COMMENT_MAX_LENGTH,
  COMMUNITY_MESSAGES,
  POST_TITLE_MAX_LENGTH,
  DEFAULT_POST_SORT,
  DEFAULT_TARGET_AUDIENCE,
  DEFAULT_URGENCY,
  FLAG_REASONS,
  POST_CONTENT_MAX_LENGTH,
  POST_LIST_MAX_PAGE_SIZE,
  POST_LIST_PAGE_SIZE,
  POST_SORTS,
  POST_TAGS_MAX,
  POST_TYPES,
  SHARE_CHANNELS,
  TAG_MAX_LENGTH,
  TARGET_AUDIENCES,
  TOPIC_CATEGORIES,
  URGENCY_LEVELS,
  cleanUserText,
  normalizeTags,
  type VoteDirection,
  type VoteValue,
} from './community-rules.ts';

export * from './community-rules.ts';

// ---------------------------------------------------------------------------------------------------
// Schemas: requests

/** SPEC: the post id is "hex-and-dash" (a UUID). */
export const uuidSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Not a valid id')
  .transform((value) => value.toLowerCase());
export const idParamsSchema = z.object({ id: uuidSchema });

const optionalCategory = z
  .string()
  .trim()
  .max(50)
  .optional()
  .transform((value) => (value && value.toLowerCase() !== 'all' ? value : undefined))
  .pipe(z.enum(TOPIC_CATEGORIES).optional());

export const postListQuerySchema = z.object({
  category: optionalCategory,
  sort: z.enum(POST_SORTS).default(DEFAULT_POST_SORT),
  /** Opaque; the next_cursor of the previous page. */
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(POST_LIST_MAX_PAGE_SIZE).default(POST_LIST_PAGE_SIZE),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;
export type PostListQueryInput = z.input<typeof postListQuerySchema>;

const requiredText = (max: number, tooLong: string) =>
  z
    .string({ error: COMMUNITY_MESSAGES.requiredFields })
    .transform((value) => cleanUserText(value).trim())
    .pipe(z.string().min(1, COMMUNITY_MESSAGES.requiredFields).max(max, tooLong));

export const tagsSchema = z
  .array(z.string().max(200, COMMUNITY_MESSAGES.tagTooLong), { error: 'Tags must be a list' })
  .max(50, COMMUNITY_MESSAGES.tooManyTags)
  .default([])
  .transform((tags) => normalizeTags(tags.map(cleanUserText)))
  .pipe(
    z
      .array(z.string().max(TAG_MAX_LENGTH, COMMUNITY_MESSAGES.tagTooLong))
      .max(POST_TAGS_MAX, COMMUNITY_MESSAGES.tooManyTags),
  );

export const createPostBodySchema = z.object({
  title: requiredText(POST_TITLE_MAX_LENGTH, COMMUNITY_MESSAGES.titleTooLong),
  content: requiredText(POST_CONTENT_MAX_LENGTH, COMMUNITY_MESSAGES.contentTooLong),
  topic_category: z.enum(TOPIC_CATEGORIES, { error: COMMUNITY_MESSAGES.requiredFields }),
  urgency_level: z.enum(URGENCY_LEVELS).default(DEFAULT_URGENCY),
  target_audience: z.enum(TARGET_AUDIENCES).default(DEFAULT_TARGET_AUDIENCE),
  tags: tagsSchema,
});
export type CreatePostBody = z.infer<typeof createPostBodySchema>;
export type CreatePostInput = z.input<typeof createPostBodySchema>;

export const updatePostBodySchema = z
  .object({
    title: requiredText(POST_TITLE_MAX_LENGTH, COMMUNITY_MESSAGES.titleTooLong).optional(),
    content: requiredText(POST_CONTENT_MAX_LENGTH, COMMUNITY_MESSAGES.contentTooLong).optional(),
    topic_category: z.enum(TOPIC_CATEGORIES, { error: COMMUNITY_MESSAGES.invalidCategory }).optional(),
    urgency_level: z.enum(URGENCY_LEVELS).optional(),
    target_audience: z.enum(TARGET_AUDIENCES).optional(),
    tags: tagsSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change');
export type UpdatePostBody = z.infer<typeof updatePostBodySchema>;
export type UpdatePostInput = z.input<typeof updatePostBodySchema>;

const commentText = z
  .string({ error: COMMUNITY_MESSAGES.commentEmpty })
  .transform((value) => cleanUserText(value).trim())
  .pipe(
    z
      .string()
      .min(1, COMMUNITY_MESSAGES.commentEmpty)
      .max(COMMENT_MAX_LENGTH, COMMUNITY_MESSAGES.commentTooLong),
  );

export const createCommentBodySchema = z.object({
  content: commentText,
  /** Absent or null for a top-level comment. */
  parent_comment_id: uuidSchema.nullish().transform((value) => value ?? null),
});
export type CreateCommentBody = z.infer<typeof createCommentBodySchema>;
export type CreateCommentInput = z.input<typeof createCommentBodySchema>;

export const updateCommentBodySchema = z.object({ content: commentText });
export type UpdateCommentBody = z.infer<typeof updateCommentBodySchema>;
export type UpdateCommentInput = z.input<typeof updateCommentBodySchema>;

export const voteDirectionSchema: z.ZodType<VoteDirection> = z.union([z.literal(1), z.literal(-1)], {
  error: 'vote_type must be 1 or -1',
});
export const voteValueSchema: z.ZodType<VoteValue> = z.union([z.literal(1), z.literal(-1), z.literal(0)]);
export const voteBodySchema = z.object({ vote_type: voteDirectionSchema });
export type VoteBody = z.infer<typeof voteBodySchema>;

export const shareBodySchema = z.object({ channel: z.enum(SHARE_CHANNELS) });
export type ShareBody = z.infer<typeof shareBodySchema>;

export const flagBodySchema = z.object({
  reason: z.enum(FLAG_REASONS, { error: 'Please choose a reason' }),
  details: z
    .string()
    .max(500, 'Details must be at most 500 characters')
    .optional()
    .transform((value) => (value ? cleanUserText(value).trim() || undefined : undefined)),
});
export type FlagBody = z.infer<typeof flagBodySchema>;

export const MODERATION_KINDS = ['post', 'comment'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];
export const moderationParamsSchema = z.object({ kind: z.enum(MODERATION_KINDS), id: uuidSchema });
export const moderationActionBodySchema = z.object({ action: z.enum(['restore', 'remove']) });
export type ModerationActionBody = z.infer<typeof moderationActionBodySchema>;

export const socialPreviewQuerySchema = z.object({ id: z.string().max(100).default('') });

// ---------------------------------------------------------------------------------------------------
// Schemas: responses

const isoDate = z.string();

/** Sensitive data found in user text (see core/sensitive-info.ts); a warning, never a refusal. */
export const sensitiveFindingSchema = z.object({
  kind: z.enum(['uscis_receipt', 'a_number', 'passport']),
  label: z.string(),
  /** The matched text with most characters masked, e.g. 'EAC*******123'. */
  masked: z.string(),
});
export type SensitiveFinding = z.infer<typeof sensitiveFindingSchema>;

export const authorSchema = z.object({
  id: z.string(),
  display_name: z.string(),
  /** A demo account of the seeded discussions (shown with a "Demo" badge). */
  is_demo: z.boolean(),
});
export type Author = z.infer<typeof authorSchema>;

const postFields = {
  id: z.string(),
  user_id: z.string(),
  title: z.string(),
  post_type: z.enum(POST_TYPES),
  topic_category: z.enum(TOPIC_CATEGORIES),
  urgency_level: z.enum(URGENCY_LEVELS),
  target_audience: z.enum(TARGET_AUDIENCES),
  priority_weight: z.number().int(),
  vote_count: z.number().int(),
  comment_count: z.number().int(),
  share_count: z.number().int(),
  view_count: z.number().int(),
  is_trending: z.boolean(),
  created_at: isoDate,
  /** Set when the author edited the post. */
  edited_at: isoDate.nullable(),
  author_display_name: z.string(),
  author: authorSchema,
  tags: z.array(z.string()),
  /** The caller's vote: 1, -1, or 0 (none, or not signed in). */
  my_vote: voteValueSchema,
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  /** Hidden by flags, waiting for a moderator; only its author and moderators see such a post. */
  is_hidden: z.boolean(),
};

export const postSchema = z.object({ ...postFields, content: z.string() });
export type Post = z.infer<typeof postSchema>;

/** A card in the list: the content cut at 300 characters (SPEC section 2). */
export const postListItemSchema = z.object({
  ...postFields,
  content_preview: z.string(),
  content_truncated: z.boolean(),
});
export type PostListItem = z.infer<typeof postListItemSchema>;

export const postListResponseSchema = z.object({
  posts: z.array(postListItemSchema),
  /** Pass as `cursor` to get the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type PostListResponse = z.infer<typeof postListResponseSchema>;

export const categoryCountsResponseSchema = z.object({
  categories: z.array(
    z.object({ value: z.enum(TOPIC_CATEGORIES), label: z.string(), post_count: z.number().int() }),
  ),
  total: z.number().int(),
});
export type CategoryCountsResponse = z.infer<typeof categoryCountsResponseSchema>;

export const postResponseSchema = z.object({ post: postSchema });
export type PostResponse = z.infer<typeof postResponseSchema>;

export const postMutationResponseSchema = z.object({
  post: postSchema,
  /** What looked like sensitive data; the post is published anyway. */
  warnings: z.array(sensitiveFindingSchema),
});
export type PostMutationResponse = z.infer<typeof postMutationResponseSchema>;

export type CommentNode = {
  id: string;
  post_id: string;
  parent_comment_id: string | null;
  user_id: string | null;
  /** Empty when deleted or hidden (the node stays so the thread keeps its shape). */
  content: string;
  depth: number;
  vote_count: number;
  is_deleted: boolean;
  is_hidden: boolean;
  created_at: string;
  edited_at: string | null;
  /** Null when deleted or hidden. */
  author: Author | null;
  my_vote: VoteValue;
  can_edit: boolean;
  can_delete: boolean;
  /** depth < 5 and the caller is signed in. */
  can_reply: boolean;
  /** Siblings by vote_count, then oldest (SPEC section 9). */
  replies: CommentNode[];
};

export const commentSchema: z.ZodType<CommentNode> = z.object({
  id: z.string(),
  post_id: z.string(),
  parent_comment_id: z.string().nullable(),
  user_id: z.string().nullable(),
  content: z.string(),
  depth: z.number().int(),
  vote_count: z.number().int(),
  is_deleted: z.boolean(),
  is_hidden: z.boolean(),
  created_at: isoDate,
  edited_at: isoDate.nullable(),
  author: authorSchema.nullable(),
  my_vote: voteValueSchema,
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  can_reply: z.boolean(),
  get replies(): z.ZodArray<z.ZodType<CommentNode>> {
    return z.array(commentSchema);
  },
});

export const commentListResponseSchema = z.object({
  comments: z.array(commentSchema),
  /** Comments that are not deleted (equals the post's comment_count). */
  total: z.number().int(),
});
export type CommentListResponse = z.infer<typeof commentListResponseSchema>;

export const commentMutationResponseSchema = z.object({
  comment: commentSchema,
  warnings: z.array(sensitiveFindingSchema),
});
export type CommentMutationResponse = z.infer<typeof commentMutationResponseSchema>;

export const voteResponseSchema = z.object({ vote_count: z.number().int(), my_vote: voteValueSchema });
export type VoteResponse = z.infer<typeof voteResponseSchema>;

export const shareResponseSchema = z.object({ share_count: z.number().int() });
export type ShareResponse = z.infer<typeof shareResponseSchema>;

export const flagResponseSchema = z.object({ flagged: z.literal(true) });
export type FlagResponse = z.infer<typeof flagResponseSchema>;

export const viewerResponseSchema = z.object({ user_id: z.string().nullable(), is_moderator: z.boolean() });
export type ViewerResponse = z.infer<typeof viewerResponseSchema>;

export const moderationItemSchema = z.object({
  kind: z.enum(MODERATION_KINDS),
  id: z.string(),
  post_id: z.string(),
  /** The post's title (for a comment: the title of its post). */
  title: z.string(),
  content: z.string(),
  author: authorSchema,
  created_at: isoDate,
  is_hidden: z.boolean(),
  flag_count: z.number().int(),
  reasons: z.array(
    z.object({ reason: z.enum(FLAG_REASONS), details: z.string().nullable(), created_at: isoDate }),
  ),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;
export const moderationQueueResponseSchema = z.object({ items: z.array(moderationItemSchema) });
export type ModerationQueueResponse = z.infer<typeof moderationQueueResponseSchema>;
export const moderationActionResponseSchema = z.object({ ok: z.literal(true) });

// ---------------------------------------------------------------------------------------------------
// Live updates (Server-Sent Events on /api/community/posts/:id/events)

export const COMMUNITY_EVENT_KINDS = [
  'comment_created',
  'comment_updated',
  'comment_deleted',
  'comment_voted',
  'post_updated',
  /** Sent after a reconnect when events were missed and cannot be replayed: refetch everything. */
  'resync',
] as const;
export type CommunityEventKind = (typeof COMMUNITY_EVENT_KINDS)[number];

/**
 * The `data` of each SSE message (event name `community`, `id:` a number usable as Last-Event-ID).
 * Ids only: the client refetches `/posts/:id/comments` (and `/posts/:id` for post_updated).
 */
export const communityEventSchema = z.object({
  kind: z.enum(COMMUNITY_EVENT_KINDS),
  post_id: z.string(),
  comment_id: z.string().nullable(),
});
export type CommunityEvent = z.infer<typeof communityEventSchema>;
