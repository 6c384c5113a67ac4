// The campervan form's save flow (SPEC §4): the campervan first (created, or updated against the version the form was
// based on), then, when it has any images, the whole image list in one batch (new ones added, deleted ones removed,
// the order kept). Each step says what it reached, so the form can tell a conflict, a refusal and a failure apart.
import type { Campervan, CampervanCreate, CampervanImage } from '@forecourt/contracts/campervan';
import type { DraftImage } from '../../components/image-uploader/image-drafts.ts';
import { saveRefusal, type SaveRefusal } from '../../lib/version-conflict.ts';
import { useCreateCampervanMutation, useSaveCampervanImagesMutation, useUpdateCampervanMutation } from './campervans-api.ts';

export interface SavedRef {
  id: number;
  version: number;
}

export type CampervanStep = { ok: true; campervan: Campervan } | ({ ok: false } & SaveRefusal<Campervan>);

export type ImagesStep = { ok: true; version: number; images: CampervanImage[] } | { ok: false };

export function useCampervanSave() {
  const [createCampervan] = useCreateCampervanMutation();
  const [updateCampervan] = useUpdateCampervanMutation();
  const [saveCampervanImages] = useSaveCampervanImagesMutation();

  /** Creates the campervan, or updates it when it is already saved (as of the version given). */
  async function saveCampervan(values: CampervanCreate, saved?: SavedRef): Promise<CampervanStep> {
    const result = saved ? await updateCampervan({ id: saved.id, version: saved.version, body: values }) : await createCampervan(values);
    if (!result.error) return { ok: true, campervan: result.data };
    return { ok: false, ...saveRefusal<Campervan>(result.error) };
  }

  /** Sends the image list as the form holds it; the server adds, removes and orders in one change. */
  async function saveImages(saved: SavedRef, drafts: readonly DraftImage[]): Promise<ImagesStep> {
    const result = await saveCampervanImages({
      id: saved.id,
      version: saved.version,
      batch: {
        campervanId: saved.id,
        images: drafts.map((d) => ({ id: d.id, campervanId: saved.id, imageUrl: d.imageUrl, fileId: d.fileId, isNew: d.isNew, isDeleted: d.isDeleted })),
      },
    });
    if (result.error) {
      console.error('Failed to save campervan images', result.error);
      return { ok: false };
    }
    return { ok: true, version: result.data.version, images: result.data.images };
  }

  return { saveCampervan, saveImages };
}
