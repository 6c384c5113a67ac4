// Uploaded images: what an upload answers, the addresses of its variants, and the messages of a refusal.
import { IMAGE_VARIANTS, UPLOAD_MAX_PIXELS } from './limits.ts';

export interface UploadResult {
  url: string;
  fileId: string;
  /** Size of the largest variant (the one `url` points at), after turning it upright. */
  width: number;
  height: number;
}

export type VariantWidth = (typeof IMAGE_VARIANTS)[number]['width'];
export type VariantFormat = 'webp' | 'jpg';

/** Image formats an upload may be in, as sharp names them; anything else is refused whatever its name says. */
export const UPLOAD_FORMATS = ['jpeg', 'png', 'gif', 'webp'] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

/** For the uploader's file input; the server still checks the content itself. */
export const UPLOAD_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** Longest side an upload may have: WebP cannot hold more, and a variant keeps the height of a narrow image. */
export const UPLOAD_MAX_SIDE = 16383;

/** The exact answers of a refused upload or removal. */
export const UPLOAD_MESSAGES = {
  tooLarge: 'File too large. The maximum is 5MB per file.',
  notAnImage: 'The file is not a PNG, JPEG, GIF or WebP image',
  damaged: 'The image is damaged or incomplete and could not be read',
  tooManyPixels: `The image dimensions are too large. The maximum is ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels and ${UPLOAD_MAX_SIDE} pixels on a side.`,
  noFile: 'No file was uploaded. Send the image as the form field "file".',
  oneFile: 'Send one image per upload, as the form field "file".',
  unreadable: 'The upload could not be read. Please try again.',
  inUse: 'This image is used by a vehicle and cannot be deleted',
  notFound: 'Image not found',
} as const;

/** A file id: random and url-safe (base64url), so it can sit in a path and a storage key as it is. */
export const FILE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** `/media/{fileId}/{width}.{webp|jpg}`: the shape of every stored variant address. */
const MEDIA_URL = /^\/media\/([A-Za-z0-9_-]{1,64})\/(\d+)\.(webp|jpg)$/;

export const mediaUrl = (fileId: string, width: VariantWidth = 1200, format: VariantFormat = 'webp'): string =>
  `/media/${fileId}/${width}.${format}`;

/** The file id of one of our media addresses, or undefined for any other address. */
export function mediaFileId(url: string): string | undefined {
  return MEDIA_URL.exec(url)?.[1];
}

/** The same image at another width or format; other addresses come back as they are. */
export function mediaVariant(url: string, width: VariantWidth, format: VariantFormat = 'webp'): string {
  const fileId = mediaFileId(url);
  return fileId ? mediaUrl(fileId, width, format) : url;
}

/** The variant a stored file name (`600.jpg`) stands for, or undefined if we never make such a file. */
export function parseVariantName(name: string): { width: VariantWidth; format: VariantFormat } | undefined {
  const match = /^(\d+)\.(webp|jpg)$/.exec(name);
  const variant = IMAGE_VARIANTS.find((v) => String(v.width) === match?.[1]);
  return variant && match ? { width: variant.width, format: match[2] as VariantFormat } : undefined;
}

/** The `srcset` of one of our images: every variant width, WebP or the JPEG fallback; undefined for other addresses. */
export function mediaSrcSet(url: string, format: 'webp' | 'jpg' = 'webp'): string | undefined {
  const fileId = mediaFileId(url);
  return fileId ? ([200, 600, 1200] as const).map((w) => `${mediaUrl(fileId, w, format)} ${w}w`).join(', ') : undefined;
}

/** How wide the main photo of a vehicle's detail shows; the server preloads exactly what the browser will pick. */
export const CAR_DETAIL_IMAGE_SIZES = '(min-width: 768px) 480px, 100vw';
export const CAMPERVAN_DETAIL_IMAGE_SIZES = '(min-width: 900px) 500px, 100vw';
