// What the car form edits: what the contracts' car schema takes in (its input type, so the form, its fields and the
// resolver agree by type, and a field the schema requires is one the compiler asks for here), the defaults of SPEC §3
// for a new car, and the fields of a saved one. Numbers are null while their inputs are empty.
import type { z } from 'zod';
import type { Car, carCreateSchema } from '@forecourt/contracts/car';
import { changedFieldLabels } from '../../../lib/version-conflict.ts';
import { CAR_FIELD_LABELS } from '../../../lib/field-labels.ts';

export type CarFormValues = z.input<typeof carCreateSchema>;

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

/** The yard's own facts: WoF and registration expiry days ('' while not known) and the cost price. */
const BLANK_YARD = { wofExpiresOn: '', regoExpiresOn: '', costPrice: null } as const;

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
  ...BLANK_YARD,
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
  wofExpiresOn: car.wofExpiresOn ?? '',
  regoExpiresOn: car.regoExpiresOn ?? '',
  costPrice: car.costPrice ?? null,
});


/** The fields whose values differ between two versions of a car, by label. */
export const changedFields = (before: CarFormValues, after: CarFormValues): string[] => changedFieldLabels(CAR_FIELD_LABELS, before, after);
