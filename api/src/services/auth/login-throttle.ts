// Sign-ins are limited per username and per address, counted in the database so every process agrees. Each attempt
// takes its use before the password is checked, so a burst of guesses gets no more checks than a slow one. A browser
// known for the account (its device cookie, lib/auth/device-cookie.ts) is counted on its own instead: strangers who
// use up the account's failures lock out unknown browsers only, never the owner's.
import type { Knex } from 'knex';
import { forget, takeOrRefuse, type Limit } from '../../lib/rate-limit.ts';

export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_IP = 20;
/** Failures a known browser may make on its account in the window, whatever others do. */
export const MAX_FAILURES_PER_DEVICE = 5;

const BY_USERNAME = 'sign-in-username';
const BY_ADDRESS = 'sign-in-address';
const BY_DEVICE = 'sign-in-device';
const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;

export const tooManyLogins = (wait: string) => `Too many failed login attempts. Please try again in ${wait}.`;

/** Usernames match whatever their case, as signing in does. */
const nameKey = (username: string) => username.toLowerCase();

/** The limits of an attempt: a known browser's own allowance, or the account's and the address's. */
const limitsOf = (ip: string, username: string, device: string | undefined): Limit[] =>
  device
    ? [{ scope: BY_DEVICE, key: `${device}:${nameKey(username)}`, ref: nameKey(username), max: MAX_FAILURES_PER_DEVICE, windowMs: WINDOW_MS }]
    : [
        { scope: BY_USERNAME, key: nameKey(username), ref: ip, max: MAX_FAILURES_PER_USERNAME, windowMs: WINDOW_MS },
        { scope: BY_ADDRESS, key: ip, ref: nameKey(username), max: MAX_FAILURES_PER_IP, windowMs: WINDOW_MS },
      ];

/**
 * Counts a sign-in attempt against its username and its address (or, from a browser known for the account, against
 * that browser alone) before its password is looked at, or refuses it (429) when they have had their failures in the
 * window. The attempt stays counted as a failure unless `clearFailures` forgets it after the password proved right.
 */
export async function takeAttempt(db: Knex, ip: string, username: string, now: Date, device?: string): Promise<void> {
  await takeOrRefuse(db, limitsOf(ip, username, device), now, tooManyLogins);
}

/**
 * After a successful sign-in, forgets that account's failures from that address only (this attempt among them). The
 * failures others made on the account stay, and so do the address's failures on other accounts: otherwise someone
 * guessing another person's password could reset the count by signing in to an account of their own.
 */
export async function clearFailures(db: Knex, ip: string, username: string, device?: string): Promise<void> {
  if (device) {
    await forget(db, BY_DEVICE, { key: `${device}:${nameKey(username)}` });
    return;
  }
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
  await forget(db, BY_DEVICE, { ref: nameKey(username) });
}
