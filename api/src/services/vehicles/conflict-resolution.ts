// Reads a resolved clash sent for a vehicle: the body as contracts describe it, every field one the vehicle has (once),
// the value kept matching the side chosen, and every value valid exactly as the same field in a PUT (same messages).
import { conflictResolutionSchema, type ConflictResolution, type ErrorIssue, type ResolvedField } from '@forecourt/contracts';
import type { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { sameValue } from '@forecourt/domain/vehicles/field-rebase';

export interface ParsedResolution<F> {
  /** As recorded: each field with the value that will be set (as the PUT rules read it, e.g. trimmed). */
  resolution: ConflictResolution;
  /** The values chosen, field by field. */
  values: Partial<F>;
}

export function parseResolution<F>(
  input: unknown,
  updateSchema: z.ZodType<Partial<F>>,
  fieldNames: readonly string[],
  noun: string,
): ParsedResolution<F> {
  const body = parse(conflictResolutionSchema, input);
  const issues: ErrorIssue[] = [];
  const indexOf = new Map<string, number>();
  body.fields.forEach((item, i) => {
    const at = (key: string) => `fields.${i}.${key}`;
    if (!fieldNames.includes(item.field)) issues.push({ path: at('field'), message: `${item.field} is not a field of a ${noun}` });
    else if (indexOf.has(item.field)) issues.push({ path: at('field'), message: `${item.field} is resolved twice` });
    else indexOf.set(item.field, i);
    if (item.chosen !== 'edited' && !sameValue(item.value, item[item.chosen])) {
      issues.push({ path: at('value'), message: `The value must be ${item.chosen} when ${item.chosen} is chosen` });
    }
  });
  if (issues.length === 0) {
    const raw = Object.fromEntries(body.fields.map((item) => [item.field, item.value]));
    const checked = updateSchema.safeParse(raw);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const [field, ...rest] = issue.path.map(String);
        issues.push({ path: [`fields.${indexOf.get(field ?? '') ?? 0}.value`, ...rest].join('.'), message: issue.message });
      }
    } else {
      const values = checked.data;
      const fields = body.fields.map((item) => ({ ...item, value: values[item.field as keyof F] as ResolvedField['value'] }));
      return { resolution: { ...body, fields }, values };
    }
  }
  throw badRequest(issues[0]!.message, issues);
}

/** The version a resolution was made against (If-Match); a resolution without one cannot be placed. */
export function resolvedAgainst(version: number | undefined): number {
  if (version !== undefined) return version;
  const message = 'If-Match must give the version the clash was resolved against';
  throw badRequest(message, [{ path: 'If-Match', message }]);
}
