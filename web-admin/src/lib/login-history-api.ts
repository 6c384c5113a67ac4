// GET /api/login-history: read by the dashboard and the Login History screen. The server answers an administrator
// with everyone's sign-ins and anyone else with only their own, newest first, at most `limit` (default 100).
import type { LoginHistoryEntry } from '@forecourt/contracts/user';
import { api } from './api.ts';

/** What both screens show where a sign-in kept no address or browser (SPEC §2). */
export const NOT_RECORDED = 'Not recorded';

export const loginHistoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    listLoginHistory: build.query<LoginHistoryEntry[], { limit?: number } | void>({
      query: (arg) => ({ url: '/login-history', params: arg?.limit ? { limit: arg.limit } : undefined }),
      providesTags: [{ type: 'LoginHistory', id: 'LIST' }],
    }),
  }),
});

export const { useListLoginHistoryQuery } = loginHistoryApi;
