// Turns an uploaded file into the variants we serve: proves it is a PNG, JPEG, GIF or WebP of a sane size, turns it
// upright, drops all metadata (camera, GPS, ICC) and encodes every width as WebP and JPEG. No storage, no database.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  IMAGE_VARIANTS,
  UPLOAD_MAX_PIXELS,
  UPLOAD_MAX_SIDE,
  UPLOAD_MESSAGES,
  type UploadFormat,
  type VariantFormat,
  type VariantWidth,
} from '@forecourt/contracts';
import { badRequest, tooLarge, type AppError } from '../../lib/errors.ts';

export interface EncodedVariant {
  width: VariantWidth;
  format: VariantFormat;
  contentType: string;
  data: Buffer;
}

export interface PreparedImage {
  /** The format the upload really was, whatever its name or declared type said. */
  format: UploadFormat;
  /** Size of the largest variant. */
  width: number;
  height: number;
  variants: EncodedVariant[];
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const SIGNATURES: [UploadFormat, (data: Buffer) => boolean][] = [
  ['jpeg', (d) => d[0] === 0xff && d[1] === 0xd8 && d[2] === 0xff],
  ['png', (d) => d.subarray(0, 8).equals(PNG_SIGNATURE)],
  ['gif', (d) => /^GIF8[79]a$/.test(d.subarray(0, 6).toString('latin1'))],
  ['webp', (d) => d.subarray(0, 4).toString('latin1') === 'RIFF' && d.subarray(8, 12).toString('latin1') === 'WEBP'],
];

/**
 * The format by its first bytes. Checked before sharp sees the file, so no other decoder (SVG, PDF, TIFF, HEIF…)
 * ever runs on an upload.
 */
export function sniffFormat(data: Buffer): UploadFormat | undefined {
  return SIGNATURES.find(([, matches]) => matches(data))?.[0];
}

/** Untrusted input: refuse oversized images before decoding, and corrupt or truncated pixel data while decoding. */
const UNTRUSTED = { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' } as const;

const LARGEST_WIDTH = Math.max(...IMAGE_VARIANTS.map((v) => v.width));
export const WEBP_EFFORT = 2;

export async function prepareImage(data: Buffer): Promise<PreparedImage> {
  const format = sniffFormat(data);
  if (!format) throw badRequest(UPLOAD_MESSAGES.notAnImage);
  // The header alone: cheap, and enough to turn away a decompression bomb before it is unpacked.
  const meta = await sharp(data, UNTRUSTED)
    .metadata()
    .catch((err: unknown) => {
      throw refusalOf(err);
    });
  if (!meta.width || !meta.height) throw badRequest(UPLOAD_MESSAGES.damaged);
  if (meta.format !== format) throw badRequest(UPLOAD_MESSAGES.notAnImage);
  if (meta.width * meta.height > UPLOAD_MAX_PIXELS || Math.max(meta.width, meta.height) > UPLOAD_MAX_SIDE) {
    throw tooLarge(UPLOAD_MESSAGES.tooManyPixels);
  }

  const upright = await decodeUpright(data, format === 'jpeg' ? jpegShrinkFor(meta) : 1);
  // The widest encodes take longest: they start first, so the thread pool is not left waiting on one at the end.
  const widestFirst = [...IMAGE_VARIANTS].sort((a, b) => b.width - a.width);
  const encoded = await Promise.all(
    widestFirst.flatMap(({ width, quality }) => {
      // Every width is cut from the one decoded copy; withoutEnlargement keeps small photos at their own size.
      const resized = upright.pipeline.clone().resize({ width, withoutEnlargement: true });
      return [
        // libwebp's method 2 rather than its default 4: about twice as fast, and files within a few per cent of
        // its size either way at the same quality (docs/benchmarks.md).
        encode(width, 'webp', resized.clone().webp({ quality, effort: WEBP_EFFORT })),
        // JPEG has no transparency: a transparent PNG, GIF or WebP goes onto white, not black.
        encode(width, 'jpg', resized.clone().flatten({ background: '#ffffff' }).jpeg({ quality, progressive: true })),
      ];
    }),
  );
  const variants = IMAGE_VARIANTS.flatMap(({ width }) => encoded.filter((variant) => variant.width === width));
  return { format, width: upright.width, height: upright.height, variants };
}

/**
 * How far libjpeg can shrink this JPEG while it decodes it (1/2, 1/4 or 1/8 of each side, for a fraction of the work)
 * and still leave the upright photo at least as wide as the largest variant.
 */
export function jpegShrinkFor(meta: Pick<Metadata, 'width' | 'height' | 'orientation'>): JpegShrink {
  // Orientations 5 to 8 are stored on their side: the upright width is the stored height.
  const uprightWidth = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  return JPEG_SHRINKS.find((shrink) => Math.floor(uprightWidth / shrink) >= LARGEST_WIDTH) ?? 1;
}
export type JpegShrink = 1 | 2 | 4 | 8;
const JPEG_SHRINKS = [8, 4, 2] as const;

/**
 * Decodes once: upright from the EXIF orientation, already shrunk to the largest variant, as plain 8-bit pixels that
 * carry no metadata at all. The variants resize from these pixels.
 *
 * A JPEG is shrunk while it loads by the factor `jpegShrinkFor` chose. sharp itself shrinks by 2 on load only when
 * the whole shrink is at least 3 (between 2 and 3 it steps down, against libjpeg's rounding): a 12 MP photo held
 * upright, 3000 px wide, needs 2.5 to reach 1200 px, so sharp decoded all 12 million pixels where a quarter of them
 * serve. The factor can only be given to libvips' loader with the file's name, so the JPEG goes to a private temporary
 * file for the decode; if that cannot be written, sharp decodes it from memory as before. sharp's own pixel limit then
 * sees the shrunk size: the header check in `prepareImage` has already refused anything too large.
 */
export async function decodeUpright(data: Buffer, shrink: JpegShrink): Promise<{ pipeline: Sharp; width: number; height: number }> {
  const file = shrink > 1 ? await temporaryCopy(data) : undefined;
  try {
    const input = file ? `${file}[shrink=${shrink}]` : data;
    const { data: pixels, info } = await sharp(input, { ...UNTRUSTED, autoOrient: true })
      .resize({ width: LARGEST_WIDTH, withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 };
    return { pipeline: sharp(pixels, { raw }), width: info.width, height: info.height };
  } catch (err) {
    throw refusalOf(err);
  } finally {
    if (file) await rm(file, { force: true }).catch(() => undefined);
  }
}

let scratchDir: Promise<string> | undefined;

/** The folder the JPEGs being decoded are copied into, once one has been (for the tests: it must be left empty). */
export const decodeScratchFolder = (): Promise<string> | undefined => scratchDir;

/** The upload in a file of its own in a folder of this process, named by us (never by the uploader); or undefined. */
async function temporaryCopy(data: Buffer): Promise<string | undefined> {
  let file: string | undefined;
  try {
    scratchDir ??= mkdtemp(path.join(tmpdir(), 'forecourt-decode-'));
    file = path.join(await scratchDir, `${randomUUID()}.jpg`);
    await writeFile(file, data, { mode: 0o600 });
    return file;
  } catch {
    // A full disk or a folder swept away: decode from memory this time, and make the folder again next time.
    if (file) await rm(file, { force: true }).catch(() => undefined);
    scratchDir = undefined;
    return undefined;
  }
}

/** What a sharp failure on an upload means to the uploader: too many pixels, or a file that cannot be read. */
function refusalOf(err: unknown): AppError {
  if (/pixel limit/i.test((err as Error).message)) return tooLarge(UPLOAD_MESSAGES.tooManyPixels);
  return badRequest(UPLOAD_MESSAGES.damaged);
}

async function encode(width: VariantWidth, format: VariantFormat, pipeline: Sharp): Promise<EncodedVariant> {
  return { width, format, contentType: format === 'webp' ? 'image/webp' : 'image/jpeg', data: await pipeline.toBuffer() };
}
