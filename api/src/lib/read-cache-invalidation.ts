// Keeps the read cache in step with the event log: this process's appends drop answers before the command answers;
// on PostgreSQL, where other processes append too, a kept answer is served only while the log's version (which every
// commit of an append moves on) is the one it was read at.
import type { Knex } from 'knex';
import type { EventStore } from './event-store.ts';
import { ReadCache } from './read-cache.ts';

/** Whether other processes can write to this database (PostgreSQL), rather than this process alone (PGlite). */
const isSharedDatabase = (db: Knex) => db.client.config.client === 'pg';

export function appendAwareReadCache(store: EventStore, db: Knex): ReadCache {
  const cache = new ReadCache(isSharedDatabase(db) ? { logVersion: (since) => store.log.version(since) } : {});
  store.onAppended((kinds) => cache.invalidate(kinds));
  return cache;
}
