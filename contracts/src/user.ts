// Staff accounts, sign-in and login history (SPEC §3, §5, §7).
import { z } from 'zod';
import { onFirstUse } from './on-first-use.ts';
import { booleanFlag, requiredText, wholeNumber } from './fields.ts';
import { LOGIN_HISTORY_DEFAULT_LIMIT, LOGIN_HISTORY_MAX_LIMIT } from './limits.ts';
import { PASSWORDS_DO_NOT_MATCH } from './password-reset-texts.ts';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;

// `*` not `+`: a blank username gets only 'Username is required', not a second message about its characters.
const username = onFirstUse(() =>
  requiredText('Username is required', 50).regex(
    /^[\p{L}\p{N}._@-]*$/u,
    'Username may contain letters, numbers, dots, dashes, underscores and @ only',
  ),
);
// Missing and blank read 'Email is required'; only something typed that is not an address reads the SPEC message.
const email = onFirstUse(() =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: 'Email is required' })
      .min(1, 'Email is required')
      .pipe(z.email({ error: 'Please enter a valid email address' }).max(254, 'Please enter a valid email address')),
  ),
);
// Never trimmed: spaces are part of a password.
const password = onFirstUse(() =>
  z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required', abort: true })
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
);
const name = onFirstUse(() => z.preprocess((v) => (v === null ? '' : v), z.string({ error: 'Must be text' }).trim().max(60, 'Must be at most 60 characters')));

export const userCreateSchema = onFirstUse(() =>
  z.object({
    username,
    email,
    password,
    firstName: name.default(''),
    lastName: name.default(''),
    isAdmin: booleanFlag().default(false),
  }),
);

/**
 * PUT /api/users/:id sends the whole form: username and e-mail are required as when adding; a blank or absent
 * password keeps the current one (SPEC §5); absent names and role stay as they are.
 */
export const userUpdateSchema = onFirstUse(() =>
  z.object({
    username,
    email,
    password: z.preprocess((v) => (v === '' || v === null ? undefined : v), password.optional()),
    firstName: name.optional(),
    lastName: name.optional(),
    isAdmin: booleanFlag().optional(),
  }),
);

/** The first account (POST /api/register): the same fields; it is always an administrator. */
export const registerSchema = onFirstUse(() => userCreateSchema.omit({ isAdmin: true }));

export const loginSchema = onFirstUse(() =>
  z.object({
    username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(200, 'Username is too long'),
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(MAX_PASSWORD_LENGTH, 'Password is too long'),
    /** 'Remember me': the session lasts 30 days instead of ending with the browser. */
    remember: booleanFlag().optional(),
  }),
);

export const loginHistoryQuerySchema = onFirstUse(() =>
  z.object({
    limit: wholeNumber(`Limit must be a whole number from 1 to ${LOGIN_HISTORY_MAX_LIMIT}`)
      .pipe(
        z
          .number()
          .min(1, `Limit must be a whole number from 1 to ${LOGIN_HISTORY_MAX_LIMIT}`)
          .max(LOGIN_HISTORY_MAX_LIMIT, `Limit must be a whole number from 1 to ${LOGIN_HISTORY_MAX_LIMIT}`),
      )
      .default(LOGIN_HISTORY_DEFAULT_LIMIT),
  }),
);

export type UserCreate = z.infer<typeof userCreateSchema>;
export type UserUpdate = z.infer<typeof userUpdateSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type LoginHistoryQuery = z.infer<typeof loginHistoryQuerySchema>;

export interface User {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
}

export interface LoginHistoryEntry {
  id: number;
  userId: number | null;
  username: string;
  firstName: string | null;
  lastName: string | null;
  loginTime: string;
  ipAddress: string | null;
  userAgent: string | null;
}

export const USER_NOT_FOUND = 'User not found';
export const USERNAME_TAKEN = 'That username is already taken';
export const EMAIL_TAKEN = 'That email address is already in use';
export const INVALID_LOGIN = 'Invalid username or password';

// Forgotten passwords (issue 4): the request names an account by username or e-mail; the link's page sets a new
// password under the same rules as an account's.
export {
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_LINK_INVALID,
  PASSWORD_RESET_LINK_MINUTES,
  PASSWORD_RESET_SENT,
  PASSWORDS_DO_NOT_MATCH,
} from './password-reset-texts.ts';

export const passwordResetRequestSchema = onFirstUse(() =>
  z.object({
    login: z.string({ error: 'Username or email is required' }).trim().min(1, 'Username or email is required').max(254, 'Username or email is too long'),
  }),
);

export const newPasswordSchema = onFirstUse(() => z.object({ password }));

/** The link page's form: the new password typed twice. Only `password` is sent. */
export const newPasswordFormSchema = onFirstUse(() =>
  z
    .object({ password, confirmPassword: z.string() })
    .refine((form) => form.password === form.confirmPassword, { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] }),
);

export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
export type NewPassword = z.infer<typeof newPasswordSchema>;
