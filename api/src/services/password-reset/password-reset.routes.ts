// HTTP of forgotten passwords: ask for a link, check a link, set a new password through it. Anyone may call them.
// The link's token travels in the body, never in an address, so no log or replay record ever holds a working link.
import Router from '@koa/router';
import type { Deps } from '../../deps.ts';
import { callerOf, type AppState } from '../../http/context.ts';
import { siteOrigin } from '../../http/site-origin.ts';
import { checkResetLink, requestPasswordReset, resetPassword } from './password-reset.ts';

/** How long after the answer the work that depends on the account begins. */
const AFTER_ANSWER_MS = 10;

export function passwordResetRoutes(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();

  router.post('/api/password-reset', async (ctx) => {
    // The work that depends on the account starts once the answer is out, so its time is no part of the answer's: a
    // moment after the response closes, since work begun at once still held its last bytes up on the embedded
    // database, whose queries run on this thread (a guess by time was right 60% of the time, against 50–52% so).
    const afterAnswer = (work: () => Promise<void>) => ctx.res.once('close', () => setTimeout(() => void work(), AFTER_ANSWER_MS));
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
