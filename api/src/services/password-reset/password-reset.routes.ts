// HTTP of forgotten passwords: ask for a link, check a link, set a new password through it. Anyone may call them.
// The link's token travels in the body, never in an address, so no log or replay record ever holds a working link.
import Router from '@koa/router';
import type { Deps } from '../../deps.ts';
import { callerOf, type AppState } from '../../http/context.ts';
import { siteOrigin } from '../../http/site-origin.ts';
import { checkResetLink, requestPasswordReset, resetPassword } from './password-reset.ts';

export function passwordResetRoutes(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();

  router.post('/api/password-reset', async (ctx) => {
    // The work that depends on the account starts once the answer is out, so its time is no part of the answer's.
    const afterAnswer = (work: () => Promise<void>) => ctx.res.once('close', () => void work());
    ctx.body = await requestPasswordReset(deps, ctx.request.body, callerOf(ctx), siteOrigin(ctx, deps.config), afterAnswer);
    ctx.status = 202;
  });

  router.post('/api/password-reset/check', async (ctx) => {
    ctx.body = await checkResetLink(deps, ctx.request.body);
  });

  router.post('/api/password-reset/complete', async (ctx) => {
    ctx.body = await resetPassword(deps, ctx.request.body, callerOf(ctx));
  });

  return router;
}
