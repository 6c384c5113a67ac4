// The image pipeline on its own: what it accepts, what it refuses and what comes out (no storage, no database).
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { IMAGE_VARIANTS, UPLOAD_MESSAGES } from '@forecourt/contracts';
import { AppError } from '../../lib/errors.ts';
import { readdir } from 'node:fs/promises';
import { decodeScratchFolder, jpegShrinkFor, prepareImage, sniffFormat } from './image-pipeline.ts';
import {
  GPS_MARKER,
  decompressionBomb,
  jpegClaiming,
  largeCameraPhoto,
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
const LARGEST = Math.max(...IMAGE_VARIANTS.map((v) => v.width));

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

describe('jpegShrinkFor', () => {
  it('shrinks a JPEG while loading as far as leaves the upright photo at least as wide as the largest variant', () => {
    expect(LARGEST).toBe(1200);
    // A 12 MP photo held landscape (4000 wide) or upright (3000 wide once turned): half size either way.
    expect(jpegShrinkFor({ width: 4000, height: 3000, orientation: 1 })).toBe(2);
    expect(jpegShrinkFor({ width: 4000, height: 3000, orientation: 6 })).toBe(2);
    expect(jpegShrinkFor({ width: 4000, height: 3000 })).toBe(2);
    // Upright width from the stored height for orientations 5 to 8, from the stored width for 1 to 4.
    expect(jpegShrinkFor({ width: 4000, height: 2399, orientation: 8 })).toBe(1);
    expect(jpegShrinkFor({ width: 2399, height: 4000, orientation: 3 })).toBe(1);
    expect(jpegShrinkFor({ width: 2399, height: 4000, orientation: 5 })).toBe(2);
    expect(jpegShrinkFor({ width: 9600, height: 7200 })).toBe(8);
    expect(jpegShrinkFor({ width: 9599, height: 7200 })).toBe(4);
    // Smaller than the largest variant: no shrink at all.
    expect(jpegShrinkFor({ width: 2000, height: 1000, orientation: 6 })).toBe(1);
  });
});

// Real decodes of photos up to 8 MP: seconds each on a busy two-core machine, more than vitest's default 5 s allows.
describe('prepareImage', { timeout: 60_000 }, () => {
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

  it('turns a large photo, shrunk while it loads, upright in all eight orientations: never sideways, 1200 px wide', async () => {
    for (let orientation = 1; orientation <= 8; orientation++) {
      const photo = await largeCameraPhoto(orientation);
      const sideways = orientation >= 5;
      const expected = await sharp(photo, { autoOrient: true }).resize({ width: LARGEST }).png().toBuffer();
      const image = await prepareImage(photo);
      // Upright 2400×3200 (or 3200×2400) into 1200 px: 1200×1600 (or 1200×900), not its sideways 1600 or 900 wide.
      expect([orientation, image.width, image.height]).toEqual([orientation, LARGEST, sideways ? 1600 : 900]);
      for (const variant of image.variants) {
        const meta = await sharp(variant.data).metadata();
        expect([orientation, variant.format, meta.width, meta.height]).toEqual([orientation, variant.format, variant.width, Math.round((variant.width * image.height) / image.width)]);
        expect(meta.orientation).toBeUndefined();
      }
      const largest = image.variants.find((v) => v.width === LARGEST && v.format === 'jpg')!;
      for (const [x, y] of [[30, 30], [LARGEST - 30, 30], [30, image.height - 30], [LARGEST - 30, image.height - 30], [Math.round(LARGEST * 0.3), Math.round(image.height * 0.3)], [Math.round(LARGEST * 0.85), Math.round(image.height * 0.85)]] as const) {
        expect(near(await pixelAt(largest.data, x, y), await pixelAt(expected, x, y)), `orientation ${orientation} at ${x},${y}`).toBe(true);
      }
    }
    // Each JPEG went through a file of its own for the decode, and none is left behind.
    const folder = await decodeScratchFolder();
    expect(folder).toBeDefined();
    expect(await readdir(folder!)).toEqual([]);
  });

  it('refuses a large JPEG cut short, shrunk while loading or not, and leaves no file behind', async () => {
    expect(await refusal(await truncatedJpeg({ width: 3200, height: 2400 }))).toEqual({ status: 400, message: UPLOAD_MESSAGES.damaged });
    const folder = await decodeScratchFolder();
    expect(folder).toBeDefined();
    expect(await readdir(folder!)).toEqual([]);
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
    // A JPEG claiming 64 MP, which the pipeline would shrink by 4 while loading (and sharp's own pixel limit would then
    // see only 4 MP): refused by its header before that.
    expect(jpegShrinkFor({ width: 8000, height: 8000 })).toBe(4);
    expect(await refusal(await jpegClaiming(8000, 8000))).toEqual(tooBig);
    // Few pixels, but a side no WebP can hold.
    expect(await refusal(await pngClaiming(20000, 10))).toEqual(tooBig);
  });
});
