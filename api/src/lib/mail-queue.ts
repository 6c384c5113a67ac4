// The stored mail queues' common part (enquiries, password links): a due row is claimed by one statement (`for update
// skip locked`), so two processes never take the same one, and the claim holds until `next_attempt_at`; the send then
// happens outside any transaction. A row a dead process had claimed is due again once its claim runs out. Failed
// tries wait 30 s, 1 min, 2 min … at most 1 h.
import type { Knex } from 'knex';

export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 60 * 60_000;
/** How long a claim holds: well past the slowest send the mailer allows (its timeouts), so a live claim never lapses. */
export const CLAIM_MS = 5 * 60_000;

/** The wait after the n-th failed try: 30 s, 1 min, 2 min … at most 1 h. */
export const retryDelayMs = (attempts: number): number => Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_MS);

export const later = (now: Date, ms: number): Date => new Date(now.getTime() + ms);

/** The rows a round may take: waiting ones that are due, and 'sending' ones whose claim ran out. */
export const DUE = `status in ('pending', 'retrying', 'sending') and next_attempt_at <= ?`;

/** Claims the next due row of `table` (or row `only`) for one try, counting the try; undefined when none is due. */
export async function claimDue<Row>(db: Knex, table: string, now: Date, only?: number): Promise<Row | undefined> {
  const result = await db.raw(
    `update ${table} set status = 'sending', attempts = attempts + 1, next_attempt_at = ?
       where id = (select id from ${table} where ${DUE} ${only === undefined ? '' : 'and id = ?'}
                   order by next_attempt_at, id limit 1 for update skip locked)
       returning *`,
    [later(now, CLAIM_MS), now, ...(only === undefined ? [] : [only])],
  );
  return (result.rows as Row[])[0];
}
