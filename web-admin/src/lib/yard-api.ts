// The manage lists' reads from the log: the yard as it stood at the end of a day, and the vehicles taken off it
// (GET /api/cars?asOf= and ?removed=true, and the campervans' the same). A change or a relist refreshes them with the
// lists ({ id: 'LIST' }).
import type { Car } from '@forecourt/contracts/car';
import type { Campervan } from '@forecourt/contracts/campervan';
import type { RemovedVehicle } from '@forecourt/contracts/audit';
import { api } from './api.ts';

export const yardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `asOf`: an ISO moment. */
    listCarsAsOf: build.query<Car[], string>({
      query: (asOf) => ({ url: '/cars', params: { asOf } }),
      providesTags: [{ type: 'Car', id: 'LIST' }],
    }),
    listRemovedCars: build.query<RemovedVehicle<Car>[], void>({
      query: () => ({ url: '/cars', params: { removed: 'true' } }),
      providesTags: [{ type: 'Car', id: 'LIST' }],
    }),
    listCampervansAsOf: build.query<Campervan[], string>({
      query: (asOf) => ({ url: '/campervans', params: { asOf } }),
      providesTags: [{ type: 'Campervan', id: 'LIST' }],
    }),
    listRemovedCampervans: build.query<RemovedVehicle<Campervan>[], void>({
      query: () => ({ url: '/campervans', params: { removed: 'true' } }),
      providesTags: [{ type: 'Campervan', id: 'LIST' }],
    }),
  }),
});

export const { useListCarsAsOfQuery, useListRemovedCarsQuery, useListCampervansAsOfQuery, useListRemovedCampervansQuery } = yardApi;
