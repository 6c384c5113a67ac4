// password_resets, an ordinary table: the links e-mailed, as hashes of their tokens only. Every function takes the
// Knex to use, so it runs inside a transaction as well.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

export interface PasswordResetRow {
  id: number;
  user_id: number;
  token_hash: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

/** sha256 in hex: a token is 32 random bytes, so a plain hash is as good as a slow one and lets us look it up. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Ends every link of the account still waiting to be used (a newer one was sent, or the password changed). */
export async function revokeOpenLinks(db: Knex, userId: number, now: Date): Promise<number> {
  return db('password_resets').where({ user_id: userId }).whereNull('used_at').whereNull('revoked_at').update({ revoked_at: now });
}

export async function insertLink(db: Knex, userId: number, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
  await db('password_resets').insert({ user_id: userId, token_hash: tokenHash, created_at: now, expires_at: expiresAt });
}

/** A link that still works at `now`: not used, not replaced, not expired. */
const usable = (query: Knex.QueryBuilder, tokenHash: string, now: Date) =>
  query.where({ token_hash: tokenHash }).whereNull('used_at').whereNull('revoked_at').andWhere('expires_at', '>', now);

export async function findUsableLink(db: Knex, tokenHash: string, now: Date): Promise<PasswordResetRow | undefined> {
  return usable(db('password_resets'), tokenHash, now).first();
}

/**
 * Marks the link used if it still works, in one statement: of two uses at once, one gets the account's id and the
 * other nothing (PostgreSQL re-checks the conditions on the row the first one updated).
 */
export async function claimLink(db: Knex, tokenHash: string, now: Date): Promise<number | undefined> {
  const rows: { user_id: number }[] = await usable(db('password_resets'), tokenHash, now).update({ used_at: now }).returning(['user_id']);
  return rows[0]?.user_id;
}
