// Knex on the embedded PGlite (the default) or on PostgreSQL through the pg driver when a URL is given.
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { PGlite, types } from '@electric-sql/pglite';
import pg from 'pg';
import { openEmbeddedOnDisk } from './embedded-on-disk.ts';

export type Db = Knex;

export interface ConnectOptions {
  /** A postgres:// URL; without one the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Data directory of the embedded database; 'memory' keeps it in memory (tests). */
  dataDir?: string | undefined;
  /** fsync of the embedded database on disk: on unless turned off to measure what it costs (the benchmark). */
  fsync?: boolean;
}

// Both drivers answer int8 (bigint positions, counts) as plain numbers; ids stay far below 2^53.
const int8 = (value: string | number) => Number(value);
pg.types.setTypeParser(20, int8);

/**
 * knex-pglite names a delete's command 'DEL', so knex would answer the raw result instead of the number of rows
 * deleted, as it does on pg. Naming it as pg does makes both drivers answer alike.
 */
interface ResponseProcessor {
  processResponse(obj: { method?: string }, runner: unknown): unknown;
}
const PgLiteClient = class extends (ClientPgLite as unknown as new (config: unknown) => ResponseProcessor) {
  override processResponse(obj: { method?: string }, runner: unknown) {
    const method = obj.method === 'del' ? 'delete' : obj.method === 'counter' ? 'update' : obj.method;
    return super.processResponse({ ...obj, method }, runner);
  }
} as unknown as typeof knexFactory.Client;

export interface Connection {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Settles once the database can take queries (the embedded one takes seconds to start on a busy machine). */
  ready: Promise<void>;
  /** Where the data lives, for people reading the start-up log (no password). */
  describe: string;
}

export function connect(options: ConnectOptions = {}): Connection {
  if (options.databaseUrl) {
    const db = knexFactory({
      client: 'pg',
      connection: options.databaseUrl,
      pool: { min: 0, max: Number(process.env.DATABASE_POOL_MAX ?? 10) },
      acquireConnectionTimeout: 10_000,
    });
    const url = new URL(options.databaseUrl);
    return { db, kind: 'postgres', ready: Promise.resolve(), describe: `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}` };
  }
  const dataDir = options.dataDir ?? path.resolve('data/db');
  const parsers = { [types.INT8]: int8 };
  const memory = dataDir === 'memory' ? new PGlite({ parsers }) : undefined;
  const { pglite, ready } = memory ? { pglite: memory, ready: memory.waitReady } : openEmbeddedOnDisk(dataDir, { parsers, fsync: options.fsync });
  const db = knexFactory({
    client: PgLiteClient,
    dialect: 'postgres',
    connection: { pglite } as unknown as Knex.StaticConnectionConfig,
    // PGlite is one connection: a query made outside a running transaction waits for it. Fail rather than hang,
    // but leave room for a slow query on a busy two-core machine (start-up itself is awaited through `ready`).
    acquireConnectionTimeout: 15_000,
  });
  return { db, kind: 'pglite', ready, describe: dataDir === 'memory' ? 'embedded database in memory' : `embedded database in ${dataDir}` };
}
