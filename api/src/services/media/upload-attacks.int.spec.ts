// Hostile uploads over HTTP: files that are not what their name says, SVG with script, decompression bombs, images
// claiming huge dimensions, cut-off files and odd names. Each is refused with a clear 400 or 413 and leaves no file in
// the media folder and no uploads row; a good image under a hostile name is kept under a clean one.
import { readdir, rm } from 'node:fs/promises';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@forecourt/contracts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { decompressionBomb, plainImage, pngClaiming, truncatedJpeg } from './test-images.ts';

const t = useTestApp();
const mediaDir = () => t().deps.config.mediaDir;
const storedFiles = async () => ((await readdir(mediaDir(), { recursive: true }).catch(() => [])) as string[]).sort();
const uploadRows = () => t().deps.db('uploads').select('*');

beforeEach(async () => {
  await rm(mediaDir(), { recursive: true, force: true });
});

const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" onload="window.__xss=1">' +
    '<script>window.__xss=1</script><rect width="400" height="300" fill="green"/></svg>',
);
const HTML_PAGE = Buffer.from('<!doctype html><html><body><script>window.__xss=1</script>Cheap cars</body></html>');

/** A real JPEG whose frame header (SOF) is rewritten to claim width × height. */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await plainImage('jpeg', { width: 16, height: 16 }));
  for (let i = 2; i < jpeg.length - 9; i += 1) {
    if (jpeg[i] === 0xff && (jpeg[i + 1] === 0xc0 || jpeg[i + 1] === 0xc2)) {
      jpeg.writeUInt16BE(height, i + 5);
      jpeg.writeUInt16BE(width, i + 7);
      return jpeg;
    }
  }
  throw new Error('no frame header in the test JPEG');
}

/** The start of a PNG: signature and header, the pixel data cut off. */
async function truncatedPng(): Promise<Buffer> {
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 0, g: 66, b: 37 }, noise: { type: 'gaussian', mean: 100, sigma: 40 } } })
    .png()
    .toBuffer();
  return png.subarray(0, Math.floor(png.length / 3));
}

const refusals: [string, () => Promise<Buffer> | Buffer, string, string, number, string][] = [
  ['an HTML page named .jpg', () => HTML_PAGE, 'photo.jpg', 'image/jpeg', 400, UPLOAD_MESSAGES.notAnImage],
  ['an SVG with script named .jpg', () => SVG_WITH_SCRIPT, 'car.jpg', 'image/jpeg', 400, UPLOAD_MESSAGES.notAnImage],
  ['an SVG with script sent as SVG', () => SVG_WITH_SCRIPT, 'logo.svg', 'image/svg+xml', 400, UPLOAD_MESSAGES.notAnImage],
  ['a JPEG signature in front of an SVG', () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), SVG_WITH_SCRIPT]), 'car.jpg', 'image/jpeg', 400, UPLOAD_MESSAGES.damaged],
  ['a PNG declaring 50000×50000 (a decompression bomb in 70 bytes)', () => pngClaiming(50_000, 50_000), 'bomb.png', 'image/png', 413, UPLOAD_MESSAGES.tooManyPixels],
  ['a real 64-megapixel PNG of one colour', decompressionBomb, 'bomb.png', 'image/png', 413, UPLOAD_MESSAGES.tooManyPixels],
  ['a JPEG declaring 60000×60000', () => jpegClaiming(60_000, 60_000), 'huge.jpg', 'image/jpeg', 413, UPLOAD_MESSAGES.tooManyPixels],
  ['a JPEG 20000 pixels wide and 1 high', () => jpegClaiming(20_000, 1), 'strip.jpg', 'image/jpeg', 413, UPLOAD_MESSAGES.tooManyPixels],
  ['a truncated JPEG', truncatedJpeg, 'half.jpg', 'image/jpeg', 400, UPLOAD_MESSAGES.damaged],
  ['a truncated PNG', truncatedPng, 'third.png', 'image/png', 400, UPLOAD_MESSAGES.damaged],
  ['an empty file', () => Buffer.alloc(0), 'empty.jpg', 'image/jpeg', 400, UPLOAD_MESSAGES.notAnImage],
];

describe('hostile uploads', () => {
  it.each(refusals)('refuses %s and keeps nothing', async (_label, make, name, type, status, message) => {
    const { client } = await t().signedIn('user');
    const res = await client.upload('/api/upload', await make(), name, type);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ error: message });
    expect(await uploadRows()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it('keeps a good image sent under a name with a NUL or half a surrogate pair, under a clean name', async () => {
    const { client } = await t().signedIn('user');
    const image = await plainImage('jpeg');
    for (const disposition of ["filename*=utf-8''car%00.jpg", "filename*=utf-8''car%ED%A0%80.jpg"]) {
      const boundary = 'forecourt-boundary';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\nContent-Type: image/jpeg\r\n\r\n`, 'latin1'),
        image,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await fetch(`${t().baseUrl}/api/upload`, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: `forecourt.sid=${client.cookie('forecourt.sid')}; forecourt.sid.sig=${client.cookie('forecourt.sid.sig')}` },
        body,
      });
      const answer = await res.json();
      expect(res.status, `${disposition}: ${JSON.stringify(answer)}`).toBe(201);
      const row = await t().deps.db('uploads').where({ file_id: answer.fileId }).first();
      expect(row.original_name).toMatch(/^car\ufffd*\.jpg$/);
    }
  });

  it('refuses a file name with control characters in it as an unreadable upload', async () => {
    const { client } = await t().signedIn('user');
    const res = await client.upload('/api/upload', await plainImage('jpeg'), 'car\u0000.jpg');
    expect(res.status).toBe(400);
    expect(await uploadRows()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it('serves what it keeps only as images, never as a page or script', async () => {
    const { client } = await t().signedIn('user');
    const res = await client.upload('/api/upload', await plainImage('png'), 'page.html', 'text/html');
    expect(res.status).toBe(201);
    const served = await fetch(t().baseUrl + res.body.url);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});
