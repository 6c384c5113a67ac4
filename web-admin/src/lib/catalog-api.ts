// The catalogue the vehicle forms pick from: car makes, car features and campervan features (SPEC §7). Shared by the
// car form, the campervan form and the feature picker, so it lives in lib/.
import type { Brand, Feature } from '@forecourt/contracts/catalog';
import { api, type TagType } from './api.ts';
import { commandCall } from './offline/command-requests.ts';
import { newTempId } from './offline/queued-command.ts';

export type FeatureKind = 'car' | 'campervan';

const FEATURES: Record<FeatureKind, { path: string; tag: TagType; stream: 'car-feature' | 'campervan-feature' }> = {
  car: { path: '/car-features', tag: 'CarFeature', stream: 'car-feature' },
  campervan: { path: '/campervan-features', tag: 'CampervanFeature', stream: 'campervan-feature' },
};

const added = (stream: 'brand' | 'car-feature' | 'campervan-feature', name: string) => {
  const id = newTempId();
  return commandCall({ stream, streamId: id, command: { type: 'AddEntry', id, name, isCustom: true } });
};

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCarBrands: build.query<Brand[], void>({
      query: () => '/car-brands',
      providesTags: (brands) => [{ type: 'CarBrand', id: 'LIST' }, ...(brands ?? []).map((b) => ({ type: 'CarBrand' as const, id: b.id }))],
    }),
    addCarBrand: build.mutation<Brand, { name: string }>({
      query: ({ name }) => added('brand', name),
      invalidatesTags: [{ type: 'CarBrand', id: 'LIST' }],
    }),
    listFeatures: build.query<Feature[], FeatureKind>({
      query: (kind) => FEATURES[kind].path,
      providesTags: (features, _error, kind) => [
        { type: FEATURES[kind].tag, id: 'LIST' },
        ...(features ?? []).map((f) => ({ type: FEATURES[kind].tag, id: f.id })),
      ],
    }),
    addFeature: build.mutation<Feature, { kind: FeatureKind; name: string }>({
      query: ({ kind, name }) => added(FEATURES[kind].stream, name),
      invalidatesTags: (_result, _error, { kind }) => [{ type: FEATURES[kind].tag, id: 'LIST' }],
    }),
    deleteFeature: build.mutation<void, { kind: FeatureKind; id: number }>({
      query: ({ kind, id }) => commandCall({ stream: FEATURES[kind].stream, streamId: id, command: { type: 'RemoveEntry' } }),
      invalidatesTags: (_result, _error, { kind, id }) => [
        { type: FEATURES[kind].tag, id: 'LIST' },
        { type: FEATURES[kind].tag, id },
      ],
    }),
  }),
});

export const {
  useListCarBrandsQuery,
  useAddCarBrandMutation,
  useListFeaturesQuery,
  useAddFeatureMutation,
  useDeleteFeatureMutation,
} = catalogApi;
