// How the tablet shows a vehicle with its queued changes: the cached record and images become the domain's state,
// each queued command is decided and evolved by the very decider the server runs, and the domain's vehicleRows gives
// the record and images to show. Pure functions.
import { CAMPERVAN, type CampervanState } from '@forecourt/domain/campervans/campervans.events';
import { campervanDecider, type BatchImage, type CampervanCommand } from '@forecourt/domain/campervans/campervans.decider';
import { carDecider, type CarCommand } from '@forecourt/domain/cars/cars.decider';
import { CAR, type CarState } from '@forecourt/domain/cars/cars.events';
import type { VehicleFields, VehicleState } from '@forecourt/domain/vehicles/vehicle-events';
import type { VehicleImage } from '@forecourt/domain/vehicles/vehicle-images';
import { vehicleRows, type StreamStamp } from '@forecourt/domain/vehicles/vehicle-rows';
import { mark, type ApiRow, type VehicleKindName } from './rows.ts';
import { galleryStandIns, type QueuedCampervanCommand, type QueuedCarCommand, type QueuedCommand } from './queued-command.ts';


/** The domain's command for a queued one: the gallery batch becomes SaveCampervanImages with its stand-in ids. */
export function domainCommandOf(command: QueuedCarCommand): CarCommand;
export function domainCommandOf(command: QueuedCampervanCommand): CampervanCommand;
export function domainCommandOf(command: QueuedCarCommand | QueuedCampervanCommand): CarCommand | CampervanCommand {
  if (command.type !== 'SaveCampervanGallery') return command;
  const standIns = galleryStandIns(command);
  const images = command.batch.images.flatMap((image, i): BatchImage[] => {
    if (image.isDeleted) return image.isNew ? [] : [{ kind: 'remove', id: image.id }];
    if (!image.isNew) return [{ kind: 'keep', id: image.id }];
    const made: VehicleImage = {
      id: standIns[i]!,
      imageUrl: image.imageUrl,
      fileId: image.fileId ?? null,
      transformType: image.transformType ?? null,
      transformParams: (image.transformParams as VehicleImage['transformParams'] | undefined) ?? null,
    };
    return [{ kind: 'new', image: made }];
  });
  return { type: 'SaveCampervanImages', images };
}

const toImage = (row: ApiRow): VehicleImage => ({
  id: row.id,
  imageUrl: String(row.imageUrl ?? ''),
  fileId: (row.fileId as string | null | undefined) ?? null,
  transformType: (row.transformType as string | null | undefined) ?? null,
  transformParams: (row.transformParams as Record<string, unknown> | null | undefined) ?? null,
});

/** The domain's state of a vehicle the server listed, from the tablet's copy of its record and images. */
export function stateOfCopy<F>(kind: VehicleKindName, record: ApiRow, images: readonly ApiRow[] = []): VehicleState<F> {
  const shape = kind === 'car' ? CAR : CAMPERVAN;
  const fields = Object.fromEntries(shape.fieldKeys.filter((key) => key in record).map((key) => [key, record[key]])) as F;
  return { stage: 'listed', id: record.id, fields, images: images.map(toImage), removedImageIds: [] };
}

type AnyVehicleState = VehicleState<VehicleFields & Record<string, unknown>>;

/** Decides one queued command on a state and folds what it decided, as the server would; throws what it refuses. */
export function decideOn(queued: QueuedCommand, state: AnyVehicleState): AnyVehicleState {
  if (queued.stream === 'car') {
    const before = state as unknown as CarState;
    return carDecider.decide(domainCommandOf(queued.command), before).reduce(carDecider.evolve, before) as unknown as AnyVehicleState;
  }
  if (queued.stream === 'campervan') {
    const before = state as unknown as CampervanState;
    return campervanDecider
      .decide(domainCommandOf(queued.command), before)
      .reduce(campervanDecider.evolve, before) as unknown as AnyVehicleState;
  }
  return state;
}

export interface VehicleCopy {
  record?: ApiRow;
  images?: readonly ApiRow[];
}

export interface VehicleView {
  /** The record to show, marked pending; undefined when a queued change delisted it (or nothing is known). */
  record?: ApiRow;
  images: ApiRow[];
  /** A queued change removed it. */
  gone: boolean;
}

/**
 * A vehicle as the tablet shows it: its copy with every queued command on its stream decided and folded in order. A
 * command the decider refuses is passed over here (the server will refuse it too, and the Sync screen says why).
 * Undefined when no queued command is about it.
 */
export interface Folded {
  state: AnyVehicleState;
  /** The stream's version and times as the tablet shows them: the copy's, or the queued listing's. */
  stamp?: StreamStamp;
}

/** The state a vehicle's queued commands lead to from its copy (refused ones passed over). */
export function foldVehicle(kind: VehicleKindName, id: number, copy: VehicleCopy, entries: readonly (QueuedCommand & { deviceTime: string })[]): Folded {
  let state: AnyVehicleState = copy.record ? stateOfCopy(kind, copy.record, copy.images) : { stage: 'none' };
  let stamp: StreamStamp | undefined = copy.record
    ? { version: Number(copy.record.version ?? 1), createdAt: String(copy.record.createdAt ?? ''), updatedAt: String(copy.record.updatedAt ?? '') }
    : undefined;
  for (const entry of entries) {
    if (entry.stream !== kind || entry.streamId !== id) continue;
    try {
      state = decideOn(entry, state);
      stamp ??= { version: 1, createdAt: entry.deviceTime, updatedAt: entry.deviceTime };
    } catch {
      // Refused here as it will be there: shown as the server has it until the Sync screen settles it.
    }
  }
  return { state, stamp };
}

/**
 * A vehicle as the tablet shows it: its copy with every queued command on its stream decided and folded in order. A
 * command the decider refuses is passed over here (the server will refuse it too, and the Sync screen says why).
 * Undefined when no queued command is about it.
 */
export function viewVehicle(kind: VehicleKindName, id: number, copy: VehicleCopy, entries: readonly (QueuedCommand & { deviceTime: string })[]): VehicleView | undefined {
  if (!entries.some((entry) => entry.stream === kind && entry.streamId === id)) return undefined;
  const { state, stamp } = foldVehicle(kind, id, copy, entries);
  const rows = stamp ? vehicleRows(kind === 'car' ? CAR : CAMPERVAN, state as never, stamp) : undefined;
  if (!rows) return { images: [], gone: state.stage === 'delisted' };
  const known = new Map((copy.images ?? []).map((image) => [image.id, image]));
  const images = (rows.images as unknown as ApiRow[]).map((image) => {
    const before = known.get(image.id);
    return before ? { ...before, ...image } : mark(image);
  });
  return { record: mark({ ...copy.record, ...(rows.record as unknown as ApiRow) }), images, gone: false };
}
