// The default media store: files under MEDIA_DIR (./data/media).
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaObject, MediaStore } from './media-store.ts';

const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp', '.jpg': 'image/jpeg', '.png': 'image/png' };
const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

export function localMediaStore(root: string): MediaStore {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe media key: ${key}`);
    return path.join(root, key);
  };
  return {
    describe: `folder ${root}`,
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, data);
      await rename(partial, file);
    },
    async get(key): Promise<MediaObject | undefined> {
      let file: string;
      try {
        file = resolve(key);
      } catch {
        return undefined;
      }
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return {
        body: createReadStream(file),
        size: info.size,
        contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      };
    },
    async deletePrefix(prefix) {
      const dir = resolve(prefix.replace(/\/$/, ''));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
