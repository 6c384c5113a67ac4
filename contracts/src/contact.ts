// The contact form (SPEC §2 Contact, §4 Contact submission).
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

export const CONTACT_SUCCESS = "Thank you for your message. We'll get back to you soon!";

export type ContactDeliveryState = 'pending' | 'sent' | 'retrying' | 'failed';
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
  createdAt: string;
  sentAt: string | null;
}
