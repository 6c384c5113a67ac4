// Sign-ins are limited per username and per address, counted in the database so every process agrees. Each attempt
// takes its use before the password is checked, so a burst of guesses gets no more checks than a slow one.
import type { Knex } from 'knex';
import { forget, takeOrRefuse, type Limit } from '../../lib/rate-limit.ts';

export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_IP = 20;

const BY_USERNAME = 'sign-in-username';
const BY_ADDRESS = 'sign-in-address';
const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;

export const tooManyLogins = (wait: string) => `Too many failed login attempts. Please try again in ${wait}.`;

/** Usernames match whatever their case, as signing in does. */
const nameKey = (username: string) => username.toLowerCase();

const limitsOf = (ip: string, username: string): Limit[] => [
  { scope: BY_USERNAME, key: nameKey(username), ref: ip, max: MAX_FAILURES_PER_USERNAME, windowMs: WINDOW_MS },
  { scope: BY_ADDRESS, key: ip, ref: nameKey(username), max: MAX_FAILURES_PER_IP, windowMs: WINDOW_MS },
];

/**
 * Counts a sign-in attempt against its username and its address before its password is looked at, or refuses it
 * (429) when either has had its failures in the window. The attempt stays counted as a failure unless
 * `clearFailures` forgets it after the password proved right.
 */
export async function takeAttempt(db: Knex, ip: string, username: string, now: Date): Promise<void> {
  await takeOrRefuse(db, limitsOf(ip, username), now, tooManyLogins);
}

/**
 * After a successful sign-in, forgets that account's failures from that address only (this attempt among them). The
 * failures others made on the account stay, and so do the address's failures on other accounts: otherwise someone
 * guessing another person's password could reset the count by signing in to an account of their own.
 */
export async function clearFailures(db: Knex, ip: string, username: string): Promise<void> {
  await forget(db, BY_USERNAME, { key: nameKey(username), ref: ip });
  await forget(db, BY_ADDRESS, { key: ip, ref: nameKey(username) });
}

/**
 * Forgets every failure of an account, from any address: after a password reset its owner has just proved they hold
 * the mailbox, so whoever locked them out no longer keeps them out. The per-address counts of others stay.
 */
export async function forgetFailuresOf(db: Knex, username: string): Promise<void> {
  await forget(db, BY_USERNAME, { key: nameKey(username) });
  await forget(db, BY_ADDRESS, { ref: nameKey(username) });
}
