// Gives every request an id (kept from X-Request-Id when sane) that logs and event metadata carry.
import { randomUUID } from 'node:crypto';
import type { Next } from 'koa';
import type { AppContext } from './context.ts';

export const requestId = () => async (ctx: AppContext, next: Next) => {
  const given = ctx.get('X-Request-Id');
  ctx.state.requestId = /^[A-Za-z0-9._-]{8,100}$/.test(given) ? given : randomUUID();
  ctx.set('X-Request-Id', ctx.state.requestId);
  await next();
};
