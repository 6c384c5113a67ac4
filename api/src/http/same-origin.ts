// Refuses changes sent by pages of another origin (cross-site request forgery), whatever cookies they carry.
import type { Next } from 'koa';
import { forbidden } from '../lib/errors.ts';
import type { AppContext } from './context.ts';
import { addressedOrigin, siteOrigin, type SiteSettings } from './site-origin.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A page's own origin is the one its browser addressed (a browser cannot forge Host; a script that forges it is no
 * victim's browser and needs no forgery), the site's origin (PUBLIC_URL, which a proxy may not pass on as Host), or
 * one of ALLOWED_ORIGINS.
 */
export const sameOrigin = (settings: SiteSettings) => async (ctx: AppContext, next: Next) => {
  if (!SAFE.has(ctx.method)) {
    const origin = ctx.get('Origin');
    const own = origin === addressedOrigin(ctx) || origin === siteOrigin(ctx, settings) || settings.allowedOrigins.includes(origin);
    const crossSite = ctx.get('Sec-Fetch-Site') === 'cross-site';
    if ((origin && !own) || (!origin && crossSite)) {
      throw forbidden('Requests from other websites are not allowed');
    }
  }
  await next();
};
