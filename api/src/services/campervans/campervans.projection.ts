// Keeps campervans and campervan_images equal to the rows of each campervan stream's state.
import { CAMPERVAN, type CampervanFields } from '@forecourt/domain/campervans/campervans.events';
import { vehicleProjection } from '../vehicles/vehicle-projection.ts';
import { vehicleReadModel, type VehicleReadModel } from '../vehicles/vehicle-read-model.ts';

export const CAMPERVANS: VehicleReadModel<CampervanFields, 'campervanId'> = vehicleReadModel(CAMPERVAN, {
  streamType: 'campervan',
  table: 'campervans',
  imageTable: 'campervan_images',
  ownerColumn: 'campervan_id',
  sequence: 'campervan_id_seq',
  imageSequence: 'campervan_image_id_seq',
});

export const campervanProjection = vehicleProjection(CAMPERVANS, CAMPERVAN);
