// Where uploaded images live: one interface, the local folder by default or an S3-compatible bucket (MEDIA_STORE=s3).
import type { Readable } from 'node:stream';

export interface MediaObject {
  body: Readable;
  size: number;
  contentType: string;
}

/**
 * Keys are `<fileId>/<name>` made of letters, digits, `_`, `-` and (in the name) `.`; a store refuses any other key
 * on write and treats it as unknown on read, so nothing outside the store can be named.
 */
export interface MediaStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object, or undefined when there is none or the key is not one a store would make. */
  get(key: string): Promise<MediaObject | undefined>;
  /** Removes every object under `prefix`, a folder ending in `/` (all variants of one upload); none is fine. */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * Every stored key that starts with `prefix` (all of them when it is empty), in key order; what `get` reads and
   * `put` writes back, so a backup can copy a whole store. Half-written objects are never listed.
   */
  list(prefix?: string): AsyncIterable<string>;
  describe: string;
}

const CONTENT_TYPES = new Map([
  ['webp', 'image/webp'],
  ['jpg', 'image/jpeg'],
  ['png', 'image/png'],
  ['gif', 'image/gif'],
]);

/**
 * The type a key is served with, from its extension alone: whatever metadata a bucket holds for an object, a variant
 * named `.webp` is never sent as anything but WebP.
 */
export const mediaContentType = (key: string): string =>
  CONTENT_TYPES.get(/\.([a-z0-9]+)$/.exec(key)?.[1] ?? '') ?? 'application/octet-stream';

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

/** Whether a key is one a store may hold: no empty, dot-leading or `..` segments, no absolute paths. */
export const isSafeMediaKey = (key: string): boolean => SAFE_KEY.test(key) && !key.includes('..');
