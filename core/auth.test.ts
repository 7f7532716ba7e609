import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  AUTH_TOASTS,
  getInitials,
  sanitizeText,
  signUpSchema,
  validateAuthForm,
} from './auth.ts';

describe('getInitials (SPEC "User menu")', () => {
  it('takes the first letter of each word of the full name, uppercased', () => {
    expect(getInitials('ada lovelace', 'ada@example.com')).toBe('AL');
    expect(getInitials('  Priya   Raman Iyer ', null)).toBe('PRI');
  });
  it('falls back to the first letter of the e-mail, then U', () => {
    expect(getInitials('', 'zed@example.com')).toBe('Z');
    expect(getInitials(null, '')).toBe('U');
    expect(getInitials(undefined, undefined)).toBe('U');
  });
});

describe('validateAuthForm (SPEC section 5)', () => {
  it('accepts valid input', () => {
    expect(validateAuthForm({ email: 'a@b.co', password: '12345678', full_name: 'A B' })).toBeNull();
  });
  it('rejects a bad or too long e-mail with the SPEC title and message', () => {
    expect(validateAuthForm({ email: 'not-an-email' })).toEqual({
      field: 'email',
      title: AUTH_TOASTS.invalidEmail,
      message: 'Please enter a valid email address.',
    });
    expect(validateAuthForm({ email: `${'a'.repeat(250)}@b.co` })?.field).toBe('email');
  });
  it('enforces 8 to 72 characters for passwords', () => {
    expect(validateAuthForm({ password: '1234567' })?.message).toBe(AUTH_MESSAGES.invalidPassword);
    expect(validateAuthForm({ password: 'x'.repeat(72) })).toBeNull();
    expect(validateAuthForm({ password: 'x'.repeat(73) })?.title).toBe('Invalid password');
  });
  it('limits names to 100 characters', () => {
    expect(validateAuthForm({ full_name: 'n'.repeat(101) })).toMatchObject({
      title: 'Invalid name',
      message: 'Name must be less than 100 characters.',
    });
  });
});

describe('server-side schemas mirror the form rules', () => {
  it('strips angle brackets, trims and lowercases the e-mail', () => {
    expect(sanitizeText('  <b>Ada</b> ')).toBe('bAda/b');
    const parsed = signUpSchema.parse({
      email: ' <Ada@Example.COM> ',
      password: 'correct horse',
      full_name: ' <Ada> ',
    });
    expect(parsed).toEqual({ email: 'ada@example.com', password: 'correct horse', full_name: 'Ada' });
  });
  it('reports the SPEC message as the first issue', () => {
    const result = signUpSchema.safeParse({ email: 'nope', password: 'short' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(AUTH_MESSAGES.invalidEmail);
  });
});
