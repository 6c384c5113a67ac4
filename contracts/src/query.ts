// Query strings of the list calls: filters and paging, all optional (no query answers the whole list).
import { z } from 'zod';
import { onFirstUse } from './on-first-use.ts';
import { MAX_BERTHS, MAX_PAGE_SIZE, MIN_BERTHS, MIN_CAR_YEAR, parsePriceRange } from './limits.ts';
import { BODY_TYPES, CAMPERVAN_STATUSES, CAR_SORTS, CAR_STATUSES, FUEL_TYPES, TRANSMISSIONS } from './options.ts';
import { booleanFlag, wholeNumber } from './fields.ts';

/** A blank query value ('?brand=&page=') means the filter is not set, as the search panel sends it. */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const page = onFirstUse(() => wholeNumber('Page must be a whole number').pipe(z.number().min(1, 'Page must be at least 1')));
const pageSize = onFirstUse(() =>
  wholeNumber('Page size must be a whole number').pipe(
    z.number().min(1, 'Page size must be at least 1').max(MAX_PAGE_SIZE, `Page size must be at most ${MAX_PAGE_SIZE}`),
  ),
);
const priceRange = onFirstUse(() =>
  z
    .string()
    .trim()
    .refine((v) => parsePriceRange(v) !== undefined, 'Price range must look like 15000-30000 or 300+'),
);
const price = onFirstUse(() =>
  wholeNumber('Price must be a whole number').pipe(
    z.number().min(0, 'Price cannot be negative').max(999_999_999, 'Price is too large'),
  ),
);
const text = onFirstUse(() => optional(z.string({ error: 'Give each filter once, as text' }).trim().max(80, 'Filters must be at most 80 characters')));

const year = (which: string) =>
  wholeNumber(`${which} year must be a whole number`).pipe(
    z.number().min(MIN_CAR_YEAR, 'Year must be after 1900').max(9999, 'Year is too large'),
  );
const mileage = (which: string) =>
  wholeNumber(`${which} odometer must be a whole number of km`).pipe(
    z.number().min(0, 'Mileage cannot be negative').max(99_999_999, 'Mileage is too large'),
  );
const oneOf = (label: string, options: readonly string[]) =>
  optional(z.enum(options as [string, ...string[]], { error: `${label} must be one of: ${options.join(', ')}` }));

/** A lower bound above its upper bound is a mistake to point out, not an empty answer. */
const ordered = (low: string, high: string, message: string) => (query: Record<string, unknown>, ctx: z.RefinementCtx) => {
  const min = query[low];
  const max = query[high];
  if (typeof min === 'number' && typeof max === 'number' && min > max) ctx.addIssue({ code: 'custom', path: [low], message });
};

export const carListQuerySchema = onFirstUse(() =>
  z
    .object({
      brand: text,
      model: text,
      status: optional(z.enum(CAR_STATUSES, { error: `Status must be one of: ${CAR_STATUSES.join(', ')}` })),
      /** true: only cars on sale (available or reserved). Callers who are not signed in always get only those. */
      forSale: optional(booleanFlag()),
      priceRange: optional(priceRange),
      minPrice: optional(price),
      maxPrice: optional(price),
      minYear: optional(year('Lowest')),
      maxYear: optional(year('Highest')),
      minMileage: optional(mileage('Lowest')),
      maxMileage: optional(mileage('Highest')),
      bodyType: oneOf('Body type', BODY_TYPES),
      fuelType: oneOf('Fuel type', FUEL_TYPES),
      transmission: oneOf('Transmission', TRANSMISSIONS),
      sort: optional(z.enum(CAR_SORTS, { error: `Sort must be one of: ${CAR_SORTS.join(', ')}` })),
      page: optional(page),
      pageSize: optional(pageSize),
    })
    .superRefine(ordered('minPrice', 'maxPrice', 'Lowest price must not be above the highest price'))
    .superRefine(ordered('minYear', 'maxYear', 'Lowest year must not be after the highest year'))
    .superRefine(ordered('minMileage', 'maxMileage', 'Lowest odometer must not be above the highest odometer')),
);
export type CarListQuery = z.infer<typeof carListQuerySchema>;

export const campervanListQuerySchema = onFirstUse(() =>
  z.object({
    /** Sleeps at least this many: a family of three asking for 4 berths also sees the 6-berth. */
    berths: optional(
      wholeNumber('Berths must be a whole number').pipe(
        z.number().min(MIN_BERTHS, 'Number of berths must be at least 1').max(MAX_BERTHS, 'Maximum berths is 12'),
      ),
    ),
    status: optional(z.enum(CAMPERVAN_STATUSES, { error: `Status must be one of: ${CAMPERVAN_STATUSES.join(', ')}` })),
    priceRange: optional(priceRange),
    page: optional(page),
    pageSize: optional(pageSize),
  }),
);
export type CampervanListQuery = z.infer<typeof campervanListQuerySchema>;

/** The answer to a list call made with `page`: one page and the totals. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}
