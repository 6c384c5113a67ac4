// Media over HTTP on a real database and a real media folder: upload, serve, refuse, delete.
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_VARIANTS, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, mediaUrl } from '@forecourt/contracts';
import { useTestApp } from '../../../test/support/test-app.ts';
import type { TestClient } from '../../../test/support/test-client.ts';
import { BODY_TYPE_MESSAGES } from '../../http/body-type.ts';
import { storeImage } from './media.ts';
import {
  GPS_MARKER,
  decompressionBomb,
  near,
  phonePhoto,
  pixelAt,
  plainImage,
  pngClaiming,
  svgImage,
  textFile,
  truncatedJpeg,
} from './test-images.ts';

const t = useTestApp();
const mediaDir = () => t().deps.config.mediaDir;
const storedFiles = async () => ((await readdir(mediaDir(), { recursive: true }).catch(() => [])) as string[]).sort();
const uploadRows = () => t().deps.db('uploads').select('*');
const FORMATS = [
  ['webp', 'image/webp', 'webp'],
  ['jpg', 'image/jpeg', 'jpeg'],
] as const;

beforeEach(async () => {
  await rm(mediaDir(), { recursive: true, force: true });
});

async function fetchBytes(url: string) {
  const res = await fetch(t().baseUrl + url);
  return { status: res.status, headers: res.headers, data: Buffer.from(await res.arrayBuffer()) };
}

async function uploaded(client: TestClient, image?: Buffer): Promise<{ fileId: string; url: string }> {
  const res = await client.upload('/api/upload', image ?? (await plainImage('jpeg')), 'car.jpg');
  expect(res.status).toBe(201);
  return res.body;
}

describe('POST /api/upload', () => {
  it('stores a phone photo upright, without EXIF or GPS, in every width as WebP and JPEG', async () => {
    const { client, user } = await t().signedIn('user');
    const photo = await phonePhoto();
    const res = await client.upload('/api/upload', photo, 'IMG_0042.jpg', 'image/jpeg');

    expect(res.status).toBe(201);
    const { fileId } = res.body;
    expect(fileId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(res.body).toEqual({ url: `/media/${fileId}/1200.webp`, fileId, width: 1000, height: 2000 });
    expect(await uploadRows()).toEqual([
      expect.objectContaining({ file_id: fileId, original_name: 'IMG_0042.jpg', format: 'jpeg', width: 1000, height: 2000, bytes: photo.length, created_by: user.id }),
    ]);
    expect(await storedFiles()).toEqual([fileId, ...IMAGE_VARIANTS.flatMap((v) => [`${v.width}.jpg`, `${v.width}.webp`]).map((f) => `${fileId}/${f}`)].sort());

    for (const { width } of IMAGE_VARIANTS) {
      for (const [extension, contentType, format] of FORMATS) {
        const served = await fetchBytes(mediaUrl(fileId, width, extension));
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe(contentType);
        expect(served.headers.get('content-length')).toBe(String(served.data.length));
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(served.data).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format, width: Math.min(width, 1000), height: Math.min(width, 1000) * 2 });
        expect([meta.exif, meta.icc, meta.xmp, meta.iptc, meta.orientation]).toEqual([undefined, undefined, undefined, undefined, undefined]);
        expect(served.data.includes(GPS_MARKER)).toBe(false);
        // Upright: the blue band (the left of the sensor) is along the top.
        expect(near(await pixelAt(served.data, meta.width / 2, 2), [0, 0, 255])).toBe(true);
      }
    }
  });

  it('accepts PNG, GIF and WebP whatever name and type they are sent with', async () => {
    const { client } = await t().signedIn('user');
    const cases = [
      ['png', 'photo.jpg', 'image/jpeg'],
      ['gif', 'scan.gif', 'image/gif'],
      ['webp', 'upload', 'application/octet-stream'],
    ] as const;
    for (const [format, name, type] of cases) {
      const res = await client.upload('/api/upload', await plainImage(format, { width: 1600, height: 900 }), name, type);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ width: 1200, height: 675 });
      const row = await t().deps.db('uploads').where({ file_id: res.body.fileId }).first();
      expect(row).toMatchObject({ format, original_name: name });
      expect((await fetchBytes(mediaUrl(res.body.fileId, 600, 'jpg'))).status).toBe(200);
    }
  });

  const refusals: [string, () => Promise<Buffer> | Buffer, string, string, number, string][] = [
    ['a text file named .jpg', () => textFile, 'photo.jpg', 'image/jpeg', 400, UPLOAD_MESSAGES.notAnImage],
    ['an SVG', () => svgImage, 'logo.svg', 'image/svg+xml', 400, UPLOAD_MESSAGES.notAnImage],
    ['a TIFF', () => plainImage('tiff'), 'scan.tiff', 'image/tiff', 400, UPLOAD_MESSAGES.notAnImage],
    ['a truncated JPEG', truncatedJpeg, 'half.jpg', 'image/jpeg', 400, UPLOAD_MESSAGES.damaged],
    ['a file over 5 MB', () => Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0xff), 'big.jpg', 'image/jpeg', 413, 'File too large. The maximum is 5MB per file.'],
    ['a decompression bomb', decompressionBomb, 'bomb.png', 'image/png', 413, UPLOAD_MESSAGES.tooManyPixels],
    ['an image claiming huge dimensions', () => pngClaiming(60000, 60000), 'huge.png', 'image/png', 413, UPLOAD_MESSAGES.tooManyPixels],
  ];
  it.each(refusals)('refuses %s and keeps nothing', async (_label, make, name, type, status, message) => {
    const { client } = await t().signedIn('user');
    const res = await client.upload('/api/upload', await make(), name, type);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ error: message });
    expect(await uploadRows()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it('answers 400 without a file, or with the file in another field, and 415 for a body that is not a form', async () => {
    const { client } = await t().signedIn('user');
    const form = new FormData();
    form.append('caption', 'no file here');
    expect(await client.request('POST', '/api/upload', form)).toMatchObject({ status: 400, body: { error: UPLOAD_MESSAGES.noFile } });
    expect(await client.post('/api/upload', { url: 'https://example.com/a.jpg' })).toMatchObject({ status: 415, body: { error: BODY_TYPE_MESSAGES.multipart } });
    const elsewhere = new FormData();
    elsewhere.append('image', new Blob([new Uint8Array(await plainImage('jpeg'))], { type: 'image/jpeg' }), 'a.jpg');
    expect(await client.request('POST', '/api/upload', elsewhere)).toMatchObject({ status: 400, body: { error: UPLOAD_MESSAGES.oneFile } });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses anonymous visitors and keeps nothing', async () => {
    const res = await t().client().upload('/api/upload', await plainImage('jpeg'), 'car.jpg');
    expect(res.status).toBe(401);
    expect(await uploadRows()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });
});

describe('GET /media/:fileId/:variant', () => {
  it('answers HEAD with the size and type, for anyone', async () => {
    const { client } = await t().signedIn('user');
    const { fileId } = await uploaded(client);
    const full = await fetchBytes(mediaUrl(fileId, 200, 'jpg'));
    const head = await fetch(t().baseUrl + mediaUrl(fileId, 200, 'jpg'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/jpeg');
    expect(head.headers.get('content-length')).toBe(String(full.data.length));
  });

  it('answers 404 for unknown files and variants, and never serves a path outside the store', async () => {
    const { client } = await t().signedIn('user');
    const { fileId } = await uploaded(client);
    await writeFile(path.join(path.dirname(mediaDir()), '1200.webp'), 'secret outside the store');
    const unknown = [
      mediaUrl('NoSuchFile', 1200),
      `/media/${fileId}/300.webp`,
      `/media/${fileId}/1200.png`,
      `/media/${fileId}/1200.webp.partial`,
      `/media/..%2F/1200.webp`,
      `/media/%2E%2E/1200.webp`,
      `/media/${fileId}/..%2F..%2F1200.webp`,
      `/media/${fileId}`,
    ];
    for (const url of unknown) {
      const res = await fetchBytes(url);
      expect(res.status, url).toBe(404);
      expect(res.data.toString()).not.toContain('secret');
    }
  });
});

describe('DELETE /api/upload/:fileId', () => {
  it('removes an upload no vehicle uses, files and record', async () => {
    const { client } = await t().signedIn('user');
    const { fileId, url } = await uploaded(client);
    expect((await t().client().delete(`/api/upload/${fileId}`)).status).toBe(401);

    const res = await client.delete(`/api/upload/${fileId}`);
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    expect((await fetchBytes(url)).status).toBe(404);
    expect(await uploadRows()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
    expect(await client.delete(`/api/upload/${fileId}`)).toMatchObject({ status: 404, body: { error: UPLOAD_MESSAGES.notFound } });
  });

  it('refuses while a car or campervan uses the image, by file id or by address', async () => {
    const { client } = await t().signedIn('user');
    const { fileId, url } = await uploaded(client);
    const db = t().deps.db;
    const now = new Date();
    const uses = [
      ['car_images', { id: 1, car_id: 1, image_url: 'https://cdn.example.com/elsewhere.jpg', file_id: fileId, position: 0 }],
      ['car_images', { id: 2, car_id: 1, image_url: mediaUrl(fileId, 600, 'jpg'), file_id: null, position: 1 }],
      ['campervans', {
        id: 1, name: 'Hilux Camper', description: 'Two berth camper', price_per_day: 120, price_per_week: 700, berths: 2,
        transmission: 'Automatic', fuel_type: 'Diesel', mileage: 1000, image_url: `https://forecourt.test${url}?v=2`,
        version: 1, created_at: now, updated_at: now,
      }],
    ] as const;
    for (const [table, row] of uses) {
      await db(table).insert(row);
      const res = await client.delete(`/api/upload/${fileId}`);
      expect(res.status, table).toBe(409);
      expect(res.body).toEqual({ error: 'This image is used by a vehicle and cannot be deleted' });
      await db(table).delete();
    }
    expect(await uploadRows()).toHaveLength(1);
    expect((await fetchBytes(url)).status).toBe(200);
    expect((await client.delete(`/api/upload/${fileId}`)).status).toBe(200);
  });
});

describe('storeImage (the demo seed\'s way in)', () => {
  it('puts an image through the same pipeline without a user', async () => {
    const result = await storeImage(t().deps, await plainImage('png', { width: 2000, height: 1000 }), { originalName: 'demo-bmw.png' });
    expect(result).toEqual({ url: mediaUrl(result.fileId), fileId: result.fileId, width: 1200, height: 600 });
    expect(await uploadRows()).toEqual([expect.objectContaining({ file_id: result.fileId, format: 'png', created_by: null })]);
    expect((await fetchBytes(mediaUrl(result.fileId, 200, 'jpg'))).status).toBe(200);
  });
});
