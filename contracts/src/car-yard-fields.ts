// A car's yard facts beyond the Consumer Information Notice: the days its warrant of fitness and its registration
// (licence) run out, which the yard renews before a sale, and what the dealer paid for it. The cost price is for
// staff alone: it is left out of every answer to someone not signed in (publicCar), and only administrators see the
// margin it gives.
import { z } from 'zod';
import { onFirstUse } from './on-first-use.ts';
import { blankToNull, optionalDollars } from './fields.ts';
import { DAY } from './due-dates.ts';

const day = (label: string) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} must be a date` })
      .regex(DAY, `${label} must be a date`)
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), `${label} must be a date`)
      .nullish(),
  );

export const carYardFields = onFirstUse(() => ({
  /** The day the warrant of fitness runs out ('2026-12-24'); empty when not known. */
  wofExpiresOn: day('WoF expiry'),
  /** The day the registration (licence) runs out. */
  regoExpiresOn: day('Registration expiry'),
  /** What the dealer paid, in NZD: staff only. */
  costPrice: optionalDollars('Cost price', 99_999_999, 'Cost price is too large'),
}));

/** A car as anyone not signed in may see it: without its cost price. */
export function publicCar<T extends object>(car: T): T {
  if (!('costPrice' in car)) return car;
  const { costPrice: _cost, ...rest } = car as T & { costPrice?: unknown };
  return rest as T;
}
