// Parses input with a contracts schema; bad input becomes a 400 that lists every problem and writes nothing.
import type { z } from 'zod';
import { validationError } from './errors.ts';

export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
