// The calls of the car add/edit form (SPEC §7): one car and its images, and the changes of its save flow. Each change
// invalidates what it touches, so Manage Cars, the dashboard and an open form all show the saved car.
import type { Car, CarCreate, CarImage, CarUpdate } from '@forecourt/contracts/car';
import { api } from '../../lib/api.ts';
import { commandCall } from '../../lib/offline/command-requests.ts';
import { newTempId } from '../../lib/offline/queued-command.ts';

/** Tags of one car: its row in every list, itself, and its gallery. */
const carTags = (id: number) => [
  { type: 'Car' as const, id: 'LIST' },
  { type: 'Car' as const, id },
  { type: 'CarImage' as const, id },
];

export const carFormApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCar: build.query<Car, number>({
      query: (id) => ({ url: `/cars/${id}`, cache: 'no-store' }),
      providesTags: (_car, _error, id) => [{ type: 'Car', id }],
    }),
    getCarImages: build.query<CarImage[], number>({
      query: (carId) => ({ url: `/carImages/${carId}`, cache: 'no-store' }),
      providesTags: (_images, _error, carId) => [{ type: 'CarImage', id: carId }],
    }),
    createCar: build.mutation<Car, CarCreate>({
      query: (body) => {
        const id = newTempId();
        return commandCall({ stream: 'car', streamId: id, command: { type: 'ListCar', id, fields: body } });
      },
      invalidatesTags: [{ type: 'Car', id: 'LIST' }],
    }),
    /**
     * `body` holds only the fields the person changed; `version` is the one the form was based on: a car changed
     * meanwhile in the same fields answers 409 instead of being overwritten.
     */
    updateCar: build.mutation<Car, { id: number; version: number; body: CarUpdate }>({
      query: ({ id, version, body }) => commandCall({ stream: 'car', streamId: id, command: { type: 'ChangeCar', changes: body } }, version),
      invalidatesTags: (_car, _error, { id }) => carTags(id),
    }),
    addCarImage: build.mutation<CarImage, { carId: number; imageUrl: string; fileId: string | null }>({
      query: ({ carId, imageUrl, fileId }) =>
        commandCall({
          stream: 'car',
          streamId: carId,
          command: { type: 'AddCarImage', image: { id: newTempId(), imageUrl, fileId, transformType: null, transformParams: null } },
        }),
      invalidatesTags: (_image, _error, { carId }) => carTags(carId),
    }),
    deleteCarImage: build.mutation<{ success: boolean }, { carId: number; id: number }>({
      query: ({ carId, id }) => commandCall({ stream: 'car', streamId: carId, command: { type: 'RemoveCarImage', imageId: id } }),
      invalidatesTags: (_result, _error, { carId }) => carTags(carId),
    }),
    reorderCarImages: build.mutation<{ carId: number; version: number; images: CarImage[] }, { carId: number; imageIds: number[] }>({
      query: ({ carId, imageIds }) => commandCall({ stream: 'car', streamId: carId, command: { type: 'ReorderCarImages', imageIds } }),
      invalidatesTags: (_result, _error, { carId }) => carTags(carId),
    }),
  }),
});

export const {
  useGetCarQuery,
  useLazyGetCarQuery,
  useGetCarImagesQuery,
  useCreateCarMutation,
  useUpdateCarMutation,
  useAddCarImageMutation,
  useDeleteCarImageMutation,
  useReorderCarImagesMutation,
} = carFormApi;
