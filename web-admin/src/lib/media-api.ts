// Removing an upload no vehicle uses yet (DELETE /api/upload/:fileId, SPEC §4 Images). A mutation like every other
// change, so it goes out through sendCommand (and later the offline outbox). Uploading itself is in
// components/image-uploader/upload.ts: it needs per-file progress, which fetch cannot report.
import { api } from './api.ts';

export const mediaApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteUpload: build.mutation<{ success: boolean }, string>({
      query: (fileId) => ({ url: `/upload/${encodeURIComponent(fileId)}`, method: 'DELETE' }),
    }),
  }),
});

export const { useDeleteUploadMutation } = mediaApi;
