// Addresses of uploaded images and their variants.
import { IMAGE_VARIANTS } from './limits.ts';

export interface UploadResult {
  url: string;
  fileId: string;
  width: number;
  height: number;
}

export type VariantWidth = (typeof IMAGE_VARIANTS)[number]['width'];

/** `/media/{fileId}/{width}.{webp|jpg}`: the shape of every stored variant address. */
const MEDIA_URL = /^\/media\/([A-Za-z0-9_-]+)\/(\d+)\.(webp|jpg)$/;

export const mediaUrl = (fileId: string, width: VariantWidth = 1200, format: 'webp' | 'jpg' = 'webp'): string =>
  `/media/${fileId}/${width}.${format}`;

/** The file id of one of our media addresses, or undefined for any other address. */
export function mediaFileId(url: string): string | undefined {
  return MEDIA_URL.exec(url)?.[1];
}

/** The same image at another width or format; other addresses come back as they are. */
export function mediaVariant(url: string, width: VariantWidth, format: 'webp' | 'jpg' = 'webp'): string {
  const fileId = mediaFileId(url);
  return fileId ? mediaUrl(fileId, width, format) : url;
}
