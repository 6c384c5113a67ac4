// One contract, both media stores: the folder on disk and a bucket on a local S3-compatible server (s3rver) take the
// same tests, so MEDIA_STORE=s3 behaves as the default in every way the app, the seed and a backup rely on.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/support/s3-server.ts';
import { loadConfig } from './config.ts';
import { localMediaStore } from './local-media-store.ts';
import type { MediaStore } from './media-store.ts';
import { openS3MediaStore, s3MediaStore } from './s3-media-store.ts';

interface StoreUnderTest {
  store: MediaStore;
  /** What the storage underneath really holds: files under the folder, or objects in the bucket. */
  stored(): Promise<string[]>;
  /** What lies just outside the store (a file beside the folder, an object in a neighbouring bucket). */
  outside(): Promise<string[]>;
  /** Leaves an object half written, as a crash in the middle of `put` would (a bucket never shows one). */
  writeHalf?(key: string): Promise<void>;
  close(): Promise<void>;
}

let s3: TestS3Server;
let buckets = 0;
const NEIGHBOUR = 'neighbour';

beforeAll(async () => {
  s3 = await startS3Server();
  await s3.createBucket(NEIGHBOUR);
  await s3.client.send(new PutObjectCommand({ Bucket: NEIGHBOUR, Key: 'secret.jpg', Body: 'outside the store' }));
});

afterAll(async () => {
  await s3?.close();
});

const stores: Record<'disk' | 's3', () => Promise<StoreUnderTest>> = {
  async disk() {
    const parent = await mkdtemp(path.join(tmpdir(), 'forecourt-media-'));
    const root = path.join(parent, 'media');
    await writeFile(path.join(parent, 'secret.jpg'), 'outside the store');
    return {
      store: localMediaStore(root),
      stored: async () => filesUnder(root),
      outside: async () => (await readdir(parent)).filter((name) => name !== 'media'),
      writeHalf: (key) => writeFile(path.join(root, `${key}.0123456789ab.partial`), 'half'),
      close: () => rm(parent, { recursive: true, force: true }),
    };
  },
  async s3() {
    buckets += 1;
    const bucket = `media-${buckets}`;
    await s3.createBucket(bucket);
    return {
      // Pages of two keys, so listing and removal cross page ends with a handful of objects.
      store: s3MediaStore(s3.client, bucket, { pageSize: 2 }),
      stored: () => s3.keys(bucket),
      outside: () => s3.keys(NEIGHBOUR),
      close: async () => {},
    };
  },
};

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** An object read to its end, as a visitor's browser would (an unread body would hold a file or a connection). */
async function read(store: MediaStore, key: string) {
  const object = await store.get(key);
  return object && { size: object.size, contentType: object.contentType, text: await text(object.body) };
}

async function listed(store: MediaStore, prefix?: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.list(prefix)) keys.push(key);
  return keys;
}

describe.each(['disk', 's3'] as const)('the %s media store', (kind) => {
  let under: StoreUnderTest;
  let store: MediaStore;

  beforeEach(async () => {
    under = await stores[kind]();
    store = under.store;
  });

  afterEach(async () => {
    await under.close();
  });

  it('gives back what was put, with its size and type, and holds nothing else (no partial files)', async () => {
    await store.put('abc_-1/600.webp', Buffer.from('webp bytes'), 'image/webp');
    expect(await read(store, 'abc_-1/600.webp')).toEqual({ size: 10, contentType: 'image/webp', text: 'webp bytes' });
    expect(await under.stored()).toEqual(['abc_-1/600.webp']);
  });

  it('gives the type of the key, whatever type the object was put with', async () => {
    await store.put('typed/200.jpg', Buffer.from('jpeg bytes'), 'text/html');
    await store.put('typed/raw.bin', Buffer.from('?'), 'image/png');
    expect((await read(store, 'typed/200.jpg'))?.contentType).toBe('image/jpeg');
    expect((await read(store, 'typed/raw.bin'))?.contentType).toBe('application/octet-stream');
  });

  it('replaces an object put again under the same key', async () => {
    await store.put('again/200.jpg', Buffer.from('first'), 'image/jpeg');
    await store.put('again/200.jpg', Buffer.from('second!'), 'image/jpeg');
    expect(await read(store, 'again/200.jpg')).toMatchObject({ size: 7, text: 'second!' });
  });

  it('removes a whole upload by its folder prefix and nothing else', async () => {
    for (const name of ['200.jpg', '200.webp', '600.jpg', '600.webp', '1200.jpg']) {
      await store.put(`one/${name}`, Buffer.from(name), 'image/jpeg');
    }
    await store.put('onex/200.jpg', Buffer.from('c'), 'image/jpeg');
    await store.deletePrefix('one/');
    expect(await read(store, 'one/200.jpg')).toBeUndefined();
    expect(await read(store, 'onex/200.jpg')).toMatchObject({ text: 'c' });
    expect(await under.stored()).toEqual(['onex/200.jpg']);
    await expect(store.deletePrefix('onex')).rejects.toThrow(/ending in '\/'/);
    await store.deletePrefix('never-was/');
  });

  it('lists every key, or those under a prefix, in key order', async () => {
    const keys = ['b/1.jpg', 'a/2.webp', 'ab/1.jpg', 'a/10.jpg', 'c/600.webp'];
    for (const key of keys) await store.put(key, Buffer.from(key), 'image/jpeg');
    expect(await listed(store)).toEqual([...keys].sort());
    expect(await listed(store, 'a/')).toEqual(['a/10.jpg', 'a/2.webp']);
    expect(await listed(store, 'nothing/')).toEqual([]);
    await store.deletePrefix('a/');
    expect(await listed(store)).toEqual(['ab/1.jpg', 'b/1.jpg', 'c/600.webp']);
  });

  it('lists nothing while empty, and never an object still being written', async () => {
    expect(await listed(store)).toEqual([]);
    await store.put('done/200.jpg', Buffer.from('a'), 'image/jpeg');
    await under.writeHalf?.('done/600.jpg');
    expect(await listed(store)).toEqual(['done/200.jpg']);
    expect(await read(store, 'done/600.jpg')).toBeUndefined();
  });

  it('never reads, writes, lists or removes outside itself', async () => {
    await store.put('inside/200.jpg', Buffer.from('a'), 'image/jpeg');
    for (const key of ['../secret.jpg', `../${NEIGHBOUR}/secret.jpg`, '/etc/passwd', 'a/../../secret.jpg', '.hidden/x.jpg', 'a/.x', '', 'a//b.jpg']) {
      expect(await store.get(key), key).toBeUndefined();
      await expect(store.put(key, Buffer.from('x'), 'image/jpeg'), key).rejects.toThrow(/Unsafe media key/);
    }
    await expect(store.deletePrefix('../')).rejects.toThrow(/Unsafe media key/);
    await expect(store.deletePrefix(`../${NEIGHBOUR}/`)).rejects.toThrow(/Unsafe media key/);
    expect(await listed(store, '../')).toEqual([]);
    expect(await under.stored()).toEqual(['inside/200.jpg']);
    expect(await under.outside()).toEqual(['secret.jpg']);
  });

  it('treats a folder as unknown, not as a file', async () => {
    await store.put('folder/200.jpg', Buffer.from('a'), 'image/jpeg');
    expect(await store.get('folder')).toBeUndefined();
    expect(await store.get('folder/')).toBeUndefined();
  });
});

describe('copying a whole store', () => {
  it('moves every image from the folder to a bucket and back through list, get and put', async () => {
    const disk = await stores.disk();
    const bucket = await stores.s3();
    const again = await stores.disk();
    try {
      const images = { 'x1/200.jpg': 'small jpeg', 'x1/200.webp': 'small webp', 'y2/1200.webp': 'large webp' };
      for (const [key, body] of Object.entries(images)) await disk.store.put(key, Buffer.from(body), 'image/jpeg');
      for (const [from, to] of [[disk, bucket], [bucket, again]] as const) {
        for await (const key of from.store.list()) {
          const object = await from.store.get(key);
          await to.store.put(key, await buffer(object!.body), object!.contentType);
        }
      }
      expect(await again.stored()).toEqual(Object.keys(images));
      for (const [key, body] of Object.entries(images)) expect((await read(again.store, key))?.text).toBe(body);
    } finally {
      await Promise.all([disk.close(), bucket.close(), again.close()]);
    }
  });
});

describe('choosing the store at start-up', () => {
  const base = { SESSION_KEYS: 'k', DATA_DIR: tmpdir() };

  it('keeps the folder on disk unless MEDIA_STORE=s3', () => {
    expect(loadConfig(base)).toMatchObject({ mediaStore: 'disk', s3: undefined });
    expect(loadConfig({ ...base, MEDIA_STORE: 'disk', S3_BUCKET: 'ignored' })).toMatchObject({ mediaStore: 'disk', s3: undefined });
    expect(() => loadConfig({ ...base, MEDIA_STORE: 'ftp' })).toThrow("MEDIA_STORE is 'ftp': it is 'disk' (the default, files under MEDIA_DIR) or 's3' (a bucket)");
  });

  it('reads the bucket settings, with path-style addresses for stores other than AWS', () => {
    expect(loadConfig({ ...base, ...s3.env('photos') }).s3).toEqual(s3.settings('photos'));
    expect(loadConfig({ ...base, MEDIA_STORE: 's3', S3_BUCKET: 'photos' }).s3).toEqual({
      bucket: 'photos', endpoint: undefined, region: 'us-east-1', accessKeyId: undefined, secretAccessKey: undefined, forcePathStyle: false,
    });
    const minio = loadConfig({ ...base, MEDIA_STORE: 's3', S3_BUCKET: 'photos', S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'ap-southeast-2' });
    expect(minio.s3).toMatchObject({ endpoint: 'http://minio:9000', region: 'ap-southeast-2', forcePathStyle: true });
    expect(loadConfig({ ...base, ...s3.env('photos'), S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
  });

  it('stops with the setting to fix when one is missing or half given', () => {
    const s3Only = { ...base, MEDIA_STORE: 's3' };
    expect(() => loadConfig(s3Only)).toThrow('MEDIA_STORE=s3 needs S3_BUCKET, the name of the bucket that holds the images');
    expect(() => loadConfig({ ...s3Only, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      'MEDIA_STORE=s3 has S3_ACCESS_KEY_ID without S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS default credentials (environment, profile or role)',
    );
    expect(() => loadConfig({ ...s3Only, S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(/S3_SECRET_ACCESS_KEY without S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ ...s3Only, S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(
      "S3_ENDPOINT is 'minio:9000': give the store's address with its scheme, e.g. http://minio:9000",
    );
  });

  it('checks the bucket before serving, and says what is wrong', async () => {
    await s3.createBucket('ready');
    await expect(openS3MediaStore(s3.settings('ready'))).resolves.toMatchObject({ describe: `S3 bucket ready at ${s3.endpoint}` });
    await expect(openS3MediaStore(s3.settings('no-such-bucket'))).rejects.toThrow(
      `Media store: S3 bucket no-such-bucket at ${s3.endpoint} does not exist: create it, or set S3_BUCKET to one that does`,
    );
    // s3rver knows one access key and does not check V4 signatures, so a stranger's key stands for wrong keys.
    await expect(openS3MediaStore({ ...s3.settings('ready'), accessKeyId: 'STRANGER', secretAccessKey: 'wrong' })).rejects.toThrow(
      /refused these keys: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    await expect(openS3MediaStore({ ...s3.settings('ready'), endpoint: 'http://127.0.0.1:9' })).rejects.toThrow(
      /S3 bucket ready at http:\/\/127\.0\.0\.1:9 cannot be reached \(.*\): check S3_ENDPOINT and that the store is running/,
    );
  });
});
