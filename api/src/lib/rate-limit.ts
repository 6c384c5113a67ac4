// Limits that hold under a burst and across processes: a use is checked and counted in one step, under a lock on each
// limited key, so of 40 requests at once exactly the first N get through, whichever process each reaches.
import type { Knex } from 'knex';
import { tooManyRequests } from './errors.ts';

/** At most `max` uses of `key` within `windowMs`, in the namespace `scope` ('sign-in-username', 'contact-address'…). */
export interface Limit {
  scope: string;
  key: string;
  max: number;
  windowMs: number;
  /** What else this use concerns (a sign-in's address for its username), so `forget` can pick it out. */
  ref?: string | null;
}

export type Verdict = { allowed: true } | { allowed: false; limit: Limit; retryAfterSeconds: number };

/** Advisory locks of the limits live under this first key, apart from every other lock the app takes. */
const LOCK_SPACE = 7004226;
/** Keys are kept to a sane length: an address or username is never longer; a longer one is someone playing. */
const KEY_LENGTH = 200;

/** Scopes hold no colon, so the name is unambiguous whatever the key holds. */
const lockName = (limit: Limit) => `${limit.scope}:${limit.key.slice(0, KEY_LENGTH)}`;

/**
 * Takes one use of every limit, or of none when any is used up. Counting and recording happen in one transaction
 * that first locks each key (in one order, so two takers never wait on each other), so the count another request
 * read can never be stale: a burst is admitted up to the limit exactly. Uses refused are not counted.
 */
export async function take(db: Knex, limits: readonly Limit[], now: Date): Promise<Verdict> {
  const names = [...new Set(limits.map(lockName))].sort();
  return db.transaction(async (trx) => {
    await trx.raw(`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(name)) from unnest(?::text[]) as name`, [names]);
    const { rows } = await trx.raw(
      `select l.i::int as i, count(h.id)::int as used, min(h.expires_at) as first_expiry
         from unnest(?::text[], ?::text[]) with ordinality as l(scope, key, i)
         left join rate_limit_hits h on h.scope = l.scope and h.key = l.key and h.expires_at > ?
        group by l.i order by l.i`,
      [limits.map((l) => l.scope), limits.map((l) => l.key.slice(0, KEY_LENGTH)), now],
    );
    for (const row of rows as { i: number; used: number; first_expiry: Date | string | null }[]) {
      const limit = limits[row.i - 1]!;
      if (row.used < limit.max) continue;
      // A use frees up when the oldest one counted expires.
      const freeAt = row.first_expiry ? new Date(row.first_expiry).getTime() : now.getTime() + limit.windowMs;
      return { allowed: false as const, limit, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
    }
    await trx('rate_limit_hits').insert(
      limits.map((l) => ({ scope: l.scope, key: l.key.slice(0, KEY_LENGTH), ref: l.ref ?? null, expires_at: new Date(now.getTime() + l.windowMs) })),
    );
    return { allowed: true as const };
  });
}

/** Takes a use of every limit, or refuses the request with 429, `Retry-After` and the message for the wait. */
export async function takeOrRefuse(db: Knex, limits: readonly Limit[], now: Date, message: (wait: string) => string): Promise<void> {
  const verdict = await take(db, limits, now);
  if (!verdict.allowed) throw tooManyRequests(message(waitInWords(verdict.retryAfterSeconds)), verdict.retryAfterSeconds);
}

/** '45 seconds', '1 minute', '12 minutes', 'an hour': the wait as a person says it, rounded up. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes === 60) return 'an hour';
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Forgets counted uses: of one scope, by key, by what they concern, or both. */
export async function forget(db: Knex, scope: string, match: { key?: string; ref?: string }): Promise<number> {
  const query = db('rate_limit_hits').where({ scope });
  if (match.key !== undefined) query.andWhere({ key: match.key.slice(0, KEY_LENGTH) });
  if (match.ref !== undefined) query.andWhere({ ref: match.ref });
  return query.delete();
}

/** Forgets uses that no longer count (the server does it now and then). */
export async function purgeExpiredHits(db: Knex, now: Date): Promise<number> {
  return db('rate_limit_hits').where('expires_at', '<=', now).delete();
}
