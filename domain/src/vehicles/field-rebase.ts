// Field-level rebase of a change based on an old version (an edit a tablet queued offline): the change's own edits
// are the fields it sends with a value other than the base version's; they apply to the current state unless someone
// else changed the same field to something else meanwhile. Vehicles and e-mail recipients both merge this way.
import type { FieldClash } from '@forecourt/contracts';
import { VersionConflict } from '../errors.ts';

/** Either the edits to apply to the current state, or the fields that clash (then nothing applies). */
export type Rebased<F> = { changes: Partial<F>; clashes?: undefined } | { changes?: undefined; clashes: FieldClash[] };

/**
 * Equal values; lists (features) compare item by item, in order. Unknown is unknown: null and a field a record never
 * had (one added later, such as the notice's facts of an older car) are the same.
 */
export const sameValue = (a: unknown, b: unknown): boolean =>
  a === b || ((a ?? null) === null && (b ?? null) === null) || JSON.stringify(a) === JSON.stringify(b);

/**
 * mine = the requested fields whose value differs from the base; a clash is a field of mine that someone else also
 * changed (its current value differs from the base) to a value other than mine. Fields sent with the base value are
 * not edits and never overwrite newer values; a field changed on both sides to the same value is no clash.
 */
export function rebaseFields<F extends object>(base: F, current: F, request: Partial<F>): Rebased<F> {
  const mine: Partial<F> = {};
  const clashes: FieldClash[] = [];
  for (const key of Object.keys(request) as (keyof F & string)[]) {
    const value = request[key];
    if (value === undefined || sameValue(value, base[key])) continue;
    const theirsChanged = !sameValue(current[key], base[key]);
    if (theirsChanged && !sameValue(value, current[key])) {
      clashes.push({ field: key, base: base[key], mine: value, theirs: current[key] });
    }
    mine[key] = value;
  }
  return clashes.length > 0 ? { clashes } : { changes: mine };
}

/**
 * The version a change was based on when it is an older version the stream really had; undefined when the change is
 * not stale (no version, or the current one). A version the stream never had (0, negative, ahead of it) cannot be
 * merged: a plain 409 with the record as it is now.
 */
export function staleBaseVersion(expectedVersion: number | undefined, currentVersion: number, current: unknown): number | undefined {
  if (expectedVersion === undefined || expectedVersion === currentVersion) return undefined;
  if (expectedVersion <= 0 || expectedVersion > currentVersion) throw new VersionConflict(currentVersion, current);
  return expectedVersion;
}
