// The e-mail recipients of contact-form messages: GET/POST/PUT/DELETE /api/email-settings and set-primary (SPEC §7).
// Every change goes out as a mutation through the one api; making one primary or deleting the primary moves the mark
// on another row too, so those changes refresh the whole list rather than one row.
import type { Recipient, RecipientCreate } from '@forecourt/contracts/recipient';
import { api } from '../../lib/api.ts';
import { commandCall } from '../../lib/offline/command-requests.ts';
import { newTempId } from '../../lib/offline/queued-command.ts';

const LIST = { type: 'EmailRecipient', id: 'LIST' } as const;


export const recipientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listRecipients: build.query<Recipient[], void>({
      query: () => '/email-settings',
      providesTags: (rows) => [LIST, ...(rows ?? []).map((row) => ({ type: 'EmailRecipient' as const, id: row.id }))],
    }),
    addRecipient: build.mutation<Recipient, RecipientCreate>({
      query: ({ email, name, isActive, isPrimary }) => {
        const id = newTempId();
        return commandCall({
          stream: 'recipient',
          streamId: id,
          command: { type: 'AddRecipient', id, email, name: name ?? null, isActive: isActive ?? true, makePrimary: isPrimary ?? false },
        });
      },
      // A new primary takes the mark from another row, so the list as a whole is read again.
      invalidatesTags: [LIST],
    }),
    setRecipientActive: build.mutation<Recipient, { recipient: Recipient; isActive: boolean }>({
      // Based on the version shown, so a recipient changed meanwhile on another tablet answers 409, not overwrites.
      query: ({ recipient, isActive }) => commandCall({ stream: 'recipient', streamId: recipient.id, command: { type: 'ChangeRecipient', isActive } }, recipient.version),
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
      query: (recipient) => commandCall({ stream: 'recipient', streamId: recipient.id, command: { type: 'MakePrimary' } }, recipient.version),
      invalidatesTags: [LIST],
    }),
    deleteRecipient: build.mutation<void, Recipient>({
      query: (recipient) => commandCall({ stream: 'recipient', streamId: recipient.id, command: { type: 'RemoveRecipient' } }, recipient.version),
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
