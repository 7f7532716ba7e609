import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_TTL_S } from '../../../core/constants.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { createMailer } from '../../lib/mailer.ts';
import { AUTH_ERROR_MESSAGES } from './service.ts';
import {
  authCookiesFrom,
  cookieFrom,
  createUser,
  getSession,
  refresh,
  signIn,
  TestClock,
  uniqueEmail,
  uniqueIp,
} from './test-helpers.ts';

const NEW_PASSWORD = 'a brand new passphrase';
const INVALID_TOKEN = { error: { code: 'invalid_token', message: AUTH_ERROR_MESSAGES.invalidResetToken } };

function tokenFromLink(text: string, publicUrl: string): string {
  const escaped = publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}/auth\\?reset=true&token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

async function recover(t: TestApp, email: string, ip = uniqueIp()) {
  return t.app.inject({ method: 'POST', url: '/api/auth/recover', remoteAddress: ip, payload: { email } });
}

async function reset(t: TestApp, token: string, password = NEW_PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/reset',
    remoteAddress: uniqueIp(),
    payload: { token, password },
  });
}

describe('auth: password recovery with the in-memory mailer', () => {
  let t: TestApp;
  const clock = new TestClock();
  const logLines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logLines.push(chunk.toString('utf8'));
        callback();
      },
    });
    t = await buildTestApp({ now: clock.now, logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await t.close();
  });

  async function requestResetToken(email: string): Promise<string> {
    const before = t.mailer.sent.length;
    const response = await recover(t, email);
    expect(response.statusCode).toBe(200);
    expect(t.mailer.sent.length).toBe(before + 1);
    return tokenFromLink(t.mailer.sent.at(-1)?.text ?? '', t.config.publicUrl);
  }

  it('answers 200 for an unknown e-mail and sends nothing', async () => {
    const before = t.mailer.sent.length;
    const response = await recover(t, uniqueEmail('ghost'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(t.mailer.sent.length).toBe(before);
  });

  it('answers 200 for a known e-mail and sends the reset link', async () => {
    const user = await createUser(t.app);
    const response = await recover(t, user.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const mail = t.mailer.lastTo(user.email);
    expect(mail?.subject).toBe('Reset your SponsorPath password');
    const token = tokenFromLink(mail?.text ?? '', t.config.publicUrl);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail?.text).toContain('expires in 1 hour');
    expect(mail?.text).toContain('If you did not ask for this, you can ignore this e-mail.');
    expect(mail?.html).toContain(`href="${t.config.publicUrl}/auth?reset=true&amp;token=${token}"`);
    expect(mail?.html).toContain('If you did not ask for this, you can ignore this e-mail.');

    // Without SMTP the link is also logged, so someone running it locally can finish the reset.
    expect(logLines.some((line) => line.includes('password reset link') && line.includes(token))).toBe(true);
  });

  it('resets the password once: signs in with the new password, the old one and the link stop working', async () => {
    const user = await createUser(t.app);
    const token = await requestResetToken(user.email);

    const response = await reset(t, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { id: user.id, email: user.email },
      session: { expires_at: expect.any(Number) },
    });
    expect((await getSession(t.app, authCookiesFrom(response))).json().user.id).toBe(user.id);

    const again = await reset(t, token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_TOKEN);

    expect((await signIn(t.app, { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(200);
    const old = await signIn(t.app, { email: user.email, password: user.password });
    expect(old.statusCode).toBe(400);
    expect(old.json().error.code).toBe('invalid_credentials');
  });

  it('signs out every other session of the user', async () => {
    const user = await createUser(t.app);
    const laptop = user.cookies;
    const phone = authCookiesFrom(await signIn(t.app, user));
    const token = await requestResetToken(user.email);

    const response = await reset(t, token);
    expect(response.statusCode).toBe(200);
    for (const device of [laptop, phone]) {
      expect((await getSession(t.app, { sp_at: device.sp_at })).json()).toEqual({
        user: null,
        session: null,
      });
      expect((await refresh(t.app, device.sp_rt)).statusCode).toBe(401);
    }
  });

  it('refuses an expired link', async () => {
    const user = await createUser(t.app);
    const token = await requestResetToken(user.email);
    clock.advance((PASSWORD_RESET_TTL_S + 1) * 1000);
    const response = await reset(t, token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_TOKEN);
    expect((await signIn(t.app, user)).statusCode).toBe(200);
  });

  it('invalidates an older unused link when a new one is requested', async () => {
    const user = await createUser(t.app);
    const older = await requestResetToken(user.email);
    const newer = await requestResetToken(user.email);
    expect((await reset(t, older)).json()).toEqual(INVALID_TOKEN);
    expect((await reset(t, newer)).statusCode).toBe(200);
  });

  it('refuses a made-up token without touching any account', async () => {
    const response = await reset(t, 'x'.repeat(43));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_TOKEN);
    expect(response.cookies).toHaveLength(0);
  });

  it('validates the new password with the SPEC message', async () => {
    const response = await reset(t, 'whatever', 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'validation_error', message: 'Password must be between 8 and 72 characters.' },
    });
  });

  it('validates the e-mail of a recovery request with the SPEC message', async () => {
    const response = await recover(t, 'not an email');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'validation_error', message: 'Please enter a valid email address.' },
    });
  });
});

/** Minimal quoted-printable decoding: enough to read the link out of a raw message. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('auth: password recovery through a real SMTP server on loopback', () => {
  const inbox: { to: string[]; raw: string }[] = [];
  const waiting: ((mail: { to: string[]; raw: string }) => void)[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        const waiter = waiting.shift();
        if (waiter) waiter(mail);
        else inbox.push(mail);
        callback();
      });
    },
  });
  let t: TestApp;

  function nextMail(): Promise<{ to: string[]; raw: string }> {
    const queued = inbox.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve) => waiting.push(resolve));
  }

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    const mailer = createMailer({
      smtpUrl,
      from: 'SponsorPath <no-reply@localhost>',
      dataDir: '/nonexistent',
      logger: pino({ level: 'silent' }),
    });
    t = await buildTestApp({ mailer, config: { smtpUrl } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('delivers the reset mail over SMTP and the link completes the reset', async () => {
    const user = await createUser(t.app);
    const delivered = nextMail();
    const response = await recover(t, user.email);
    expect(response.statusCode).toBe(200);

    const mail = await delivered;
    expect(mail.to).toEqual([user.email]);
    const message = decodeQuotedPrintable(mail.raw);
    expect(message).toMatch(/^Subject: Reset your SponsorPath password$/m);
    const token = tokenFromLink(message, t.config.publicUrl);

    const resetResponse = await reset(t, token);
    expect(resetResponse.statusCode).toBe(200);
    expect(cookieFrom(resetResponse, 'sp_at')?.value).toBeTruthy();

    const signedIn = await signIn(t.app, { email: user.email, password: NEW_PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.id).toBe(user.id);
  });
});
