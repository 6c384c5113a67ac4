// Cars for sale and their images: one function per use case. Reads are public; changes need a signed-in user.
import {
  CAR_PAGE_SIZE,
  CARS_ON_SALE,
  asOfQuerySchema,
  carCreateSchema,
  carImageCreateSchema,
  carUpdateSchema,
  imageOrderSchema,
  parsePriceRange,
  restoreSchema,
  type Car,
  type CarImage,
  type CarListQuery,
  type CarSort,
  type Page,
  type VehicleHistory,
} from '@forecourt/contracts';
import type { Deps } from '../../deps.ts';
import type { Caller } from '../../http/context.ts';
import { requireUser } from '../../lib/auth/authorize.ts';
import { parse } from '../../lib/validate.ts';
import { parseResolution, resolvedAgainst } from '../vehicles/conflict-resolution.ts';
import { vehicleCommands, type CommandOptions } from '../vehicles/vehicle-commands.ts';
import { listVehicles, NEWEST_FIRST, within, type ListOrder } from '../vehicles/vehicle-list.ts';
import { readImages, requireImageAnswer, requireVehicle } from '../vehicles/vehicle-read-model.ts';
import { readVehicleAsOf, readVehicleHistory, readYard } from '../vehicles/vehicle-timeline.ts';
import { carDecider } from '@forecourt/domain/cars/cars.decider';
import { CAR } from '@forecourt/domain/cars/cars.events';
import { CARS } from './cars.projection.ts';

const cars = vehicleCommands(CARS, CAR, carDecider);

const CAR_ORDERS: Record<CarSort, ListOrder> = {
  newest: NEWEST_FIRST,
  'price-asc': [{ column: 'price', order: 'asc' }, { column: 'id', order: 'desc' }],
  'price-desc': [{ column: 'price', order: 'desc' }, { column: 'id', order: 'desc' }],
  'year-desc': [{ column: 'year', order: 'desc' }, { column: 'id', order: 'desc' }],
  'year-asc': [{ column: 'year', order: 'asc' }, { column: 'id', order: 'desc' }],
  'mileage-asc': [{ column: 'mileage', order: 'asc' }, { column: 'id', order: 'desc' }],
};

/**
 * Newest first unless another order is asked for; brand and model match whole names ignoring case; every range is
 * inclusive at both ends. `forSale` keeps only cars on sale (available or reserved).
 */
export function listCars(deps: Deps, query: CarListQuery): Promise<Car[] | Page<Car>> {
  const range = query.priceRange ? parsePriceRange(query.priceRange) : undefined;
  return listVehicles(
    deps.db,
    CARS,
    (q) => {
      if (query.brand) q.whereRaw('lower(brand) = lower(?)', [query.brand]);
      if (query.model) q.whereRaw('lower(model) = lower(?)', [query.model]);
      if (query.status) q.where({ status: query.status });
      if (query.forSale) q.whereIn('status', [...CARS_ON_SALE]);
      if (range) within(q, 'price', range);
      within(q, 'price', { min: query.minPrice, max: query.maxPrice });
      within(q, 'year', { min: query.minYear, max: query.maxYear });
      within(q, 'mileage', { min: query.minMileage, max: query.maxMileage });
      if (query.bodyType) q.where({ body_type: query.bodyType });
      if (query.fuelType) q.where({ fuel_type: query.fuelType });
      if (query.transmission) q.where({ transmission: query.transmission });
    },
    query,
    CAR_PAGE_SIZE,
    CAR_ORDERS[query.sort ?? 'newest'],
  );
}

export const getCar = (deps: Deps, id: number): Promise<Car> => requireVehicle(deps.db, CARS, id);

/**
 * GET /api/cars/:id with its query: the car now (public), or with `asOf` the car as it stood then, rebuilt from the
 * log, for the staff who may change cars (404 when it was not on the books then).
 */
export function getCarAt(deps: Deps, id: number, query: unknown, caller: Caller): Promise<Car> {
  const { asOf } = parse(asOfQuerySchema, query);
  if (!asOf) return getCar(deps, id);
  requireUser(caller.user);
  return readVehicleAsOf(deps, CARS, carDecider, id, asOf);
}

/** GET /api/cars?asOf= (the yard as it stood then) or ?removed=true (the cars taken off it), for the staff. */
export function listCarsFromLog(deps: Deps, query: unknown, caller: Caller) {
  return readYard(deps, CARS, carDecider, query, () => requireUser(caller.user));
}

/** Every change of the car, newest first, with field changes; deleted cars too. Read by those who may change cars. */
export function getCarHistory(deps: Deps, id: number, caller: Caller): Promise<VehicleHistory> {
  requireUser(caller.user);
  return readVehicleHistory(deps, CARS, carDecider, id);
}

export function listCar(deps: Deps, input: unknown, caller: Caller, options: CommandOptions = {}): Promise<Car> {
  requireUser(caller.user);
  const fields = parse(carCreateSchema, input);
  return cars.list(deps, caller, options, (id) => ({ type: 'ListCar', id, fields }));
}

/**
 * Changes the fields given; the same values again change nothing and append nothing. Based on an older version, only
 * the client's own edits apply over newer changes, and a clash is refused with each clashing field (409).
 */
export function changeCar(deps: Deps, id: number, input: unknown, caller: Caller, options: CommandOptions = {}): Promise<Car> {
  requireUser(caller.user);
  const changes = parse(carUpdateSchema, input);
  return cars.change(deps, id, caller, options, changes, (mine) => ({ type: 'ChangeCar', changes: mine }));
}

/**
 * Records how a person resolved a clash on the version they resolved it against (`version`, from If-Match), and
 * sets the values they kept; the same rights as a change.
 */
export function resolveCarConflict(deps: Deps, id: number, input: unknown, caller: Caller, version: number | undefined): Promise<Car> {
  requireUser(caller.user);
  const { resolution, values } = parseResolution(input, carUpdateSchema, Object.keys(CARS.columns), 'car');
  return cars.runOnVersion(deps, id, caller, resolvedAgainst(version), { type: 'ResolveCarConflict', resolution, values });
}

/** Brings back the car as it was at `version` (a deleted car too), by appending events; answers the car. */
export function restoreCar(deps: Deps, id: number, input: unknown, caller: Caller, options: CommandOptions = {}): Promise<Car> {
  requireUser(caller.user);
  const { version } = parse(restoreSchema, input);
  return cars.restore(deps, id, caller, options, version, (fields, images) => ({ type: 'RestoreCar', fields, images }));
}

export async function delistCar(deps: Deps, id: number, caller: Caller, options: CommandOptions = {}): Promise<void> {
  requireUser(caller.user);
  await cars.run(deps, id, caller, options, () => ({ type: 'DelistCar' }));
}

export async function listCarImages(deps: Deps, carId: number): Promise<CarImage[]> {
  await requireVehicle(deps.db, CARS, carId);
  return readImages(deps.db, CARS, carId);
}

/** Adds an image at the end of the car's list; the first image of a car becomes its main image. */
export async function addCarImage(deps: Deps, input: unknown, caller: Caller, options: CommandOptions = {}): Promise<CarImage> {
  requireUser(caller.user);
  const { carId, imageUrl, fileId, transformType, transformParams } = parse(carImageCreateSchema, input);
  let imageId = 0;
  await cars.run(deps, carId, caller, options, async (tx) => {
    imageId = await tx.nextId(CARS.imageSequence);
    const image = { id: imageId, imageUrl, fileId: fileId ?? null, transformType: transformType ?? null, transformParams: transformParams ?? null };
    return { type: 'AddCarImage', image };
  });
  return requireImageAnswer(deps.db, CARS, imageId);
}

export async function removeCarImage(deps: Deps, imageId: number, caller: Caller, options: CommandOptions = {}): Promise<void> {
  requireUser(caller.user);
  const { carId } = await requireImageAnswer(deps.db, CARS, imageId);
  await cars.run(deps, carId, caller, options, () => ({ type: 'RemoveCarImage', imageId }));
}

/** Sets the order of the car's images (the first is the main image, and the car's imageUrl follows it). */
export async function reorderCarImages(deps: Deps, carId: number, input: unknown, caller: Caller, options: CommandOptions = {}) {
  requireUser(caller.user);
  const { imageIds } = parse(imageOrderSchema, input);
  const car = await cars.run(deps, carId, caller, options, () => ({ type: 'ReorderCarImages', imageIds }));
  return { carId, version: car.version, images: await readImages(deps.db, CARS, carId) };
}
