// Query strings of the list calls: filters and paging, all optional (no query answers the whole list).
import { z } from 'zod';
import { MAX_BERTHS, MAX_PAGE_SIZE, MIN_BERTHS, parsePriceRange } from './limits.ts';
import { CAMPERVAN_STATUSES, CAR_STATUSES } from './options.ts';
import { wholeNumber } from './fields.ts';

/** A blank query value ('?brand=&page=') means the filter is not set, as the search panel sends it. */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const page = wholeNumber('Page must be a whole number').pipe(z.number().min(1, 'Page must be at least 1'));
const pageSize = wholeNumber('Page size must be a whole number').pipe(
  z.number().min(1, 'Page size must be at least 1').max(MAX_PAGE_SIZE, `Page size must be at most ${MAX_PAGE_SIZE}`),
);
const priceRange = z
  .string()
  .trim()
  .refine((v) => parsePriceRange(v) !== undefined, 'Price range must look like 15000-30000 or 300+');
const price = wholeNumber('Price must be a whole number').pipe(
  z.number().min(0, 'Price cannot be negative').max(999_999_999, 'Price is too large'),
);
const text = optional(z.string().trim().max(80, 'Filters must be at most 80 characters'));

export const carListQuerySchema = z.object({
  brand: text,
  model: text,
  status: optional(z.enum(CAR_STATUSES, { error: `Status must be one of: ${CAR_STATUSES.join(', ')}` })),
  priceRange: optional(priceRange),
  minPrice: optional(price),
  maxPrice: optional(price),
  page: optional(page),
  pageSize: optional(pageSize),
});
export type CarListQuery = z.infer<typeof carListQuerySchema>;

export const campervanListQuerySchema = z.object({
  berths: optional(
    wholeNumber('Berths must be a whole number').pipe(
      z.number().min(MIN_BERTHS, 'Number of berths must be at least 1').max(MAX_BERTHS, 'Maximum berths is 12'),
    ),
  ),
  status: optional(z.enum(CAMPERVAN_STATUSES, { error: `Status must be one of: ${CAMPERVAN_STATUSES.join(', ')}` })),
  priceRange: optional(priceRange),
  page: optional(page),
  pageSize: optional(pageSize),
});
export type CampervanListQuery = z.infer<typeof campervanListQuerySchema>;

/** The answer to a list call made with `page`: one page and the totals. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}
