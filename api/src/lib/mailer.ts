// The one way mail leaves: nodemailer over SMTP when SMTP_URL is set, otherwise .eml files in the outbox folder.

/** A bare address, or a name and an address kept apart so a visitor's name can never break the header. */
export type MailAddress = string | { name: string; address: string };

export interface MailMessage {
  from?: MailAddress;
  to: MailAddress[];
  cc?: MailAddress[];
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Resolves once the mail server (or the outbox folder) has taken the message; rejects if it did not. */
  send(message: MailMessage): Promise<{ messageId: string }>;
  /** Where mail goes, for the start-up log. */
  describe: string;
}
