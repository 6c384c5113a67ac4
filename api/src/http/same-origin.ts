// Refuses changes sent by pages of another origin (cross-site request forgery), whatever cookies they carry.
import type { Next } from 'koa';
import { forbidden } from '../lib/errors.ts';
import type { AppContext } from './context.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export const sameOrigin = (allowedOrigins: readonly string[]) => async (ctx: AppContext, next: Next) => {
  if (!SAFE.has(ctx.method)) {
    const origin = ctx.get('Origin');
    const own = `${ctx.protocol}://${ctx.host}`;
    const crossSite = ctx.get('Sec-Fetch-Site') === 'cross-site';
    if ((origin && origin !== own && !allowedOrigins.includes(origin)) || (!origin && crossSite)) {
      throw forbidden('Requests from other websites are not allowed');
    }
  }
  await next();
};
