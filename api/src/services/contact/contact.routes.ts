// HTTP of the contact form (POST /api/contact, anyone) and of the staff Messages screen (administrators).
import Router from '@koa/router';
import type { Deps } from '../../deps.ts';
import { callerOf, type AppState } from '../../http/context.ts';
import { listContactMessages, resendContactMessage, submitContact } from './contact.ts';
import { idParam } from '../../http/params.ts';
import { siteOrigin } from '../../http/site-origin.ts';

export function contactRoutes(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();
  router.post('/api/contact', async (ctx) => {
    ctx.body = await submitContact(deps, ctx.request.body, callerOf(ctx), siteOrigin(ctx, deps.config));
  });
  router.get('/api/contact-messages', async (ctx) => {
    ctx.body = await listContactMessages(deps, callerOf(ctx));
  });
  router.post('/api/contact-messages/:id/resend', async (ctx) => {
    const caller = callerOf(ctx);
    ctx.body = await resendContactMessage(deps, idParam(ctx), caller);
  });
  return router;
}
