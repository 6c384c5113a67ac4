// The decisions every vehicle makes the same way, whatever its kind: list once, change only what changed,
// delist, and change its images with the main image following the first one.
import { conflict, notFound } from '../../lib/errors.ts';
import type { ListedVehicle, VehicleEvent, VehicleFields, VehicleState } from './vehicle-events.ts';
import { decideImages, type ImagePlan } from './vehicle-images.ts';

/** How a decider names its kind: the event prefix, the noun in messages, and which fields are prices. */
export interface VehicleKind<P extends string, F extends VehicleFields, PK extends keyof F> {
  prefix: P;
  /** 'Car' or 'Campervan', as messages start ('Car not found'). */
  noun: string;
  priceKeys: readonly PK[];
}

/** Builds an event of the kind; the event type ties the data to the name, which generic code cannot see. */
function eventOf<P extends string, F extends VehicleFields, PK extends keyof F>(
  kind: VehicleKind<P, F, PK>,
  what: string,
  data: object,
): VehicleEvent<P, F, PK> {
  return { type: `${kind.prefix}${what}`, data } as unknown as VehicleEvent<P, F, PK>;
}

export function listedOrThrow<F>(state: VehicleState<F>, noun: string): ListedVehicle<F> {
  if (state.stage !== 'listed') throw notFound(`${noun} not found`);
  return state;
}

export function decideListing<P extends string, F extends VehicleFields, PK extends keyof F>(
  kind: VehicleKind<P, F, PK>,
  state: VehicleState<F>,
  id: number,
  fields: F,
): VehicleEvent<P, F, PK>[] {
  if (state.stage !== 'none') throw conflict(`${kind.noun} already exists`);
  return [eventOf(kind, 'Listed', { id, ...fields })];
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** Splits a change into price, status and details events, each only if something in it really changed. */
export function decideChanges<P extends string, F extends VehicleFields, PK extends keyof F>(
  kind: VehicleKind<P, F, PK>,
  state: VehicleState<F>,
  changes: Partial<F>,
): VehicleEvent<P, F, PK>[] {
  const { fields } = listedOrThrow(state, kind.noun);
  const changed = Object.fromEntries(
    Object.entries(changes).filter(([key, value]) => value !== undefined && !same(value, fields[key as keyof F])),
  ) as Partial<F>;
  const events: VehicleEvent<P, F, PK>[] = [];
  const priceKeys = kind.priceKeys as readonly (keyof F)[];
  if (priceKeys.some((key) => key in changed)) {
    const prices = Object.fromEntries(priceKeys.map((key) => [key, changed[key] ?? fields[key]]));
    events.push(eventOf(kind, 'PriceChanged', prices));
  }
  if (changed.status !== undefined) {
    events.push(eventOf(kind, 'StatusChanged', { status: changed.status }));
  }
  const details = Object.fromEntries(Object.entries(changed).filter(([key]) => key !== 'status' && !priceKeys.includes(key as keyof F)));
  if (Object.keys(details).length > 0) {
    events.push(eventOf(kind, 'DetailsChanged', details));
  }
  return events;
}

export function decideDelisting<P extends string, F extends VehicleFields, PK extends keyof F>(
  kind: VehicleKind<P, F, PK>,
  state: VehicleState<F>,
): VehicleEvent<P, F, PK>[] {
  const { id } = listedOrThrow(state, kind.noun);
  return [eventOf(kind, 'Delisted', { id })];
}

/** Removing one image names a saved image of this vehicle; anything else is an unknown image (404). */
export function requireImage<F>(state: ListedVehicle<F>, imageId: number): void {
  if (!state.images.some((image) => image.id === imageId)) throw notFound('Image not found');
}

/**
 * Image changes of a listed vehicle. The vehicle's imageUrl follows its first image (SPEC §4: the main image): when
 * after the plan the first image is not the vehicle's imageUrl, a details event sets it; with no images left it stays.
 */
export function decideImageChanges<P extends string, F extends VehicleFields, PK extends keyof F>(
  kind: VehicleKind<P, F, PK>,
  state: VehicleState<F>,
  plan: ImagePlan,
): VehicleEvent<P, F, PK>[] {
  const listed = listedOrThrow(state, kind.noun);
  const { events, images } = decideImages(kind.prefix, kind.noun.toLowerCase(), listed.images, plan);
  const main = images[0];
  if (main && main.imageUrl !== listed.fields.imageUrl) {
    return [...events, eventOf(kind, 'DetailsChanged', { imageUrl: main.imageUrl })];
  }
  return events;
}
