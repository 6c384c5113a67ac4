// The contact form and the staff view of what it received: submit (anyone), list and resend (administrators).
import type { ContactAnswer, ContactInput, ContactMessage } from '@forecourt/contracts';
import { CONTACT_MIN_FILL_MS, CONTACT_SUCCESS, contactSchema } from '@forecourt/contracts';
import type { Deps } from '../../deps.ts';
import type { Caller } from '../../http/context.ts';
import { requireAdmin } from '../../lib/auth/authorize.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { deliverDue, makeDueNow } from './contact-delivery.ts';
import { takeContactSubmission } from './contact-rate-limit.ts';
import { findContactMessage, insertContactMessage, listContactRows, toContactMessage } from './contact-messages.repository.ts';

const ANSWER: ContactAnswer = { success: true, message: CONTACT_SUCCESS };
const NOT_FOUND = 'Message not found';

/**
 * The server repeats the form's own checks (SPEC §4): a filled hidden field, or a form sent within 3 seconds of
 * loading, is a bot. A message without a timestamp (another client) is not held against it.
 */
export function looksAutomated(input: ContactInput, now: Date): boolean {
  if (input.honeypot.trim() !== '') return true;
  return input.timestamp !== undefined && now.getTime() - input.timestamp < CONTACT_MIN_FILL_MS;
}

/**
 * Stores the enquiry first, so it is never lost, then tries to send it at once. The answer is success once it is
 * stored, whether or not the send worked: a failed send is the mail worker's to retry, not the visitor's problem.
 */
export async function submitContact(deps: Deps, input: unknown, caller: Caller): Promise<ContactAnswer> {
  const data = parse(contactSchema, input);
  const now = deps.clock();
  const ip = caller.metadata.ip ?? 'unknown';
  await takeContactSubmission(deps.db, ip, now);
  // Bots get the same answer as people, so they learn nothing; nothing is stored or sent.
  if (looksAutomated(data, now)) {
    deps.logger.info({ ip: caller.metadata.ip, requestId: caller.metadata.requestId }, 'contact form submission ignored as automated');
    return ANSWER;
  }
  const row = await insertContactMessage(
    deps.db,
    {
      name: data.name,
      email: data.email,
      phone: data.phone ?? null,
      subject: data.subject,
      message: data.message,
      ip_address: caller.metadata.ip ?? null,
      user_agent: caller.metadata.userAgent ?? null,
    },
    now,
  );
  await tryToDeliver(deps, row.id);
  return ANSWER;
}

export async function listContactMessages(deps: Deps, caller: Caller): Promise<ContactMessage[]> {
  requireAdmin(caller.user);
  return (await listContactRows(deps.db)).map(toContactMessage);
}

/** Staff ask for a message to go again (after fixing the recipients or the mail server): due now, tried at once. */
export async function resendContactMessage(deps: Deps, id: number, caller: Caller): Promise<ContactMessage> {
  requireAdmin(caller.user);
  if (!(await findContactMessage(deps.db, id))) throw notFound(NOT_FOUND);
  if (!(await makeDueNow(deps, id))) throw conflict('This message is being sent right now');
  await tryToDeliver(deps, id);
  return toContactMessage((await findContactMessage(deps.db, id))!);
}

async function tryToDeliver(deps: Deps, id: number): Promise<void> {
  try {
    await deliverDue(deps, id);
  } catch (err) {
    // The message is stored and due; the worker will try again. Only the immediate try is lost.
    deps.logger.error({ err, contactMessageId: id }, 'immediate contact message delivery failed');
  }
}
