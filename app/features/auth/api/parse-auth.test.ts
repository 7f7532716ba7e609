import { describe, expect, it } from 'vitest';
import { authResultSchema, sessionResultSchema } from '../../../../core/auth.ts';
import { parseAuthResult, parseSessionResult } from './parse-auth.ts';

const user = {
  id: 'u1',
  email: 'a@b.co',
  user_metadata: { full_name: 'Ada L' },
  created_at: '2025-01-01T00:00:00.000Z',
};

describe('parseAuthResult', () => {
  it('accepts what the server schema accepts', () => {
    const body = { user, session: { expires_at: 1_700_000_000 } };
    expect(authResultSchema.parse(body)).toEqual(body);
    expect(parseAuthResult(body)).toEqual(body);
  });
  it('reads a missing full name as null', () => {
    expect(
      parseAuthResult({ user: { ...user, user_metadata: {} }, session: { expires_at: 1 } }).user.user_metadata
        .full_name,
    ).toBeNull();
  });
  it('rejects bodies without a user or session', () => {
    expect(() => parseAuthResult({ user })).toThrow();
    expect(() => parseAuthResult(null)).toThrow();
  });
});

describe('parseSessionResult', () => {
  it('gives nulls for a signed-out answer, as the server schema does', () => {
    const body = { user: null, session: null };
    expect(sessionResultSchema.parse(body)).toEqual(body);
    expect(parseSessionResult(body)).toEqual(body);
  });
  it('keeps a signed-in answer', () => {
    expect(parseSessionResult({ user, session: { expires_at: 5 } })).toEqual({
      user,
      session: { expires_at: 5 },
    });
  });
});
