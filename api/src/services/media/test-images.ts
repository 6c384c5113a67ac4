// Images for the media tests, made with sharp as the tests run (no binary fixtures): good ones and hostile ones.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Written into the GPS block of the phone photo, so a test can look for it byte by byte in what we serve. */
export const GPS_MARKER = 'FORECOURT-GPS-MARKER';

const BLUE = { r: 0, g: 0, b: 255 };
const RED = { r: 255, g: 0, b: 0 };

/**
 * What a phone writes when held upright: 2000×1000 sensor pixels with EXIF orientation 6 (turn 90° clockwise to
 * view), camera and GPS tags. The left 500 columns are blue, so upright the blue band is along the top.
 * Upright it is 1000×2000.
 */
export async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1000, channels: 3, background: RED } })
    .composite([{ input: { create: { width: 500, height: 1000, channels: 3, background: BLUE } }, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Forecourt Phone', Model: 'Test 1' },
      IFD3: { GPSLatitudeRef: 'S', GPSLongitudeRef: 'E', GPSMapDatum: GPS_MARKER },
    })
    .toBuffer();
}

/**
 * A large photo as stored by a camera, 3200×2400, with EXIF `orientation`: red, with a blue top-left quarter and a green
 * block at the bottom right, so any turn or mirror moves one of them. Large enough that the pipeline shrinks the JPEG
 * while loading it (upright it is at least 2400 px wide).
 */
export async function largeCameraPhoto(orientation: number): Promise<Buffer> {
  return sharp({ create: { width: 3200, height: 2400, channels: 3, background: RED } })
    .composite([
      { input: { create: { width: 1600, height: 1200, channels: 3, background: BLUE } }, left: 0, top: 0 },
      { input: { create: { width: 800, height: 1200, channels: 3, background: { r: 0, g: 255, b: 0 } } }, left: 2400, top: 1200 },
    ])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation })
    .toBuffer();
}

export type TestFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'tiff';

/** A plain image in a format; with `transparent`, fully see-through (to check the JPEG fallback goes white). */
export async function plainImage(
  format: TestFormat,
  { width = 800, height = 600, transparent = false }: { width?: number; height?: number; transparent?: boolean } = {},
): Promise<Buffer> {
  const background = transparent ? { r: 0, g: 0, b: 0, alpha: 0 } : { r: 0, g: 120, b: 60, alpha: 1 };
  return sharp({ create: { width, height, channels: 4, background } })
    .toFormat(format)
    .toBuffer();
}

/**
 * The first half of a detailed JPEG: the header reads fine, the pixels stop short. A large one (3200×2400, say) is one
 * the pipeline shrinks while loading.
 */
export async function truncatedJpeg({ width = 800, height = 600 }: { width?: number; height?: number } = {}): Promise<Buffer> {
  const full = await sharp({ create: { width, height, channels: 3, background: BLUE, noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .jpeg()
    .toBuffer();
  return full.subarray(0, Math.floor(full.length / 2));
}

/** A real, valid PNG of 64 megapixels in one colour: about 200 KB on the wire, about 200 MB once unpacked. */
export async function decompressionBomb(): Promise<Buffer> {
  return sharp({ create: { width: 8000, height: 8000, channels: 3, background: BLUE } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A tiny PNG whose header claims width × height (checksum fixed up, so decoders believe it). */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 2, height: 2, channels: 3, background: RED } }).png().toBuffer());
  // IHDR: length (8..11), type (12..15), width (16..19), height (20..23), …, CRC of type and data (29..32).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

/** A tiny JPEG whose frame header claims width × height (the pixels are 16×16), to test refusals by header. */
export async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await sharp({ create: { width: 16, height: 16, channels: 3, background: RED } }).jpeg().toBuffer());
  // SOF0: FF C0, length (2 bytes), precision (1), height (2), width (2).
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

export const svgImage = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="green"/></svg>',
);

export const textFile = Buffer.from('This is a text file pretending to be a photo of a BMW.\n'.repeat(20));

/** The colour of one pixel of an encoded image, as [r, g, b]. */
export async function pixelAt(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

/** Whether every channel is within `tolerance` of the expected colour (lossy formats shift colours a little). */
export const near = (actual: number[], expected: number[], tolerance = 40): boolean =>
  actual.length === expected.length && actual.every((value, i) => Math.abs(value - expected[i]!) <= tolerance);
