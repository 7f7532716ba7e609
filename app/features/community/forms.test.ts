import { describe, expect, it } from 'vitest';
import { COMMUNITY_MESSAGES } from '../../../core/community.ts';
import { parseTagInput, validateDraft } from './post-dialog.tsx';
import { validateCommunitySignUp } from './sign-in-dialog.tsx';

const DRAFT = {
  title: 'Lottery odds',
  content: 'What are the odds this year?',
  topic_category: 'h1b_lottery' as const,
  urgency_level: 'low' as const,
  target_audience: 'professionals' as const,
  tags: '',
};

describe('create post form', () => {
  it('asks for every required field with SPEC message', () => {
    for (const draft of [
      { ...DRAFT, title: '  ' },
      { ...DRAFT, content: '' },
      { ...DRAFT, topic_category: '' as const },
    ]) {
      expect(validateDraft(draft).error?.message).toBe(COMMUNITY_MESSAGES.requiredFields);
    }
  });

  it('refuses a title over 200 and content over 2000 characters, and more than 5 tags', () => {
    expect(validateDraft({ ...DRAFT, title: 't'.repeat(201) }).error?.field).toBe('title');
    expect(validateDraft({ ...DRAFT, content: 'c'.repeat(2001) }).error?.field).toBe('content');
    expect(validateDraft({ ...DRAFT, tags: 'a,b,c,d,e,f' }).error?.message).toBe(
      COMMUNITY_MESSAGES.tooManyTags,
    );
  });

  it('lowercases, trims and deduplicates tags, and sends the defaults', () => {
    expect(parseTagInput(' Lottery, OPT ,lottery,, cap gap ')).toEqual(['lottery', 'opt', 'cap gap']);
    expect(validateDraft({ ...DRAFT, tags: 'A, a, b, c, d, e' }).body).toEqual({
      ...DRAFT,
      tags: ['a', 'b', 'c', 'd', 'e'],
    });
  });
});

describe('community sign-up dialog', () => {
  const input = { email: 'a@b.co', password: 'long-enough', confirm: 'long-enough', full_name: 'Ada' };
  it("says 'Passwords don't match' first, then 'Password must be at least 6 characters'", () => {
    expect(validateCommunitySignUp({ ...input, confirm: 'other' })?.message).toBe("Passwords don't match");
    expect(validateCommunitySignUp({ ...input, password: 'abc', confirm: 'abc' })?.message).toBe(
      'Password must be at least 6 characters',
    );
  });
  it("then applies the app's own sign-up rules", () => {
    expect(validateCommunitySignUp({ ...input, password: 'abcdefg', confirm: 'abcdefg' })?.message).toBe(
      'Password must be between 8 and 72 characters.',
    );
    expect(validateCommunitySignUp({ ...input, email: 'nope' })?.message).toBe(
      'Please enter a valid email address.',
    );
    expect(validateCommunitySignUp(input)).toBeNull();
  });
});
