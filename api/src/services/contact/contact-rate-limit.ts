// Floods of the contact form are limited per address, counted in the database so every process agrees: a person
// sends one or two messages; a connection sending more than ten in an hour is a script.
import type { Knex } from 'knex';
import { BUSINESS } from '@forecourt/contracts';
import { takeOrRefuse } from '../../lib/rate-limit.ts';

export const CONTACT_WINDOW_MINUTES = 60;
/** Generous, because one address may be a whole office or a phone network's shared connection. */
export const MAX_CONTACT_PER_IP = 10;
export const contactTooMany = (wait: string) =>
  `Too many messages have been sent from your connection. Please try again in ${wait}, or call us on ${BUSINESS.phone}.`;

/**
 * Counts one submission against its address (stored or dropped as a bot's alike), or refuses it (429) once the
 * address has used up its messages for the window; checked and counted as one step, so a burst cannot slip past.
 */
export async function takeContactSubmission(db: Knex, ip: string, now: Date): Promise<void> {
  await takeOrRefuse(db, [{ scope: 'contact-address', key: ip, max: MAX_CONTACT_PER_IP, windowMs: CONTACT_WINDOW_MINUTES * 60_000 }], now, contactTooMany);
}
