// Field builders shared by the schemas: the same rule reads the same everywhere.
import { z } from 'zod';

/** Accepts numbers, and numeric strings from form posts or query strings; anything else fails with `message`. */
export const wholeNumber = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value),
    z.number({ error: message }).int(message),
  );

/** Trimmed text that must not be empty. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`);

/** Optional text: blank becomes null. */
export const optionalText = (max = 200) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(max, `Must be at most ${max} characters`).nullish(),
  );

/** An image address kept by a vehicle: our media path or a web address, never a script URL. */
export const imageUrl = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(2000, 'Image URL is too long')
    .refine((url) => url.startsWith('/') || /^https?:\/\//i.test(url), 'Image URL must be a web address');

/** A blank form field means not known: null. */
export const blankToNull = (value: unknown) => (value === '' ? null : value);

/** A blank form field is null; digits typed in a form (a year, an amount) are read as the number. */
export const blankOrDigitsToNumber = (value: unknown) => {
  const v = blankToNull(value);
  return typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v;
};

/**
 * An amount in whole dollars that may be unknown: blank means not known (null); digits from a form post are read as a
 * number. `what` names it in the messages ('Cost price', 'On-road costs'), `tooLarge` says it is too large.
 */
export const optionalDollars = (what: string, max: number, tooLarge: string) =>
  z.preprocess(
    blankOrDigitsToNumber,
    z
      .number({ error: `${what} must be a whole number of dollars` })
      .int(`${what} must be a whole number of dollars`)
      .min(0, `${what} cannot be negative`)
      .max(max, tooLarge)
      .nullish(),
  );

export const featureList = () =>
  z
    .array(requiredText('Feature name cannot be empty', 60), { error: 'Features must be a list of names' })
    .max(60, 'At most 60 features')
    .transform((names) => dedupeCaseInsensitive(names));

export const email = (message = 'Please enter a valid email address') =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.email({ error: message }).max(254, message));

export const booleanFlag = () =>
  z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: 'Must be true or false' }));

export const id = (what = 'Id') =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z
      .number({ error: `${what} must be a positive whole number` })
      .int(`${what} must be a positive whole number`)
      .positive(`${what} must be a positive whole number`)
      .max(2_147_483_647, `${what} is too large`),
  );

export function dedupeCaseInsensitive(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of names) {
    const key = name.toLocaleLowerCase('en-NZ');
    if (!seen.has(key)) {
      seen.add(key);
      out.push(name);
    }
  }
  return out;
}
