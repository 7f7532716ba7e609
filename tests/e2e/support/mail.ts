import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAIL_DIR } from './env.ts';

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Every MIME part's body, decoded (enough MIME for what nodemailer writes: 7bit, quoted-printable, base64). */
export function decodeMailBodies(raw: string): string[] {
  return raw.split(/\r?\n--[^\r\n]*\r?\n/).map((part) => {
    const split = part.search(/\r?\n\r?\n/);
    const headers = split === -1 ? '' : part.slice(0, split);
    const body = split === -1 ? part : part.slice(split).trim();
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
    if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
    return body;
  });
}

/** The password-reset link (`/auth?reset=true&token=...`) in a raw message, or null. */
export function findResetLink(raw: string): string | null {
  for (const body of decodeMailBodies(raw)) {
    const match = /https?:\/\/[^\s"'<>]+\/auth\?[^\s"'<>]*token=[^\s"'<>]+/.exec(body);
    if (match) return match[0].replace(/&amp;/g, '&');
  }
  return null;
}

/** Waits for a message to `address` to reach the test SMTP server and returns it raw. */
export async function waitForMail(address: string): Promise<string> {
  const suffix = `-${address.toLowerCase()}.eml`;
  let file: string | undefined;
  await expect
    .poll(
      () => {
        file = readdirSync(MAIL_DIR).find((name) => name.endsWith(suffix));
        return file;
      },
      { message: `an e-mail to ${address} in ${MAIL_DIR}`, timeout: 15_000 },
    )
    .toBeDefined();
  return readFileSync(path.join(MAIL_DIR, file!), 'utf8');
}
