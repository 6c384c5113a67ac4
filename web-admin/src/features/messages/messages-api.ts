// Contact-form messages as staff see them: GET /api/contact-messages and POST /api/contact-messages/:id/resend
// (administrators only). A resend answers the message as it now stands, which goes straight into the list.
import type { ContactMessage } from '@forecourt/contracts/contact';
import { api } from '../../lib/api.ts';

export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listContactMessages: build.query<ContactMessage[], void>({
      query: () => '/contact-messages',
      providesTags: (messages) => [
        { type: 'ContactMessage', id: 'LIST' },
        ...(messages ?? []).map((message) => ({ type: 'ContactMessage' as const, id: message.id })),
      ],
    }),
    resendContactMessage: build.mutation<ContactMessage, ContactMessage>({
      query: (message) => ({ url: `/contact-messages/${message.id}/resend`, method: 'POST' }),
      // The answer is the row after the new try: show it at once, without reading the whole list again.
      async onQueryStarted(message, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          messagesApi.util.updateQueryData('listContactMessages', undefined, (rows) => {
            const at = rows.findIndex((row) => row.id === message.id);
            if (at >= 0) rows[at] = data;
          }),
        );
      },
    }),
  }),
});

export const { useListContactMessagesQuery, useResendContactMessageMutation } = messagesApi;
