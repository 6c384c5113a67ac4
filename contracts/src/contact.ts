// The contact form (SPEC §2 Contact, §4 Contact submission) and the delivery state staff see for each message.
import { z } from 'zod';
import { onFirstUse } from './on-first-use.ts';
import { ENQUIRY_INTENTS, ENQUIRY_VEHICLE_KINDS, DATED_INTENTS, INTENTS_OF, INTENT_TEXT, isCalendarDay, type EnquiryIntent, type EnquiryVehicle } from './enquiry.ts';
import { email, id, optionalText, requiredText } from './fields.ts';

/** Absent, null and '' all mean not given. */
const notGiven = (value: unknown) => (value === null || value === '' ? undefined : value);

export const contactSchema = onFirstUse(() =>
  z
    .object({
      name: requiredText('Name is required', 100),
      email: email(),
      subject: requiredText('Subject is required', 200),
      message: requiredText('Message is required', 5000),
      phone: optionalText(40),
      /** Hidden field people never see; anything in it marks a bot. */
      honeypot: z.string().max(500).optional().default(''),
      /** When the page loaded or the form was last reset, in ms since the epoch. */
      timestamp: z.number().optional(),
      /** The vehicle the enquiry is about, if any: its kind and id (both or neither). */
      vehicleKind: z.preprocess(notGiven, z.enum(ENQUIRY_VEHICLE_KINDS, { error: "vehicleKind must be 'car' or 'campervan'" }).optional()),
      vehicleId: z.preprocess(notGiven, id('vehicleId').optional()),
      /** What the visitor wants of that vehicle. */
      intent: z.preprocess(notGiven, z.enum(ENQUIRY_INTENTS, { error: "intent must be 'question', 'test-drive' or 'booking'" }).optional()),
      /** The day they would like, for a test drive or a booking: 'YYYY-MM-DD' (not in the past: checked by the server). */
      preferredDate: z.preprocess(
        notGiven,
        z.string({ error: 'Preferred day must be a date' }).refine(isCalendarDay, 'Preferred day must be a date (YYYY-MM-DD)').optional(),
      ),
    })
    .superRefine((input, ctx) => {
      if ((input.vehicleKind === undefined) !== (input.vehicleId === undefined)) {
        const missing = input.vehicleKind === undefined ? 'vehicleKind' : 'vehicleId';
        ctx.addIssue({ code: 'custom', path: [missing], message: `${missing} is needed with ${missing === 'vehicleKind' ? 'vehicleId' : 'vehicleKind'}` });
        return;
      }
      if (input.intent !== undefined) {
        if (input.vehicleKind === undefined) ctx.addIssue({ code: 'custom', path: ['intent'], message: 'intent needs the vehicle the enquiry is about (vehicleKind and vehicleId)' });
        else if (!INTENTS_OF[input.vehicleKind].includes(input.intent)) {
          ctx.addIssue({ code: 'custom', path: ['intent'], message: `A ${input.vehicleKind} enquiry cannot be a ${INTENT_TEXT[input.intent]}` });
        }
      }
      if (input.preferredDate !== undefined && !DATED_INTENTS.includes(input.intent as EnquiryIntent)) {
        ctx.addIssue({ code: 'custom', path: ['preferredDate'], message: 'A preferred day goes only with a test drive or a booking' });
      }
    }),
);
export type ContactInput = z.infer<typeof contactSchema>;


/** The answer to POST /api/contact: the same for a stored message and for one quietly dropped as spam. */
export interface ContactAnswer {
  success: true;
  message: string;
}

/**
 * pending: stored, not tried yet; sending: a try is under way right now; retrying: a send failed (or no recipient is
 * active) and another try is due at nextAttemptAt; sent: the mail server took it; failed: gave up after the last
 * try (kept, and staff can resend it).
 */
export const CONTACT_DELIVERY_STATES = ['pending', 'sending', 'retrying', 'sent', 'failed'] as const;
export type ContactDeliveryState = (typeof CONTACT_DELIVERY_STATES)[number];

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: ContactDeliveryState;
  attempts: number;
  lastError: string | null;
  /** When the next delivery try is due; null once sent or failed. */
  nextAttemptAt: string | null;
  createdAt: string;
  sentAt: string | null;
  /** The vehicle the enquiry is about, or null for a general one. */
  vehicle: EnquiryVehicle | null;
  /** What the visitor wants of the vehicle; null without one. */
  intent: EnquiryIntent | null;
  /** The day the visitor would like ('YYYY-MM-DD'), or null. */
  preferredDate: string | null;
}
