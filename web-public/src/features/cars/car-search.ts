// The car search as it lives in the address (?brand=BMW&model=330i+M+Sport&price=15000-30000&page=2), so a search
// can be shared and Back restores it; the API call it stands for; and the options its selects offer.
import { CAR_PAGE_SIZE, CAR_PRICE_RANGES } from '@forecourt/contracts/limits';
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
  page: number;
}

export const NO_FILTERS: CarFilters = { brand: ALL, model: ALL, price: ALL, page: 1 };

const PRICE_VALUES = CAR_PRICE_RANGES.map((range) => range.value);
const MAX_FILTER_LENGTH = 80;

const text = (value: string | null) => {
  const trimmed = value?.trim() ?? '';
  return trimmed && trimmed.length <= MAX_FILTER_LENGTH ? trimmed : ALL;
};

/** Reads the search from a query string; anything malformed counts as not set. */
export function readCarFilters(search: string): CarFilters {
  const params = new URLSearchParams(search);
  const price = params.get('price') ?? '';
  const page = Number(params.get('page'));
  return {
    brand: text(params.get('brand')),
    model: text(params.get('model')),
    price: PRICE_VALUES.includes(price) ? price : ALL,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** True when the query string holds any part of a car search (a shared search lands on the results). */
export const hasCarSearch = (search: string): boolean => {
  const filters = readCarFilters(search);
  return filters.brand !== ALL || filters.model !== ALL || filters.price !== ALL || filters.page > 1;
};

/** The query string of a search, '?brand=BMW&page=2', leaving out what is not set; '' for no search. */
export function carFiltersSearch(filters: CarFilters): string {
  const params = new URLSearchParams();
  if (filters.brand !== ALL) params.set('brand', filters.brand);
  if (filters.model !== ALL) params.set('model', filters.model);
  if (filters.price !== ALL) params.set('price', filters.price);
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The API call for one page of cars matching the search. */
export function carsApiPath(filters: CarFilters): string {
  const params = new URLSearchParams();
  if (filters.brand !== ALL) params.set('brand', filters.brand);
  if (filters.model !== ALL) params.set('model', filters.model);
  if (filters.price !== ALL) params.set('priceRange', filters.price);
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
