// Sends one image to POST /api/upload with XMLHttpRequest, because fetch cannot report upload progress and each file
// shows its own bar. It carries the same command headers as sendCommand in lib/api.ts (a fresh Idempotency-Key per
// file, this device's id), so a retried upload is stored once and the event log knows the tablet. With no network
// the photo waits on the tablet in the outbox instead.
import { UPLOAD_ACCEPT, UPLOAD_MESSAGES, type UploadResult } from '@forecourt/contracts/media';
import { UPLOAD_MAX_BYTES } from '@forecourt/contracts/limits';
import { deviceId, newId } from '../../lib/device.ts';
import { queuePhoto } from '../../lib/offline/offline-photos.ts';
import { signedInUser } from '../../lib/offline/signed-in.ts';

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
  const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false && !!signedInUser();
  if (offline()) {
    onProgress(100);
    return { done: queuePhoto(file), abort: () => {} };
  }
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadResult>((resolve, reject) => {
    xhr.open('POST', '/api/upload');
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.setRequestHeader('Idempotency-Key', newId());
    xhr.setRequestHeader('X-Device-Id', deviceId());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as (Partial<UploadResult> & { error?: unknown }) | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.url && body.fileId) {
        resolve(body as UploadResult);
        return;
      }
      reject(new UploadError(typeof body?.error === 'string' && body.error ? body.error : UPLOAD_FAILED));
    };
    xhr.onerror = () => {
      if (signedInUser()) queuePhoto(file).then(resolve, () => reject(new UploadError(UPLOAD_FAILED)));
      else reject(new UploadError(UPLOAD_FAILED));
    };
    xhr.onabort = () => reject(new UploadError('aborted'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

/** Runs `work` over `items` with at most `limit` at a time (two uploads keep a tablet's uplink busy without queueing). */
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
