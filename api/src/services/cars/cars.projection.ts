// Keeps cars and car_images in step with the car streams.
import type { CarFields } from '@forecourt/contracts';
import type { Projection } from '../../lib/event-store.ts';
import { vehicleProjection } from '../vehicles/vehicle-projection.ts';
import type { VehicleReadModel } from '../vehicles/vehicle-read-model.ts';

export const CARS: VehicleReadModel<CarFields, 'carId'> = {
  streamType: 'car',
  prefix: 'Car',
  noun: 'Car',
  table: 'cars',
  imageTable: 'car_images',
  ownerColumn: 'car_id',
  ownerKey: 'carId',
  sequence: 'car_id_seq',
  imageSequence: 'car_image_id_seq',
  columns: {
    brand: 'brand',
    model: 'model',
    year: 'year',
    description: 'description',
    price: 'price',
    transmission: 'transmission',
    fuelType: 'fuel_type',
    mileage: 'mileage',
    bodyType: 'body_type',
    color: 'color',
    imageUrl: 'image_url',
    status: 'status',
    vehicleType: 'vehicle_type',
    features: 'features',
    registrationPlate: 'registration_plate',
    vin: 'vin',
    firstRegisteredYear: 'first_registered_year',
    nzFirstRegisteredYear: 'nz_first_registered_year',
    imported: 'imported',
    importedDamaged: 'imported_damaged',
    writtenOff: 'written_off',
    securityInterest: 'security_interest',
    odometerAccurate: 'odometer_accurate',
    onRoadCostsIncluded: 'on_road_costs_included',
    onRoadCosts: 'on_road_costs',
  },
};

export const carProjection: Projection = vehicleProjection(CARS);
