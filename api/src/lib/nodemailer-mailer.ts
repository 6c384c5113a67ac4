// Mail through nodemailer: SMTP when a URL is given, otherwise each message as an .eml file in the outbox folder.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.ts';

// nodemailer waits minutes by default; a delivery claimed by the mail worker must finish (or fail) well within its
// claim, so a dead or silent server fails fast and the message is simply tried again later.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

/**
 * SMTP_URL is a nodemailer connection URL: smtp://user:pass@host:587 (STARTTLS when offered), smtps://host:465,
 * and options as query parameters, e.g. ?ignoreTLS=true for a local mail catcher.
 */
export function createMailer(options: { smtpUrl?: string | undefined; outboxDir: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    const url = new URL(options.smtpUrl);
    return {
      describe: `SMTP at ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 25)}`,
      async send(message) {
        const info = await transport.sendMail({ from: options.from, ...message });
        return { messageId: info.messageId };
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: `.eml files in ${options.outboxDir}`,
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^A-Za-z0-9.-]/g, '')}.eml`;
      await writeFile(path.join(options.outboxDir, name), info.message as Buffer);
      return { messageId: info.messageId };
    },
  };
}
