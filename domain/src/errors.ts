// The refusals a decision can make, each with its HTTP status and, where a client must tell it apart, a code
// (contracts' ErrorCode): code that branches reads the code, never the sentence.
import type { ErrorBody, ErrorCode, ErrorIssue, FieldClash } from '@forecourt/contracts';

export class AppError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  /** Headers the answer carries with the body (`Retry-After` of a 429). */
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, extra: Omit<ErrorBody, 'error'> = {}, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.body = { error: message, ...extra };
    this.headers = headers;
  }

  get code(): ErrorCode | undefined {
    return this.body.code;
  }
}

export const badRequest = (message: string, issues?: ErrorIssue[]) => new AppError(400, message, issues ? { issues } : {});
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string, extra: Omit<ErrorBody, 'error'> = {}) => new AppError(409, message, extra);

/** The stream moved past the version the client based its change on. */
export class VersionConflict extends AppError {
  constructor(currentVersion: number, current: unknown) {
    super(409, 'This record was changed by someone else. Reload it and try again.', { code: 'version-conflict', currentVersion, current });
  }
}

/**
 * A change based on an old version that clashes with changes made since: the same fields changed on both sides to
 * different values. Nothing is written; the answer names each clash so a person can choose.
 */
export class FieldClashConflict extends AppError {
  constructor(noun: string, currentVersion: number, current: unknown, baseVersion: number, clashes: FieldClash[]) {
    super(409, `This ${noun} was changed by someone else. Reload it and try again.`, {
      code: 'field-clash',
      currentVersion,
      current,
      baseVersion,
      clashes,
    });
  }
}
