// Sends one image to POST /api/upload through sendCommand in lib/api.ts, like every other change (a fresh
// Idempotency-Key per file, this device's id), so a retried upload is stored once and the event log knows the tablet;
// with no network the photo waits on the tablet in the outbox instead. Each file shows its own bar: the call is
// watched by its command id (lib/upload-progress.ts).
import { UPLOAD_ACCEPT, UPLOAD_MESSAGES, type UploadResult } from '@forecourt/contracts/media';
import { UPLOAD_MAX_BYTES } from '@forecourt/contracts/limits';
import { newId } from '../../lib/device.ts';
import { mediaApi } from '../../lib/media-api.ts';
import { store } from '../../lib/store.ts';
import { watchUpload } from '../../lib/upload-progress.ts';

export const UPLOAD_FAILED = 'Failed to upload image. Please try again.';

const ACCEPTED_TYPES = new Set(UPLOAD_ACCEPT.split(','));

/** Why the browser refuses a file before sending it, or undefined when it may go (the server checks the content). */
export function refusalOf(file: Pick<File, 'size' | 'type'>): string | undefined {
  if (!ACCEPTED_TYPES.has(file.type)) return UPLOAD_MESSAGES.notAnImage;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return undefined;
}

export class UploadError extends Error {}

export interface UploadHandle {
  done: Promise<UploadResult>;
  abort(): void;
}

/**
 * Starts the upload; `onProgress` gets 0–100 as the bytes go out. Rejects with the server's error when it gives one.
 * With no network (or when it drops mid-upload) the photo is kept on the tablet and queued, and answered at once.
 */
export function uploadImage(file: File, onProgress: (percent: number) => void): UploadHandle {
  const commandId = newId();
  const stop = watchUpload(commandId, onProgress);
  const call = store.dispatch(mediaApi.endpoints.uploadPhoto.initiate({ file, commandId }));
  let aborted = false;
  const done = call
    .unwrap()
    .then(
      (result) => {
        onProgress(100);
        if (!result?.url || !result.fileId) throw new UploadError(UPLOAD_FAILED);
        return result;
      },
      (error: { data?: { error?: unknown } } | undefined) => {
        if (aborted) throw new UploadError('aborted');
        const message = error?.data?.error;
        throw new UploadError(typeof message === 'string' && message ? message : UPLOAD_FAILED);
      },
    )
    .finally(() => {
      stop();
      call.reset();
    });
  return {
    done,
    abort: () => {
      aborted = true;
      call.abort();
    },
  };
}

/** Runs `work` over `items` with at most `limit` at a time (two uploads keep a tablet's uplink busy without queueing). */
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
