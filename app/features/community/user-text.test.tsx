import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CommentNode, Post, PostListItem } from '../../../core/community.ts';
import { XSS_PAYLOADS } from '../../../tests/fixtures/xss-payloads.ts';
import { SessionProvider } from '../auth/index.ts';
import { PostCard } from './post-card.tsx';
import { PostPage } from './post-page.tsx';
import { UserText } from './user-text.tsx';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const POST_ID = '0b6d8f0e-1111-4aaa-8bbb-123456789abc';

function post(text: string): Post {
  return {
    id: POST_ID,
    user_id: 'u1',
    title: text,
    content: `${text}\nsecond line https://www.uscis.gov/h-1b`,
    post_type: 'user_created',
    topic_category: 'h1b_lottery',
    urgency_level: 'high',
    target_audience: 'professionals',
    priority_weight: 6,
    vote_count: 3,
    comment_count: 1,
    share_count: 0,
    view_count: 10,
    is_trending: false,
    created_at: '2026-11-22T10:00:00.000Z',
    edited_at: null,
    author_display_name: text,
    author: { id: 'u1', display_name: text, is_demo: false },
    tags: [text.toLowerCase().slice(0, 30)],
    my_vote: 0,
    can_edit: false,
    can_delete: false,
    is_hidden: false,
  };
}

function comment(text: string, depth: number, replies: CommentNode[] = []): CommentNode {
  return {
    id: `c${depth}`,
    post_id: POST_ID,
    parent_comment_id: depth === 0 ? null : `c${depth - 1}`,
    user_id: 'u2',
    content: text,
    depth,
    vote_count: 0,
    is_deleted: false,
    is_hidden: false,
    created_at: '2026-11-22T11:00:00.000Z',
    edited_at: null,
    author: { id: 'u2', display_name: text, is_demo: false },
    my_vote: 0,
    can_edit: false,
    can_delete: false,
    can_reply: depth < 5,
    replies,
  };
}

function renderInRouter(element: React.ReactNode): string {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <SessionProvider initialUser={null} initialSession={null}>
          {element}
        </SessionProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={[`/community/post/${POST_ID}`]} />);
}

// React escapes every `<` of text, so any tag left in the HTML is an element React created on purpose.
const ALLOWED_TAGS = new Set([
  'a',
  'article',
  'button',
  'div',
  'form',
  'h1',
  'h2',
  'label',
  'li',
  'p',
  'path',
  'section',
  'span',
  'svg',
  'textarea',
  'time',
  'ul',
  'circle',
  'polyline',
  'line',
  'rect',
  'polygon',
  'dialog',
  // The page's icon sprite (components/ui/icon-sprite.tsx): only references to its own symbols, checked below.
  'use',
  'symbol',
]);

function expectOnlyOurMarkup(html: string): void {
  for (const match of html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const tag = match[1]!;
    // React escapes quotes inside attribute values, so dropping quoted values leaves only attribute names.
    const attributes = match[2]!.replace(/"[^"]*"/g, '""');
    expect(ALLOWED_TAGS.has(tag.toLowerCase()), `unexpected <${tag}>`).toBe(true);
    expect(attributes, `event handler attribute on <${tag}>`).not.toMatch(/\son[a-z]+\s*=/i);
    expect(attributes, 'script URL').not.toMatch(/(href|src|action)\s*=\s*"\s*(javascript|data|vbscript):/i);
    if (tag.toLowerCase() === 'use')
      expect(match[2], 'sprite reference').toMatch(/^\s*href="#icon-[a-z-]+"\s*\/?$/);
  }
  for (const match of html.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>/g)) {
    const href = match[1]!.replace(/&amp;/g, '&');
    expect(href, 'link target').toMatch(/^(\/|https?:\/\/|mailto:|#)/);
    if (/^https?:/.test(href) && match[0].includes('target="_blank"'))
      expect(match[0]).toContain('rel="nofollow ugc noopener"');
  }
}

describe('user text is text', () => {
  it('keeps line breaks and links http(s) addresses with rel="nofollow ugc noopener"', () => {
    const html = renderToString(<UserText text={'Line one\nSee https://www.uscis.gov/h-1b.'} />);
    expect(html).toContain('whitespace-pre-wrap');
    expect(html).toContain('Line one\nSee ');
    expect(html).toContain(
      '<a href="https://www.uscis.gov/h-1b" rel="nofollow ugc noopener" target="_blank"',
    );
    expect(html).toMatch(/<\/a>\.<\/div>$/);
  });

  describe.each(XSS_PAYLOADS)('payload %s', (payload) => {
    it('stays text in the post, its tags, its author, the comments five deep and their authors', () => {
      let thread = comment(payload, 5);
      for (let depth = 4; depth >= 0; depth -= 1) thread = comment(payload, depth, [thread]);
      const html = renderInRouter(
        <PostPage
          post={post(payload)}
          comments={{ comments: [thread], total: 6 }}
          publicUrl="https://sponsorpath.example"
          renderedAt={NOW}
        />,
      );
      expectOnlyOurMarkup(html);
      // The raw payload never appears: every `<` of it was escaped.
      if (payload.includes('<')) expect(html).not.toContain(payload);
    });

    it('stays text on a post card', () => {
      const item: PostListItem = { ...post(payload), content_preview: payload, content_truncated: false };
      const html = renderInRouter(<PostCard post={item} now={new Date(NOW)} />);
      expectOnlyOurMarkup(html);
    });
  });
});
