// The error answer every call gives (ARCHITECTURE 'Errors'); auth calls also carry `message`.
import type { FieldClash } from './sync.ts';

export interface ErrorIssue {
  path: string;
  message: string;
}
export interface ErrorBody {
  error: string;
  message?: string;
  issues?: ErrorIssue[];
  /** On a 409 version conflict: the server's version and state. */
  currentVersion?: number;
  current?: unknown;
  /** On a 409 field clash (see ConflictBody in sync.ts): the version the change was based on and each clash. */
  baseVersion?: number;
  clashes?: FieldClash[];
}
