// Everything the app is built from; tests build a real app from real parts on a fresh database.
import type { Knex } from 'knex';
import type { Config } from './lib/config.ts';
import type { EventStore } from './lib/event-store.ts';
import type { Logger } from './lib/logger.ts';
import type { Mailer } from './lib/mailer.ts';
import type { MediaStore } from './lib/media-store.ts';
import type { ReadCache } from './lib/read-cache.ts';
import type { StorageHealth } from './lib/storage-health.ts';

export interface Deps {
  db: Knex;
  store: EventStore;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  media: MediaStore;
  clock: () => Date;
  /** Public list answers kept in memory until an append changes them. */
  readCache: ReadCache;
  /** Whether writes are being refused for want of space, for the health check. */
  storage: StorageHealth;
}
