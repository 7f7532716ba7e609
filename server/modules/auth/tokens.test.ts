import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';
import { buildResetPasswordMail, describeDuration } from './reset-password-mail.ts';
import {
  generateOpaqueToken,
  hashToken,
  signAccessToken,
  toUnixSeconds,
  verifyAccessToken,
} from './tokens.ts';

const SECRET = 'unit-test-secret-unit-test-secret-0123456789';
const NOW = new Date('2025-03-01T12:00:00Z');
const USER_ID = '11111111-1111-4111-8111-111111111111';
const SESSION_ID = '22222222-2222-4222-8222-222222222222';

describe('opaque tokens', () => {
  it('are 256-bit base64url strings, different every time', () => {
    const tokens = new Set(Array.from({ length: 100 }, generateOpaqueToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('are stored as their SHA-256 hex digest', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashToken('abc')).not.toBe(hashToken('abd'));
  });
});

describe('access tokens', () => {
  const expiresAt = toUnixSeconds(NOW) + 3600;

  async function sign(overrides: Partial<Parameters<typeof signAccessToken>[0]> = {}) {
    return signAccessToken({
      secret: SECRET,
      userId: USER_ID,
      sessionId: SESSION_ID,
      now: NOW,
      expiresAt,
      ...overrides,
    });
  }

  it('round-trips the user, session and expiry', async () => {
    const token = await sign();
    expect(await verifyAccessToken({ secret: SECRET, token, now: NOW })).toEqual({
      userId: USER_ID,
      sessionId: SESSION_ID,
      expiresAt,
    });
  });

  it('uses HS256', async () => {
    const [header = ''] = (await sign()).split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString('utf8'))).toMatchObject({ alg: 'HS256' });
  });

  it('expires at `exp`, judged by the clock it is given', async () => {
    const token = await sign();
    expect(
      await verifyAccessToken({ secret: SECRET, token, now: new Date((expiresAt - 1) * 1000) }),
    ).not.toBeNull();
    expect(
      await verifyAccessToken({ secret: SECRET, token, now: new Date((expiresAt + 1) * 1000) }),
    ).toBeNull();
  });

  it('refuses another secret, a tampered payload, garbage and an unsigned token', async () => {
    const token = await sign();
    expect(await verifyAccessToken({ secret: `${SECRET}-other`, token, now: NOW })).toBeNull();

    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ sub: 'someone-else', sid: SESSION_ID, exp: expiresAt }),
    ).toString('base64url');
    expect(
      await verifyAccessToken({ secret: SECRET, token: `${header}.${forgedPayload}.${signature}`, now: NOW }),
    ).toBeNull();

    expect(await verifyAccessToken({ secret: SECRET, token: 'garbage', now: NOW })).toBeNull();
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${forgedPayload}.`;
    expect(await verifyAccessToken({ secret: SECRET, token: unsigned, now: NOW })).toBeNull();
  });

  it('refuses a token signed with our secret but without the session claim or audience', async () => {
    const key = new TextEncoder().encode(SECRET);
    const noSid = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(USER_ID)
      .setAudience('sponsorpath:api')
      .setExpirationTime(expiresAt)
      .sign(key);
    expect(await verifyAccessToken({ secret: SECRET, token: noSid, now: NOW })).toBeNull();
    const otherAudience = await new SignJWT({ sid: SESSION_ID })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(USER_ID)
      .setAudience('something-else')
      .setExpirationTime(expiresAt)
      .sign(key);
    expect(await verifyAccessToken({ secret: SECRET, token: otherAudience, now: NOW })).toBeNull();
  });
});

describe('password hashing', () => {
  it('uses argon2id with m=19456, t=2, p=1 and verifies', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'wrong horse battery')).toBe(false);
  });

  it('fails (without throwing) for an unknown user or a malformed stored hash', async () => {
    expect(await verifyPassword(null, 'anything at all')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything at all')).toBe(false);
  });
});

describe('reset mail', () => {
  it('carries the link in text and escaped HTML, the expiry and the ignore line', () => {
    const link = 'https://example.test/auth?reset=true&token=abc_DEF-123';
    const mail = buildResetPasswordMail({
      to: 'a@example.com',
      siteName: 'Sponsor<Path>',
      link,
      ttlSeconds: 3600,
    });
    expect(mail.subject).toBe('Reset your Sponsor<Path> password');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('expires in 1 hour');
    expect(mail.text).toContain('If you did not ask for this, you can ignore this e-mail.');
    expect(mail.html).toContain('href="https://example.test/auth?reset=true&amp;token=abc_DEF-123"');
    expect(mail.html).toContain('Sponsor&lt;Path&gt;');
    expect(mail.html).not.toContain('Sponsor<Path>');
  });

  it('describes durations in words', () => {
    expect(describeDuration(3600)).toBe('1 hour');
    expect(describeDuration(7200)).toBe('2 hours');
    expect(describeDuration(1800)).toBe('30 minutes');
  });
});
