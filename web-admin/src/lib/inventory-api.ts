// The whole inventory as the staff see it: every car and campervan, whatever the status, and their removal. Read by
// the dashboard and the manage lists, so it lives in lib/; the lists provide { id: 'LIST' } and each row its id, for
// exact invalidation: a delete refreshes every list (the dashboard's too) and anything holding that one vehicle.
import type { Car } from '@forecourt/contracts/car';
import type { Campervan } from '@forecourt/contracts/campervan';
import { api } from './api.ts';
import { commandCall } from './offline/command-requests.ts';

export const inventoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCars: build.query<Car[], void>({
      query: () => '/cars',
      providesTags: (cars) => [{ type: 'Car', id: 'LIST' }, ...(cars ?? []).map((car) => ({ type: 'Car' as const, id: car.id }))],
    }),
    listCampervans: build.query<Campervan[], void>({
      query: () => '/campervans',
      providesTags: (vans) => [
        { type: 'Campervan', id: 'LIST' },
        ...(vans ?? []).map((van) => ({ type: 'Campervan' as const, id: van.id })),
      ],
    }),
    deleteCar: build.mutation<{ success: boolean; id: number }, { id: number }>({
      query: ({ id }) => commandCall({ stream: 'car', streamId: id, command: { type: 'DelistCar' } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Car', id: 'LIST' },
        { type: 'Car', id },
        { type: 'CarImage', id },
      ],
    }),
    deleteCampervan: build.mutation<{ success: boolean; id: number }, { id: number }>({
      query: ({ id }) => commandCall({ stream: 'campervan', streamId: id, command: { type: 'DelistCampervan' } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Campervan', id: 'LIST' },
        { type: 'Campervan', id },
        { type: 'CampervanImage', id },
      ],
    }),
  }),
});

export const { useListCarsQuery, useListCampervansQuery, useDeleteCarMutation, useDeleteCampervanMutation } = inventoryApi;
