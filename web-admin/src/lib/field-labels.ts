// The fields of a car, a campervan and an e-mail recipient as staff call them, wherever a screen names a field:
// a form's conflict message lists what someone else changed, and the Sync screen compares field by field.
import type { CarCreate } from '@forecourt/contracts/car';
import type { CampervanCreate } from '@forecourt/contracts/campervan';

export const CAR_FIELD_LABELS: Record<Exclude<keyof CarCreate, 'vehicleType'>, string> = {
  brand: 'Brand',
  model: 'Model',
  year: 'Year',
  description: 'Description',
  price: 'Price',
  transmission: 'Transmission',
  fuelType: 'Fuel type',
  mileage: 'Mileage',
  bodyType: 'Body type',
  color: 'Color',
  status: 'Status',
  features: 'Features',
  imageUrl: 'Main image',
  registrationPlate: 'Registration plate',
  vin: 'VIN or chassis number',
  firstRegisteredYear: 'Year of manufacture or first registration',
  nzFirstRegisteredYear: 'Year first registered in NZ',
  imported: 'Imported',
  importedDamaged: 'Imported as damaged',
  writtenOff: 'Registered as written off',
  securityInterest: 'Security interest on the PPSR',
  odometerAccurate: 'Odometer believed accurate',
  onRoadCostsIncluded: 'On-road costs included',
  onRoadCosts: 'On-road costs',
  wofExpiresOn: 'WoF expiry',
  regoExpiresOn: 'Registration expiry',
  costPrice: 'Cost price',
};

export const CAMPERVAN_FIELD_LABELS: Record<keyof CampervanCreate, string> = {
  name: 'Name',
  description: 'Description',
  pricePerDay: 'Daily price',
  pricePerWeek: 'Weekly price',
  berths: 'Berths',
  mileage: 'Kilometers',
  transmission: 'Transmission',
  fuelType: 'Fuel type',
  status: 'Status',
  features: 'Features',
  imageUrl: 'Main image',
};

export const RECIPIENT_FIELD_LABELS = { email: 'E-mail', name: 'Name', isActive: 'Active' } as const;

export type LabelledKind = 'car' | 'campervan' | 'recipient';

const LABELS: Record<LabelledKind, Record<string, string>> = {
  car: CAR_FIELD_LABELS,
  campervan: CAMPERVAN_FIELD_LABELS,
  recipient: RECIPIENT_FIELD_LABELS,
};

/** The field's label for that kind of record, or the field's own name for one without a label. */
export const fieldLabelOf = (kind: LabelledKind, field: string): string => LABELS[kind][field] ?? field;
