// `npm run backup -- [<file>]`: the event log, users (with password hashes), login history, contact messages,
// uploads and their media files, in one file that `npm run restore` brings back. Same settings as the server.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDeps } from '@forecourt/api/boot';
import { loadConfig } from '@forecourt/api/lib/config';
import { writeBackup } from './backup-archive.ts';

const USAGE = `Usage: npm run backup -- [<file>]

Writes a backup of the site to <file> (default: forecourt-backup-<date and time>.jsonl.gz in the current folder):
the event log, users with their password hashes, login history, contact messages, uploads and every media file.
The database is the server's: DATABASE_URL when set, otherwise the embedded database under DATA_DIR (stop the
server first: the embedded database opens in one process at a time). Media come from MEDIA_DIR (or the bucket).`;

let file: string | undefined;
try {
  const { values, positionals } = parseArgs({ options: { help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (positionals.length > 1) throw new Error('Name one file.');
  file = positionals[0];
} catch (err) {
  console.error(`${(err as Error).message}\n\n${USAGE}`);
  process.exit(2);
}

// npm runs scripts from the repository root; a relative name means where the command was typed.
const cwd = process.env.INIT_CWD ?? process.cwd();
const stamp = new Date().toISOString().replace(/[:]/g, '').replace(/\..*/, '').replace('T', '-');
const target = path.resolve(cwd, file ?? `forecourt-backup-${stamp}.jsonl.gz`);

const deps = await createDeps(loadConfig()).catch((err: Error) => {
  console.error(`Could not open the database: ${err.message}`);
  process.exit(1);
});
try {
  const started = performance.now();
  const counts = await writeBackup(deps, target);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const tables = Object.entries(counts.tables).map(([table, n]) => `${n} ${table}`).join(', ');
  console.log(`Backed up the ${deps.describeDatabase} and ${deps.media.describe} to ${target} in ${seconds} s: ${tables}, ${counts.media} media files.`);
} catch (err) {
  process.exitCode = 1;
  console.error(`Backup failed: ${(err as Error).message}`);
} finally {
  await deps.db.destroy();
}
// Whatever else the dependencies opened (a notice listener, say) must not keep a finished backup running.
process.exit();
