// The read tables as data: rebuild them from the log, or take a snapshot to compare two states.
import type { Knex } from 'knex';
import { READ_TABLES } from '@forecourt/db';
import type { EventStore } from './event-store.ts';

export async function rebuildReadTables(store: EventStore, onProgress?: (done: number) => void): Promise<number> {
  return store.rebuild(READ_TABLES, onProgress);
}

/** Every row of every read table in a stable order. */
export async function snapshotReadTables(db: Knex): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of READ_TABLES) snapshot[table] = await db(table).orderBy('id');
  return snapshot;
}
