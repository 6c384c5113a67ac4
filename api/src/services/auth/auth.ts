// Sign-in and the first account: one service function per use case. Auth answers carry `message` (SPEC §7).
import type { z } from 'zod';
import type { User } from '@forecourt/contracts';
import { INVALID_LOGIN, loginSchema, registerSchema } from '@forecourt/contracts';
import type { Deps } from '../../deps.ts';
import type { Caller } from '../../http/context.ts';
import { DUMMY_HASH_PROMISE, verifyPassword } from '../../lib/auth/password.ts';
import { AppError, forbidden, unauthorized } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { countUsers, findUserRowByUsername, toUser } from '../users/users.repository.ts';
import { insertUser } from '../users/users.ts';
import { recordLogin } from './login-history.ts';
import { clearFailures, takeAttempt } from './login-throttle.ts';

export const REGISTRATION_CLOSED = 'Registration is closed. Ask an administrator for an account.';

export interface LoginResult {
  user: User;
  remember: boolean;
}

/**
 * Checks a username and password. The attempt is counted first, so too many recent failures refuse even the right
 * password (429) and a burst gets no more checks than the limits allow; a wrong one stays counted and is answered the
 * same whether the username exists or not; a right one is forgotten and written to the login history. `knownDevice`
 * (the device cookie's id, when this browser has signed in to `username` before) is counted on its own.
 */
export async function login(deps: Deps, input: unknown, caller: Caller, knownDevice?: (username: string) => string | undefined): Promise<LoginResult> {
  const { username, password, remember } = parseAuth(loginSchema, input);
  const ip = caller.metadata.ip ?? 'unknown';
  const now = deps.clock();
  const device = knownDevice?.(username);
  await takeAttempt(deps.db, ip, username, now, device);
  const row = await findUserRowByUsername(deps.db, username);
  // An unknown username still costs one hash comparison, so timing does not tell which usernames exist.
  const ok = await verifyPassword(password, row?.password_hash ?? (await DUMMY_HASH_PROMISE));
  if (!row || !ok) throw unauthorized(INVALID_LOGIN);
  await clearFailures(deps.db, ip, username, device);
  await recordLogin(deps.db, row, caller.metadata, now);
  return { user: toUser(row), remember: remember ?? false };
}

/** Creates the first account, as an administrator, only while no account exists (checked again in the transaction). */
export async function register(deps: Deps, input: unknown, caller: Caller): Promise<User> {
  if ((await countUsers(deps.db)) > 0) throw withMessage(forbidden(REGISTRATION_CLOSED));
  const data = parseAuth(registerSchema, input);
  try {
    return await insertUser(deps, { ...data, isAdmin: true }, caller.metadata, async (tx) => {
      if ((await countUsers(tx.trx)) > 0) throw forbidden(REGISTRATION_CLOSED);
    });
  } catch (err) {
    throw err instanceof AppError ? withMessage(err) : err;
  }
}

function parseAuth<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  try {
    return parse(schema, input);
  } catch (err) {
    throw err instanceof AppError ? withMessage(err) : err;
  }
}

function withMessage(err: AppError): AppError {
  err.body.message = err.body.error;
  return err;
}
