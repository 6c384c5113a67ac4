// The local media store on a real folder: round trip, removal, and no way out of its folder.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localMediaStore } from './local-media-store.ts';
import type { MediaStore } from './media-store.ts';

let parent: string;
let store: MediaStore;

beforeEach(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'forecourt-media-'));
  store = localMediaStore(path.join(parent, 'media'));
  await writeFile(path.join(parent, 'secret.jpg'), 'outside the store');
});

afterEach(async () => {
  await rm(parent, { recursive: true, force: true });
});

describe('localMediaStore', () => {
  it('gives back what was put, with its size and type, and leaves no partial files', async () => {
    await store.put('abc_-1/600.webp', Buffer.from('webp bytes'), 'image/webp');
    const object = await store.get('abc_-1/600.webp');
    expect(object).toMatchObject({ size: 10, contentType: 'image/webp' });
    expect(await text(object!.body)).toBe('webp bytes');
    expect(await readdir(path.join(parent, 'media', 'abc_-1'))).toEqual(['600.webp']);
  });

  it('removes a whole upload by its folder prefix and nothing else', async () => {
    await store.put('one/200.jpg', Buffer.from('a'), 'image/jpeg');
    await store.put('one/600.jpg', Buffer.from('b'), 'image/jpeg');
    await store.put('onex/200.jpg', Buffer.from('c'), 'image/jpeg');
    await store.deletePrefix('one/');
    expect(await store.get('one/200.jpg')).toBeUndefined();
    expect(await store.get('onex/200.jpg')).toBeDefined();
    await expect(store.deletePrefix('onex')).rejects.toThrow(/ending in '\/'/);
    await store.deletePrefix('never-was/');
  });

  it('never reads, writes or removes outside its folder', async () => {
    for (const key of ['../secret.jpg', '/etc/passwd', 'a/../../secret.jpg', '.hidden/x.jpg', 'a/.x', '', 'a//b.jpg']) {
      expect(await store.get(key), key).toBeUndefined();
      await expect(store.put(key, Buffer.from('x'), 'image/jpeg'), key).rejects.toThrow(/Unsafe media key/);
    }
    await expect(store.deletePrefix('../')).rejects.toThrow(/Unsafe media key/);
    expect((await readdir(parent)).sort()).toEqual(['secret.jpg']);
  });

  it('treats a folder as unknown, not as a file', async () => {
    await store.put('folder/200.jpg', Buffer.from('a'), 'image/jpeg');
    expect(await store.get('folder')).toBeUndefined();
  });
});
