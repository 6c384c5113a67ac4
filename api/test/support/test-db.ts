// A real database for one test file: embedded PGlite in memory by default, or a fresh database on the local
// PostgreSQL when TEST_DATABASE=postgres (PG_TEST_URL names the server; the database is dropped afterwards).
import { randomBytes } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import { connect, migrate } from '@forecourt/db';

export interface TestDatabase {
  db: Knex;
  kind: 'pglite' | 'postgres';
  url?: string;
  close(): Promise<void>;
}

export const testDatabaseKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

const serverUrl = () => process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** `kind` forces one database whatever TEST_DATABASE says (tests of several processes need PostgreSQL). */
export async function openTestDatabase(kind: 'pglite' | 'postgres' = testDatabaseKind()): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const { db, ready } = connect({ dataDir: 'memory' });
    await ready;
    await migrate(db);
    return { db, kind: 'pglite', close: () => db.destroy() };
  }
  const empty = await emptyPostgresDatabase();
  const { db } = connect({ databaseUrl: empty.url });
  await migrate(db);
  return {
    db,
    kind: 'postgres',
    url: empty.url,
    async close() {
      await db.destroy();
      await empty.close();
    },
  };
}

/** A new, empty database on the local PostgreSQL (not migrated: as a first deployment finds it), dropped by `close`. */
export async function emptyPostgresDatabase(): Promise<{ url: string; close(): Promise<void> }> {
  const name = `forecourt_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: serverUrl(), pool: { min: 0, max: 1 } });
  await admin.raw(`create database "${name}"`);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async close() {
      await admin.raw(`drop database if exists "${name}" with (force)`);
      await admin.destroy();
    },
  };
}

/** Empties every table and restarts every sequence, keeping the schema (faster than a new database). */
export async function resetDatabase(db: Knex): Promise<void> {
  const tables = await db.raw(
    "select tablename from pg_tables where schemaname = 'public' and tablename not like 'knex_%'",
  );
  const names = (tables.rows as { tablename: string }[]).map((r) => `"${r.tablename}"`);
  if (names.length) await db.raw(`truncate ${names.join(', ')} restart identity cascade`);
  const sequences = await db.raw("select sequencename from pg_sequences where schemaname = 'public'");
  for (const { sequencename } of sequences.rows as { sequencename: string }[]) {
    await db.raw(`alter sequence "${sequencename}" restart`);
  }
}
