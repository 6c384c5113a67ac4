// The whole inventory as the staff see it: every car and campervan, whatever the status. Read by the dashboard and
// the manage lists, so it lives in lib/; the lists provide { id: 'LIST' } and each row its id, for exact invalidation.
import type { Car } from '@forecourt/contracts/car';
import type { Campervan } from '@forecourt/contracts/campervan';
import { api } from './api.ts';

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
  }),
});

export const { useListCarsQuery, useListCampervansQuery } = inventoryApi;
