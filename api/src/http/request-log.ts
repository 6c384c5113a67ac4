// One log line per request with its status and duration.
import type { Next } from 'koa';
import type { Logger } from '../lib/logger.ts';
import type { AppContext } from './context.ts';

export const requestLog = (logger: Logger) => async (ctx: AppContext, next: Next) => {
  const started = performance.now();
  try {
    await next();
  } finally {
    const ms = Math.round((performance.now() - started) * 10) / 10;
    logger.info({ requestId: ctx.state.requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms }, 'request');
  }
};
