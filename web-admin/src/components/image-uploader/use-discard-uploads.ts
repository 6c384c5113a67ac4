// Uploads no vehicle will use are taken back out of the media store (SPEC §4): one removed before saving, or all the
// unsaved ones when a vehicle form is left without saving. A failure leaves an orphan file, not a broken vehicle, so
// it is only logged.
import { useCallback } from 'react';
import { useDeleteUploadMutation } from '../../lib/media-api.ts';
import type { DraftImage } from './image-drafts.ts';

export function useDiscardUploads(): (drafts: readonly DraftImage[]) => void {
  const [deleteUpload] = useDeleteUploadMutation();
  return useCallback(
    (drafts) => {
      for (const draft of drafts) {
        if (!draft.isNew || !draft.fileId) continue;
        deleteUpload(draft.fileId).unwrap().catch((error: unknown) => console.warn('Could not delete the unsaved upload', error));
      }
    },
    [deleteUpload],
  );
}
