// Floods of the contact form are limited per address, counted in the database so every process agrees: a person
// sends one or two messages; a connection sending more than ten in an hour is a script.
import type { Knex } from 'knex';
import { BUSINESS } from '@forecourt/contracts';
import { tooManyRequests } from '../../lib/errors.ts';

export const CONTACT_WINDOW_MINUTES = 60;
/** Generous, because one address may be a whole office or a phone network's shared connection. */
export const MAX_CONTACT_PER_IP = 10;
export const CONTACT_TOO_MANY = `Too many messages have been sent from your connection. Please try again in an hour, or call us on ${BUSINESS.phone}.`;

const windowStart = (now: Date) => new Date(now.getTime() - CONTACT_WINDOW_MINUTES * 60_000);

/** Refuses (429) an address that has used up its messages for the window. */
export async function assertContactAllowed(db: Knex, ip: string, now: Date): Promise<void> {
  const row = await db('contact_submissions').where({ ip }).andWhere('at', '>', windowStart(now)).count<{ count: number }[]>('* as count').first();
  if (Number(row?.count ?? 0) >= MAX_CONTACT_PER_IP) throw tooManyRequests(CONTACT_TOO_MANY);
}

/** Counts one submission against its address (stored or dropped as a bot's alike), and forgets those too old to count. */
export async function recordContactSubmission(db: Knex, ip: string, now: Date): Promise<void> {
  await db('contact_submissions').insert({ ip, at: now });
  await db('contact_submissions').where('at', '<=', windowStart(now)).delete();
}
