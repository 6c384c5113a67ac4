// Where uploaded images live: one interface, the local folder by default.
import type { Readable } from 'node:stream';

export interface MediaObject {
  body: Readable;
  size: number;
  contentType: string;
}

export interface MediaStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<MediaObject | undefined>;
  /** Removes every object whose key starts with `prefix` (all variants of one upload). */
  deletePrefix(prefix: string): Promise<void>;
  describe: string;
}
