// One error model: an AppError carries its HTTP status; the error middleware turns it into the JSON answer.
import type { ZodError } from 'zod';
import type { ErrorBody, ErrorIssue, FieldClash } from '@forecourt/contracts';

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
}

export const badRequest = (message: string, issues?: ErrorIssue[]) =>
  new AppError(400, message, issues ? { issues } : {});
export const unauthorized = (message = 'Not authenticated') => new AppError(401, message, { message });
export const forbidden = (message = 'You do not have permission to do this') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string, extra: Omit<ErrorBody, 'error'> = {}) => new AppError(409, message, extra);
export const tooLarge = (message: string) => new AppError(413, message);
export const unsupportedMediaType = (message: string) => new AppError(415, message);
/** Every 429 says when to try again, in the message for people and in `Retry-After` for programs. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { message }, { 'Retry-After': String(retryAfterSeconds) });

/** A 400 listing every problem of the input, the first one as the headline. */
export function validationError(error: ZodError): AppError {
  const issues = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  return badRequest(issues[0]?.message ?? 'Invalid input', issues);
}

/** Raised by the event store when the stream moved past the version the client based its change on. */
export class VersionConflict extends AppError {
  constructor(currentVersion: number, current: unknown) {
    super(409, 'This record was changed by someone else. Reload it and try again.', { currentVersion, current });
  }
}

/**
 * A change based on an old version that clashes with changes made since: the same fields changed on both sides to
 * different values. Nothing is written; the answer names each clash so a person can choose.
 */
export class FieldClashConflict extends AppError {
  constructor(noun: string, currentVersion: number, current: unknown, baseVersion: number, clashes: FieldClash[]) {
    super(409, `This ${noun} was changed by someone else. Reload it and try again.`, { currentVersion, current, baseVersion, clashes });
  }
}
