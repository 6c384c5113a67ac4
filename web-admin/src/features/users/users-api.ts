// Staff accounts: GET/POST/PUT/DELETE /api/users (administrators only, SPEC §6, §7). Names show in the login history
// and the avatar menu too, so a change to an account also refreshes those.
import type { User, UserCreate, UserUpdate } from '@forecourt/contracts/user';
import { api } from '../../lib/api.ts';

const LIST = { type: 'User', id: 'LIST' } as const;
const LOGINS = { type: 'LoginHistory', id: 'LIST' } as const;

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<User[], void>({
      query: () => '/users',
      providesTags: (users) => [LIST, ...(users ?? []).map((user) => ({ type: 'User' as const, id: user.id }))],
    }),
    addUser: build.mutation<User, UserCreate>({
      query: (body) => ({ url: '/users', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateUser: build.mutation<User, { id: number; changes: UserUpdate }>({
      // A blank password is absent from `changes`, so the server keeps the current one (SPEC §5).
      query: ({ id, changes }) => ({ url: `/users/${id}`, method: 'PUT', body: changes }),
      // The account may be the signed-in one (their name in the avatar menu) and names show in the login history.
      invalidatesTags: (_result, _error, { id }) => [{ type: 'User', id }, LOGINS, 'CurrentUser'],
    }),
    deleteUser: build.mutation<void, User>({
      query: (user) => ({ url: `/users/${user.id}`, method: 'DELETE' }),
      invalidatesTags: [LIST, LOGINS],
    }),
  }),
});

export const { useListUsersQuery, useAddUserMutation, useUpdateUserMutation, useDeleteUserMutation } = usersApi;
