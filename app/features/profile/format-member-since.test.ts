import { describe, expect, it } from 'vitest';
import { formatMemberSince } from './format-member-since.ts';

describe('formatMemberSince', () => {
  it('formats in UTC so late-evening sign-ups do not shift a day between server and browser', () => {
    expect(formatMemberSince('2025-03-04T23:30:00.000Z')).toBe('March 4, 2025');
  });
  it('gives null for a date it cannot read', () => {
    expect(formatMemberSince('not a date')).toBeNull();
  });
});
