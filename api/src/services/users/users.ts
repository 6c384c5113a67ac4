// Staff accounts: one service function per use case. The user row is ordinary; each change appends an audit
// event to the 'user' stream with no password or hash in it.
import type { User, UserCreate } from '@forecourt/contracts';
import { userCreateSchema } from '@forecourt/contracts';
import type { Deps } from '../../deps.ts';
import type { EventMetadata, StoreTransaction } from '../../lib/event-store.ts';
import { hashPassword } from '../../lib/auth/password.ts';
import { conflict } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { toUser, type UserRow } from './users.repository.ts';

export const USER_STREAM = 'user';

/** Inserts a user and its UserCreated audit event in one transaction. Checks of who may do it are the caller's. */
export async function insertUser(deps: Pick<Deps, 'store'>, input: unknown, metadata: EventMetadata): Promise<User> {
  const data: UserCreate = parse(userCreateSchema, input);
  const passwordHash = await hashPassword(data.password);
  return deps.store.transact(async (tx) => {
    await assertUnique(tx, data.username, data.email);
    const [row] = (await tx
      .trx('users')
      .insert({
        username: data.username,
        email: data.email,
        password_hash: passwordHash,
        first_name: data.firstName,
        last_name: data.lastName,
        is_admin: data.isAdmin,
      })
      .returning('*')) as UserRow[];
    const user = toUser(row!);
    const { id, ...profile } = user;
    await tx.append(USER_STREAM, id, 0, [{ type: 'UserCreated', data: { id, ...profile } }], metadata);
    return user;
  });
}

export async function assertUnique(tx: StoreTransaction, username: string | undefined, email: string | undefined, exceptId?: number) {
  if (username) {
    const q = tx.trx('users').whereRaw('lower(username) = lower(?)', [username]);
    if (exceptId) q.whereNot({ id: exceptId });
    if (await q.first()) throw conflict('That username is already taken', { issues: [{ path: 'username', message: 'That username is already taken' }] });
  }
  if (email) {
    const q = tx.trx('users').whereRaw('lower(email) = lower(?)', [email]);
    if (exceptId) q.whereNot({ id: exceptId });
    if (await q.first()) throw conflict('That e-mail address is already in use', { issues: [{ path: 'email', message: 'That e-mail address is already in use' }] });
  }
}
