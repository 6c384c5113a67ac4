// HTTP of cars and their images: /api/cars, /api/carImages and /api/cars/:id/images/order.
import Router from '@koa/router';
import { carListQuerySchema } from '@forecourt/contracts';
import type { Deps } from '../../deps.ts';
import { answerWithVersion, callerOf, expectedVersionOf, type AppState } from '../../http/context.ts';
import { parse } from '../../lib/validate.ts';
import { idParam } from '../../http/params.ts';
import {
  addCarImage,
  changeCar,
  delistCar,
  getCar,
  listCarImages,
  listCar,
  listCars,
  removeCarImage,
  reorderCarImages,
} from './cars.ts';

export function carsRoutes(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/cars', async (ctx) => {
    ctx.body = await listCars(deps, parse(carListQuerySchema, ctx.query));
  });
  router.get('/api/cars/:id', async (ctx) => {
    answerWithVersion(ctx, await getCar(deps, idParam(ctx)));
  });
  router.post('/api/cars', async (ctx) => {
    answerWithVersion(ctx, await listCar(deps, ctx.request.body, callerOf(ctx)), 201);
  });
  router.put('/api/cars/:id', async (ctx) => {
    const car = await changeCar(deps, idParam(ctx), ctx.request.body, callerOf(ctx), { expectedVersion: expectedVersionOf(ctx) });
    answerWithVersion(ctx, car);
  });
  router.delete('/api/cars/:id', async (ctx) => {
    const id = idParam(ctx);
    await delistCar(deps, id, callerOf(ctx), { expectedVersion: expectedVersionOf(ctx) });
    ctx.body = { success: true, id };
  });

  router.get('/api/carImages/:carId', async (ctx) => {
    ctx.body = await listCarImages(deps, idParam(ctx, 'carId'));
  });
  router.post('/api/carImages', async (ctx) => {
    ctx.status = 201;
    ctx.body = await addCarImage(deps, ctx.request.body, callerOf(ctx), { expectedVersion: expectedVersionOf(ctx) });
  });
  router.delete('/api/carImages/:id', async (ctx) => {
    const id = idParam(ctx);
    await removeCarImage(deps, id, callerOf(ctx), { expectedVersion: expectedVersionOf(ctx) });
    ctx.body = { success: true, id };
  });
  router.put('/api/cars/:id/images/order', async (ctx) => {
    ctx.body = await reorderCarImages(deps, idParam(ctx), ctx.request.body, callerOf(ctx), { expectedVersion: expectedVersionOf(ctx) });
  });

  return router;
}
