// Failed sign-ins are limited per IP and per username, counted in the database so every process agrees.
import type { Knex } from 'knex';
import { tooManyRequests } from '../../lib/errors.ts';

export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_IP = 20;

export async function assertNotThrottled(db: Knex, ip: string, username: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MINUTES * 60_000);
  const [byUser, byIp] = await Promise.all([
    db('login_failures').whereRaw('lower(username) = lower(?)', [username]).andWhere('at', '>', since).count<{ count: number }[]>('* as count').first(),
    db('login_failures').where({ ip }).andWhere('at', '>', since).count<{ count: number }[]>('* as count').first(),
  ]);
  if (Number(byUser?.count) >= MAX_FAILURES_PER_USERNAME || Number(byIp?.count) >= MAX_FAILURES_PER_IP) {
    throw tooManyRequests(`Too many failed login attempts. Please try again in ${LOGIN_WINDOW_MINUTES} minutes.`);
  }
}

export async function recordFailure(db: Knex, ip: string, username: string, now: Date): Promise<void> {
  await db('login_failures').insert({ ip, username: username.slice(0, 200), at: now });
}

/**
 * After a successful sign-in, forgets that account's failures from that address only. The per-address count is
 * kept: otherwise someone guessing another person's password could reset it by signing in to an account of their own.
 */
export async function clearFailures(db: Knex, ip: string, username: string): Promise<void> {
  await db('login_failures').where({ ip }).andWhereRaw('lower(username) = lower(?)', [username]).delete();
}

/**
 * Forgets every failure of an account, from any address: after a password reset its owner has just proved they hold
 * the mailbox, so whoever locked them out no longer keeps them out. The per-address counts of others stay.
 */
export async function forgetFailuresOf(db: Knex, username: string): Promise<void> {
  await db('login_failures').whereRaw('lower(username) = lower(?)', [username]).delete();
}

/** Forgets failures older than the window; they no longer count for anything. */
export async function purgeOldFailures(db: Knex, now: Date): Promise<number> {
  return db('login_failures').where('at', '<', new Date(now.getTime() - LOGIN_WINDOW_MINUTES * 60_000)).delete();
}
