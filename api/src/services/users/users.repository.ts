// Reads and writes of the users table (an ordinary table: a password hash never goes into the event log).
// Every function takes the Knex to use, so it runs inside a caller's transaction as well as outside one.
import type { Knex } from 'knex';
import type { User } from '@forecourt/contracts';
import type { UserProfile } from '@forecourt/domain/users/users.events';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  is_admin: boolean;
}

export const toUser = (row: UserRow): User => ({
  id: row.id,
  username: row.username,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  isAdmin: row.is_admin,
});

/** Column values of profile fields (only those given). */
export function toColumns(profile: Partial<UserProfile>): Partial<UserRow> {
  const columns: Partial<UserRow> = {};
  if (profile.username !== undefined) columns.username = profile.username;
  if (profile.email !== undefined) columns.email = profile.email;
  if (profile.firstName !== undefined) columns.first_name = profile.firstName;
  if (profile.lastName !== undefined) columns.last_name = profile.lastName;
  if (profile.isAdmin !== undefined) columns.is_admin = profile.isAdmin;
  return columns;
}

export async function findUserById(db: Knex, id: number): Promise<User | undefined> {
  const row = await findUserRowById(db, id);
  return row ? toUser(row) : undefined;
}

export async function findUserRowById(db: Knex, id: number): Promise<UserRow | undefined> {
  return db('users').where({ id }).first();
}

export async function findUserRowByUsername(db: Knex, username: string): Promise<UserRow | undefined> {
  return db('users').whereRaw('lower(username) = lower(?)', [username]).first();
}

/** The account a login names: its username first, otherwise its e-mail address, ignoring case either way. */
export async function findUserRowByLogin(db: Knex, login: string): Promise<UserRow | undefined> {
  return db('users')
    .whereRaw('lower(username) = lower(?)', [login])
    .orWhereRaw('lower(email) = lower(?)', [login])
    .orderByRaw('(lower(username) = lower(?)) desc', [login])
    .first();
}

/** Another account (not `exceptId`) with this username or e-mail, ignoring case. */
export async function findClash(
  db: Knex,
  field: 'username' | 'email',
  value: string,
  exceptId?: number,
): Promise<UserRow | undefined> {
  const query = db('users').whereRaw(`lower(${field}) = lower(?)`, [value]);
  if (exceptId !== undefined) query.whereNot({ id: exceptId });
  return query.first();
}

/** Every account, by username; never the hash. */
export async function listUsers(db: Knex): Promise<User[]> {
  const rows: UserRow[] = await db('users').orderByRaw('lower(username)').orderBy('id');
  return rows.map(toUser);
}

export async function countUsers(db: Knex): Promise<number> {
  const row = await db('users').count<{ count: number }[]>('* as count').first();
  return Number(row?.count ?? 0);
}

export async function countAdmins(db: Knex): Promise<number> {
  const row = await db('users').where({ is_admin: true }).count<{ count: number }[]>('* as count').first();
  return Number(row?.count ?? 0);
}

export async function insertUserRow(db: Knex, profile: UserProfile, passwordHash: string): Promise<UserRow> {
  const [row] = (await db('users')
    .insert({ ...toColumns(profile), password_hash: passwordHash })
    .returning('*')) as UserRow[];
  return row!;
}

export async function updateUserRow(db: Knex, id: number, changes: Partial<UserRow>, at: Date): Promise<void> {
  await db('users').where({ id }).update({ ...changes, updated_at: at });
}

export async function deleteUserRow(db: Knex, id: number): Promise<void> {
  await db('users').where({ id }).delete();
}
