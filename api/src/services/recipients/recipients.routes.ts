// HTTP of the e-mail recipients: /api/email-settings (SPEC §7). Every call needs a signed-in user.
import Router from '@koa/router';
import type { Deps } from '../../deps.ts';
import { answerWithVersion, callerOf, expectedVersionOf, type AppState } from '../../http/context.ts';
import { addRecipient, changeRecipient, listRecipients, makePrimary, removeRecipient } from './recipients.ts';
import { idParam } from '../../http/params.ts';

const PATH = '/api/email-settings';

export function recipientsRoutes(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();
  router.get(PATH, async (ctx) => {
    ctx.body = await listRecipients(deps, callerOf(ctx));
  });
  router.post(PATH, async (ctx) => {
    answerWithVersion(ctx, await addRecipient(deps, ctx.request.body, callerOf(ctx)), 201);
  });
  router.put(`${PATH}/:id`, async (ctx) => {
    const caller = callerOf(ctx);
    answerWithVersion(ctx, await changeRecipient(deps, idParam(ctx), ctx.request.body, caller, expectedVersionOf(ctx)));
  });
  router.delete(`${PATH}/:id`, async (ctx) => {
    await removeRecipient(deps, idParam(ctx), callerOf(ctx), expectedVersionOf(ctx));
    ctx.status = 204;
  });
  router.post(`${PATH}/:id/set-primary`, async (ctx) => {
    answerWithVersion(ctx, await makePrimary(deps, idParam(ctx), callerOf(ctx), expectedVersionOf(ctx)));
  });
  return router;
}
