// Who is signed in: GET /api/user, POST /api/login, POST /api/logout (SPEC §4, §7). Shared by the login page, the
// route guards and the layout's avatar menu, so it lives in lib/ rather than in one feature.
import type { LoginInput, User } from '@forecourt/contracts/user';
import type { AppDispatch } from './store.ts';
import { api } from './api.ts';
import { checkOutbox } from './offline/db.ts';
import { forgetReads } from './offline/read-cache.ts';
import { setSignedIn } from './offline/signed-in.ts';

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The signed-in user, or null: a 401 and any other failure mean signed out (SPEC §4). With no network the answer
     * comes from the tablet's copy, so someone signed in stays signed in offline (their queued changes wait for the
     * server to say whether the session still holds).
     */
    currentUser: build.query<User | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: '/user', cache: 'no-store' });
        const user = result.error ? null : (result.data as User);
        if (result.error && result.error.status !== 401) console.warn('Failed to fetch user data', result.error);
        setSignedIn(user);
        return { data: user };
      },
      providesTags: ['CurrentUser'],
    }),
    login: build.mutation<User, LoginInput>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // The screen behind the sign-in may lay waiting changes over its reads: the tablet's database is asked for
        // while the server checks the password (the login page leaves it closed).
        checkOutbox({ open: true });
        const { data: user } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (user) {
          setSignedIn(user);
          dispatch(sessionApi.util.upsertQueryData('currentUser', undefined, user));
        }
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
  setSignedIn(null);
  void forgetReads();
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
 * A mount this soon after the last answer takes that answer: the page's start asks once, moments before the guard
 * mounts (see app/first-reads.ts), and a second call there told nothing new and cost the tablet another render.
 */
const ANSWER_FRESH_S = 5;

/**
 * For the guards and the login page only: the current user, asked again on mount, window focus and reconnect as
 * SPEC §4 says, so a session that ended elsewhere is noticed. Other components read the answer without asking.
 */
export function useCheckedCurrentUser() {
  const { data, isLoading } = useCurrentUserQuery(undefined, {
    refetchOnMountOrArgChange: ANSWER_FRESH_S,
    refetchOnFocus: true,
    refetchOnReconnect: true,
  });
  return { user: data ?? null, isLoading: isLoading && data === undefined };
}

/** A person's names as an account or a sign-in record carries them (the record's may be null). */
interface Named {
  firstName: string | null;
  lastName: string | null;
  username: string;
}

/** 'First Last', or '' for an account without a name. */
export const fullName = (person: Omit<Named, 'username'>): string => [person.firstName, person.lastName].filter(Boolean).join(' ');

/** 'First Last', or the username for an account without a name. */
export const displayName = (person: Named): string => fullName(person) || person.username;
