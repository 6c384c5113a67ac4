// HTTP of cars and their images: /api/cars, /api/carImages, /api/cars/:id/images/order, resolved clashes, and a
// car's past: its history, the car as of a moment, and restoring a version.
import Router from '@koa/router';
import { carListQuerySchema, publicCar, type Car, type Page } from '@forecourt/contracts';
import type { Deps } from '../../deps.ts';
import { answerWithVersion, callerOf, expectedVersionOf, type AppState } from '../../http/context.ts';
import { parse } from '../../lib/validate.ts';
import { queryKey } from '../../lib/read-cache.ts';
import { answerFromCache } from '../../http/cached-answer.ts';
import { CARS } from './cars.projection.ts';
import { idParam } from '../../http/params.ts';
import {
  addCarImage,
  changeCar,
  delistCar,
  getCar,
  getCarAt,
  getCarHistory,
  listCarImages,
  listCar,
  listCars,
  listCarsFromLog,
  removeCarImage,
  reorderCarImages,
  resolveCarConflict,
  restoreCar,
} from './cars.ts';
import { getCarNotice, getCarNoticePdf } from './cin.ts';
import { asksTheLog } from '../vehicles/vehicle-timeline.ts';

/** The list (or page) as anyone not signed in may see it: no cost prices. */
function publicCars(list: Car[] | Page<Car>): Car[] | Page<Car> {
  return Array.isArray(list) ? list.map(publicCar) : { ...list, items: list.items.map(publicCar) };
}

export function carsRoutes(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/cars', async (ctx) => {
    // The yard on a date, or the cars removed from it: read from the log, for the staff, never cached for the public.
    if (asksTheLog(ctx.query)) {
      ctx.body = await listCarsFromLog(deps, ctx.query, callerOf(ctx));
      return;
    }
    const query = parse(carListQuerySchema, ctx.query);
    // Nobody but the staff sees sold cars in the list: the public is offered only cars on sale, and no cost price.
    // The two audiences never share a cached answer.
    const staff = Boolean(ctx.state.user);
    if (!staff) query.forSale = true;
    const key = `${staff ? 'staff' : 'public'}:${queryKey(query)}`;
    await answerFromCache(ctx, deps.readCache, CARS.streamType, key, async () => (staff ? listCars(deps, query) : publicCars(await listCars(deps, query))));
  });
  router.get('/api/cars/:id', async (ctx) => {
    const id = idParam(ctx);
    if (ctx.query.asOf === undefined) {
      const car = await getCar(deps, id);
      answerWithVersion(ctx, ctx.state.user ? car : publicCar(car));
    }
    // An older state is not a version to base a change on: no ETag.
    else ctx.body = await getCarAt(deps, id, ctx.query, callerOf(ctx));
  });
  // The Consumer Information Notice: JSON and the printable A4 card; `asOf` (staff) gives it as it stood then.
  router.get('/api/cars/:id/cin', async (ctx) => {
    ctx.body = await getCarNotice(deps, idParam(ctx), ctx.query, callerOf(ctx));
  });
  router.get('/api/cars/:id/cin.pdf', async (ctx) => {
    const { pdf, filename } = await getCarNoticePdf(deps, idParam(ctx), ctx.query, callerOf(ctx));
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `inline; filename="${filename}"`);
    ctx.body = pdf;
  });
  router.get('/api/cars/:id/history', async (ctx) => {
    ctx.body = await getCarHistory(deps, idParam(ctx), callerOf(ctx));
  });
  router.post('/api/cars/:id/restore', async (ctx) => {
    answerWithVersion(ctx, await restoreCar(deps, idParam(ctx), ctx.request.body, callerOf(ctx), { expectedVersion: expectedVersionOf(ctx) }));
  });
  router.post('/api/cars', async (ctx) => {
    answerWithVersion(ctx, await listCar(deps, ctx.request.body, callerOf(ctx)), 201);
  });
  router.put('/api/cars/:id', async (ctx) => {
    const car = await changeCar(deps, idParam(ctx), ctx.request.body, callerOf(ctx), { expectedVersion: expectedVersionOf(ctx) });
    answerWithVersion(ctx, car);
  });
  router.post('/api/cars/:id/conflict-resolutions', async (ctx) => {
    answerWithVersion(ctx, await resolveCarConflict(deps, idParam(ctx), ctx.request.body, callerOf(ctx), expectedVersionOf(ctx)));
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
