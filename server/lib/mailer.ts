import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe on alert mails). */
  headers?: Record<string, string>;
};

/** E-mail behind a small interface: SMTP when SMTP_URL is set, else .eml files in DATA_DIR/mail. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const dir = path.join(options.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      mkdirSync(dir, { recursive: true });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.to.replace(/[^\w.@-]/g, '_')}.eml`,
      );
      writeFileSync(file, info.message as Buffer);
      options.logger.info(
        { file, to: message.to, subject: message.subject },
        'mail written to file (no SMTP_URL set)',
      );
    },
  };
}
