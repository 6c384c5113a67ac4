// The Consumer Information Notice (Consumer Information Standards (Used Motor Vehicles) Regulations 2008): the facts
// a motor vehicle trader must show on every used car offered for sale, how each is checked, and the one rule of
// when a notice is complete. The server refuses to put a car on sale with an incomplete notice; the public site and
// the staff app read the same rule. No zod here, so the public site can use it without the schemas (cin-fields.ts).
import { formatKm, formatNZD } from './money.ts';

/** NZ plates: one to six letters or digits (personalised plates included), stored upper case without spaces. */
export const NZ_PLATE = /^[A-Z0-9]{1,6}$/;
/** A 17-character VIN (ISO 3779): letters and digits, never I, O or Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
/** A chassis number of a vehicle built without a VIN (Japanese imports): model code, a hyphen, the serial. */
export const CHASSIS_PATTERN = /^[A-Z0-9]{2,12}-[A-Z0-9]{3,10}$/;

export const PLATE_MESSAGE = 'Registration plate must be 1 to 6 letters or digits, as on an NZ plate';
export const VIN_MESSAGE = 'VIN must be 17 letters or digits without I, O or Q, or a chassis number such as GRS182-0012345';

/** The notice's own facts on the car record, in the order of the notice. */
export const CIN_FIELD_NAMES = [
  'registrationPlate',
  'vin',
  'firstRegisteredYear',
  'nzFirstRegisteredYear',
  'imported',
  'importedDamaged',
  'writtenOff',
  'securityInterest',
  'odometerAccurate',
  'onRoadCostsIncluded',
  'onRoadCosts',
] as const;

export interface CinFacts {
  registrationPlate?: string | null;
  vin?: string | null;
  firstRegisteredYear?: number | null;
  nzFirstRegisteredYear?: number | null;
  imported?: boolean | null;
  importedDamaged?: boolean | null;
  writtenOff?: boolean | null;
  securityInterest?: boolean | null;
  odometerAccurate?: boolean | null;
  onRoadCostsIncluded?: boolean | null;
  onRoadCosts?: number | null;
}

/** What the notice also reads from the car itself. */
export interface CinCar extends CinFacts {
  brand?: string | null;
  model?: string | null;
  year?: number | null;
  mileage?: number | null;
  price?: number | null;
}

const known = (value: unknown) => value !== null && value !== undefined && value !== '';

/**
 * The one rule of a complete notice: the human names of the items still missing, in the order the notice shows them.
 * An empty list is a complete notice. Old cars without these facts read as incomplete, never as an error.
 */
export function missingCinItems(car: CinCar): string[] {
  const missing: string[] = [];
  if (!known(car.price) || (car.price as number) <= 0) missing.push('Cash price');
  if (!known(car.onRoadCostsIncluded)) missing.push('Whether on-road costs are included');
  else if (car.onRoadCostsIncluded === false && !known(car.onRoadCosts)) missing.push('On-road costs');
  if (!known(car.registrationPlate)) missing.push('Registration plate');
  if (!known(car.vin)) missing.push('VIN or chassis number');
  if (!known(car.firstRegisteredYear)) missing.push('Year of manufacture or first registration');
  if (!known(car.nzFirstRegisteredYear)) missing.push('Year first registered in New Zealand');
  if (!known(car.imported)) missing.push('Whether imported');
  else if (car.imported === true && !known(car.importedDamaged)) missing.push('Whether imported as damaged');
  if (!known(car.writtenOff)) missing.push('Whether registered as written off');
  if (!known(car.securityInterest)) missing.push('Whether a security interest is registered on the PPSR');
  if (!known(car.mileage)) missing.push('Odometer reading');
  if (!known(car.odometerAccurate)) missing.push('Whether the odometer reading is believed accurate');
  return missing;
}

export const isCinComplete = (car: CinCar): boolean => missingCinItems(car).length === 0;

/** The message of a refused sale, naming every missing item. */
export const cinIncompleteMessage = (missing: readonly string[]): string =>
  `A car cannot be made available until its Consumer Information Notice is complete. Missing: ${missing.join(', ')}`;

/** One line of the notice as people read it: its label and its value ('Not stated' while unknown). */
export interface CinLine {
  key: string;
  label: string;
  value: string;
}

const yesNoText = (value: boolean | null | undefined, yes = 'Yes', no = 'No') =>
  value === true ? yes : value === false ? no : 'Not stated';

/** The trader's part of the notice comes from the business details; the vehicle's part from the car. */
export interface CinTrader {
  name: string;
  address: string;
  traderNumber: string;
}

/** The notice as lines, in the order of the regulations' form: the same text on the page, the PDF and the JSON. */
export function cinLines(car: CinCar): CinLine[] {
  const price = known(car.price) ? `${formatNZD(car.price as number)} including GST` : 'Not stated';
  const onRoad =
    car.onRoadCostsIncluded === true
      ? 'Included in the cash price'
      : car.onRoadCostsIncluded === false
        ? known(car.onRoadCosts)
          ? `Not included: ${formatNZD(car.onRoadCosts as number)} extra`
          : 'Not included'
        : 'Not stated';
  const importedText =
    car.imported === true ? 'Yes' : car.imported === false ? 'No (New Zealand new)' : 'Not stated';
  return [
    { key: 'price', label: 'Cash price', value: price },
    { key: 'onRoadCosts', label: 'On-road costs', value: onRoad },
    { key: 'vehicle', label: 'Make and model', value: [car.brand, car.model].filter(Boolean).join(' ') || 'Not stated' },
    { key: 'registrationPlate', label: 'Registration plate', value: car.registrationPlate || 'Not stated' },
    { key: 'vin', label: 'VIN or chassis number', value: car.vin || 'Not stated' },
    { key: 'firstRegisteredYear', label: 'Year of manufacture or first registration', value: known(car.firstRegisteredYear) ? String(car.firstRegisteredYear) : 'Not stated' },
    { key: 'nzFirstRegisteredYear', label: 'Year first registered in New Zealand', value: known(car.nzFirstRegisteredYear) ? String(car.nzFirstRegisteredYear) : 'Not stated' },
    { key: 'imported', label: 'Imported', value: importedText },
    ...(car.imported === true ? [{ key: 'importedDamaged', label: 'Imported as a damaged vehicle', value: yesNoText(car.importedDamaged) }] : []),
    { key: 'writtenOff', label: 'Registered as written off', value: yesNoText(car.writtenOff) },
    { key: 'securityInterest', label: 'Security interest registered on the PPSR', value: yesNoText(car.securityInterest, 'Yes: a security interest is registered', 'No') },
    { key: 'mileage', label: 'Odometer reading', value: known(car.mileage) ? formatKm(car.mileage as number) : 'Not stated' },
    { key: 'odometerAccurate', label: 'Odometer reading believed accurate', value: yesNoText(car.odometerAccurate, 'Yes', 'No: the reading may not be accurate') },
  ];
}

/** The notice as the API answers it (GET /api/cars/:id/cin). */
export interface CinNotice {
  carId: number;
  version: number;
  /** The moment it stood as given: now, or the asOf asked. */
  asOf: string;
  complete: boolean;
  missing: string[];
  trader: CinTrader;
  lines: CinLine[];
  facts: Required<CinFacts> & { mileage: number | null; price: number | null };
}
