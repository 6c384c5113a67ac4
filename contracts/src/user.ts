// Staff accounts, sign-in and login history (SPEC §3, §5, §7).
import { z } from 'zod';
import { booleanFlag, email, requiredText } from './fields.ts';

export const MIN_PASSWORD_LENGTH = 8;

const username = requiredText('Username is required', 50).regex(
  /^[\p{L}\p{N}._@-]+$/u,
  'Username may contain letters, numbers, dots, dashes, underscores and @ only',
);
const password = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(200, 'Password must be at most 200 characters');
const name = z.string().trim().max(60, 'Must be at most 60 characters');

export const userCreateSchema = z.object({
  username,
  email: email(),
  password,
  firstName: name.default(''),
  lastName: name.default(''),
  isAdmin: booleanFlag().default(false),
});

/** PUT /api/users/:id: a blank password is left out, keeping the current one. */
export const userUpdateSchema = z
  .object({
    username,
    email: email(),
    password: z.preprocess((v) => (v === '' || v === null ? undefined : v), password.optional()),
    firstName: name,
    lastName: name,
    isAdmin: booleanFlag(),
  })
  .partial();

export const registerSchema = userCreateSchema.omit({ isAdmin: true });

export const loginSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(200),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
  remember: booleanFlag().optional(),
});

export type UserCreate = z.infer<typeof userCreateSchema>;
export type UserUpdate = z.infer<typeof userUpdateSchema>;
export type LoginInput = z.infer<typeof loginSchema>;

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
