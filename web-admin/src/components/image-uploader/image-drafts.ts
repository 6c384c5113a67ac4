// A vehicle's images while its form is open (SPEC §4 Images): saved ones, new uploads (id 0) and saved ones marked
// for deletion, in gallery order. Pure functions, shared by the car and campervan forms and the uploader.
import { mediaUrl, type UploadResult } from '@forecourt/contracts/media';

export interface DraftImage {
  /** Stable React key: `saved-${id}` for a saved image, a random id for a new upload. */
  key: string;
  /** 0 for a new upload (SPEC §4). */
  id: number;
  imageUrl: string;
  fileId: string | null;
  isNew: boolean;
  isDeleted: boolean;
}

export function draftsFromSaved(saved: { id: number; imageUrl: string; fileId: string | null }[]): DraftImage[] {
  return saved.map((image) => ({
    key: `saved-${image.id}`,
    id: image.id,
    imageUrl: image.imageUrl,
    fileId: image.fileId ?? null,
    isNew: false,
    isDeleted: false,
  }));
}

export function draftFromUpload(upload: Pick<UploadResult, 'url' | 'fileId'>, key: string): DraftImage {
  return { key, id: 0, imageUrl: upload.url, fileId: upload.fileId, isNew: true, isDeleted: false };
}

/** The images the gallery shows, in order: everything not marked deleted. */
export const visibleImages = (drafts: readonly DraftImage[]): DraftImage[] => drafts.filter((d) => !d.isDeleted);

/** The vehicle's imageUrl: the first image not marked deleted, or '' when none remain (SPEC §4). */
export function mainImageUrl(drafts: DraftImage[]): string {
  return drafts.find((d) => !d.isDeleted)?.imageUrl ?? '';
}

/**
 * Removes an image: a saved one is marked deleted (it goes on save), an unsaved one leaves the list (its upload is
 * the caller's to delete from the media store).
 */
export function removeDraft(drafts: readonly DraftImage[], key: string): DraftImage[] {
  return drafts.flatMap((d) => {
    if (d.key !== key) return [d];
    return d.isNew ? [] : [{ ...d, isDeleted: true }];
  });
}

/**
 * Moves the image at visible position `from` to visible position `to` (0 = the main image). Images marked deleted
 * keep their place among the others; they are not shown and are removed on save whatever their place.
 */
export function moveDraft(drafts: readonly DraftImage[], from: number, to: number): DraftImage[] {
  const visible = visibleImages(drafts);
  if (from === to || from < 0 || to < 0 || from >= visible.length || to >= visible.length) return [...drafts];
  const reordered = [...visible];
  const [moved] = reordered.splice(from, 1);
  reordered.splice(to, 0, moved!);
  let next = 0;
  return drafts.map((d) => (d.isDeleted ? d : reordered[next++]!));
}

/** What a thumbnail shows: the 200 px variant of one of our uploads, else the address as it is. */
export const thumbnailUrl = (draft: Pick<DraftImage, 'fileId' | 'imageUrl'>): string =>
  draft.fileId ? mediaUrl(draft.fileId, 200) : draft.imageUrl;
