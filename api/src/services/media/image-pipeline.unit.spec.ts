// The image pipeline on its own: what it accepts, what it refuses and what comes out (no storage, no database).
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { IMAGE_VARIANTS, UPLOAD_MESSAGES } from '@forecourt/contracts';
import { AppError } from '../../lib/errors.ts';
import { prepareImage, sniffFormat } from './image-pipeline.ts';
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

const BLUE = [0, 0, 255];
const RED = [255, 0, 0];
const WHITE = [255, 255, 255];

async function refusal(data: Buffer): Promise<{ status: number; message: string }> {
  const err = await prepareImage(data).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected a refusal, got ${String(err)}`);
  return { status: err.status, message: err.message };
}

describe('sniffFormat', () => {
  it('knows the four formats by their first bytes and nothing else', async () => {
    for (const format of ['jpeg', 'png', 'gif', 'webp'] as const) {
      expect(sniffFormat(await plainImage(format, { width: 4, height: 4 }))).toBe(format);
    }
    expect(sniffFormat(await plainImage('tiff', { width: 4, height: 4 }))).toBeUndefined();
    expect(sniffFormat(svgImage)).toBeUndefined();
    expect(sniffFormat(textFile)).toBeUndefined();
    expect(sniffFormat(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('prepareImage', () => {
  it('turns a phone photo upright and strips every piece of metadata, GPS included', async () => {
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(GPS_MARKER)).toBe(true);

    const image = await prepareImage(photo);
    expect(image).toMatchObject({ format: 'jpeg', width: 1000, height: 2000 });
    expect(image.variants).toHaveLength(IMAGE_VARIANTS.length * 2);
    for (const variant of image.variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.format).toBe(variant.format === 'jpg' ? 'jpeg' : 'webp');
      expect(meta.width).toBe(Math.min(variant.width, 1000));
      expect(meta.height).toBe(meta.width * 2);
      expect([meta.exif, meta.icc, meta.xmp, meta.iptc, meta.orientation]).toEqual([undefined, undefined, undefined, undefined, undefined]);
      expect(variant.data.includes(GPS_MARKER)).toBe(false);
      // Upright: the blue band that was the left edge of the sensor is now along the top.
      expect(near(await pixelAt(variant.data, meta.width / 2, 2), BLUE)).toBe(true);
      expect(near(await pixelAt(variant.data, meta.width / 2, meta.height - 3), RED)).toBe(true);
    }
  });

  it('turns every one of the eight EXIF orientations upright exactly as sharp itself would', async () => {
    // Blue top-left quarter and a green block at the bottom right: any turn or mirror moves one of them.
    const stored = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 255, g: 0, b: 0 } } })
      .composite([
        { input: { create: { width: 800, height: 600, channels: 3, background: { r: 0, g: 0, b: 255 } } }, left: 0, top: 0 },
        { input: { create: { width: 400, height: 600, channels: 3, background: { r: 0, g: 255, b: 0 } } }, left: 1200, top: 600 },
      ])
      .png()
      .toBuffer();
    for (let orientation = 1; orientation <= 8; orientation++) {
      const photo = await sharp(stored).jpeg({ quality: 95 }).withMetadata({ orientation }).toBuffer();
      const expected = await sharp(photo, { autoOrient: true }).resize({ width: 600 }).png().toBuffer();
      const variant = (await prepareImage(photo)).variants.find((v) => v.width === 600 && v.format === 'jpg')!;
      const got = await sharp(variant.data).metadata();
      const want = await sharp(expected).metadata();
      expect([orientation, got.width, got.height]).toEqual([orientation, want.width, want.height]);
      for (const [x, y] of [[20, 20], [want.width! - 20, 20], [20, want.height! - 20], [want.width! - 20, want.height! - 20]] as const) {
        expect(near(await pixelAt(variant.data, x, y), await pixelAt(expected, x, y)), `orientation ${orientation} at ${x},${y}`).toBe(true);
      }
    }
  });

  it('never makes a variant wider than the original', async () => {
    const image = await prepareImage(await plainImage('png', { width: 150, height: 100 }));
    expect(image).toMatchObject({ format: 'png', width: 150, height: 100 });
    const widths = await Promise.all(image.variants.map(async (v) => (await sharp(v.data).metadata()).width));
    expect(widths).toEqual([150, 150, 150, 150, 150, 150]);
  });

  it('keeps transparency in WebP and puts it on white in the JPEG fallback', async () => {
    const image = await prepareImage(await plainImage('png', { width: 300, height: 200, transparent: true }));
    const webp = image.variants.find((v) => v.format === 'webp' && v.width === 200)!;
    const jpg = image.variants.find((v) => v.format === 'jpg' && v.width === 200)!;
    expect((await sharp(webp.data).metadata()).hasAlpha).toBe(true);
    expect((await sharp(jpg.data).metadata()).hasAlpha).toBe(false);
    expect(near(await pixelAt(jpg.data, 10, 10), WHITE, 5)).toBe(true);
  });

  it('accepts GIF and WebP, reporting the format the content really has', async () => {
    expect((await prepareImage(await plainImage('gif'))).format).toBe('gif');
    const webp = await prepareImage(await plainImage('webp', { width: 2400, height: 1200 }));
    expect(webp).toMatchObject({ format: 'webp', width: 1200, height: 600 });
  });

  it('refuses anything that is not a PNG, JPEG, GIF or WebP', async () => {
    const notAnImage = { status: 400, message: UPLOAD_MESSAGES.notAnImage };
    expect(await refusal(textFile)).toEqual(notAnImage);
    expect(await refusal(svgImage)).toEqual(notAnImage);
    expect(await refusal(await plainImage('tiff'))).toEqual(notAnImage);
    expect(await refusal(Buffer.alloc(0))).toEqual(notAnImage);
  });

  it('refuses truncated or corrupt pixel data', async () => {
    const damaged = { status: 400, message: UPLOAD_MESSAGES.damaged };
    expect(await refusal(await truncatedJpeg())).toEqual(damaged);
    // A JPEG signature followed by rubbish.
    expect(await refusal(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), textFile]))).toEqual(damaged);
  });

  it('refuses decompression bombs and huge dimensions before unpacking them', async () => {
    const tooBig = { status: 413, message: UPLOAD_MESSAGES.tooManyPixels };
    expect(await refusal(await decompressionBomb())).toEqual(tooBig);
    expect(await refusal(await pngClaiming(30000, 30000))).toEqual(tooBig);
    // Few pixels, but a side no WebP can hold.
    expect(await refusal(await pngClaiming(20000, 10))).toEqual(tooBig);
  });
});
