// The contact form and the staff view of what it received: submit (anyone), list and resend (administrators).
import type { ContactAnswer, ContactInput, ContactMessage } from '@forecourt/contracts';
import {
  CONTACT_MIN_FILL_MS,
  CONTACT_SUCCESS,
  PREFERRED_DAY_MAX_DAYS_AHEAD,
  PREFERRED_DAY_PAST,
  PREFERRED_DAY_TOO_FAR,
  addDays,
  contactSchema,
  nzToday,
} from '@forecourt/contracts';
import type { Deps } from '../../deps.ts';
import type { Caller } from '../../http/context.ts';
import { requireAdmin } from '../../lib/auth/authorize.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { deliverDue, makeDueNow } from './contact-delivery.ts';
import { takeContactSubmission } from './contact-rate-limit.ts';
import { findContactMessage, findEnquiryVehicle, insertContactMessage, listContactRows, toContactMessage, type NewContactRow } from './contact-messages.repository.ts';

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

type VehicleFields = Pick<NewContactRow, 'vehicle_kind' | 'vehicle_id' | 'vehicle_name' | 'vehicle_url' | 'intent' | 'preferred_date'>;

/**
 * The vehicle an enquiry is about, checked: it must be listed (a 400 naming vehicleId otherwise, since the visitor
 * meant that one and staff could not tell which it was), and a preferred day must be from today (New Zealand) to a
 * year ahead. Reads only. `siteOrigin` starts the vehicle's public address kept with the message.
 */
async function vehicleFieldsOf(deps: Deps, data: ContactInput, siteOrigin: string, now: Date): Promise<VehicleFields> {
  if (data.vehicleKind === undefined || data.vehicleId === undefined) return {};
  const vehicle = await findEnquiryVehicle(deps.db, data.vehicleKind, data.vehicleId);
  if (!vehicle) {
    const message = `The ${data.vehicleKind} this enquiry is about (vehicleId ${data.vehicleId}) is not listed any more. Remove it from the enquiry and send again, or call us.`;
    throw badRequest(message, [{ path: 'vehicleId', message }]);
  }
  if (data.preferredDate !== undefined) {
    const today = nzToday(now);
    if (data.preferredDate < today) throw badRequest(PREFERRED_DAY_PAST, [{ path: 'preferredDate', message: PREFERRED_DAY_PAST }]);
    if (data.preferredDate > addDays(today, PREFERRED_DAY_MAX_DAYS_AHEAD)) {
      throw badRequest(PREFERRED_DAY_TOO_FAR, [{ path: 'preferredDate', message: PREFERRED_DAY_TOO_FAR }]);
    }
  }
  return {
    vehicle_kind: data.vehicleKind,
    vehicle_id: data.vehicleId,
    vehicle_name: vehicle.name,
    vehicle_url: siteOrigin + vehicle.path,
    intent: data.intent ?? 'question',
    preferred_date: data.preferredDate ?? null,
  };
}

/**
 * Stores the enquiry first, so it is never lost, then tries to send it at once. The answer is success once it is
 * stored, whether or not the send worked: a failed send is the mail worker's to retry, not the visitor's problem.
 */
export async function submitContact(deps: Deps, input: unknown, caller: Caller, siteOrigin: string): Promise<ContactAnswer> {
  const data = parse(contactSchema, input);
  const now = deps.clock();
  const vehicle = await vehicleFieldsOf(deps, data, siteOrigin, now);
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
      ...vehicle,
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
