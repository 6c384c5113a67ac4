// The events of a campervan stream (stream id = campervan id): the campervan, its images and their order.
import { campervanCreateSchema, keysOnFirstUse, type CampervanCreate } from '@forecourt/contracts';
import type { VehicleKind } from '../vehicles/vehicle-decisions.ts';
import { initialVehicle, vehicleEvolver, type VehicleEvent, type VehicleState } from '../vehicles/vehicle-events.ts';

export type CampervanFields = CampervanCreate;
type PriceKey = 'pricePerDay' | 'pricePerWeek';

export type CampervanEvent = VehicleEvent<'Campervan', CampervanFields, PriceKey>;

/** Every field of the campervan and its id. */
export type CampervanListed = Extract<CampervanEvent, { type: 'CampervanListed' }>;
/** Both hire prices as they now are (per day and per week), whichever of them changed. */
export type CampervanPriceChanged = Extract<CampervanEvent, { type: 'CampervanPriceChanged' }>;
/** available, reserved or rented. */
export type CampervanStatusChanged = Extract<CampervanEvent, { type: 'CampervanStatusChanged' }>;
/** Only the fields that changed (imageUrl too, when the main image changes). */
export type CampervanDetailsChanged = Extract<CampervanEvent, { type: 'CampervanDetailsChanged' }>;
export type CampervanDelisted = Extract<CampervanEvent, { type: 'CampervanDelisted' }>;
/** A deleted campervan restored: every field of the version restored, and its id; its images follow as their own events. */
export type CampervanRelisted = Extract<CampervanEvent, { type: 'CampervanRelisted' }>;
export type CampervanImageAdded = Extract<CampervanEvent, { type: 'CampervanImageAdded' }>;
export type CampervanImageRemoved = Extract<CampervanEvent, { type: 'CampervanImageRemoved' }>;
export type CampervanImagesReordered = Extract<CampervanEvent, { type: 'CampervanImagesReordered' }>;
/** How an administrator resolved a clash (commandId, baseVersion, each field with the side chosen); changes no field itself. */
export type CampervanConflictResolved = Extract<CampervanEvent, { type: 'CampervanConflictResolved' }>;

export type CampervanState = VehicleState<CampervanFields>;

const campervanFieldKeys = keysOnFirstUse<keyof CampervanFields & string>(() => campervanCreateSchema.shape);

export const CAMPERVAN: VehicleKind<'Campervan', CampervanFields, PriceKey, 'campervanId'> = {
  prefix: 'Campervan',
  noun: 'Campervan',
  priceKeys: ['pricePerDay', 'pricePerWeek'],
  get fieldKeys() {
    return campervanFieldKeys();
  },
  ownerKey: 'campervanId',
};

export const initialCampervan = initialVehicle<CampervanFields>;
export const evolveCampervan = vehicleEvolver<'Campervan', CampervanFields, PriceKey>('Campervan');
