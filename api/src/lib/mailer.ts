// The one way mail leaves: nodemailer over SMTP when SMTP_URL is set, otherwise .eml files in the outbox folder.
export interface MailMessage {
  from?: string;
  to: string[];
  cc?: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
  /** Where mail goes, for the start-up log. */
  describe: string;
}
