// Mail through nodemailer: SMTP when a URL is given, otherwise each message as an .eml file in the outbox folder.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.ts';

export function createMailer(options: { smtpUrl?: string | undefined; outboxDir: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    const url = new URL(options.smtpUrl);
    return {
      describe: `SMTP at ${url.hostname}:${url.port || 25}`,
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
