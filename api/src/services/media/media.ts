// Uploaded images: store one (a staff upload or a demo-seed photo), open a variant, remove one no vehicle uses.
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { FILE_ID, UPLOAD_MESSAGES, mediaFileId, mediaUrl, parseVariantName, type UploadResult } from '@forecourt/contracts';
import type { Deps } from '../../deps.ts';
import type { Caller } from '../../http/context.ts';
import { requireUser } from '../../lib/auth/authorize.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { MediaObject } from '../../lib/media-store.ts';
import { prepareImage } from './image-pipeline.ts';

export type MediaDeps = Pick<Deps, 'db' | 'media' | 'clock'>;

export interface StoreImageOptions {
  originalName?: string | null;
  /** The user who uploaded it; null for images the system puts in (demo seed). */
  createdBy?: number | null;
}

export interface UploadedFile {
  buffer: Buffer;
  originalName: string;
}

const MAX_NAME_LENGTH = 255;

/**
 * The name the uploader's file had, as we keep it: no control characters (a NUL cannot even be stored) and no half
 * of a surrogate pair (cut at the length limit, or sent so on purpose), which PostgreSQL refuses.
 */
function cleanFileName(name: string | null | undefined): string | null {
  const cleaned = (name ?? '')
    .slice(0, MAX_NAME_LENGTH)
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
    .trim();
  return cleaned || null;
}

/**
 * Puts one image through the pipeline, stores every variant under `<fileId>/` and records it in `uploads`.
 * A refused image throws before anything is written; a failure while writing removes what was written.
 */
export async function storeImage(deps: MediaDeps, data: Buffer, options: StoreImageOptions = {}): Promise<UploadResult> {
  const image = await prepareImage(data);
  const fileId = randomBytes(16).toString('base64url');
  const folder = `${fileId}/`;
  try {
    await Promise.all(
      image.variants.map((v) => deps.media.put(`${folder}${v.width}.${v.format}`, v.data, v.contentType)),
    );
    await deps.db('uploads').insert({
      file_id: fileId,
      original_name: cleanFileName(options.originalName),
      format: image.format,
      width: image.width,
      height: image.height,
      bytes: data.length,
      created_by: options.createdBy ?? null,
      created_at: deps.clock(),
    });
  } catch (err) {
    await deps.media.deletePrefix(folder).catch(() => undefined);
    throw err;
  }
  return { url: mediaUrl(fileId), fileId, width: image.width, height: image.height };
}

/** POST /api/upload: any signed-in member of staff. */
export async function uploadImage(deps: MediaDeps, file: UploadedFile | undefined, caller: Caller): Promise<UploadResult> {
  const user = requireUser(caller.user);
  if (!file) throw badRequest(UPLOAD_MESSAGES.noFile);
  return storeImage(deps, file.buffer, { originalName: file.originalName, createdBy: user.id });
}

/** One stored variant (`600.jpg`) for anyone; names we never make are unknown, never looked up. */
export async function openVariant(deps: MediaDeps, fileId: string, name: string): Promise<MediaObject> {
  const variant = parseVariantName(name);
  const object = variant && FILE_ID.test(fileId) ? await deps.media.get(`${fileId}/${name}`) : undefined;
  if (!object) throw notFound(UPLOAD_MESSAGES.notFound);
  return object;
}

/** DELETE /api/upload/:fileId: removes an upload (record and files) that no car or campervan uses. */
export async function deleteUpload(deps: Pick<Deps, 'store' | 'media'>, fileId: string, caller: Caller): Promise<void> {
  requireUser(caller.user);
  if (!FILE_ID.test(fileId)) throw notFound(UPLOAD_MESSAGES.notFound);
  // Under the event store's append lock, so no vehicle can start using the image between the check and the removal;
  // the files go before the commit, so a failure to remove them keeps the record.
  await deps.store.transact(async (tx) => {
    const upload = await tx.trx('uploads').where({ file_id: fileId }).first('file_id');
    if (!upload) throw notFound(UPLOAD_MESSAGES.notFound);
    if (await isInUse(tx.trx, fileId)) throw conflict(UPLOAD_MESSAGES.inUse);
    await tx.trx('uploads').where({ file_id: fileId }).delete();
    await deps.media.deletePrefix(`${fileId}/`);
  });
}

const IMAGE_TABLES = ['car_images', 'campervan_images'] as const;
const URL_TABLES = ['cars', 'campervans', ...IMAGE_TABLES] as const;

/** Whether an image row names the file, or any vehicle or image address points at one of its variants. */
async function isInUse(db: Knex, fileId: string): Promise<boolean> {
  for (const table of IMAGE_TABLES) {
    if (await db(table).where({ file_id: fileId }).first('id')) return true;
  }
  for (const table of URL_TABLES) {
    // A cheap filter in SQL; the address may be absolute or carry a query, so its path decides.
    const rows: { image_url: string }[] = await db(table)
      .whereRaw('position(? in image_url) > 0', [`/media/${fileId}/`])
      .select('image_url');
    if (rows.some((row) => mediaFileId(pathOf(row.image_url)) === fileId)) return true;
  }
  return false;
}

const pathOf = (url: string): string => {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return url;
  }
};
