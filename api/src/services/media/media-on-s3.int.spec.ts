// Media through the app with MEDIA_STORE=s3: uploads go to a bucket on a local S3-compatible server (s3rver), are
// served back through /media with the same headers as from disk, and leave the bucket when deleted.
import { readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_VARIANTS, UPLOAD_MESSAGES, mediaUrl } from '@forecourt/contracts';
import { startS3Server, type TestS3Server } from '../../../test/support/s3-server.ts';
import { createApp } from '../../app.ts';
import { createHttpServer } from '../../http/http-server.ts';
import { openS3MediaStore } from '../../lib/s3-media-store.ts';
import { useTestApp } from '../../../test/support/test-app.ts';
import type { TestClient } from '../../../test/support/test-client.ts';
import { plainImage, textFile } from './test-images.ts';

const BUCKET = 'forecourt-media';
let s3: TestS3Server;
// The app's settings are read when its hook runs, after this one has started the server and filled them in.
const env: Record<string, string> = {};

beforeAll(async () => {
  s3 = await startS3Server();
  await s3.createBucket(BUCKET);
  Object.assign(env, s3.env(BUCKET));
});

afterAll(async () => {
  await s3?.close();
});

const t = useTestApp({ env });

beforeEach(async () => {
  for await (const key of t().deps.media.list()) await t().deps.media.deletePrefix(`${key.split('/')[0]}/`);
});

const variantKeys = (fileId: string) =>
  IMAGE_VARIANTS.flatMap(({ width }) => [`${fileId}/${width}.jpg`, `${fileId}/${width}.webp`]).sort();

async function objectBytes(key: string): Promise<Buffer> {
  const object = await s3.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

async function fetchBytes(url: string, method = 'GET') {
  const res = await fetch(t().baseUrl + url, { method });
  return { status: res.status, headers: res.headers, data: Buffer.from(await res.arrayBuffer()) };
}

async function uploaded(client: TestClient): Promise<{ fileId: string; url: string }> {
  const res = await client.upload('/api/upload', await plainImage('png', { width: 2000, height: 1000 }), 'car.png', 'image/png');
  expect(res.status).toBe(201);
  return res.body;
}

describe('media on S3', () => {
  it('uses the bucket, not the folder on disk', () => {
    expect(t().deps.media.describe).toBe(`S3 bucket ${BUCKET} at ${s3.endpoint}`);
  });

  it('stores every variant of an upload in the bucket and serves each through the app, cached for a year', async () => {
    const { client } = await t().signedIn('user');
    const { fileId, url } = await uploaded(client);
    expect(url).toBe(mediaUrl(fileId));

    expect(await s3.keys(BUCKET)).toEqual(variantKeys(fileId));
    expect(await readdir(t().deps.config.mediaDir).catch(() => [])).toEqual([]);
    expect(await t().deps.db('uploads').select('file_id', 'width', 'height')).toEqual([{ file_id: fileId, width: 1200, height: 600 }]);

    for (const { width } of IMAGE_VARIANTS) {
      for (const [extension, contentType, format] of [['webp', 'image/webp', 'webp'], ['jpg', 'image/jpeg', 'jpeg']] as const) {
        const key = `${fileId}/${width}.${extension}`;
        const head = await s3.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
        expect(head.ContentType, key).toBe(contentType);

        const served = await fetchBytes(mediaUrl(fileId, width, extension));
        expect(served.status, key).toBe(200);
        expect(served.headers.get('content-type')).toBe(contentType);
        expect(served.headers.get('content-length')).toBe(String(head.ContentLength));
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(served.data.equals(await objectBytes(key)), key).toBe(true);
        expect(await sharp(served.data).metadata()).toMatchObject({ format, width: Math.min(width, 1200) });
      }
    }
  });

  it('reads /media/<id>/600.webp back from the bucket, answers HEAD, and 404 for what is not there', async () => {
    const { client } = await t().signedIn('user');
    const { fileId } = await uploaded(client);
    const served = await fetchBytes(`/media/${fileId}/600.webp`);
    expect(served.status).toBe(200);
    expect(served.data.equals(await objectBytes(`${fileId}/600.webp`))).toBe(true);
    expect(await sharp(served.data).metadata()).toMatchObject({ format: 'webp', width: 600, height: 300 });

    const head = await fetchBytes(`/media/${fileId}/600.webp`, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(served.data.length));
    expect(head.headers.get('content-type')).toBe('image/webp');

    for (const missing of [`/media/${fileId}/300.webp`, `/media/${'A'.repeat(22)}/600.webp`, `/media/${fileId}/..%2F..%2F600.webp`]) {
      expect((await fetchBytes(missing)).status, missing).toBe(404);
    }
  });

  it('deletes an unused upload from the bucket, and keeps one a car uses', async () => {
    const { client } = await t().signedIn('user');
    const used = await uploaded(client);
    const unused = await uploaded(client);
    await t().deps.db('car_images').insert({ id: 1, car_id: 1, image_url: used.url, file_id: used.fileId, position: 0 });

    expect(await client.delete(`/api/upload/${used.fileId}`)).toMatchObject({ status: 409, body: { error: UPLOAD_MESSAGES.inUse } });
    expect(await client.delete(`/api/upload/${unused.fileId}`)).toMatchObject({ status: 200, body: { success: true } });

    expect(await s3.keys(BUCKET)).toEqual(variantKeys(used.fileId));
    expect((await fetchBytes(unused.url)).status).toBe(404);
    expect((await fetchBytes(used.url)).status).toBe(200);
    expect(await t().deps.db('uploads').pluck('file_id')).toEqual([used.fileId]);
  });

  it('refuses a file that is not an image and writes nothing to the bucket', async () => {
    const { client } = await t().signedIn('user');
    const res = await client.upload('/api/upload', textFile, 'photo.jpg');
    expect(res).toMatchObject({ status: 400, body: { error: UPLOAD_MESSAGES.notAnImage } });
    expect(await s3.keys(BUCKET)).toEqual([]);
    expect(await t().deps.db('uploads').pluck('file_id')).toEqual([]);
  });

  it('serves an image uploaded through one app process from another on the same bucket', async () => {
    const { client } = await t().signedIn('user');
    const { fileId } = await uploaded(client);
    // A second app with its own S3 client, as a second replica behind the proxy would have.
    const other = createHttpServer(createApp({ ...t().deps, media: await openS3MediaStore(s3.settings(BUCKET)) }).callback());
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(other.address() as AddressInfo).port}/media/${fileId}/600.jpg`);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(await objectBytes(`${fileId}/600.jpg`))).toBe(true);
    } finally {
      other.closeAllConnections();
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
