// Uploads (POST /api/upload) and removing an upload no vehicle uses yet (DELETE /api/upload/:fileId, SPEC §4 Images).
// Both are commands like every other change, sent by sendCommand: the same command headers, and with no network the
// photo waits on the tablet in the outbox. The uploader (components/image-uploader/upload.ts) watches each file's
// progress by its command id.
import type { UploadResult } from '@forecourt/contracts/media';
import { api } from './api.ts';
import { commandCall } from './offline/command-requests.ts';
import { uploadCommand } from './offline/offline-photos.ts';

/** The call that uploads one photo under `commandId`: multipart, with its typed command for the outbox. */
export function uploadCall(file: File, commandId: string) {
  const form = new FormData();
  form.append('file', file, file.name);
  const call = commandCall(uploadCommand(file.name));
  return { ...call, body: form, headers: { 'Idempotency-Key': commandId } };
}

export const mediaApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteUpload: build.mutation<{ success: boolean }, string>({
      query: (fileId) => commandCall({ stream: 'upload', streamId: fileId, command: { type: 'RemoveUpload', fileId } }),
    }),
    uploadPhoto: build.mutation<UploadResult, { file: File; commandId: string }>({
      query: ({ file, commandId }) => uploadCall(file, commandId),
    }),
  }),
});

export const { useDeleteUploadMutation } = mediaApi;
