// Whether changes can be stored: the database answering `select 1` says nothing about a full disk, which refuses
// every write while reads carry on. Write failures for want of space are noted here, and the health check reports
// them until a write succeeds again.
const SPACE_CODES = new Set(['ENOSPC', 'EDQUOT']);
/** PostgreSQL's disk_full; 53000 (insufficient_resources) is the class it belongs to. */
const SPACE_SQLSTATES = new Set(['53100', '53000']);
const SPACE_MESSAGE = /no space left on device|disk quota exceeded|could not extend file/i;


interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** A write refused because the disk (of the database, or of the media or mail folders) is full. */
export function isOutOfSpace(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as ErrorLike;
  const code = typeof e.code === 'string' ? e.code : '';
  if (SPACE_CODES.has(code) || SPACE_SQLSTATES.has(code)) return true;
  if (typeof e.message === 'string' && SPACE_MESSAGE.test(e.message)) return true;
  return isOutOfSpace(e.cause, depth + 1);
}

/**
 * How long a write failure for space is reported without a write since: long enough for a load balancer to see it,
 * short enough that a process taken out of rotation (so no write can prove it well) is tried again.
 */
const REPORTED_FOR_MS = 5 * 60_000;

export interface StorageHealth {
  /** A write failed; noted only when it was for want of space. */
  writeFailed(err: unknown): void;
  /** A write was stored. */
  wrote(): void;
  /** When the last write failure for space was, while it still stands (no write has succeeded since, and it is recent). */
  failure(): { at: Date } | undefined;
}

export function storageHealth(clock: () => Date = () => new Date()): StorageHealth {
  let failedAt: Date | undefined;
  let wroteAt: Date | undefined;
  return {
    writeFailed(err) {
      if (!isOutOfSpace(err)) return;
      failedAt = clock();
    },
    wrote() {
      wroteAt = clock();
    },
    failure() {
      if (!failedAt || (wroteAt && wroteAt >= failedAt)) return undefined;
      if (clock().getTime() - failedAt.getTime() > REPORTED_FOR_MS) return undefined;
      return { at: failedAt };
    },
  };
}
