// Option lists and suggested features of the product (SPEC §3): the one source for forms, filters and validation.

export const FUEL_TYPES = ['Petrol', 'Diesel', 'Electric', 'Hybrid'] as const;
export const TRANSMISSIONS = ['Automatic', 'Manual'] as const;
export const BODY_TYPES = [
  'Sedan',
  'SUV',
  'Hatchback',
  'Estate',
  'Coupe',
  'Convertible',
  'Sportback',
  'Gran Coupe',
  'Gran Turismo',
] as const;
export const CAMPERVAN_TRANSMISSIONS = ['Automatic', 'Manual'] as const;
export const CAMPERVAN_FUEL_TYPES = ['Diesel', 'Petrol', 'Hybrid', 'Electric'] as const;

export const CAR_STATUSES = ['available', 'reserved', 'sold'] as const;
export const CAMPERVAN_STATUSES = ['available', 'reserved', 'rented'] as const;
export const CAR_STATUS_LABELS: Record<CarStatus, string> = {
  available: 'Available',
  reserved: 'Reserved',
  sold: 'Sold',
};
export const CAMPERVAN_STATUS_LABELS: Record<CampervanStatus, string> = {
  available: 'Available',
  reserved: 'Reserved',
  rented: 'Rented',
};

/** The orders a car list can come in; `newest` (newest listed first) when none is asked for. */
export const CAR_SORTS = ['newest', 'price-asc', 'price-desc', 'year-desc', 'year-asc', 'mileage-asc'] as const;
export type CarSort = (typeof CAR_SORTS)[number];
export const CAR_SORT_LABELS: Record<CarSort, string> = {
  newest: 'Newest listed',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'year-desc': 'Year: newest first',
  'year-asc': 'Year: oldest first',
  'mileage-asc': 'Odometer: lowest first',
};
/** The statuses of cars on sale: what the public sees (a sold car is not offered). */
export const CARS_ON_SALE = ['available', 'reserved'] as const;

/** The makes the dealership specialises in (SPEC §1). */
export const MAKES = ['BMW', 'Mercedes', 'Audi', 'Volkswagen', 'Porsche', 'Land Rover', 'MINI'] as const;
/** 'BMW, Mercedes, Audi, Volkswagen, Porsche, Land Rover and MINI', as Intl.ListFormat('en-NZ') writes the list, without
 * loading the locale's data for one sentence (a page's first Intl object costs a phone a moment's CPU). */
export const MAKES_IN_WORDS = `${MAKES.slice(0, -1).join(', ')} and ${MAKES[MAKES.length - 1]}`;

export const SUGGESTED_CAR_FEATURES = [
  'Leather Seats',
  'Sunroof',
  'Navigation System',
  'Heated Seats',
  'Bluetooth',
  'Backup Camera',
  'Parking Sensors',
  'Keyless Entry',
  'Cruise Control',
  'Premium Sound System',
] as const;

export const SUGGESTED_CAMPERVAN_FEATURES = [
  'Kitchen',
  'Shower',
  'Toilet',
  'Heating',
  'Air Conditioning',
  'Fridge',
  'Freezer',
  'Microwave',
  'TV',
  'Bike Rack',
] as const;

export type FuelType = (typeof FUEL_TYPES)[number];
export type Transmission = (typeof TRANSMISSIONS)[number];
export type BodyType = (typeof BODY_TYPES)[number];
export type CarStatus = (typeof CAR_STATUSES)[number];
export type CampervanStatus = (typeof CAMPERVAN_STATUSES)[number];
