// One error model: an AppError carries its HTTP status; the error middleware turns it into the JSON answer.
import type { ZodError } from 'zod';
import { AppError, badRequest } from '@forecourt/domain/errors';

// The refusals of the domain, and the ones only a server makes (sign-in, permissions, sizes, rates).
export { AppError, badRequest, conflict, FieldClashConflict, notFound, VersionConflict } from '@forecourt/domain/errors';

export const unauthorized = (message = 'Not authenticated') => new AppError(401, message, { message });
export const forbidden = (message = 'You do not have permission to do this') => new AppError(403, message);
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

