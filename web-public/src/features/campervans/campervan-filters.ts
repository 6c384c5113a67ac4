// The campervan list's filters and page as they live in the address (?berths=4&price=100-200&page=1), so a search
// can be shared and Back restores it; and the API call they stand for.
import { CAMPERVAN_BERTH_OPTIONS, CAMPERVAN_PAGE_SIZE, CAMPERVAN_PRICE_RANGES } from '@forecourt/contracts/limits';

/** The select value meaning 'no filter' (a select option may not have an empty value). */
export const ANY = 'any';

export interface CampervanFilters {
  /** One of CAMPERVAN_BERTH_OPTIONS as text (sleeps at least that many), or ANY. */
  berths: string;
  /** One of the CAMPERVAN_PRICE_RANGES values, or ANY. */
  price: string;
  page: number;
}

export const LIST_PATH = '/campervan-hire';

const BERTH_VALUES = CAMPERVAN_BERTH_OPTIONS.map(String);
const PRICE_VALUES = CAMPERVAN_PRICE_RANGES.map((range) => range.value);

/** Reads the filters from a query string; anything unknown or malformed counts as not set. */
export function readFilters(search: string): CampervanFilters {
  const params = new URLSearchParams(search);
  const berths = params.get('berths') ?? '';
  const price = params.get('price') ?? '';
  const page = Number(params.get('page'));
  return {
    berths: BERTH_VALUES.includes(berths) ? berths : ANY,
    price: PRICE_VALUES.includes(price) ? price : ANY,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of the filters, '?berths=4&price=100-200&page=1', leaving out what is not set. */
export function filtersSearch(filters: CampervanFilters): string {
  const params = new URLSearchParams();
  if (filters.berths !== ANY) params.set('berths', filters.berths);
  if (filters.price !== ANY) params.set('price', filters.price);
  params.set('page', String(filters.page));
  return `?${params}`;
}

/** The API call for one page of campervans matching the filters. */
export function campervansApiPath(filters: CampervanFilters): string {
  const params = new URLSearchParams();
  if (filters.berths !== ANY) params.set('berths', filters.berths);
  if (filters.price !== ANY) params.set('priceRange', filters.price);
  params.set('page', String(filters.page));
  params.set('pageSize', String(CAMPERVAN_PAGE_SIZE));
  return `/api/campervans?${params}`;
}
