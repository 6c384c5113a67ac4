// Command-id idempotency: a change repeated with the same Idempotency-Key by the same person answers as the first did
// and changes nothing. The key is claimed before the work and the answer kept after it; keys are kept only for calls
// the API has, from someone signed in, and only for a week.
import { randomUUID } from 'node:crypto';
import type { Next } from 'koa';
import type { Knex } from 'knex';
import { AppError, badRequest, conflict } from '../lib/errors.ts';
import type { Deps } from '../deps.ts';
import type { AppContext } from './context.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY = /^[A-Za-z0-9._:-]{8,200}$/;
/** Sign-in, sign-out and password-reset calls are never replayed: their answers start or end sessions, or must say how a link stands now. */
const SESSION_CALL = /^\/api\/(login|logout|register|password-reset)(\/|$)/;
/**
 * Answers that say the request was not looked at rather than decided: not signed in (a tablet whose session expired
 * replays its queued work after the next sign-in, under the same key), not allowed, and too many requests. Like a
 * 5xx they are not kept, so the same key may try again once the caller may.
 */
const NOT_DECIDED = new Set([401, 403, 429]);
const kept = (status: number) => status < 500 && !NOT_DECIDED.has(status);

/** How long a kept key answers repeats; the server forgets older ones (README: Idempotency). */
export const KEY_LIFETIME_DAYS = 7;
/**
 * A claim still without an answer after this was left by a request that can no longer finish: its process was
 * killed, or the database went away before the claim could be let go. No request runs anywhere near this long.
 */
const ABANDONED_AFTER = '2 minutes';
export const STILL_RUNNING = 'A request with this Idempotency-Key is still being processed';
export const ANSWER_LOST = 'This change was made, but the answer to it was lost when the server stopped. Reload to see it.';
/** Answers given but not yet kept (the database could not write), at most this many, oldest let go first. */
const UNSAVED_LIMIT = 1000;

/** The calls the API has, to tell a real call from an address nobody serves. */
export interface RouteTable {
  match(path: string, method: string): { route: boolean };
}

interface Answer {
  status: number;
  body: unknown;
}

interface Claim {
  actorId: number;
  key: string;
}

export function idempotency({ db, logger, storage, store }: Pick<Deps, 'db' | 'logger' | 'storage' | 'store'>, routes: RouteTable) {
  // Claims made by this process, and which of them still run: a claim of ours that no longer runs was let go
  // mid-way (the database refused to forget it), so a repeat may take it over at once instead of after the lease.
  const thisProcess = randomUUID();
  const running = new Set<string>();
  const unsaved = new Map<string, Answer>();
  const idOf = ({ actorId, key }: Claim) => `${actorId}:${key}`;
  const row = ({ actorId, key }: Claim) => db('commands').where({ actor_id: actorId, command_id: key });

  /** Keeps the answer; when the database cannot write it (a full disk), the answer still goes out and waits here. */
  async function keep(claim: Claim, answer: Answer): Promise<void> {
    const response = answer.body === undefined || answer.body === null ? null : JSON.stringify(answer.body);
    try {
      await row(claim).update({ status_code: answer.status, response });
      unsaved.delete(idOf(claim));
    } catch (err) {
      storage.writeFailed(err);
      logger.error({ err, idempotencyKey: claim.key }, 'the answer to a change was given but could not be kept; repeats get it from memory');
      unsaved.set(idOf(claim), answer);
      if (unsaved.size > UNSAVED_LIMIT) unsaved.delete(unsaved.keys().next().value!);
    }
  }

  /** Lets a claim go so the same key may try again; if even that cannot be written, the claim is known here to be idle. */
  async function release(claim: Claim): Promise<void> {
    await row(claim)
      .delete()
      .catch((err: unknown) => {
        storage.writeFailed(err);
        logger.warn({ err, idempotencyKey: claim.key }, 'an idempotency claim could not be let go');
      });
  }

  /** Whether the log holds a change made under this key by this person (written in the same transaction as the change). */
  const madeUnder = ({ actorId, key }: Claim) => store.log.hasCommand(key, actorId);

  /**
   * After a failure that is no decision: when the change was made all the same (the work committed, then something
   * after it failed), the answer must not be a 5xx, which would say nothing was stored: it is the kept 'answer lost'.
   * Otherwise the claim is let go for a fresh try.
   */
  async function afterFailure(claim: Claim, err: unknown, ctx: AppContext): Promise<'answered' | 'rethrow'> {
    const refusal = err instanceof AppError && NOT_DECIDED.has(err.status);
    if (!refusal) {
      const made = await madeUnder(claim).catch(() => undefined);
      // Unknown (the database cannot answer): keep the claim; a repeat checks again.
      if (made === undefined) return 'rethrow';
      if (made) {
        const answer = { status: 409, body: { error: ANSWER_LOST } };
        await keep(claim, answer);
        ctx.status = answer.status;
        ctx.body = answer.body;
        return 'answered';
      }
    }
    await release(claim);
    return 'rethrow';
  }

  /** Does the work of a claimed key and keeps its answer, or lets the key go when the answer is not one to keep. */
  async function runClaimed(claim: Claim, ctx: AppContext, next: Next): Promise<void> {
    running.add(idOf(claim));
    try {
      try {
        await next();
      } catch (err) {
        // A refusal (4xx) is an answer like any other and is kept; anything else may be retried.
        if (!(err instanceof AppError) || !kept(err.status)) {
          if ((await afterFailure(claim, err, ctx)) === 'rethrow') throw err;
          return;
        }
        ctx.status = err.status;
        ctx.set(err.headers);
        ctx.body = err.body;
      }
      if (!kept(ctx.status)) return await release(claim);
      await keep(claim, { status: ctx.status, body: ctx.body });
    } finally {
      running.delete(idOf(claim));
    }
  }

  /**
   * Takes over a claim without an answer whose request can no longer finish: one of this process's own that no
   * longer runs, at once; another's after the lease. The change is done now if the log has nothing under its key
   * ('run'), or reported as made ('made', kept as the answer). Changes that append no event (an upload, a contact
   * message) cut off mid-way may be done a second time.
   */
  async function takeOver(claim: Claim, claimedBy: string | null): Promise<'run' | 'made' | 'busy'> {
    const ours = claimedBy === thisProcess;
    if (ours && running.has(idOf(claim))) return 'busy';
    if (ours) running.add(idOf(claim)); // no other repeat here may take it meanwhile
    try {
      const taken = await row(claim)
        .whereNull('status_code')
        .andWhere((q) => (ours ? q.where({ claimed_by: thisProcess }) : q.whereRaw(`created_at < now() - interval '${ABANDONED_AFTER}'`)))
        .update({ created_at: db.fn.now(), claimed_by: thisProcess })
        .returning('command_id');
      if (taken.length === 0) return 'busy';
      if (!(await madeUnder(claim))) return 'run';
      await keep(claim, { status: 409, body: { error: ANSWER_LOST } });
      return 'made';
    } finally {
      if (ours) running.delete(idOf(claim));
    }
  }

  const replay = (ctx: AppContext, answer: Answer) => {
    ctx.status = answer.status;
    ctx.body = answer.body ?? undefined;
    ctx.set('Idempotent-Replayed', 'true');
  };

  return async (ctx: AppContext, next: Next) => {
    const key = ctx.get('Idempotency-Key');
    if (!key || !MUTATING.has(ctx.method) || !ctx.path.startsWith('/api/') || SESSION_CALL.test(ctx.path)) return next();
    if (!KEY.test(key)) throw badRequest('Idempotency-Key must be 8 to 200 letters, digits or ._:-');
    // Kept only for a call the API has, from someone signed in, under that person: a stranger's key neither fills
    // the table nor replays anyone's answer (it is a fresh request of theirs).
    const user = ctx.state.user;
    if (!user || !routes.match(ctx.path, ctx.method).route) return next();
    const claim: Claim = { actorId: user.id, key };

    let first: { method: string; path: string; status_code: number | null; response: unknown; claimed_by: string | null } | undefined;
    // Twice at most: a claim let go between our insert and our read (its first try failed) is ours to make again.
    for (let attempt = 0; !first; attempt += 1) {
      const claimed = await db('commands')
        .insert({ actor_id: user.id, command_id: key, method: ctx.method, path: ctx.path, claimed_by: thisProcess })
        .onConflict(['actor_id', 'command_id'])
        .ignore()
        .returning('command_id');
      if (claimed.length > 0) return runClaimed(claim, ctx, next);
      first = await row(claim).first();
      if (!first && attempt > 0) throw conflict(STILL_RUNNING, { code: 'idempotency-in-flight' });
    }
    if (first.method !== ctx.method || first.path !== ctx.path) {
      throw badRequest('This Idempotency-Key was already used for a different request');
    }
    if (first.status_code !== null) return replay(ctx, { status: first.status_code, body: first.response });
    const given = unsaved.get(idOf(claim));
    if (given) {
      replay(ctx, given);
      return keep(claim, given);
    }
    const outcome = await takeOver(claim, first.claimed_by);
    if (outcome === 'busy') throw conflict(STILL_RUNNING, { code: 'idempotency-in-flight' });
    if (outcome === 'made') throw conflict(ANSWER_LOST);
    return runClaimed(claim, ctx, next);
  };
}

/** Forgets keys older than their lifetime (the server does it hourly). */
export async function purgeExpiredKeys(db: Knex, now: Date): Promise<number> {
  return db('commands').where('created_at', '<', new Date(now.getTime() - KEY_LIFETIME_DAYS * 24 * 60 * 60_000)).delete();
}
