// Who is signed in: GET /api/user, POST /api/login, POST /api/logout (SPEC §4, §7). Shared by the login page, the
// route guards and the layout's avatar menu, so it lives in lib/ rather than in one feature.
import type { LoginInput, User } from '@forecourt/contracts/user';
import type { AppDispatch } from './store.ts';
import { api } from './api.ts';

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user, or null: a 401 and any fetch failure both mean signed out (SPEC §4). */
    currentUser: build.query<User | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: '/user', cache: 'no-store' });
        if (result.error) {
          if (result.error.status !== 401) console.warn('Failed to fetch user data', result.error);
          return { data: null };
        }
        return { data: result.data as User };
      },
      providesTags: ['CurrentUser'],
    }),
    login: build.mutation<User, LoginInput>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: user } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (user) dispatch(sessionApi.util.upsertQueryData('currentUser', undefined, user));
      },
    }),
    logout: build.mutation<{ success: boolean; message?: string }, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
  }),
});

/**
 * After a successful logout: nothing read as the previous user may show to the next one, so the whole cache goes,
 * and the user is known to be signed out at once (no spinner, no second call). The caller says goodbye first.
 */
export const forgetSession = () => (dispatch: AppDispatch) => {
  dispatch(api.util.resetApiState());
  void dispatch(sessionApi.util.upsertQueryData('currentUser', undefined, null));
};

export const { useCurrentUserQuery, useLoginMutation, useLogoutMutation } = sessionApi;

/** The current user as already known (null when signed out); asks the server only if nobody has yet. */
export function useCurrentUser() {
  const { data, isLoading } = useCurrentUserQuery();
  return { user: data ?? null, isLoading: isLoading && data === undefined };
}

/**
 * For the guards and the login page only: the current user, asked again on mount, window focus and reconnect as
 * SPEC §4 says, so a session that ended elsewhere is noticed. Other components read the answer without asking.
 */
export function useCheckedCurrentUser() {
  const { data, isLoading } = useCurrentUserQuery(undefined, {
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
    refetchOnReconnect: true,
  });
  return { user: data ?? null, isLoading: isLoading && data === undefined };
}

export const displayName = (user: Pick<User, 'firstName' | 'lastName' | 'username'>): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
