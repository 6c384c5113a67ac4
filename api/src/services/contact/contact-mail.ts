// The e-mail an enquiry becomes: to the active recipients (primary in To, the others in Cc), Reply-To the visitor,
// so staff answer the visitor with a plain Reply. Plain text, readable on any phone.
import type { ContactMessage, Recipient } from '@forecourt/contracts';
import { INTENT_TEXT, PREFERRED_DAY_LABEL, formatPreferredDay } from '@forecourt/contracts';
import type { MailAddress, MailMessage } from '../../lib/mailer.ts';

/** What the mail needs of a stored message (the time as the database gives it). */
export type Enquiry = Pick<ContactMessage, 'id' | 'name' | 'email' | 'phone' | 'subject' | 'message'> &
  Partial<Pick<ContactMessage, 'vehicle' | 'intent' | 'preferredDate'>> & { createdAt: Date };

export const SUBJECT_PREFIX = 'Website enquiry: ';

/** Header text on one line: a subject typed with line breaks or runs of spaces still reads as one line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const addressOf = (recipient: Pick<Recipient, 'email' | 'name'>): MailAddress =>
  recipient.name ? { name: recipient.name, address: recipient.email } : recipient.email;

const RECEIVED = new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', dateStyle: 'long', timeStyle: 'short' });

/** The lines about the vehicle an enquiry is about: which one, its page, what is wanted and the day; none without one. */
function vehicleLines(enquiry: Enquiry): string[] {
  const { vehicle, intent, preferredDate } = enquiry;
  if (!vehicle) return [];
  const kind = vehicle.kind === 'car' ? 'Car' : 'Campervan';
  return [
    `${`${kind}:`.padEnd(8)} ${oneLine(vehicle.name)} (#${vehicle.id})`,
    `Page:    ${vehicle.url}`,
    ...(intent ? [`Wants:   ${intent === 'question' ? 'to ask a question' : `a ${INTENT_TEXT[intent]}`}`] : []),
    ...(intent && preferredDate ? [`${PREFERRED_DAY_LABEL[intent]}: ${formatPreferredDay(preferredDate)}`] : []),
    '',
  ];
}

export function enquiryText(enquiry: Enquiry): string {
  return [
    enquiry.vehicle ? `New enquiry from the website about the ${enquiry.vehicle.kind} ${oneLine(enquiry.vehicle.name)}.` : 'New enquiry from the website contact form.',
    '',
    ...vehicleLines(enquiry),
    `Name:    ${oneLine(enquiry.name)}`,
    `E-mail:  ${enquiry.email}`,
    `Phone:   ${enquiry.phone ? oneLine(enquiry.phone) : 'not given'}`,
    `Subject: ${oneLine(enquiry.subject)}`,
    '',
    'Message:',
    enquiry.message,
    '',
    '--',
    `Reply to this e-mail to answer ${oneLine(enquiry.name)} directly.`,
    `Received ${RECEIVED.format(enquiry.createdAt)} (New Zealand time), enquiry #${enquiry.id}.`,
  ].join('\n');
}

/**
 * The mail for `recipients`, which are the active ones with the primary first (or the oldest active one when the
 * primary is switched off). Undefined when there is nobody to send to.
 */
export function composeEnquiryMail(enquiry: Enquiry, recipients: readonly Recipient[]): MailMessage | undefined {
  const [to, ...cc] = recipients;
  if (!to) return undefined;
  return {
    to: [addressOf(to)],
    ...(cc.length ? { cc: cc.map(addressOf) } : {}),
    replyTo: { name: oneLine(enquiry.name), address: enquiry.email },
    subject: `${SUBJECT_PREFIX}${oneLine(enquiry.subject)}`,
    text: enquiryText(enquiry),
  };
}
