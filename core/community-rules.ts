/**
 * The community's rules without its schemas: SPEC constants, enumerations with their labels, messages and
 * the pure functions the pages use. Kept apart from core/community.ts (which re-exports all of it) so a page
 * that only shows posts does not load zod: the schemas are loaded when a form is sent or an answer read.
 */

/** A vote as sent: up or down. */
export type VoteDirection = 1 | -1;
/** A viewer's vote as stored: up, down or none. */
export type VoteValue = 1 | -1 | 0;

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

/** Removes NUL and other control characters except line breaks and tabs (PostgreSQL rejects NUL). */
export function cleanUserText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
}
export const COMMUNITY_SSE_EVENT = 'community';
