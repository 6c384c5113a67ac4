// How a refused vehicle save reads (ARCHITECTURE: vehicles carry `version`): a version conflict or a clash (told by
// the answer's code) names the version the server now has and the vehicle as it is there; any other refusal may name the fields at fault. Both vehicle forms read it the
// same way, and both list which fields the other person changed, by label.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ErrorCode } from '@forecourt/contracts/errors';

export interface FieldIssue {
  path: string;
  message: string;
}

/** Why a save was refused: someone else's newer version (409), or the fields the server refused. */
export interface SaveRefusal<T> {
  conflict?: { currentVersion: number; current?: T };
  issues?: FieldIssue[];
}

interface RefusalBody<T> {
  code?: ErrorCode;
  currentVersion?: number;
  current?: T;
  issues?: FieldIssue[];
}

export function saveRefusal<T>(error: FetchBaseQueryError | SerializedError): SaveRefusal<T> {
  const body = (('data' in error ? error.data : undefined) ?? {}) as RefusalBody<T>;
  if ((body.code === 'version-conflict' || body.code === 'field-clash') && typeof body.currentVersion === 'number') {
    return { conflict: { currentVersion: body.currentVersion, current: body.current } };
  }
  return { issues: Array.isArray(body.issues) ? body.issues : undefined };
}

/** The labels of the fields whose values differ between two versions (the labels' keys are the fields compared). */
export function changedFieldLabels<V extends object>(labels: Partial<Record<keyof V, string>>, before: V, after: V): string[] {
  return (Object.keys(labels) as (keyof V)[])
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => labels[key] as string);
}
