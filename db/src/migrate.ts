// Runs the migrations, listed here in order, on either driver (no file-system loader, so tsx and tests agree).
import type { Knex } from 'knex';
import * as initial from './migrations/0001_initial.ts';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

const migrations: Record<string, Migration> = {
  '0001_initial': initial,
};

const source: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]!,
};

export async function migrate(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource: source });
}
