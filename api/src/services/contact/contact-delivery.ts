// Reliable delivery of stored enquiries, claimed one at a time through the stored mail queue (lib/mail-queue.ts): the
// send happens outside any transaction (PGlite is one connection, and SMTP is slow); the outcome is recorded after. A
// failed send is retried with doubling waits and kept as failed after the last try.
import type { Recipient } from '@forecourt/contracts';
import type { Deps } from '../../deps.ts';
import { claimDue, FIRST_RETRY_MS, later, retryDelayMs } from '../../lib/mail-queue.ts';
import { activeRecipients } from '../recipients/recipients.ts';
import { composeEnquiryMail } from './contact-mail.ts';
import { CONTACT_TABLE, toContactMessage, updateContactMessage, type ContactRow } from './contact-messages.repository.ts';

export const MAX_ATTEMPTS = 12;
/** Messages one round sends at most; the worker's next round takes the rest. */
const ROUND_SIZE = 20;

export const NO_RECIPIENTS = 'No active email recipient is set up in Email Settings; the message will be sent once one is.';

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
  /** Due messages put back to wait because no recipient is active. */
  waiting: number;
}

type Outcome = 'sent' | 'retrying' | 'failed';

/** Claims the next due message (or message `only`) for one try, counting the try. */
const claimOne = (deps: Deps, now: Date, only?: number) => claimDue<ContactRow>(deps.db, CONTACT_TABLE, now, only);

/** With nobody to send to, due messages wait, saying why, without using up their tries. */
async function parkDue(deps: Deps, now: Date, only?: number): Promise<number> {
  const query = deps.db<ContactRow>(CONTACT_TABLE)
    .whereIn('status', ['pending', 'retrying', 'sending'])
    .where('next_attempt_at', '<=', now);
  if (only !== undefined) query.where({ id: only });
  return query.update({ status: 'retrying', last_error: NO_RECIPIENTS, next_attempt_at: later(now, FIRST_RETRY_MS) });
}

async function sendClaimed(deps: Deps, row: ContactRow, recipients: readonly Recipient[]): Promise<Outcome> {
  const mail = composeEnquiryMail({ ...toContactMessage(row), createdAt: new Date(row.created_at) }, recipients)!;
  try {
    const { messageId } = await deps.mailer.send(mail);
    await updateContactMessage(deps.db, row.id, { status: 'sent', sent_at: deps.clock(), message_id: messageId, last_error: null });
    return 'sent';
  } catch (err) {
    const failed = row.attempts >= MAX_ATTEMPTS;
    const reason = (err instanceof Error ? err.message : String(err)).slice(0, 500) || 'The mail server refused the message';
    const now = deps.clock();
    await updateContactMessage(deps.db, row.id, {
      status: failed ? 'failed' : 'retrying',
      last_error: reason,
      next_attempt_at: failed ? now : later(now, retryDelayMs(row.attempts)),
    });
    deps.logger.warn({ contactMessageId: row.id, attempts: row.attempts, reason }, failed ? 'contact message given up' : 'contact message will be retried');
    return failed ? 'failed' : 'retrying';
  }
}

/** Sends what is due (or just message `only`), one claim at a time. A failure ends the round: the server is likely down. */
export async function deliverDue(deps: Deps, only?: number): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, waiting: 0 };
  const recipients = await activeRecipients(deps.db);
  if (recipients.length === 0) {
    report.waiting = await parkDue(deps, deps.clock(), only);
    return report;
  }
  for (let i = 0; i < ROUND_SIZE; i += 1) {
    const row = await claimOne(deps, deps.clock(), only);
    if (!row) break;
    const outcome = await sendClaimed(deps, row, recipients);
    report[outcome] += 1;
    if (outcome !== 'sent' || only !== undefined) break;
  }
  return report;
}

/** One round of the mail worker (started every few seconds by background.ts; called directly by tests). */
export const runOnce = (deps: Deps): Promise<DeliveryReport> => deliverDue(deps);

/**
 * Makes a message due now with a fresh round of tries, unless a send of it is under way this moment.
 * Answers false when it is being sent (the caller says so rather than risk sending it twice).
 */
export async function makeDueNow(deps: Deps, id: number): Promise<boolean> {
  const now = deps.clock();
  const updated = await deps.db<ContactRow>(CONTACT_TABLE)
    .where({ id })
    .whereNot((q) => q.where({ status: 'sending' }).andWhere('next_attempt_at', '>', now))
    .update({ status: 'pending', attempts: 0, next_attempt_at: now });
  return updated > 0;
}
