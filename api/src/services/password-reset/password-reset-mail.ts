// The e-mail a forgotten password becomes: to the account's own address, with the single-use link to the staff
// app's /reset-password page. Plain text, readable on any phone.
import { BUSINESS } from '@forecourt/contracts/business';
import { PASSWORD_RESET_LINK_MINUTES } from '@forecourt/contracts/user';
import type { MailMessage } from '../../lib/mailer.ts';
import type { UserRow } from '../users/users.repository.ts';

export const RESET_SUBJECT = `Reset your ${BUSINESS.name} password`;

/** The page that reads the token; `origin` is the site's address without a trailing slash. */
export const resetLink = (origin: string, token: string): string => `${origin}/reset-password?token=${encodeURIComponent(token)}`;

export function composeResetMail(account: Pick<UserRow, 'username' | 'email' | 'first_name' | 'last_name'>, link: string): MailMessage {
  const fullName = [account.first_name, account.last_name].filter(Boolean).join(' ');
  return {
    to: [fullName ? { name: fullName, address: account.email } : account.email],
    subject: RESET_SUBJECT,
    text: [
      `Kia ora ${account.first_name || account.username},`,
      '',
      `Someone, hopefully you, asked to reset the password of the ${BUSINESS.name} staff account "${account.username}".`,
      '',
      'Open this link to choose a new password:',
      link,
      '',
      `The link works once and expires in ${PASSWORD_RESET_LINK_MINUTES === 60 ? 'one hour' : `${PASSWORD_RESET_LINK_MINUTES} minutes`}.`,
      'If you did not ask for it, ignore this e-mail: your password stays as it is.',
      '',
      '--',
      `${BUSINESS.name}, ${BUSINESS.phone}`,
    ].join('\n'),
  };
}
