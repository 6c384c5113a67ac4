// Builds the dependencies from settings: the one place the server, the scripts and the tests assemble them.
import { connect, migrate } from '@forecourt/db';
import type { Deps } from './deps.ts';
import type { Config } from './lib/config.ts';
import { EventStore } from './lib/event-store.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { localMediaStore } from './lib/local-media-store.ts';
import { createMailer } from './lib/nodemailer-mailer.ts';
import { projections } from './projections.ts';
import type { Knex } from 'knex';

export interface BootOptions {
  /** An open database to use instead of connecting from the settings (tests). */
  db?: Knex;
  logger?: Logger;
  clock?: () => Date;
}

export async function createDeps(config: Config, options: BootOptions = {}): Promise<Deps & { describeDatabase: string }> {
  const connection = options.db
    ? { db: options.db, describe: 'given database', ready: Promise.resolve() }
    : connect({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/db` });
  await connection.ready;
  await migrate(connection.db);
  return {
    db: connection.db,
    describeDatabase: connection.describe,
    store: new EventStore(connection.db, projections),
    config,
    logger: options.logger ?? createLogger(config.logLevel),
    mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: config.mailFrom }),
    media: localMediaStore(config.mediaDir),
    clock: options.clock ?? (() => new Date()),
  };
}
