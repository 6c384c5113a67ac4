// The campervan's part of the form's save flow (SPEC §4): its create and update calls, and its image step: when it
// has any images, the whole image list in one batch (new ones added, deleted ones removed, the order kept), which
// the server applies as one change, so a failed batch leaves the campervan as it was.
import type { Campervan, CampervanCreate } from '@forecourt/contracts/campervan';
import { draftsFromSaved, type DraftImage } from '../../components/image-uploader/image-drafts.ts';
import type { ImageStep } from '../../components/vehicle-form/use-vehicle-save.ts';
import { useCreateCampervanMutation, useSaveCampervanImagesMutation, useUpdateCampervanMutation } from './campervans-api.ts';

export function useCampervanSave() {
  const [createCampervan] = useCreateCampervanMutation();
  const [updateCampervan] = useUpdateCampervanMutation();
  const [saveCampervanImages] = useSaveCampervanImagesMutation();

  /** Sends the image list as the form holds it; with no images there is nothing to send (SPEC §4). */
  async function saveImages(van: Campervan, drafts: DraftImage[]): Promise<ImageStep<Campervan>> {
    if (drafts.length === 0) return { ok: true, images: drafts, changed: false };
    const result = await saveCampervanImages({
      id: van.id,
      version: van.version,
      batch: {
        campervanId: van.id,
        images: drafts.map((d) => ({ id: d.id, campervanId: van.id, imageUrl: d.imageUrl, fileId: d.fileId, isNew: d.isNew, isDeleted: d.isDeleted })),
      },
    });
    if (result.error) {
      console.error('Failed to save campervan images', result.error);
      return { ok: false, images: drafts, changed: false };
    }
    return { ok: true, images: draftsFromSaved(result.data.images), changed: true };
  }

  return { create: (body: CampervanCreate) => createCampervan(body), update: updateCampervan, saveImages };
}
