// Builds the dependencies from settings: the one place the server, the scripts and the tests assemble them.
import { connect, migrate, underStartLock } from '@forecourt/db';
import type { Deps } from './deps.ts';
import type { Config } from './lib/config.ts';
import { checkDataFolders } from './lib/data-folders.ts';
import { EventStore } from './lib/event-store.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { localMediaStore } from './lib/local-media-store.ts';
import type { MediaStore } from './lib/media-store.ts';
import { createMailer } from './lib/nodemailer-mailer.ts';
import { projections, upcasters } from './projections.ts';
import { appendAwareReadCache } from './lib/read-cache-invalidation.ts';
import { storageHealth } from './lib/storage-health.ts';
import type { Knex } from 'knex';

export interface BootOptions {
  /** An open database to use instead of connecting from the settings (tests). */
  db?: Knex;
  logger?: Logger;
  clock?: () => Date;
  /** fsync of the embedded database on disk: on, unless the benchmark turns it off to measure what it costs. */
  fsync?: boolean;
}

/** Throws a DataFolderError, before anything is opened, when a local folder in use cannot be written or is full. */
export async function createDeps(config: Config, options: BootOptions = {}): Promise<Deps & { describeDatabase: string }> {
  checkDataFolders(config);
  const connection = options.db
    ? { db: options.db, describe: 'given database', ready: Promise.resolve() }
    : connect({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/db`, fsync: options.fsync });
  await connection.ready;
  // Other processes may be starting on the same database at this moment: one migrates, the others then find it done.
  await underStartLock(connection.db, () => migrate(connection.db));
  const store = new EventStore(connection.db, projections, upcasters);
  const logger = options.logger ?? createLogger(config.logLevel);
  const clock = options.clock ?? (() => new Date());
  const storage = storageHealth(clock);
  store.onAppended(() => storage.wrote());
  return {
    db: connection.db,
    describeDatabase: connection.describe,
    store,
    config,
    logger,
    mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: config.mailFrom }),
    media: await openMediaStore(config),
    clock,
    readCache: appendAwareReadCache(store, connection.db),
    storage,
  };
}

/** The media store the settings name; the S3 SDK loads only when a bucket is used. */
async function openMediaStore(config: Config): Promise<MediaStore> {
  if (config.mediaStore === 'disk') return localMediaStore(config.mediaDir);
  if (!config.s3) throw new Error('MEDIA_STORE=s3 without its S3_* settings');
  const { openS3MediaStore } = await import('./lib/s3-media-store.ts');
  return openS3MediaStore(config.s3);
}
