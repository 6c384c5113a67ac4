// GET /api/login-history (administrators only on the server): read by the dashboard and the Login History screen.
import type { LoginHistoryEntry } from '@forecourt/contracts/user';
import { api } from './api.ts';

export const loginHistoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    listLoginHistory: build.query<LoginHistoryEntry[], void>({
      query: () => '/login-history',
      providesTags: [{ type: 'LoginHistory', id: 'LIST' }],
    }),
  }),
});

export const { useListLoginHistoryQuery } = loginHistoryApi;
