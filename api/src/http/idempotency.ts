// Command-id idempotency: a mutating call repeated with the same Idempotency-Key answers as the first did
// and changes nothing. The key is claimed before the work and the answer kept after it.
import type { Next } from 'koa';
import type { Knex } from 'knex';
import { AppError, badRequest, conflict } from '../lib/errors.ts';
import type { AppContext } from './context.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY = /^[A-Za-z0-9._:-]{8,200}$/;
/** Sign-in, sign-out and password-reset calls are never replayed: their answers start or end sessions, or must say how a link stands now. */
const SESSION_CALL = /^\/api\/(login|logout|register|password-reset)(\/|$)/;
/**
 * Answers that say the request was not looked at yet rather than decided: not signed in (a tablet whose session
 * expired replays its queued work after the next sign-in, under the same key) and too many requests. Like a 5xx they
 * are not kept, so the same key may try again.
 */
const NOT_DECIDED = new Set([401, 429]);
const kept = (status: number) => status < 500 && !NOT_DECIDED.has(status);

export const idempotency = (db: Knex) => async (ctx: AppContext, next: Next) => {
  const key = ctx.get('Idempotency-Key');
  if (!key || !MUTATING.has(ctx.method) || !ctx.path.startsWith('/api/') || SESSION_CALL.test(ctx.path)) return next();
  if (!KEY.test(key)) throw badRequest('Idempotency-Key must be 8 to 200 letters, digits or ._:-');

  const claimed = await db('commands')
    .insert({ command_id: key, method: ctx.method, path: ctx.path })
    .onConflict('command_id')
    .ignore()
    .returning('command_id');
  if (claimed.length === 0) {
    const first = await db('commands').where({ command_id: key }).first();
    if (first.method !== ctx.method || first.path !== ctx.path) {
      throw badRequest('This Idempotency-Key was already used for a different request');
    }
    if (first.status_code === null) {
      const outcome = await takeOverAbandoned(db, key);
      if (outcome === 'busy') throw conflict('A request with this Idempotency-Key is still being processed');
      if (outcome === 'made') throw conflict(ANSWER_LOST);
      return runClaimed(db, key, ctx, next);
    }
    ctx.status = first.status_code;
    ctx.body = first.response ?? undefined;
    ctx.set('Idempotent-Replayed', 'true');
    return;
  }

  return runClaimed(db, key, ctx, next);
};

/** Does the work of a claimed key and keeps its answer, or lets the key go when the answer is not one to keep. */
async function runClaimed(db: Knex, key: string, ctx: AppContext, next: Next) {
  try {
    await next();
  } catch (err) {
    // A refusal (4xx) is an answer like any other and is kept; anything else may be retried.
    if (!(err instanceof AppError) || !kept(err.status)) {
      await db('commands').where({ command_id: key }).delete();
      throw err;
    }
    ctx.status = err.status;
    ctx.body = err.body;
  }
  if (!kept(ctx.status)) {
    await db('commands').where({ command_id: key }).delete();
    return;
  }
  const response = ctx.body === undefined || ctx.body === null ? null : JSON.stringify(ctx.body);
  await db('commands').where({ command_id: key }).update({ status_code: ctx.status, response });
}

/**
 * A claim still without an answer after this was left by a request that can no longer finish: its process was
 * killed, or the database went away before the claim could be let go. No request runs anywhere near this long.
 */
const ABANDONED_AFTER = '2 minutes';
export const ANSWER_LOST = 'This change was made, but the answer to it was lost when the server stopped. Reload to see it.';

/**
 * Takes over an abandoned claim, so a tablet replaying its queued change is answered instead of waiting forever: the
 * change is done now if the log has nothing under its key ('run'), or reported as made ('made', kept as the answer).
 * Changes that append no event (an upload, a contact message) cut off mid-way may be done a second time.
 */
async function takeOverAbandoned(db: Knex, key: string): Promise<'run' | 'made' | 'busy'> {
  const taken = await db('commands')
    .where({ command_id: key })
    .whereNull('status_code')
    .whereRaw(`created_at < now() - interval '${ABANDONED_AFTER}'`)
    .update({ created_at: db.fn.now() })
    .returning('command_id');
  if (taken.length === 0) return 'busy';
  if (!(await db('events').whereRaw("metadata->>'commandId' = ?", [key]).first('position'))) return 'run';
  await db('commands').where({ command_id: key }).update({ status_code: 409, response: JSON.stringify({ error: ANSWER_LOST }) });
  return 'made';
}
