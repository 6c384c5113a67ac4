// First in the chain: turns every thrown error into the JSON error answer; a 5xx never shows internals.
import type { Next } from 'koa';
import { AppError } from '../lib/errors.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../lib/database-unavailable.ts';
import type { Logger } from '../lib/logger.ts';
import { isOutOfSpace, type StorageHealth } from '../lib/storage-health.ts';
import type { AppContext } from './context.ts';

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
  code?: string;
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
export const OUT_OF_SPACE = 'The server has run out of storage space. Please try again later.';
export const OUT_OF_SPACE_CHANGE = 'The server has run out of storage space, so this change could not be saved. Please try again later.';

export const errorHandler = (logger: Logger, storage: StorageHealth) => async (ctx: AppContext, next: Next) => {
  try {
    await next();
    if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
      ctx.status = 404;
      ctx.body = { error: 'Not found' };
    }
  } catch (err) {
    if (err instanceof AppError) {
      ctx.status = err.status;
      ctx.set(err.headers);
      ctx.body = err.body;
      return;
    }
    const e = err as HttpLikeError;
    const status = e.status ?? e.statusCode;
    if (status && status >= 400 && status < 500) {
      ctx.status = status;
      const message = status === 413 ? 'The request is too large' : e.expose && e.message ? e.message : 'Bad request';
      ctx.body = { error: message };
      return;
    }
    // The database is down or out of reach: say so and when to try again; the pool reconnects by itself once it is back.
    if (isDatabaseUnavailable(err)) {
      logger.error({ err, requestId: ctx.state.requestId }, 'database unavailable');
      ctx.status = 503;
      ctx.set('Retry-After', '5');
      ctx.body = { error: DATABASE_UNAVAILABLE_MESSAGE };
      return;
    }
    // A full disk refuses writes while everything else works: say so, and let the health check report it.
    if (isOutOfSpace(err)) {
      storage.writeFailed(err);
      logger.error({ err, requestId: ctx.state.requestId }, 'out of storage space');
      ctx.status = 503;
      ctx.set('Retry-After', '60');
      ctx.body = { error: SAFE.has(ctx.method) ? OUT_OF_SPACE : OUT_OF_SPACE_CHANGE };
      return;
    }
    logger.error({ err, requestId: ctx.state.requestId }, 'unhandled error');
    ctx.status = 500;
    ctx.body = { error: 'Something went wrong on our side. Please try again.', requestId: ctx.state.requestId };
  }
};
