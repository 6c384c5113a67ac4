// The words to show for a failed call: the server's `message` (auth calls) or `error` (the rest), else a fallback.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

type CallError = FetchBaseQueryError | SerializedError | undefined;

export function serverMessage(error: CallError): string | undefined {
  if (!error) return undefined;
  if ('status' in error) {
    const data = error.data as { message?: unknown; error?: unknown } | undefined;
    if (data && typeof data === 'object') {
      if (typeof data.message === 'string' && data.message) return data.message;
      if (typeof data.error === 'string' && data.error) return data.error;
    }
    return undefined;
  }
  return error.message || undefined;
}

export const errorMessage = (error: CallError, fallback: string): string => serverMessage(error) ?? fallback;

/** The HTTP status of a failed call, when the server answered. */
export const errorStatus = (error: CallError): number | undefined =>
  error && 'status' in error && typeof error.status === 'number' ? error.status : undefined;
