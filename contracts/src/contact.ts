// The contact form (SPEC §2 Contact, §4 Contact submission) and the delivery state staff see for each message.
import { z } from 'zod';
import { email, optionalText, requiredText } from './fields.ts';

export const contactSchema = z.object({
  name: requiredText('Name is required', 100),
  email: email(),
  subject: requiredText('Subject is required', 200),
  message: requiredText('Message is required', 5000),
  phone: optionalText(40),
  /** Hidden field people never see; anything in it marks a bot. */
  honeypot: z.string().max(500).optional().default(''),
  /** When the page loaded or the form was last reset, in ms since the epoch. */
  timestamp: z.number().optional(),
});
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
}
