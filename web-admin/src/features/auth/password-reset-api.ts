// Forgotten passwords: ask for a link by username or e-mail, check a link, set a new password through it. Nothing
// here is cached or tagged: every answer is about one link at one moment.
import type { NewPassword, PasswordResetRequest } from '@forecourt/contracts/user';
import { api } from '../../lib/api.ts';

interface Answer {
  message: string;
}

export const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<Answer, PasswordResetRequest>({
      query: (body) => ({ url: '/password-reset', method: 'POST', body }),
    }),
    /** Succeeds while the link works; 410 (with the one message for every dead link) once it does not. */
    // A query (it changes nothing), sent as POST so the token stays out of every address and log.
    checkResetLink: build.query<{ valid: true }, string>({
      query: (token) => ({ url: '/password-reset/check', method: 'POST', body: { token } }),
      keepUnusedDataFor: 0,
    }),
    resetPassword: build.mutation<Answer, NewPassword & { token: string }>({
      query: ({ token, password }) => ({ url: '/password-reset/complete', method: 'POST', body: { token, password } }),
    }),
  }),
});

export const { useRequestPasswordResetMutation, useCheckResetLinkQuery, useResetPasswordMutation } = passwordResetApi;
