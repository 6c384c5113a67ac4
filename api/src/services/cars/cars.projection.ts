// Keeps cars and car_images equal to the rows of each car stream's state.
import type { CarFields } from '@forecourt/contracts';
import { CAR } from '@forecourt/domain/cars/cars.events';
import { vehicleProjection } from '../vehicles/vehicle-projection.ts';
import { vehicleReadModel, type VehicleReadModel } from '../vehicles/vehicle-read-model.ts';

export const CARS: VehicleReadModel<CarFields, 'carId'> = vehicleReadModel(CAR, {
  streamType: 'car',
  table: 'cars',
  imageTable: 'car_images',
  ownerColumn: 'car_id',
  sequence: 'car_id_seq',
  imageSequence: 'car_image_id_seq',
});

export const carProjection = vehicleProjection(CARS, CAR);
