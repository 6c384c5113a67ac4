// `npm run restore -- <file> [--force]`: brings a backup from `npm run backup` into an empty database (and the media
// store), then rebuilds the read tables from the restored log. Same settings as the server.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDeps } from '@forecourt/api/boot';
import { loadConfig } from '@forecourt/api/lib/config';
import { ArchiveRefused, restoreBackup } from './backup-archive.ts';

const USAGE = `Usage: npm run restore -- <file> [--force]

Restores a backup made by npm run backup into the server's database (DATABASE_URL, or the embedded database under
DATA_DIR: stop the server first) and media store (MEDIA_DIR, or the bucket), then rebuilds the read tables from the log.
The database must be empty (a new one; start the server afterwards, with SEED_DEMO=false if you like). --force first
empties a database that holds data: its inventory, users, history, messages and sessions are replaced.
Everyone signs in again after a restore (sessions are not kept in a backup).`;

let file = '';
let force = false;
try {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (positionals.length !== 1) throw new Error('Name the backup file to restore.');
  file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
  force = values.force ?? false;
} catch (err) {
  console.error(`${(err as Error).message}\n\n${USAGE}`);
  process.exit(2);
}

const deps = await createDeps(loadConfig()).catch((err: Error) => {
  console.error(`Could not open the database: ${err.message}`);
  process.exit(1);
});
try {
  const started = performance.now();
  const report = await restoreBackup(deps, file, { force });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const tables = Object.entries(report.tables).map(([table, n]) => `${n} ${table}`).join(', ');
  console.log(`Restored ${file} into the ${deps.describeDatabase} and ${deps.media.describe} in ${seconds} s: ${tables}, ${report.media} media files; replayed ${report.replayed} events into the read tables.`);
} catch (err) {
  process.exitCode = 1;
  console.error(err instanceof ArchiveRefused ? `Not restored: ${err.message}` : `Restore failed: ${(err as Error).message}`);
} finally {
  await deps.db.destroy();
}
process.exit();
