// The error answer every call gives (ARCHITECTURE 'Errors'); auth calls also carry `message`.
import type { FieldClash } from './sync.ts';

export interface ErrorIssue {
  path: string;
  message: string;
}
/**
 * What a client may branch on, beside the message for people: a change based on an old version, a clash of fields
 * changed on both sides, and a repeat of a command that is still running.
 */
export type ErrorCode = 'version-conflict' | 'field-clash' | 'idempotency-in-flight';

export interface ErrorBody {
  error: string;
  code?: ErrorCode;
  message?: string;
  issues?: ErrorIssue[];
  /** On a 409 version conflict: the server's version and state. */
  currentVersion?: number;
  current?: unknown;
  /** On a 409 field clash (see ConflictBody in sync.ts): the version the change was based on and each clash. */
  baseVersion?: number;
  clashes?: FieldClash[];
}
