// Where uploaded images live: one interface, the local folder by default (an S3-compatible bucket can stand in).
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
  describe: string;
}

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

/** Whether a key is one a store may hold: no empty, dot-leading or `..` segments, no absolute paths. */
export const isSafeMediaKey = (key: string): boolean => SAFE_KEY.test(key) && !key.includes('..');
