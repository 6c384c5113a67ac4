// Command-id idempotency: a mutating call repeated with the same Idempotency-Key answers as the first did
// and changes nothing. The key is claimed before the work and the answer kept after it.
import type { Next } from 'koa';
import type { Knex } from 'knex';
import { AppError, badRequest, conflict } from '../lib/errors.ts';
import type { AppContext } from './context.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY = /^[A-Za-z0-9._:-]{8,200}$/;

export const idempotency = (db: Knex) => async (ctx: AppContext, next: Next) => {
  const key = ctx.get('Idempotency-Key');
  if (!key || !MUTATING.has(ctx.method) || !ctx.path.startsWith('/api/')) return next();
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
    if (first.status_code === null) throw conflict('A request with this Idempotency-Key is still being processed');
    ctx.status = first.status_code;
    ctx.body = first.response ?? undefined;
    ctx.set('Idempotent-Replayed', 'true');
    return;
  }

  try {
    await next();
  } catch (err) {
    // A refusal (4xx) is an answer like any other and is kept; anything else may be retried.
    if (!(err instanceof AppError) || err.status >= 500) {
      await db('commands').where({ command_id: key }).delete();
      throw err;
    }
    ctx.status = err.status;
    ctx.body = err.body;
  }
  if (ctx.status >= 500) {
    await db('commands').where({ command_id: key }).delete();
    return;
  }
  const response = ctx.body === undefined || ctx.body === null ? null : JSON.stringify(ctx.body);
  await db('commands').where({ command_id: key }).update({ status_code: ctx.status, response });
};
