// The e-mail recipients of contact-form messages: GET/POST/PUT/DELETE /api/email-settings and set-primary (SPEC §7).
// Every change goes out as a mutation through the one api; making one primary or deleting the primary moves the mark
// on another row too, so those changes refresh the whole list rather than one row.
import type { Recipient, RecipientCreate } from '@forecourt/contracts/recipient';
import { api } from '../../lib/api.ts';

const LIST = { type: 'EmailRecipient', id: 'LIST' } as const;

/** The version a change was based on, so a recipient changed meanwhile on another tablet answers 409, not overwrites. */
const basedOn = (version: number) => ({ 'If-Match': `"${version}"` });

export const recipientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listRecipients: build.query<Recipient[], void>({
      query: () => '/email-settings',
      providesTags: (rows) => [LIST, ...(rows ?? []).map((row) => ({ type: 'EmailRecipient' as const, id: row.id }))],
    }),
    addRecipient: build.mutation<Recipient, RecipientCreate>({
      query: (body) => ({ url: '/email-settings', method: 'POST', body }),
      // A new primary takes the mark from another row, so the list as a whole is read again.
      invalidatesTags: [LIST],
    }),
    setRecipientActive: build.mutation<Recipient, { recipient: Recipient; isActive: boolean }>({
      query: ({ recipient, isActive }) => ({
        url: `/email-settings/${recipient.id}`,
        method: 'PUT',
        body: { isActive },
        headers: basedOn(recipient.version),
      }),
      // The switch moves at once; if the server refuses, it moves back.
      async onQueryStarted({ recipient, isActive }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          recipientsApi.util.updateQueryData('listRecipients', undefined, (rows) => {
            const row = rows.find((r) => r.id === recipient.id);
            if (row) row.isActive = isActive;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: (_result, _error, { recipient }) => [{ type: 'EmailRecipient', id: recipient.id }],
    }),
    makeRecipientPrimary: build.mutation<Recipient, Recipient>({
      query: (recipient) => ({ url: `/email-settings/${recipient.id}/set-primary`, method: 'POST', headers: basedOn(recipient.version) }),
      invalidatesTags: [LIST],
    }),
    deleteRecipient: build.mutation<void, Recipient>({
      query: (recipient) => ({ url: `/email-settings/${recipient.id}`, method: 'DELETE', headers: basedOn(recipient.version) }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useListRecipientsQuery,
  useAddRecipientMutation,
  useSetRecipientActiveMutation,
  useMakeRecipientPrimaryMutation,
  useDeleteRecipientMutation,
} = recipientsApi;
