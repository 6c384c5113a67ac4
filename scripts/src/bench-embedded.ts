// What durability costs on the embedded database (PGlite in a folder, as `npm start` runs without DATABASE_URL): 20
// writers changing cars over HTTP through the event store with fsync on, beside the very same with fsync off
// (PGlite's own setting, and Forecourt's until fsync was turned on). Each run has its own copy of one folder of stock.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDeps } from '@forecourt/api/boot';
import { loadConfig } from '@forecourt/api/lib/config';
import { createLogger } from '@forecourt/api/lib/logger';
import { addWriter, loadCarChanges, stockCars, WRITERS } from './bench-car-changes.ts';
import { startServerProcess, type LoadResult } from './bench-load.ts';
import { fixed, whole, type BenchRow } from './bench-table.ts';

const CARS = 10_000;

export interface EmbeddedBenchOptions {
  /** Seconds measured per run, after `warmUp` seconds of the same load. */
  duration: number;
  warmUp: number;
  log: (line: string) => void;
}

/** The settings of an app on the embedded database in `dataDir` (never a DATABASE_URL from the environment). */
const onFolder = (dataDir: string) => ({ DATA_DIR: dataDir, DATABASE_URL: '', SESSION_KEYS: 'bench', SEED_DEMO: 'false' });

export async function benchEmbeddedWrites(options: EmbeddedBenchOptions): Promise<BenchRow[]> {
  const { log } = options;
  const timing = { duration: options.duration, warmUp: options.warmUp };
  const root = mkdtempSync(path.join(tmpdir(), 'forecourt-bench-embedded-'));
  try {
    const stock = path.join(root, 'stock');
    const deps = await createDeps(loadConfig({ ...onFolder(stock), LOG_LEVEL: 'silent' }), { logger: createLogger('silent') });
    let carIds: number[];
    try {
      const seconds = await stockCars(deps, CARS, 1);
      await addWriter(deps);
      carIds = (await deps.db('cars').pluck('id')) as number[];
      log(`  ${whole(CARS)} cars in stock on the embedded database (listed as events and the log replayed in ${fixed(seconds)} s)`);
    } finally {
      await deps.readCache.close();
      await deps.db.destroy();
    }
    const folders = { on: path.join(root, 'fsync-on'), off: path.join(root, 'fsync-off') };
    for (const folder of Object.values(folders)) cpSync(stock, folder, { recursive: true });
    // The copies' own writing-back must not land in a measured run.
    execFileSync('sync');

    const run = async (fsync: 'on' | 'off'): Promise<LoadResult> => {
      log(`  PUT /api/cars/:id (a new price for a random car of ${whole(carIds.length)}), ${WRITERS} writers, fsync ${fsync}, ${timing.warmUp} s warm-up + ${timing.duration} s`);
      const app = await startServerProcess('bench-serve-app.ts', { ...onFolder(folders[fsync]), LOG_LEVEL: 'info', NODE_ENV: 'production', BENCH_FSYNC: fsync });
      try {
        const result = await loadCarChanges(app.base, carIds, timing);
        log(`    ${whole(result.requestsPerSecond)} commands/s, p99 ${result.p99} ms${result.failures ? ` (${result.failures})` : ''}`);
        return result;
      } finally {
        await app.stop();
      }
    };
    const durable = await run('on');
    const unsafe = await run('off');
    const failures = (result: LoadResult) => (result.failures ? ` (${result.failures})` : '');
    return [
      {
        measure: `Car changes on the embedded database, ${WRITERS} writers (PUT over HTTP), fsync on`,
        figure: `${whole(durable.requestsPerSecond)} commands/s, p99 ${durable.p99} ms${failures(durable)}`,
        peer: `fsync off, as before: ${whole(unsafe.requestsPerSecond)} commands/s, p99 ${unsafe.p99} ms${failures(unsafe)}`,
        ratio: `${fixed(durable.requestsPerSecond / unsafe.requestsPerSecond, 2)}× fsync off`,
        aim: '—',
        verdict: '—',
      },
    ];
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
