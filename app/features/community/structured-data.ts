import type { CommentNode, Post } from '../../../core/community.ts';
import { paths } from '../../../core/paths.ts';

function counter(type: string, count: number): Record<string, unknown> {
  return {
    '@type': 'InteractionCounter',
    interactionType: `https://schema.org/${type}`,
    userInteractionCount: count,
  };
}

function person(name: string): Record<string, unknown> {
  return { '@type': 'Person', name };
}

/** Deleted and hidden comments are gone for readers, so they are gone for search engines too. */
function toComment(comment: CommentNode, postUrl: string): Record<string, unknown> | null {
  if (comment.is_deleted || comment.is_hidden || !comment.author) return null;
  const replies = comment.replies
    .map((reply) => toComment(reply, postUrl))
    .filter((reply): reply is Record<string, unknown> => reply !== null);
  return {
    '@type': 'Comment',
    '@id': `${postUrl}#comment-${comment.id}`,
    author: person(comment.author.display_name),
    datePublished: comment.created_at,
    ...(comment.edited_at ? { dateModified: comment.edited_at } : {}),
    text: comment.content,
    upvoteCount: Math.max(0, comment.vote_count),
    ...(replies.length > 0 ? { comment: replies } : {}),
  };
}

/**
 * schema.org DiscussionForumPosting (Google's discussion-forum structured data): headline, text, author,
 * datePublished, url, interaction counts and the comment thread nested as on the page.
 */
export function buildDiscussionJsonLd(
  post: Post,
  comments: readonly CommentNode[],
  publicUrl: string,
): Record<string, unknown> {
  const url = `${publicUrl}${paths.communityPost(post.id)}`;
  const nested = comments
    .map((comment) => toComment(comment, url))
    .filter((comment): comment is Record<string, unknown> => comment !== null);
  return {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    text: post.content,
    author: person(post.author.display_name),
    datePublished: post.created_at,
    ...(post.edited_at ? { dateModified: post.edited_at } : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
    interactionStatistic: [
      counter('LikeAction', Math.max(0, post.vote_count)),
      counter('CommentAction', post.comment_count),
      counter('ShareAction', post.share_count),
      counter('ViewAction', post.view_count),
    ],
    commentCount: post.comment_count,
    ...(nested.length > 0 ? { comment: nested } : {}),
  };
}
