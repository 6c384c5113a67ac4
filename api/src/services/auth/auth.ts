// Sign-in, sign-out and the first account: one service function per use case.
import type { z } from 'zod';
import type { User } from '@forecourt/contracts';
import { loginSchema, registerSchema } from '@forecourt/contracts';
import type { Deps } from '../../deps.ts';
import type { Caller } from '../../http/context.ts';
import { DUMMY_HASH_PROMISE, verifyPassword } from '../../lib/auth/password.ts';
import { AppError, forbidden, unauthorized } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { countUsers, findUserRowByUsername, toUser } from '../users/users.repository.ts';
import { insertUser } from '../users/users.ts';
import { assertNotThrottled, clearFailures, recordFailure } from './login-throttle.ts';

export const INVALID_LOGIN = 'Invalid username or password';

export interface LoginResult {
  user: User;
  remember: boolean;
}

export async function login(deps: Deps, input: unknown, caller: Caller): Promise<LoginResult> {
  const { username, password, remember } = parseAuth(loginSchema, input);
  const ip = caller.metadata.ip ?? 'unknown';
  const now = deps.clock();
  await assertNotThrottled(deps.db, ip, username, now);
  const row = await findUserRowByUsername(deps.db, username);
  const ok = await verifyPassword(password, row?.password_hash ?? (await DUMMY_HASH_PROMISE));
  if (!row || !ok) {
    await recordFailure(deps.db, ip, username, now);
    throw unauthorized(INVALID_LOGIN);
  }
  await clearFailures(deps.db, ip, username);
  await deps.db('login_history').insert({
    user_id: row.id,
    username: row.username,
    login_time: now,
    ip_address: caller.metadata.ip ?? null,
    user_agent: caller.metadata.userAgent ?? null,
  });
  return { user: toUser(row), remember: remember ?? false };
}

/** Creates the first account, as an administrator, only while no account exists. */
export async function register(deps: Deps, input: unknown, caller: Caller): Promise<User> {
  if ((await countUsers(deps.db)) > 0) throw withMessage(forbidden('Registration is closed. Ask an administrator for an account.'));
  const data = parseAuth(registerSchema, input);
  return insertUser(deps, { ...data, isAdmin: true }, caller.metadata);
}

/** Auth answers carry `message` beside `error` (SPEC §7). */
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
