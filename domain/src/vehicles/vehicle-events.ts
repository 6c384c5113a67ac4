// The life of a vehicle stream, shared by cars and campervans: listed, changed (price, status, details), images
// added, removed and reordered, a clash resolved, delisted, and relisted when a deleted vehicle is restored. Each kind
// names its events with its own prefix ('Car', 'Campervan').
import type { ConflictResolution } from '@forecourt/contracts';
import { evolveImages, type ImageEvent, type VehicleImage } from './vehicle-images.ts';

/** What every vehicle has: a main image (the first of its images, when it has any) and a status. */
export interface VehicleFields {
  imageUrl: string;
  status: string;
}

/**
 * The events of one kind of vehicle. P is the prefix, F the fields, PK the price fields.
 * A change appends only what changed: the price event carries every price field, the details event only the
 * changed fields.
 */
export type VehicleEvent<P extends string, F extends VehicleFields, PK extends keyof F> =
  | { type: `${P}Listed`; data: F & { id: number } }
  | { type: `${P}PriceChanged`; data: Pick<F, PK> }
  | { type: `${P}StatusChanged`; data: Pick<F, 'status'> }
  | { type: `${P}DetailsChanged`; data: Partial<Omit<F, PK | 'status'>> }
  | { type: `${P}Delisted`; data: { id: number } }
  /**
   * A deleted vehicle restored: back on the books with every field as the restored version had it, and no images
   * (the images of that version follow as their own events).
   */
  | { type: `${P}Relisted`; data: F & { id: number } }
  /**
   * A person chose, field by field, between a queued change and the changes it clashed with. It records the choice
   * only; the values it set follow as ordinary price, status and details events.
   */
  | { type: `${P}ConflictResolved`; data: ConflictResolution }
  | ImageEvent<P>;

/** `removedImageIds`: images this vehicle had and lost, so a change still naming one is told from a foreign id. */
export type ListedVehicle<F> = { stage: 'listed'; id: number; fields: F; images: VehicleImage[]; removedImageIds: number[] };

export type VehicleState<F> = { stage: 'none' } | ListedVehicle<F> | { stage: 'delisted'; id: number };

export const initialVehicle = <F>(): VehicleState<F> => ({ stage: 'none' });

/** The evolve of one kind of vehicle: what each event does to the state, read by the part after the prefix. */
export function vehicleEvolver<P extends string, F extends VehicleFields, PK extends keyof F>(prefix: P) {
  return (state: VehicleState<F>, event: VehicleEvent<P, F, PK>): VehicleState<F> => {
    const what = event.type.slice(prefix.length);
    if (what === 'Listed' || (what === 'Relisted' && state.stage === 'delisted')) {
      const { id, ...fields } = event.data as F & { id: number };
      return { stage: 'listed', id, fields: fields as unknown as F, images: [], removedImageIds: [] };
    }
    if (state.stage !== 'listed') return state;
    switch (what) {
      case 'PriceChanged':
      case 'StatusChanged':
      case 'DetailsChanged':
        return { ...state, fields: { ...state.fields, ...(event.data as Partial<F>) } };
      case 'Delisted':
        return { stage: 'delisted', id: state.id };
      case 'ImageRemoved': {
        const { imageId } = event.data as { imageId: number };
        return { ...state, images: evolveImages(state.images, event), removedImageIds: [...state.removedImageIds, imageId] };
      }
      case 'ImageAdded':
      case 'ImagesReordered':
        return { ...state, images: evolveImages(state.images, event) };
      case 'ConflictResolved':
      default:
        // A recorded choice changes no field; the values chosen come as their own events.
        return state;
    }
  };
}
