// Query strings of the list calls: filters and paging, all optional (no query answers the whole list).
import { z } from 'zod';
import { MAX_PAGE_SIZE, parsePriceRange } from './limits.ts';
import { CAMPERVAN_STATUSES, CAR_STATUSES } from './options.ts';
import { wholeNumber } from './fields.ts';

const page = wholeNumber('Page must be a whole number').pipe(z.number().min(1, 'Page must be at least 1'));
const pageSize = wholeNumber('Page size must be a whole number').pipe(
  z.number().min(1, 'Page size must be at least 1').max(MAX_PAGE_SIZE, `Page size must be at most ${MAX_PAGE_SIZE}`),
);
const priceRange = z
  .string()
  .trim()
  .refine((v) => parsePriceRange(v) !== undefined, 'Price range must look like 15000-30000 or 300+');
const price = wholeNumber('Price must be a whole number').pipe(z.number().min(0, 'Price cannot be negative'));
const text = z.string().trim().max(80).optional();

export const carListQuerySchema = z.object({
  brand: text,
  model: text,
  status: z.enum(CAR_STATUSES, { error: `Status must be one of: ${CAR_STATUSES.join(', ')}` }).optional(),
  priceRange: priceRange.optional(),
  minPrice: price.optional(),
  maxPrice: price.optional(),
  page: page.optional(),
  pageSize: pageSize.optional(),
});
export type CarListQuery = z.infer<typeof carListQuerySchema>;

export const campervanListQuerySchema = z.object({
  berths: wholeNumber('Berths must be a whole number').pipe(z.number().min(1).max(12)).optional(),
  status: z
    .enum(CAMPERVAN_STATUSES, { error: `Status must be one of: ${CAMPERVAN_STATUSES.join(', ')}` })
    .optional(),
  priceRange: priceRange.optional(),
  page: page.optional(),
  pageSize: pageSize.optional(),
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
