// The events of a car stream (stream id = car id): the car, its images and their order.
import { carCreateSchema, keysOnFirstUse, type CarFields } from '@forecourt/contracts';
import type { VehicleKind } from '../vehicles/vehicle-decisions.ts';
import { initialVehicle, vehicleEvolver, type VehicleEvent, type VehicleState } from '../vehicles/vehicle-events.ts';

export type CarEvent = VehicleEvent<'Car', CarFields, 'price'>;

/** Every field of the car and its id. */
export type CarListed = Extract<CarEvent, { type: 'CarListed' }>;
/** The new asking price. */
export type CarPriceChanged = Extract<CarEvent, { type: 'CarPriceChanged' }>;
/** available, reserved or sold. */
export type CarStatusChanged = Extract<CarEvent, { type: 'CarStatusChanged' }>;
/** Only the fields that changed (imageUrl too, when the main image changes). */
export type CarDetailsChanged = Extract<CarEvent, { type: 'CarDetailsChanged' }>;
export type CarDelisted = Extract<CarEvent, { type: 'CarDelisted' }>;
/** A deleted car restored: every field of the version restored, and its id; its images follow as their own events. */
export type CarRelisted = Extract<CarEvent, { type: 'CarRelisted' }>;
export type CarImageAdded = Extract<CarEvent, { type: 'CarImageAdded' }>;
export type CarImageRemoved = Extract<CarEvent, { type: 'CarImageRemoved' }>;
export type CarImagesReordered = Extract<CarEvent, { type: 'CarImagesReordered' }>;
/** How a person resolved a clash (commandId, baseVersion, each field with the side chosen); changes no field itself. */
export type CarConflictResolved = Extract<CarEvent, { type: 'CarConflictResolved' }>;

export type CarState = VehicleState<CarFields>;

const carFieldKeys = keysOnFirstUse<keyof CarFields & string>(() => carCreateSchema.shape);

export const CAR: VehicleKind<'Car', CarFields, 'price', 'carId'> = {
  prefix: 'Car',
  noun: 'Car',
  priceKeys: ['price'],
  get fieldKeys() {
    return carFieldKeys();
  },
  ownerKey: 'carId',
};

export const initialCar = initialVehicle<CarFields>;
export const evolveCar = vehicleEvolver<'Car', CarFields, 'price'>('Car');
