// The calls of the campervan add/edit form (SPEC §7): one campervan and its images, creating and updating it, and the
// image batch save. Each change invalidates what it touches, so Manage Campervans, the dashboard and an open form
// all show the saved campervan.
import type { Campervan, CampervanCreate, CampervanImage, CampervanImageBatch, CampervanUpdate } from '@forecourt/contracts/campervan';
import { api } from '../../lib/api.ts';
import { commandCall } from '../../lib/offline/command-requests.ts';
import { newTempId } from '../../lib/offline/queued-command.ts';

/** Tags of one campervan: its row in every list, itself, and its gallery. */
const campervanTags = (id: number) => [
  { type: 'Campervan' as const, id: 'LIST' },
  { type: 'Campervan' as const, id },
  { type: 'CampervanImage' as const, id },
];

export interface ImageBatchAnswer {
  campervanId: number;
  version: number;
  images: CampervanImage[];
}

export const campervansApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCampervan: build.query<Campervan, number>({
      query: (id) => ({ url: `/campervans/${id}`, cache: 'no-store' }),
      providesTags: (_van, _error, id) => [{ type: 'Campervan', id }],
    }),
    getCampervanImages: build.query<CampervanImage[], number>({
      query: (campervanId) => ({ url: `/campervan-images/${campervanId}`, cache: 'no-store' }),
      providesTags: (_images, _error, campervanId) => [{ type: 'CampervanImage', id: campervanId }],
    }),
    createCampervan: build.mutation<Campervan, CampervanCreate>({
      query: (body) => {
        const id = newTempId();
        return commandCall({ stream: 'campervan', streamId: id, command: { type: 'ListCampervan', id, fields: body } });
      },
      invalidatesTags: [{ type: 'Campervan', id: 'LIST' }],
    }),
    /** `version` is the one the form was based on: a campervan changed meanwhile answers 409, never overwritten. */
    /** `body` holds only the fields the person changed, against the version the form was based on. */
    updateCampervan: build.mutation<Campervan, { id: number; version: number; body: CampervanUpdate }>({
      query: ({ id, version, body }) => commandCall({ stream: 'campervan', streamId: id, command: { type: 'ChangeCampervan', changes: body } }, version),
      invalidatesTags: (_van, _error, { id }) => campervanTags(id),
    }),
    /** The whole image list in one change: new ones added, deleted ones removed, the order kept (first = main). */
    saveCampervanImages: build.mutation<ImageBatchAnswer, { id: number; version: number; batch: CampervanImageBatch }>({
      query: ({ id, version, batch }) =>
        commandCall({ stream: 'campervan', streamId: id, command: { type: 'SaveCampervanGallery', batch, standInId: newTempId() } }, version),
      invalidatesTags: (_result, _error, { id }) => campervanTags(id),
    }),
  }),
});

export const {
  useGetCampervanQuery,
  useGetCampervanImagesQuery,
  useLazyGetCampervanQuery,
  useLazyGetCampervanImagesQuery,
  useCreateCampervanMutation,
  useUpdateCampervanMutation,
  useSaveCampervanImagesMutation,
} = campervansApi;
