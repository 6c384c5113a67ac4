// The car search as it lives in the address (?brand=BMW&model=330i+M+Sport&price=15000-30000&body=SUV&sort=price-asc&page=2), so a search
// can be shared and Back restores it; the API call it stands for; and the options its selects offer.
import { CAR_PAGE_SIZE, CAR_PRICE_RANGES, MIN_CAR_YEAR, maxCarYear } from '@forecourt/contracts/limits';
import { BODY_TYPES, CAR_SORTS, FUEL_TYPES, TRANSMISSIONS, type CarSort } from '@forecourt/contracts/options';
import type { Car } from '@forecourt/contracts/car';

/** The select value meaning 'no filter' (a select option may not have an empty value, SPEC §5). */
export const ALL = 'all';

export interface CarFilters {
  /** A make, or ALL. */
  brand: string;
  /** A model, or ALL. */
  model: string;
  /** One of the CAR_PRICE_RANGES values, or ALL. */
  price: string;
  /** Model years, inclusive, or ALL. */
  minYear: string;
  maxYear: string;
  /** Odometer in km, inclusive, or ALL. */
  minKm: string;
  maxKm: string;
  /** One of BODY_TYPES, FUEL_TYPES, TRANSMISSIONS, or ALL. */
  body: string;
  fuel: string;
  transmission: string;
  sort: CarSort;
  page: number;
}

export const NO_FILTERS: CarFilters = {
  brand: ALL,
  model: ALL,
  price: ALL,
  minYear: ALL,
  maxYear: ALL,
  minKm: ALL,
  maxKm: ALL,
  body: ALL,
  fuel: ALL,
  transmission: ALL,
  sort: 'newest',
  page: 1,
};

/** The filters behind 'More filters' (make, model and price always show). */
export const MORE_FILTERS = ['minYear', 'maxYear', 'minKm', 'maxKm', 'body', 'fuel', 'transmission'] as const;

/** Odometer steps the selects offer, in km. */
export const KM_STEPS = [10_000, 25_000, 50_000, 75_000, 100_000, 150_000, 200_000] as const;
/** Model years the selects offer, newest first: next year back to 1990, and a year from a shared address. */
export function yearOptions(chosen: readonly string[] = []): number[] {
  const years = new Set<number>();
  for (let year = maxCarYear(); year >= 1990; year -= 1) years.add(year);
  for (const value of chosen) if (value !== ALL) years.add(Number(value));
  return [...years].sort((a, b) => b - a);
}
/** Odometer steps the selects offer, and a value from a shared address. */
export function kmOptions(chosen: readonly string[] = []): number[] {
  const steps = new Set<number>(KM_STEPS);
  for (const value of chosen) if (value !== ALL) steps.add(Number(value));
  return [...steps].sort((a, b) => a - b);
}

const PRICE_VALUES = CAR_PRICE_RANGES.map((range) => range.value);
const MAX_FILTER_LENGTH = 80;

const text = (value: string | null) => {
  const trimmed = value?.trim() ?? '';
  return trimmed && trimmed.length <= MAX_FILTER_LENGTH ? trimmed : ALL;
};
const oneOf = (value: string | null, options: readonly string[]) => (value !== null && options.includes(value) ? value : ALL);
const wholeIn = (value: string | null, min: number, max: number) => {
  const n = Number(value);
  return value !== null && /^\d+$/.test(value) && n >= min && n <= max ? String(n) : ALL;
};
/** A lower bound above its upper bound was meant the other way round. */
const ordered = (low: string, high: string): [string, string] =>
  low !== ALL && high !== ALL && Number(low) > Number(high) ? [high, low] : [low, high];

/** Reads the search from a query string; anything malformed counts as not set. */
export function readCarFilters(search: string): CarFilters {
  const params = new URLSearchParams(search);
  const price = params.get('price') ?? '';
  const page = Number(params.get('page'));
  const [minYear, maxYear] = ordered(wholeIn(params.get('minYear'), MIN_CAR_YEAR, 9999), wholeIn(params.get('maxYear'), MIN_CAR_YEAR, 9999));
  const [minKm, maxKm] = ordered(wholeIn(params.get('minKm'), 0, 99_999_999), wholeIn(params.get('maxKm'), 0, 99_999_999));
  const sort = params.get('sort');
  return {
    brand: text(params.get('brand')),
    model: text(params.get('model')),
    price: PRICE_VALUES.includes(price) ? price : ALL,
    minYear,
    maxYear,
    minKm,
    maxKm,
    body: oneOf(params.get('body'), BODY_TYPES),
    fuel: oneOf(params.get('fuel'), FUEL_TYPES),
    transmission: oneOf(params.get('transmission'), TRANSMISSIONS),
    sort: (CAR_SORTS as readonly string[]).includes(sort ?? '') ? (sort as CarSort) : 'newest',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** How many of the filters behind 'More filters' are set. */
export const moreFiltersSet = (filters: CarFilters): number => MORE_FILTERS.filter((key) => filters[key] !== ALL).length;

/** True when the query string holds any part of a car search (a shared search lands on the results). */
export const hasCarSearch = (search: string): boolean => carFiltersSearch(readCarFilters(search)) !== '';

/** The address's names of the filters, in the order they show in it. */
const URL_KEYS = ['brand', 'model', 'price', 'minYear', 'maxYear', 'minKm', 'maxKm', 'body', 'fuel', 'transmission'] as const;

/** The query string of a search, '?brand=BMW&sort=price-asc&page=2', leaving out what is not set; '' for no search. */
export function carFiltersSearch(filters: CarFilters): string {
  const params = new URLSearchParams();
  for (const key of URL_KEYS) if (filters[key] !== ALL) params.set(key, filters[key]);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The API call for the cars on sale, for the search's make and model options. */
export const YARD_API_PATH = '/api/cars?forSale=true';

/** The API call for one page of the cars on sale matching the search (sold cars are never offered). */
export function carsApiPath(filters: CarFilters): string {
  const params = new URLSearchParams({ forSale: 'true' });
  const set = (name: string, value: string) => value !== ALL && params.set(name, value);
  set('brand', filters.brand);
  set('model', filters.model);
  set('priceRange', filters.price);
  set('minYear', filters.minYear);
  set('maxYear', filters.maxYear);
  set('minMileage', filters.minKm);
  set('maxMileage', filters.maxKm);
  set('bodyType', filters.body);
  set('fuelType', filters.fuel);
  set('transmission', filters.transmission);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  params.set('page', String(filters.page));
  params.set('pageSize', String(CAR_PAGE_SIZE));
  return `/api/cars?${params}`;
}

const distinctSorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en-NZ'));

/**
 * The makes of the yard, and its models (only the chosen make's when one is chosen). A value from a shared address
 * that no car has any more is kept, so the select still shows what is being searched for.
 */
export function searchOptions(cars: readonly Car[], chosen: Pick<CarFilters, 'brand' | 'model'>): { brands: string[]; models: string[] } {
  const brands = cars.map((car) => car.brand);
  const models = cars.filter((car) => chosen.brand === ALL || car.brand === chosen.brand).map((car) => car.model);
  if (chosen.brand !== ALL) brands.push(chosen.brand);
  if (chosen.model !== ALL) models.push(chosen.model);
  return { brands: distinctSorted(brands), models: distinctSorted(models) };
}

/** Whether a model belongs to a make in the yard (a new make drops a model of another make). */
export const modelFitsBrand = (cars: readonly Car[], brand: string, model: string): boolean =>
  model === ALL || brand === ALL || cars.some((car) => car.brand === brand && car.model === model);
