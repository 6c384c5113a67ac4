// One vehicle's read rows, worked out from its state alone: the record the API answers (and the tablet shows) and
// its images in order. The live tables, the rebuild and the tablet's view of a queued change all come from this one
// function, so they cannot tell different stories.
import type { VehicleState } from './vehicle-events.ts';
import type { VehicleImage } from './vehicle-images.ts';

/** What the log knows of a stream beside its state: how many events it has, and when the first and last happened. */
export interface StreamStamp {
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** A vehicle as the API shows it: its fields, id, stream version and times. */
export type VehicleRecord<F> = F & { id: number; version: number; createdAt: string; updatedAt: string };

/** An image as the API shows it: the vehicle it belongs to (under `carId` or `campervanId`) and its place. */
export type VehicleImageRecord<K extends string> = VehicleImage & { position: number } & Record<K, number>;

export interface VehicleRows<F, K extends string> {
  record: VehicleRecord<F>;
  images: VehicleImageRecord<K>[];
}

/** How a kind of vehicle names its fields (every one, from its schema) and the image's owner key. */
export interface VehicleShape<F, K extends string> {
  fieldKeys: readonly (keyof F & string)[];
  ownerKey: K;
}

/**
 * The rows of a listed vehicle; none for one never listed or delisted (a deleted vehicle leaves the read side, its
 * history stays in the log). A field the vehicle's events never set (one added after it was listed) reads as null.
 */
export function vehicleRows<F, K extends string>(shape: VehicleShape<F, K>, state: VehicleState<F>, stamp: StreamStamp): VehicleRows<F, K> | undefined {
  if (state.stage !== 'listed') return undefined;
  const fields = Object.fromEntries(shape.fieldKeys.map((key) => [key, state.fields[key] ?? null])) as F;
  return {
    record: { id: state.id, ...fields, version: stamp.version, createdAt: stamp.createdAt, updatedAt: stamp.updatedAt },
    images: state.images.map(
      (image, position) =>
        ({
          id: image.id,
          [shape.ownerKey]: state.id,
          imageUrl: image.imageUrl,
          fileId: image.fileId ?? null,
          transformType: image.transformType ?? null,
          transformParams: image.transformParams ?? null,
          position,
        }) as VehicleImageRecord<K>,
    ),
  };
}
