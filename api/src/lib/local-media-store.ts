// The default media store: files under MEDIA_DIR (./data/media).
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isSafeMediaKey, mediaContentType, type MediaObject, type MediaStore } from './media-store.ts';

/** The name a file has while it is being written (see `put`). */
const PARTIAL = /\.[0-9a-f]{12}\.partial$/;

export function localMediaStore(root: string): MediaStore {
  const resolve = (key: string) => {
    if (!isSafeMediaKey(key)) throw new Error(`Unsafe media key: ${key}`);
    return path.join(root, key);
  };
  return {
    describe: `folder ${root}`,
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file; a unique name keeps two writers apart.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`; // matches PARTIAL
      try {
        await writeFile(partial, data);
        await rename(partial, file);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
    async get(key): Promise<MediaObject | undefined> {
      if (!isSafeMediaKey(key)) return undefined;
      // Open first and size the open file, so a removal in between cannot give a length that does not match.
      const handle = await open(resolve(key), 'r').catch(() => undefined);
      if (!handle) return undefined;
      const info = await handle.stat().catch(() => undefined);
      if (!info?.isFile()) {
        await handle.close();
        return undefined;
      }
      return {
        body: handle.createReadStream(),
        size: info.size,
        contentType: mediaContentType(key),
      };
    },
    async deletePrefix(prefix) {
      if (!prefix.endsWith('/')) throw new Error(`A media prefix is a folder ending in '/': ${prefix}`);
      await rm(resolve(prefix.slice(0, -1)), { recursive: true, force: true });
    },
    async *list(prefix = '') {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return [];
        throw err;
      });
      const keys = entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .filter((key) => key.startsWith(prefix) && isSafeMediaKey(key) && !PARTIAL.test(key));
      yield* keys.sort();
    },
  };
}
