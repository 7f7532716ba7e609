import { describe, expect, it } from 'vitest';
import {
  COMMUNITY_MESSAGES,
  createCommentBodySchema,
  createPostBodySchema,
  nextVote,
  normalizeTags,
  postListQuerySchema,
  previewText,
  countLinks,
  formatWait,
  canReplyAtDepth,
  countComments,
  threadsWithin,
} from './community.ts';
import { findSensitiveInfo } from './sensitive-info.ts';

const valid = { title: 'Lottery odds', content: 'What are the odds?', topic_category: 'h1b_lottery' };

function firstMessage(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.error?.issues[0]?.message;
}

describe('createPostBodySchema (SPEC section 5 "New post")', () => {
  it('applies the SPEC defaults: urgency low, audience professionals, no tags', () => {
    expect(createPostBodySchema.parse(valid)).toEqual({
      ...valid,
      urgency_level: 'low',
      target_audience: 'professionals',
      tags: [],
    });
  });
  it.each([
    [{ ...valid, title: '   ' }],
    [{ ...valid, content: '' }],
    [{ title: valid.title, content: valid.content }],
    [{ ...valid, title: undefined }],
  ])('requires title, content and category with SPEC message (%#)', (body) => {
    expect(firstMessage(createPostBodySchema.safeParse(body))).toBe(COMMUNITY_MESSAGES.requiredFields);
  });
  it('caps title at 200 and content at 2000 characters, counting after trimming', () => {
    expect(createPostBodySchema.safeParse({ ...valid, title: ` ${'t'.repeat(200)} ` }).success).toBe(true);
    expect(firstMessage(createPostBodySchema.safeParse({ ...valid, title: 't'.repeat(201) }))).toBe(
      COMMUNITY_MESSAGES.titleTooLong,
    );
    expect(createPostBodySchema.safeParse({ ...valid, content: 'c'.repeat(2000) }).success).toBe(true);
    expect(firstMessage(createPostBodySchema.safeParse({ ...valid, content: 'c'.repeat(2001) }))).toBe(
      COMMUNITY_MESSAGES.contentTooLong,
    );
  });
  it('lowercases, trims and deduplicates tags, at most 5 after that', () => {
    const parsed = createPostBodySchema.parse({
      ...valid,
      tags: [' OPT ', 'opt', 'Stem  Ext', '', 'a', 'b', 'c'],
    });
    expect(parsed.tags).toEqual(['opt', 'stem ext', 'a', 'b', 'c']);
    expect(
      firstMessage(createPostBodySchema.safeParse({ ...valid, tags: ['a', 'b', 'c', 'd', 'e', 'f'] })),
    ).toBe(COMMUNITY_MESSAGES.tooManyTags);
  });
  it('removes NUL and control characters but keeps line breaks', () => {
    expect(createPostBodySchema.parse({ ...valid, content: 'a\u0000b\r\nc' }).content).toBe('ab\nc');
  });
  it('rejects unknown categories and urgencies', () => {
    expect(createPostBodySchema.safeParse({ ...valid, topic_category: 'crypto' }).success).toBe(false);
    expect(createPostBodySchema.safeParse({ ...valid, urgency_level: 'urgent' }).success).toBe(false);
  });
});

describe('comments', () => {
  it('needs text that is non-empty after trimming', () => {
    expect(firstMessage(createCommentBodySchema.safeParse({ content: ' \n\t ' }))).toBe(
      COMMUNITY_MESSAGES.commentEmpty,
    );
    expect(createCommentBodySchema.parse({ content: ' hi ' })).toEqual({
      content: 'hi',
      parent_comment_id: null,
    });
  });
  it('allows replies only above depth 5', () => {
    expect(canReplyAtDepth(4)).toBe(true);
    expect(canReplyAtDepth(5)).toBe(false);
  });
});

describe('rules', () => {
  it('toggles votes: same direction removes, opposite switches', () => {
    expect(nextVote(0, 1)).toBe(1);
    expect(nextVote(1, 1)).toBe(0);
    expect(nextVote(1, -1)).toBe(-1);
    expect(nextVote(-1, -1)).toBe(0);
  });
  it('normalizes tags', () => expect(normalizeTags(['A', ' a '])).toEqual(['a']));
  it('cuts previews at the limit with ...', () => {
    expect(previewText('short', 300)).toEqual({ text: 'short', truncated: false });
    const long = previewText('word '.repeat(100), 300);
    expect(long.truncated).toBe(true);
    expect(long.text.length).toBeLessThanOrEqual(303);
    expect(long.text.endsWith('...')).toBe(true);
  });
  it('counts http(s) links', () =>
    expect(countLinks('see https://a.io and http://b.io/x, not ftp://c')).toBe(2));
  it('formats waits', () => {
    expect(formatWait(1)).toBe('1 second');
    expect(formatWait(200)).toBe('4 minutes');
    expect(formatWait(7200)).toBe('2 hours');
  });
  it('reads list queries: all means no category, unknown sort refused', () => {
    expect(postListQuerySchema.parse({ category: 'all' })).toEqual({ sort: 'trending', limit: 20 });
    expect(postListQuerySchema.safeParse({ sort: 'best' }).success).toBe(false);
  });
});

describe('findSensitiveInfo (issue 10 item 7)', () => {
  it.each([
    'My case EAC2190012345 is pending',
    'receipt wac-21-900-12345',
    'LIN 2190012345',
    'IOE0912345678 approved',
    'SRC1234567890.',
  ])('finds USCIS receipt numbers: %s', (text) => {
    expect(findSensitiveInfo(text).map((f) => f.kind)).toEqual(['uscis_receipt']);
  });
  it.each([
    'A123456789',
    'my A-number is 123456789',
    'A# 12345678',
    'A-123-456-789',
    'alien number: 123-456-789',
  ])('finds A-numbers: %s', (text) => {
    expect(findSensitiveInfo(text).map((f) => f.kind)).toContain('a_number');
  });
  it.each(['passport no: K1234567', 'Passport number 123456789', 'my passport # X12345678', 'Z1234567'])(
    'finds passport numbers: %s',
    (text) => {
      expect(findSensitiveInfo(text).map((f) => f.kind)).toContain('passport');
    },
  );
  it.each([
    'I have 3 years of experience and earn $120000',
    'Call 415-555-1234',
    'The lottery had 758994 registrations in 2024',
    'a 100 percent chance',
    'passport renewal takes time',
    'H1B cap is 85000',
  ])('does not flag ordinary text: %s', (text) => {
    expect(findSensitiveInfo(text)).toEqual([]);
  });
  it('masks what it found', () => {
    expect(findSensitiveInfo('EAC2190012345')[0]?.masked).toBe('EAC*******345');
  });
});

describe('comment window', () => {
  type Thread = { is_deleted: boolean; replies: Thread[] };
  const node = (replies: Thread[] = [], isDeleted = false): Thread => ({ is_deleted: isDeleted, replies });

  it('counts comments that are not deleted, replies included', () => {
    expect(countComments([node([node(), node([], true)]), node()])).toBe(3);
  });

  it('takes whole threads within the budget, and always the first one', () => {
    const threads = [node([node(), node()]), node(), node([node()])];
    expect(threadsWithin(threads, 3)).toBe(1);
    expect(threadsWithin(threads, 4)).toBe(2);
    expect(threadsWithin(threads, 5)).toBe(2);
    expect(threadsWithin(threads, 6)).toBe(3);
    expect(threadsWithin(threads, 1)).toBe(1);
    expect(threadsWithin([], 10)).toBe(0);
  });
});
