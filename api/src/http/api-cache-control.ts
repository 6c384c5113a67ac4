// Cache-Control of the API: an answer is kept by no browser or proxy (no-store) unless its route declared otherwise.
// Most of the API is private (the event log and its CSV, messages, users, sign-ins, vehicle histories and past states,
// the owner's figures, who is signed in), and a private answer left without the header may be kept by a shared cache
// or on a shared tablet's disk. The public inventory lists declare themselves (http/cached-answer.ts); a new route is
// private until it does the same. An error answer is never kept, whatever its route had declared.
import type { Next } from 'koa';
import type { AppContext } from './context.ts';

export const noStoreUnlessCacheable = () => async (ctx: AppContext, next: Next) => {
  await next();
  if (!ctx.path.startsWith('/api/')) return;
  if (ctx.status >= 400 || !ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store');
};
