// The life of a vehicle stream, shared by cars and campervans: listed, changed (price, status, details), images
// added, removed and reordered, delisted. Each kind names its events with its own prefix ('Car', 'Campervan').
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
  | ImageEvent<P>;

export type ListedVehicle<F> = { stage: 'listed'; id: number; fields: F; images: VehicleImage[] };

export type VehicleState<F> = { stage: 'none' } | ListedVehicle<F> | { stage: 'delisted'; id: number };

export const initialVehicle = <F>(): VehicleState<F> => ({ stage: 'none' });

/** The evolve of one kind of vehicle: what each event does to the state, read by the part after the prefix. */
export function vehicleEvolver<P extends string, F extends VehicleFields, PK extends keyof F>(prefix: P) {
  return (state: VehicleState<F>, event: VehicleEvent<P, F, PK>): VehicleState<F> => {
    const what = event.type.slice(prefix.length);
    if (what === 'Listed') {
      const { id, ...fields } = event.data as F & { id: number };
      return { stage: 'listed', id, fields: fields as unknown as F, images: [] };
    }
    if (state.stage !== 'listed') return state;
    switch (what) {
      case 'PriceChanged':
      case 'StatusChanged':
      case 'DetailsChanged':
        return { ...state, fields: { ...state.fields, ...(event.data as Partial<F>) } };
      case 'Delisted':
        return { stage: 'delisted', id: state.id };
      default:
        return { ...state, images: evolveImages(state.images, event) };
    }
  };
}
