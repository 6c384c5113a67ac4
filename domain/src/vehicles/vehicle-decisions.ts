// The decisions every vehicle makes the same way, whatever its kind: list once, change only what changed,
// delist, change its images with the main image following the first one, record a resolved clash, and restore an
// older version (relisting a deleted vehicle).
import type { ConflictResolution } from '@forecourt/contracts';
import { conflict, notFound } from '../errors.ts';
import { sameValue } from './field-rebase.ts';
import { vehicleEvolver, type ListedVehicle, type VehicleEvent, type VehicleFields, type VehicleState } from './vehicle-events.ts';
import { decideImages, type ImagePlan, type VehicleImage } from './vehicle-images.ts';
import type { VehicleShape } from './vehicle-rows.ts';

/**
 * How a kind of vehicle is named: the event prefix, the noun in messages, which fields are prices, every field (from
 * its schema, so a new field is everywhere at once) and the key its images name it by.
 */
export interface VehicleKind<P extends string, F extends VehicleFields, PK extends keyof F, K extends string = string> extends VehicleShape<F, K> {
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

/** Splits a change into price, status and details events, each only if something in it really changed. */
export function decideChanges<P extends string, F extends VehicleFields, PK extends keyof F>(
  kind: VehicleKind<P, F, PK>,
  state: VehicleState<F>,
  changes: Partial<F>,
): VehicleEvent<P, F, PK>[] {
  const { fields } = listedOrThrow(state, kind.noun);
  const changed = Object.fromEntries(
    Object.entries(changes).filter(([key, value]) => value !== undefined && !sameValue(value, fields[key as keyof F])),
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
  const { events, images } = decideImages(kind.prefix, kind.noun.toLowerCase(), listed.images, plan, listed.removedImageIds);
  const main = images[0];
  if (main && main.imageUrl !== listed.fields.imageUrl) {
    return [...events, eventOf(kind, 'DetailsChanged', { imageUrl: main.imageUrl })];
  }
  return events;
}

/**
 * Records how a person resolved a clash, then sets the values chosen that differ from the current ones (as a change
 * would). The record comes first even when nothing else changes: the choice itself is history.
 */
export function decideConflictResolution<P extends string, F extends VehicleFields, PK extends keyof F>(
  kind: VehicleKind<P, F, PK>,
  state: VehicleState<F>,
  resolution: ConflictResolution,
  values: Partial<F>,
): VehicleEvent<P, F, PK>[] {
  listedOrThrow(state, kind.noun);
  return [eventOf(kind, 'ConflictResolved', resolution), ...decideChanges(kind, state, values)];
}

/**
 * Brings back a version: its fields and its image list (set and order), by appending events, never by rewriting.
 * A deleted vehicle is relisted with those fields first; a listed one gets the usual price, status and details events
 * for the fields that differ. Then the images: `images` is the list wanted, each image either one the vehicle has now
 * (same id) or a new one (a fresh id); removals, additions and one reorder make the list match. Nothing differs,
 * nothing is appended. The imageUrl is the version's own (set with the fields), so no main-image rule applies here.
 */
export function decideRestore<P extends string, F extends VehicleFields, PK extends keyof F>(
  kind: VehicleKind<P, F, PK>,
  state: VehicleState<F>,
  fields: F,
  images: readonly VehicleImage[],
): VehicleEvent<P, F, PK>[] {
  if (state.stage === 'none') throw notFound(`${kind.noun} not found`);
  const evolve = vehicleEvolver<P, F, PK>(kind.prefix);
  const events: VehicleEvent<P, F, PK>[] =
    state.stage === 'delisted' ? [eventOf(kind, 'Relisted', { id: state.id, ...fields })] : decideChanges(kind, state, fields);
  const restored = listedOrThrow(events.reduce(evolve, state), kind.noun);
  const now = new Set(restored.images.map((image) => image.id));
  const wanted = new Set(images.map((image) => image.id));
  const plan: ImagePlan = {
    add: images.filter((image) => !now.has(image.id)),
    remove: restored.images.filter((image) => !wanted.has(image.id)).map((image) => image.id),
    order: images.map((image) => image.id),
  };
  const imageEvents = decideImages(kind.prefix, kind.noun.toLowerCase(), restored.images, plan).events;
  return [...events, ...(imageEvents as VehicleEvent<P, F, PK>[])];
}
