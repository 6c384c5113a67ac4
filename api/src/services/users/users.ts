// Staff accounts: one service function per use case. The user row is ordinary; each change appends an audit
// event to the 'user' stream, in the same transaction, with no password or hash in it.
import type { User } from '@forecourt/contracts';
import { EMAIL_TAKEN, USER_NOT_FOUND, USERNAME_TAKEN, userCreateSchema, userUpdateSchema } from '@forecourt/contracts';
import type { Deps } from '../../deps.ts';
import type { Caller } from '../../http/context.ts';
import type { EventMetadata, StoreTransaction } from '../../lib/event-store.ts';
import { requireAdmin } from '../../lib/auth/authorize.ts';
import { hashPassword } from '../../lib/auth/password.ts';
import { endSessionsOf } from '../../lib/auth/session-store.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { changedProfile, USER_STREAM, type UserEvent } from '@forecourt/domain/users/users.events';
import * as repo from './users.repository.ts';

export const OWN_ACCOUNT = 'You cannot delete your own account';
export const LAST_ADMIN_DELETE = 'You cannot delete the last administrator. Make another user an administrator first.';
export const LAST_ADMIN_DEMOTE =
  'You cannot remove administrator rights from the last administrator. Make another user an administrator first.';

export async function listUsers(deps: Deps, caller: Caller): Promise<User[]> {
  requireAdmin(caller.user);
  return repo.listUsers(deps.db);
}

export async function createUser(deps: Deps, input: unknown, caller: Caller): Promise<User> {
  requireAdmin(caller.user);
  return insertUser(deps, input, caller.metadata);
}

/**
 * Inserts a user and its UserCreated audit event in one transaction. Who may do it is the caller's check;
 * `guard` runs first inside the transaction (appends are serialised, so what it reads stays true until commit).
 */
export async function insertUser(
  deps: Pick<Deps, 'store'>,
  input: unknown,
  metadata: EventMetadata,
  guard?: (tx: StoreTransaction) => Promise<void>,
): Promise<User> {
  const { password, ...profile } = parse(userCreateSchema, input);
  const passwordHash = await hashPassword(password);
  return deps.store.transact(async (tx) => {
    await guard?.(tx);
    await assertUnique(tx, profile.username, profile.email);
    const user = repo.toUser(await repo.insertUserRow(tx.trx, profile, passwordHash));
    await appendAudit(tx, { type: 'UserCreated', data: user }, metadata);
    return user;
  });
}

/** PUT /api/users/:id: the fields given; a new password only when one is typed. */
export async function updateUser(deps: Deps, id: number, input: unknown, caller: Caller): Promise<User> {
  const admin = requireAdmin(caller.user);
  const { password, ...fields } = parse(userUpdateSchema, input);
  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  return deps.store.transact(async (tx) => {
    const row = await repo.findUserRowById(tx.trx, id);
    if (!row) throw notFound(USER_NOT_FOUND);
    const current = repo.toUser(row);
    await assertUnique(tx, fields.username, fields.email, id);
    const changes = changedProfile(current, fields);
    if (changes.isAdmin === false) await assertAnotherAdmin(tx, LAST_ADMIN_DEMOTE);
    if (Object.keys(changes).length === 0 && passwordHash === undefined) return current;

    await repo.updateUserRow(
      tx.trx,
      id,
      { ...repo.toColumns(changes), ...(passwordHash ? { password_hash: passwordHash } : {}) },
      deps.clock(),
    );
    // A password set by someone else signs the account out everywhere; changing your own keeps you signed in.
    if (passwordHash && id !== admin.id) await endSessionsOf(tx.trx, id);
    await appendAudit(
      tx,
      { type: 'UserUpdated', data: { id, ...changes, ...(passwordHash ? { passwordChanged: true as const } : {}) } },
      caller.metadata,
    );
    return { ...current, ...changes };
  });
}

/** DELETE /api/users/:id: never your own account, never the last administrator; their sessions end with them. */
export async function deleteUser(deps: Deps, id: number, caller: Caller): Promise<void> {
  const admin = requireAdmin(caller.user);
  if (id === admin.id) throw forbidden(OWN_ACCOUNT);
  await deps.store.transact(async (tx) => {
    const row = await repo.findUserRowById(tx.trx, id);
    if (!row) throw notFound(USER_NOT_FOUND);
    if (row.is_admin) await assertAnotherAdmin(tx, LAST_ADMIN_DELETE);
    await endSessionsOf(tx.trx, id);
    await repo.deleteUserRow(tx.trx, id);
    await appendAudit(tx, { type: 'UserDeleted', data: { id, username: row.username } }, caller.metadata);
  });
}

async function assertUnique(tx: StoreTransaction, username: string | undefined, email: string | undefined, exceptId?: number) {
  if (username && (await repo.findClash(tx.trx, 'username', username, exceptId))) {
    throw conflict(USERNAME_TAKEN, { issues: [{ path: 'username', message: USERNAME_TAKEN }] });
  }
  if (email && (await repo.findClash(tx.trx, 'email', email, exceptId))) {
    throw conflict(EMAIL_TAKEN, { issues: [{ path: 'email', message: EMAIL_TAKEN }] });
  }
}

/** The account about to lose its administrator rights is one of them: refuse unless another one remains. */
async function assertAnotherAdmin(tx: StoreTransaction, message: string) {
  if ((await repo.countAdmins(tx.trx)) <= 1) throw conflict(message);
}

/** Appends one audit event after whatever the account's stream already holds (also used by password resets). */
export async function appendAudit(tx: StoreTransaction, event: UserEvent, metadata: EventMetadata): Promise<void> {
  await tx.appendAfterLatest(USER_STREAM, event.data.id, [event], metadata);
}
