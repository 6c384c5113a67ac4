// A vehicle's past, read from the event log: its history with field changes, the vehicle as it stood at a moment,
// and restoring an older version (new events; nothing is rewritten). Shared by the car and campervan edit screens.
import type { VehicleHistory } from '@forecourt/contracts/audit';
import { api, type TagType } from './api.ts';

export type VehicleKind = 'car' | 'campervan';

const PATHS: Record<VehicleKind, string> = { car: '/cars', campervan: '/campervans' };
const TAGS: Record<VehicleKind, { vehicle: TagType; images: TagType }> = {
  car: { vehicle: 'Car', images: 'CarImage' },
  campervan: { vehicle: 'Campervan', images: 'CampervanImage' },
};

export const vehicleHistoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVehicleHistory: build.query<VehicleHistory, { kind: VehicleKind; id: number }>({
      query: ({ kind, id }) => ({ url: `${PATHS[kind]}/${id}/history`, cache: 'no-store' }),
      providesTags: (_history, _error, { kind, id }) => [{ type: 'VehicleHistory', id: `${kind}-${id}` }],
    }),
    /** The vehicle as the API showed it at `asOf` (ISO). */
    getVehicleAsOf: build.query<Record<string, unknown>, { kind: VehicleKind; id: number; asOf: string }>({
      query: ({ kind, id, asOf }) => ({ url: `${PATHS[kind]}/${id}`, params: { asOf } }),
    }),
    restoreVehicle: build.mutation<Record<string, unknown>, { kind: VehicleKind; id: number; version: number }>({
      query: ({ kind, id, version }) => ({ url: `${PATHS[kind]}/${id}/restore`, method: 'POST', body: { version } }),
      invalidatesTags: (_result, _error, { kind, id }) => [
        { type: TAGS[kind].vehicle, id: 'LIST' },
        { type: TAGS[kind].vehicle, id },
        { type: TAGS[kind].images, id },
        { type: 'VehicleHistory', id: `${kind}-${id}` },
        { type: 'AuditEvent', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetVehicleHistoryQuery, useLazyGetVehicleAsOfQuery, useRestoreVehicleMutation } = vehicleHistoryApi;
