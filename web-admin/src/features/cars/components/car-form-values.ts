// What the car form edits: the car's fields as the inputs hold them (numbers may be empty while typed), the defaults
// of SPEC §3 for a new car, and the fields of a saved one.
import type { Car } from '@forecourt/contracts/car';
import { changedFieldLabels } from '../../../lib/version-conflict.ts';
import { CAR_FIELD_LABELS } from '../../../lib/field-labels.ts';

export interface CarFormValues {
  brand: string;
  model: string;
  year: number | null;
  description: string;
  price: number | null;
  transmission: string;
  fuelType: string;
  mileage: number | null;
  bodyType: string;
  color: string;
  status: string;
  vehicleType: 'car';
  features: string[];
  /** Always the first image not marked deleted, or '' (SPEC §4); set by the form, never typed. */
  imageUrl: string;
  // The Consumer Information Notice: text empty and answers null while unknown.
  registrationPlate: string;
  vin: string;
  firstRegisteredYear: number | null;
  nzFirstRegisteredYear: number | null;
  imported: boolean | null;
  importedDamaged: boolean | null;
  writtenOff: boolean | null;
  securityInterest: boolean | null;
  odometerAccurate: boolean | null;
  onRoadCostsIncluded: boolean | null;
  onRoadCosts: number | null;
}

const BLANK_NOTICE = {
  registrationPlate: '',
  vin: '',
  firstRegisteredYear: null,
  nzFirstRegisteredYear: null,
  imported: null,
  importedDamaged: null,
  writtenOff: null,
  securityInterest: null,
  odometerAccurate: null,
  onRoadCostsIncluded: null,
  onRoadCosts: null,
} as const;

/** SPEC §3 form defaults: this year, price 0, Automatic, Petrol, 0 km, Sedan, available. */
export const newCarValues = (now: Date = new Date()): CarFormValues => ({
  brand: '',
  model: '',
  year: now.getFullYear(),
  description: '',
  price: 0,
  transmission: 'Automatic',
  fuelType: 'Petrol',
  mileage: 0,
  bodyType: 'Sedan',
  color: '',
  status: 'available',
  vehicleType: 'car',
  features: [],
  imageUrl: '',
  ...BLANK_NOTICE,
});

export const savedCarValues = (car: Car): CarFormValues => ({
  brand: car.brand,
  model: car.model,
  year: car.year,
  description: car.description,
  price: car.price,
  transmission: car.transmission,
  fuelType: car.fuelType,
  mileage: car.mileage,
  bodyType: car.bodyType,
  color: car.color,
  status: car.status,
  vehicleType: 'car',
  features: car.features ?? [],
  imageUrl: car.imageUrl,
  registrationPlate: car.registrationPlate ?? '',
  vin: car.vin ?? '',
  firstRegisteredYear: car.firstRegisteredYear ?? null,
  nzFirstRegisteredYear: car.nzFirstRegisteredYear ?? null,
  imported: car.imported ?? null,
  importedDamaged: car.importedDamaged ?? null,
  writtenOff: car.writtenOff ?? null,
  securityInterest: car.securityInterest ?? null,
  odometerAccurate: car.odometerAccurate ?? null,
  onRoadCostsIncluded: car.onRoadCostsIncluded ?? null,
  onRoadCosts: car.onRoadCosts ?? null,
});


/** The fields whose values differ between two versions of a car, by label. */
export const changedFields = (before: CarFormValues, after: CarFormValues): string[] => changedFieldLabels(CAR_FIELD_LABELS, before, after);
