// GET /api/login-history: read by the dashboard and the Login History screen. The server answers an administrator
// with everyone's sign-ins and anyone else with only their own, newest first, at most `limit` (default 100).
import type { LoginHistoryEntry } from '@forecourt/contracts/user';
import { LOGIN_HISTORY_MAX_LIMIT } from '@forecourt/contracts/limits';
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

/** What the Login History screen asks for: as many as the server gives (the table pages through them). Its address is
 * contracts' `LOGIN_HISTORY_SCREEN_READ`, which the page's start sends. */
export const EVERY_SIGN_IN = { limit: LOGIN_HISTORY_MAX_LIMIT };
