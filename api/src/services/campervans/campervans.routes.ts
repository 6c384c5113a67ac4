// HTTP of campervans and their images: /api/campervans, /api/campervan-images and the image batch save.
import Router from '@koa/router';
import { campervanListQuerySchema } from '@forecourt/contracts';
import type { Deps } from '../../deps.ts';
import { answerWithVersion, callerOf, expectedVersionOf, type AppState } from '../../http/context.ts';
import { parse } from '../../lib/validate.ts';
import { idParam } from '../../http/params.ts';
import {
  addCampervanImage,
  changeCampervan,
  delistCampervan,
  getCampervan,
  listCampervan,
  listCampervanImages,
  listCampervans,
  removeCampervanImage,
  saveCampervanImages,
} from './campervans.ts';

export function campervansRoutes(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/campervans', async (ctx) => {
    ctx.body = await listCampervans(deps, parse(campervanListQuerySchema, ctx.query));
  });
  router.get('/api/campervans/:id', async (ctx) => {
    answerWithVersion(ctx, await getCampervan(deps, idParam(ctx)));
  });
  router.post('/api/campervans', async (ctx) => {
    answerWithVersion(ctx, await listCampervan(deps, ctx.request.body, callerOf(ctx)), 201);
  });
  router.put('/api/campervans/:id', async (ctx) => {
    const campervan = await changeCampervan(deps, idParam(ctx), ctx.request.body, callerOf(ctx), { expectedVersion: expectedVersionOf(ctx) });
    answerWithVersion(ctx, campervan);
  });
  router.delete('/api/campervans/:id', async (ctx) => {
    const id = idParam(ctx);
    await delistCampervan(deps, id, callerOf(ctx), { expectedVersion: expectedVersionOf(ctx) });
    ctx.body = { success: true, id };
  });
  router.put('/api/campervans/:id/images', async (ctx) => {
    ctx.body = await saveCampervanImages(deps, idParam(ctx), ctx.request.body, callerOf(ctx), { expectedVersion: expectedVersionOf(ctx) });
  });

  router.get('/api/campervan-images/:campervanId', async (ctx) => {
    ctx.body = await listCampervanImages(deps, idParam(ctx, 'campervanId'));
  });
  router.post('/api/campervan-images', async (ctx) => {
    ctx.status = 201;
    ctx.body = await addCampervanImage(deps, ctx.request.body, callerOf(ctx), { expectedVersion: expectedVersionOf(ctx) });
  });
  router.delete('/api/campervan-images/:id', async (ctx) => {
    const id = idParam(ctx);
    await removeCampervanImage(deps, id, callerOf(ctx), { expectedVersion: expectedVersionOf(ctx) });
    ctx.body = { success: true, id };
  });

  return router;
}
