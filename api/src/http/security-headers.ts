// Baseline security headers on every answer.
import type { Next } from 'koa';
import type { AppContext } from './context.ts';

export const securityHeaders = (trustProxy: boolean) => async (ctx: AppContext, next: Next) => {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('Content-Security-Policy', "frame-ancestors 'none'");
  if (trustProxy && ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  await next();
};
