// Field-level changes of one event: the record as it read before the event and after it, compared field by field.
// A record that did not exist (before its first event, after its deletion) reads as no fields at all.
import type { FieldChange } from '@forecourt/contracts';

/** A record as people read it: its fields by name, lists (features, image addresses) as arrays. */
export type RecordView = Record<string, unknown>;

/** Fields that are lists: absent reads as an empty list, so a new record shows no 'images: (none) → []'. */
const LIST_FIELDS = new Set(['images']);

const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

function valueOf(view: RecordView | null, field: string): unknown {
  if (view && field in view && view[field] !== undefined) return view[field];
  return LIST_FIELDS.has(field) ? [] : null;
}

/** Every field whose value differs, in the order the record names its fields (fields it lost last). */
export function diffViews(before: RecordView | null, after: RecordView | null): FieldChange[] {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return fields.flatMap((field) => {
    const from = valueOf(before, field);
    const to = valueOf(after, field);
    return same(from, to) ? [] : [{ field, before: from, after: to }];
  });
}

const readable = (value: unknown): string => {
  if (value === null || value === undefined) return '(none)';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(readable).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** 'price: 42990 → 39990; status: available → reserved', as the CSV export writes them. */
export const changesText = (changes: readonly FieldChange[]): string =>
  changes.map((change) => `${change.field}: ${readable(change.before)} → ${readable(change.after)}`).join('; ');
