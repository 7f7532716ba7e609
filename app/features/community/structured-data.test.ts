import { describe, expect, it } from 'vitest';
import type { CommentNode, Post } from '../../../core/community.ts';
import { buildDiscussionJsonLd } from './structured-data.ts';

const POST = {
  id: '0b6d8f0e-1111-4aaa-8bbb-123456789abc',
  title: 'Stamping in Hyderabad',
  content: 'Got 221(g). What next?',
  created_at: '2026-11-20T10:00:00.000Z',
  edited_at: null,
  author: { id: 'u1', display_name: 'Priya R', is_demo: true },
  vote_count: 7,
  comment_count: 2,
  share_count: 1,
  view_count: 40,
  tags: ['stamping'],
} as unknown as Post;

function node(id: string, replies: CommentNode[] = [], extra: Partial<CommentNode> = {}): CommentNode {
  return {
    id,
    post_id: POST.id,
    parent_comment_id: null,
    user_id: 'u2',
    content: `text ${id}`,
    depth: 0,
    vote_count: 2,
    is_deleted: false,
    is_hidden: false,
    created_at: '2026-11-21T10:00:00.000Z',
    edited_at: null,
    author: { id: 'u2', display_name: 'Lee', is_demo: false },
    my_vote: 0,
    can_edit: false,
    can_delete: false,
    can_reply: true,
    replies,
    ...extra,
  };
}

describe('buildDiscussionJsonLd', () => {
  it('describes the post with author, date, text, headline, url and interaction counts', () => {
    const json = buildDiscussionJsonLd(POST, [], 'https://sp.example');
    expect(json).toMatchObject({
      '@type': 'DiscussionForumPosting',
      headline: POST.title,
      text: POST.content,
      author: { '@type': 'Person', name: 'Priya R' },
      datePublished: POST.created_at,
      url: `https://sp.example/community/post/${POST.id}`,
    });
    expect(json.interactionStatistic).toContainEqual({
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/LikeAction',
      userInteractionCount: 7,
    });
    expect(json.interactionStatistic).toContainEqual(
      expect.objectContaining({
        interactionType: 'https://schema.org/CommentAction',
        userInteractionCount: 2,
      }),
    );
    expect(json).not.toHaveProperty('comment');
  });

  it('nests comments as on the page and leaves out deleted ones', () => {
    const json = buildDiscussionJsonLd(
      POST,
      [node('a', [node('b'), node('gone', [], { is_deleted: true, author: null, content: '' })])],
      'https://sp.example',
    );
    const comments = json.comment as Record<string, unknown>[];
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({
      '@type': 'Comment',
      text: 'text a',
      author: { name: 'Lee' },
      upvoteCount: 2,
    });
    expect((comments[0]!.comment as unknown[]).length).toBe(1);
  });
});
