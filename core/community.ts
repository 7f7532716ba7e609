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
 */
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------------
// SPEC constants (section 9)

export const POST_TITLE_MAX_LENGTH = 200;
export const POST_CONTENT_MAX_LENGTH = 2000;
/** Our choice (SPEC is silent): a comment may be as long as a post. */
export const COMMENT_MAX_LENGTH = 2000;
export const POST_TAGS_MAX = 5;
/** Our choice (SPEC is silent). */
export const TAG_MAX_LENGTH = 30;
export const POST_CARD_PREVIEW_LENGTH = 300;
export const POST_SHARE_DESCRIPTION_LENGTH = 150;
/** Top-level comments have depth 0; a reply has its parent's depth + 1; no reply below depth 5. */
export const COMMENT_MAX_DEPTH = 5;
/**
 * The post page shows about this many comments at first (whole threads, never a thread cut in two) and
 * the rest behind 'Show more comments': server-rendering a thousand comments cost seconds (decision 022).
 */
export const COMMENT_WINDOW_SIZE = 100;
export const POST_LIST_PAGE_SIZE = 20;
export const POST_LIST_MAX_PAGE_SIZE = 50;
/** A view counts at most once per viewer in this window. */
export const VIEW_DEDUP_WINDOW_MS = 60 * 60 * 1000;
/** A post or comment flagged by this many distinct established accounts is hidden until reviewed. */
export const FLAGS_TO_HIDE = 3;
/** Accounts younger than this are "new": stricter limits, and their flags do not hide content. */
export const NEW_ACCOUNT_AGE_MS = 72 * 60 * 60 * 1000;

/** Abuse limits per account (issue 10); windows in seconds. */
export const COMMUNITY_LIMITS = {
  newAccountPostIntervalS: 5 * 60,
  newAccountFirstDayPosts: 3,
  newAccountCommentIntervalS: 30,
  newAccountMaxLinksPerPost: 2,
  postsPerDay: 20,
  commentsPerDay: 200,
  votesPerDay: 300,
  duplicatePostWindowS: 5 * 60,
} as const;

// ---------------------------------------------------------------------------------------------------
// SPEC enumerations with labels (section 3)

export const TOPIC_CATEGORIES = [
  'h1b_lottery',
  'h1b_jobs',
  'h1b_stamping',
  'h1b_green_card',
  'h1b_transfer',
  'h1b_policy',
  'h1b_spouse',
  'f1_transition',
  'f1_opt',
  'general_career',
] as const;
export type TopicCategory = (typeof TOPIC_CATEGORIES)[number];
export const TOPIC_CATEGORY_LABELS: Record<TopicCategory, string> = {
  h1b_lottery: 'H1B Lottery',
  h1b_jobs: 'H1B Jobs & Sponsorship',
  h1b_stamping: 'Visa Stamping',
  h1b_green_card: 'Green Card Process',
  h1b_transfer: 'H1B Transfer/Extension',
  h1b_policy: 'H1B Policy Updates',
  h1b_spouse: 'H4 Visa & Dependents',
  f1_transition: 'F1 to H1B Transition',
  f1_opt: 'F1 OPT & STEM',
  general_career: 'General Career Advice',
};

export const URGENCY_LEVELS = ['low', 'medium', 'high', 'time_sensitive'] as const;
export type UrgencyLevel = (typeof URGENCY_LEVELS)[number];
export const URGENCY_LABELS: Record<UrgencyLevel, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  time_sensitive: 'Time Sensitive',
};
/** SPEC section 5: urgency maps to priority_weight. */
export const PRIORITY_WEIGHTS: Record<UrgencyLevel, number> = {
  time_sensitive: 8,
  high: 6,
  medium: 4,
  low: 2,
};
export const DEFAULT_URGENCY: UrgencyLevel = 'low';

export const TARGET_AUDIENCES = ['students', 'new_graduates', 'professionals', 'experienced'] as const;
export type TargetAudience = (typeof TARGET_AUDIENCES)[number];
export const TARGET_AUDIENCE_LABELS: Record<TargetAudience, string> = {
  students: 'Students',
  new_graduates: 'New Graduates',
  professionals: 'Professionals',
  experienced: 'Experienced',
};
export const DEFAULT_TARGET_AUDIENCE: TargetAudience = 'professionals';

export const POST_TYPES = ['user_created', 'trending'] as const;
export type PostType = (typeof POST_TYPES)[number];

export const POST_SORTS = ['trending', 'popular', 'recent'] as const;
export type PostSort = (typeof POST_SORTS)[number];
export const POST_SORT_LABELS: Record<PostSort, string> = {
  trending: 'Trending',
  popular: 'Most Popular',
  recent: 'Most Recent',
};
export const DEFAULT_POST_SORT: PostSort = 'trending';

export const SHARE_CHANNELS = ['linkedin', 'twitter', 'whatsapp', 'email', 'copy_link'] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

export const FLAG_REASONS = [
  'spam',
  'harassment',
  'misinformation',
  'personal_info',
  'off_topic',
  'other',
] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];
export const FLAG_REASON_LABELS: Record<FlagReason, string> = {
  spam: 'Spam or advertising',
  harassment: 'Harassment or hate',
  misinformation: 'Misleading immigration advice',
  personal_info: "Someone's personal information",
  off_topic: 'Off topic',
  other: 'Something else',
};

// ---------------------------------------------------------------------------------------------------
// Messages: SPEC's strings quoted exactly, then our own where SPEC is silent.

export const COMMUNITY_MESSAGES = {
  // SPEC section 5 "New post" and section 6 "Visitor messages"
  requiredFields: 'Please fill in all required fields',
  signInToCreatePost: 'You must be logged in to create a post',
  signInToVoteOnComments: 'Please sign in to vote on comments',
  signInToComment: 'Please sign in to comment',
  signInRequiredTitle: 'Sign in required',
  signInToLeaveComment: 'Please sign in to leave a comment',
  passwordsDontMatch: "Passwords don't match",
  passwordMinLength: 'Password must be at least 6 characters',
  // SPEC section 8 "Community" toasts
  failedToLoadPosts: 'Failed to load community posts',
  failedToLoadComments: 'Failed to load comments',
  failedToVoteOnComment: 'Failed to vote on comment',
  failedToPostComment: 'Failed to post comment',
  commentPosted: 'Comment posted successfully',
  postCreated: 'Post created successfully!',
  failedToCreatePost: 'Failed to create post. Please try again.',
  linkCopied: 'Link copied to clipboard!',
  failedToCopyLink: 'Failed to copy link',
  // SPEC section 2
  noPostsFound: 'No posts found',
  createFirstPost: 'Create First Post',
  postNotFoundTitle: 'Post Not Found',
  // Ours (SPEC is silent)
  titleTooLong: `Title must be at most ${POST_TITLE_MAX_LENGTH} characters`,
  contentTooLong: `Content must be at most ${POST_CONTENT_MAX_LENGTH} characters`,
  invalidCategory: 'Please choose a category',
  tooManyTags: `You can add at most ${POST_TAGS_MAX} tags`,
  tagTooLong: `Tags must be at most ${TAG_MAX_LENGTH} characters`,
  commentEmpty: 'Comment cannot be empty',
  commentTooLong: `Comment must be at most ${COMMENT_MAX_LENGTH} characters`,
  depthExceeded: `Replies can be nested at most ${COMMENT_MAX_DEPTH} levels deep`,
  signInToVoteOnPosts: 'Please sign in to vote on posts',
  signInToFlag: 'Please sign in to report content',
  signInToEdit: 'Please sign in to change your posts and comments',
  postNotFound: 'Post not found',
  commentNotFound: 'Comment not found',
  notYourPost: 'You can only change your own posts',
  notYourComment: 'You can only change your own comments',
  postUpdated: 'Post updated',
  failedToUpdatePost: 'Failed to update post. Please try again.',
  commentUpdated: 'Comment updated',
  failedToUpdateComment: 'Failed to update comment',
  commentDeleted: 'This comment was deleted',
  moderatorsOnly: 'Only moderators can use the review queue',
  invalidCursor: 'This page link has expired; reload the list',
} as const;

/** 429 messages for the abuse limits; `retryAfterSeconds` is also sent as `Retry-After`. */
export const LIMIT_MESSAGES = {
  newAccountPostInterval: (wait: string) =>
    `New accounts can publish one post every 5 minutes. Please try again in ${wait}.`,
  newAccountFirstDay: (wait: string) =>
    `New accounts can publish 3 posts on their first day. Please try again in ${wait}.`,
  /** `interval`: '30 seconds' unless the server is configured otherwise. */
  newAccountCommentInterval: (interval: string, wait: string) =>
    `New accounts can comment once every ${interval}. Please try again in ${wait}.`,
  newAccountLinks: 'Posts from accounts younger than 3 days can contain at most 2 links.',
  postsPerDay: (wait: string) => `You have reached the limit of 20 posts a day. Please try again in ${wait}.`,
  commentsPerDay: (wait: string) =>
    `You have reached the limit of 200 comments a day. Please try again in ${wait}.`,
  votesPerDay: (wait: string) =>
    `You have reached the limit of 300 votes a day. Please try again in ${wait}.`,
  duplicatePost: 'You published the same post less than 5 minutes ago.',
} as const;

/** "3 minutes", "45 seconds", "2 hours": how long to wait, for the limit messages. */
export function formatWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} second${s === 1 ? '' : 's'}`;
  const m = Math.ceil(s / 60);
  if (m < 60) return `${m} minute${m === 1 ? '' : 's'}`;
  const h = Math.ceil(m / 60);
  return `${h} hour${h === 1 ? '' : 's'}`;
}

// ---------------------------------------------------------------------------------------------------
// Pure rules

/** SPEC: tags lowercased, trimmed, without duplicates (inner whitespace collapsed, empty ones dropped). */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const raw of tags) {
    const tag = raw.replace(/\s+/g, ' ').trim().toLowerCase();
    if (tag) seen.add(tag);
  }
  return [...seen];
}

export function priorityWeightFor(urgency: UrgencyLevel): number {
  return PRIORITY_WEIGHTS[urgency];
}

/** Cuts text to `max` characters at a word boundary when one is near, adding '...'. */
export function previewText(text: string, max: number): { text: string; truncated: boolean } {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return { text: flat, truncated: false };
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  const base = space > max * 0.7 ? cut.slice(0, space) : cut;
  return { text: `${base.trimEnd()}...`, truncated: true };
}

/** http(s) links in user text: counted for the new-account link limit, and made clickable by the pages. */
export const LINK_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
export function countLinks(text: string): number {
  return text.match(LINK_PATTERN)?.length ?? 0;
}

/** SPEC toggle rule: the same direction again removes the vote, the opposite one switches it. */
export function nextVote(current: VoteValue, clicked: VoteDirection): VoteValue {
  return current === clicked ? 0 : clicked;
}

export function canReplyAtDepth(depth: number): boolean {
  return depth < COMMENT_MAX_DEPTH;
}

type Thread = { is_deleted: boolean; replies: readonly Thread[] };

/** Comments in these threads that are not deleted (what `total` and comment_count count). */
export function countComments(threads: readonly Thread[]): number {
  let count = 0;
  for (const thread of threads) count += (thread.is_deleted ? 0 : 1) + countComments(thread.replies);
  return count;
}

/**
 * How many of the top-level threads (in order) fit in `budget` comments, whole threads only; at least
 * one, so a single huge thread is still shown.
 */
export function threadsWithin(threads: readonly Thread[], budget: number): number {
  let used = 0;
  let index = 0;
  for (const thread of threads) {
    used += countAll(thread);
    if (used > budget && index > 0) break;
    index += 1;
  }
  return index;
}

function countAll(thread: Thread): number {
  let count = 1;
  for (const reply of thread.replies) count += countAll(reply);
  return count;
}

export function isTopicCategory(value: string): value is TopicCategory {
  return (TOPIC_CATEGORIES as readonly string[]).includes(value);
}

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

/** Removes NUL and other control characters except line breaks and tabs (PostgreSQL rejects NUL). */
export function cleanUserText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
}

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

export const voteDirectionSchema = z.union([z.literal(1), z.literal(-1)], {
  error: 'vote_type must be 1 or -1',
});
export type VoteDirection = z.infer<typeof voteDirectionSchema>;
export const voteValueSchema = z.union([z.literal(1), z.literal(-1), z.literal(0)]);
export type VoteValue = z.infer<typeof voteValueSchema>;
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
export const COMMUNITY_SSE_EVENT = 'community';
