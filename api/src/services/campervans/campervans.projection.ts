// Keeps campervans and campervan_images in step with the campervan streams.
import type { Projection } from '../../lib/event-store.ts';
import { vehicleProjection } from '../vehicles/vehicle-projection.ts';
import type { VehicleReadModel } from '../vehicles/vehicle-read-model.ts';
import type { CampervanFields } from '@forecourt/domain/campervans/campervans.events';

export const CAMPERVANS: VehicleReadModel<CampervanFields, 'campervanId'> = {
  streamType: 'campervan',
  prefix: 'Campervan',
  noun: 'Campervan',
  table: 'campervans',
  imageTable: 'campervan_images',
  ownerColumn: 'campervan_id',
  ownerKey: 'campervanId',
  sequence: 'campervan_id_seq',
  imageSequence: 'campervan_image_id_seq',
  columns: {
    name: 'name',
    description: 'description',
    pricePerDay: 'price_per_day',
    pricePerWeek: 'price_per_week',
    berths: 'berths',
    transmission: 'transmission',
    fuelType: 'fuel_type',
    mileage: 'mileage',
    features: 'features',
    imageUrl: 'image_url',
    status: 'status',
  },
};

export const campervanProjection: Projection = vehicleProjection(CAMPERVANS);
