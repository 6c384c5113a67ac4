// Keeps the read cache in step with the event log: this process's appends drop answers before the command answers;
// on PostgreSQL, where other processes append too, a kept answer is served only while the log's last committed
// position is the one it was read at.
import type { Knex } from 'knex';
import type { EventStore } from './event-store.ts';
import { ReadCache } from './read-cache.ts';

/** Whether other processes can write to this database (PostgreSQL), rather than this process alone (PGlite). */
const isSharedDatabase = (db: Knex) => db.client.config.client === 'pg';

/**
 * The last committed position of the log: appends commit in position order (they hold the append lock), so it
 * changes with every commit and never goes back. An index-only read of the primary key's last entry.
 */
async function lastPosition(db: Knex): Promise<string> {
  const result = await db.raw('select max(position) as position from events');
  return String(result.rows[0]?.position ?? 0);
}

export function appendAwareReadCache(store: EventStore, db: Knex): ReadCache {
  const cache = new ReadCache(isSharedDatabase(db) ? { logVersion: () => lastPosition(db) } : {});
  store.onAppended((kinds) => cache.invalidate(kinds));
  return cache;
}
