// A scratch database on the local PostgreSQL for a benchmark (PG_TEST_URL, else postgres://postgres@127.0.0.1:5432),
// made, migrated and opened through the app's own boot, and dropped afterwards whatever happened.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { createDeps } from '@forecourt/api/boot';
import { loadConfig } from '@forecourt/api/lib/config';
import { createLogger } from '@forecourt/api/lib/logger';

export type BenchDeps = Awaited<ReturnType<typeof createDeps>>;

export interface ScratchDatabase {
  name: string;
  url: string;
  /** Host, port and name, for the printed record (no password). */
  describe: string;
  dataDir: string;
  deps: BenchDeps;
}

export const serverUrl = () => process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The server's version, e.g. '15.20'. */
export async function postgresVersion(): Promise<string> {
  const admin = knexFactory({ client: 'pg', connection: serverUrl(), pool: { min: 0, max: 1 } });
  try {
    return String((await admin.raw('show server_version')).rows[0].server_version).split(' ')[0]!;
  } finally {
    await admin.destroy();
  }
}

export async function withScratchDatabase<T>(purpose: string, work: (scratch: ScratchDatabase) => Promise<T>): Promise<T> {
  const name = `forecourt_bench_${purpose}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: serverUrl(), pool: { min: 0, max: 1 } });
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `forecourt-bench-${purpose}-`));
  await admin.raw(`create database "${name}"`);
  try {
    const deps = await createDeps(
      loadConfig({ DATABASE_URL: url.toString(), DATA_DIR: dataDir, SESSION_KEYS: 'bench', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
      { logger: createLogger('silent') },
    );
    try {
      return await work({ name, url: url.toString(), describe: `PostgreSQL at ${url.hostname}:${url.port || 5432}, scratch database ${name}`, dataDir, deps });
    } finally {
      await deps.readCache.close();
      await deps.db.destroy();
    }
  } finally {
    await admin.raw(`drop database if exists "${name}" with (force)`);
    await admin.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
