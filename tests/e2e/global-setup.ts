import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { E2E_SMTP_PORT, MAIL_DIR } from './support/env.ts';

/**
 * A real SMTP server on loopback: the app under test sends its password-reset mail through nodemailer
 * (SMTP_URL), exactly as in production, and the forgot-password test reads the link from what arrived.
 * Messages are written to MAIL_DIR because the specs run in worker processes, not in this one.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        sequence += 1;
        for (const recipient of session.envelope.rcptTo) {
          const name = `${Date.now()}-${sequence}-${recipient.address.toLowerCase().replace(/[^\w.@-]/g, '_')}.eml`;
          writeFileSync(path.join(MAIL_DIR, name), raw);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(E2E_SMTP_PORT, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
