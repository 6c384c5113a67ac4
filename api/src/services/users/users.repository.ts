// Reads and writes of the users table (an ordinary table: a password hash never goes into the event log).
import type { Knex } from 'knex';
import type { User } from '@forecourt/contracts';

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

export async function findUserById(db: Knex, id: number): Promise<User | undefined> {
  const row: UserRow | undefined = await db('users').where({ id }).first();
  return row ? toUser(row) : undefined;
}

export async function findUserRowByUsername(db: Knex, username: string): Promise<UserRow | undefined> {
  return db('users').whereRaw('lower(username) = lower(?)', [username]).first();
}

export async function countUsers(db: Knex): Promise<number> {
  const row = await db('users').count<{ count: number }[]>('* as count').first();
  return Number(row?.count ?? 0);
}
