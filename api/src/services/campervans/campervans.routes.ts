// HTTP of campervans and their images: /api/campervans, /api/campervan-images, the image batch save, resolved
// clashes, and a campervan's past: its history, the campervan as of a moment, and restoring a version.
import Router from '@koa/router';
import { campervanListQuerySchema } from '@forecourt/contracts';
import type { Deps } from '../../deps.ts';
import { answerWithVersion, callerOf, expectedVersionOf, type AppState } from '../../http/context.ts';
import { parse } from '../../lib/validate.ts';
import { queryKey } from '../../lib/read-cache.ts';
import { answerFromCache } from '../../http/cached-answer.ts';
import { CAMPERVANS } from './campervans.projection.ts';
import { idParam } from '../../http/params.ts';
import {
  addCampervanImage,
  changeCampervan,
  delistCampervan,
  getCampervan,
  getCampervanAt,
  getCampervanHistory,
  listCampervan,
  listCampervanImages,
  listCampervans,
  listCampervansFromLog,
  removeCampervanImage,
  resolveCampervanConflict,
  restoreCampervan,
  saveCampervanImages,
} from './campervans.ts';
import { asksTheLog } from '../vehicles/vehicle-timeline.ts';

export function campervansRoutes(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/campervans', async (ctx) => {
    if (asksTheLog(ctx.query)) {
      ctx.body = await listCampervansFromLog(deps, ctx.query, callerOf(ctx));
      return;
    }
    const query = parse(campervanListQuerySchema, ctx.query);
    await answerFromCache(ctx, deps.readCache, CAMPERVANS.streamType, queryKey(query), () => listCampervans(deps, query));
  });
  router.get('/api/campervans/:id', async (ctx) => {
    const id = idParam(ctx);
    if (ctx.query.asOf === undefined) answerWithVersion(ctx, await getCampervan(deps, id));
    // An older state is not a version to base a change on: no ETag.
    else ctx.body = await getCampervanAt(deps, id, ctx.query, callerOf(ctx));
  });
  router.get('/api/campervans/:id/history', async (ctx) => {
    ctx.body = await getCampervanHistory(deps, idParam(ctx), callerOf(ctx));
  });
  router.post('/api/campervans/:id/restore', async (ctx) => {
    const campervan = await restoreCampervan(deps, idParam(ctx), ctx.request.body, callerOf(ctx), { expectedVersion: expectedVersionOf(ctx) });
    answerWithVersion(ctx, campervan);
  });
  router.post('/api/campervans', async (ctx) => {
    answerWithVersion(ctx, await listCampervan(deps, ctx.request.body, callerOf(ctx)), 201);
  });
  router.put('/api/campervans/:id', async (ctx) => {
    const campervan = await changeCampervan(deps, idParam(ctx), ctx.request.body, callerOf(ctx), { expectedVersion: expectedVersionOf(ctx) });
    answerWithVersion(ctx, campervan);
  });
  router.post('/api/campervans/:id/conflict-resolutions', async (ctx) => {
    answerWithVersion(ctx, await resolveCampervanConflict(deps, idParam(ctx), ctx.request.body, callerOf(ctx), expectedVersionOf(ctx)));
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
