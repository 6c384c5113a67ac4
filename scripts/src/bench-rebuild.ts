// Replaying the log into the read tables (what `npm run rebuild` does), beside the ceiling: a plain bulk insert of the
// very rows the replay made, in one transaction, 1,000 rows a statement.
import type { Knex } from 'knex';
import { READ_TABLES } from '@forecourt/db';
import type { BenchDeps } from './bench-scratch-db.ts';
import { fixed, whole, type BenchRow } from './bench-table.ts';

const BATCH = 1000;

// jsonb columns come back as objects and lists; written back they must be JSON text again (knex would make a
// PostgreSQL array of a list).
const asColumns = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([column, value]) => [column, value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value]));

async function bulkInsert(db: Knex, tables: Record<string, Record<string, unknown>[]>): Promise<number> {
  const started = performance.now();
  await db.transaction(async (trx) => {
    await trx.raw(`truncate ${READ_TABLES.map((t) => `"${t}"`).join(', ')}`);
    // Owners before their images (the foreign keys).
    for (const table of [...READ_TABLES].sort((a, b) => Number(a.endsWith('_images')) - Number(b.endsWith('_images')))) {
      const rows = tables[table]!;
      for (let i = 0; i < rows.length; i += BATCH) await trx(table).insert(rows.slice(i, i + BATCH));
    }
  });
  return (performance.now() - started) / 1000;
}

/** On a database whose log holds the events (the audit benchmark's year), with read tables in any state. */
export async function benchRebuild(deps: BenchDeps, log: (line: string) => void): Promise<BenchRow[]> {
  let started = performance.now();
  const events = await deps.store.rebuild(READ_TABLES);
  const replaySeconds = (performance.now() - started) / 1000;
  const replayRate = events / replaySeconds;

  started = performance.now();
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const table of READ_TABLES) tables[table] = ((await deps.db(table).select('*')) as Record<string, unknown>[]).map(asColumns);
  const rows = Object.values(tables).reduce((sum, list) => sum + list.length, 0);
  const insertSeconds = await bulkInsert(deps.db, tables);
  const insertRate = events / insertSeconds;
  log(`  replayed ${whole(events)} events in ${fixed(replaySeconds)} s (${whole(replayRate)} events/s) into ${whole(rows)} rows of ${READ_TABLES.length} tables`);
  log(`  the same ${whole(rows)} rows as a plain bulk insert: ${fixed(insertSeconds, 2)} s`);
  return [
    {
      measure: `Rebuild: replay ${whole(events)} events into the read tables`,
      figure: `${whole(replayRate)} events/s (${fixed(replaySeconds)} s)`,
      peer: `bulk insert of the ${whole(rows)} final rows: ${fixed(insertSeconds, 2)} s (${whole(insertRate)} events/s)`,
      ratio: `${fixed(replayRate / insertRate, 2)}× bulk insert`,
      aim: '—',
      verdict: '—',
    },
  ];
}
