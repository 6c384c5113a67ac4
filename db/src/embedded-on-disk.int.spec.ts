// The embedded database in a folder keeps what it acknowledged: PostgreSQL runs with fsync on, a commit reaches
// fsync(2) on the WAL before it is answered, a new folder is wholly on disk before its first query, and a folder left
// by a killed process opens again with its changes. Every fsync(2) is seen through Node's fs.fsyncSync, with the
// file it synced read from /proc/self/fd.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect, type Connection } from './connect.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every file fsync(2) reached from now on, by path. */
function watchSyncs(): { files: string[] } {
  const seen = { files: [] as string[] };
  const real = fs.fsyncSync.bind(fs);
  vi.spyOn(fs, 'fsyncSync').mockImplementation((fd) => {
    seen.files.push(fs.readlinkSync(`/proc/self/fd/${fd}`));
    real(fd);
  });
  return seen;
}

/** Every file and folder under `dir`, and `dir` itself. */
function everythingUnder(dir: string): string[] {
  const entries = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => path.join(dir, name));
  return [dir, ...entries];
}

const show = async (connection: Connection, setting: string) => ((await connection.db.raw(`show ${setting}`)).rows as Record<string, string>[])[0]![setting];

describe('the embedded database on disk', () => {
  let parent: string;
  let dataDir: string;
  let connection: Connection | undefined;

  beforeAll(() => {
    parent = fs.mkdtempSync(path.join(tmpdir(), 'forecourt-durable-'));
    dataDir = path.join(parent, 'db');
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await connection?.db.destroy();
    connection = undefined;
  });
  afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

  it('makes a new folder with fsync on and the WAL synced by fsync, every file of it on disk before the first query', async () => {
    const syncs = watchSyncs();
    connection = connect({ dataDir });
    await connection.ready;
    const synced = new Set(syncs.files);
    const missing = everythingUnder(dataDir).filter((file) => !synced.has(file));
    expect(missing, 'files of the new folder never synced').toEqual([]);
    expect(synced).toContain(parent);
    expect(await show(connection, 'fsync')).toBe('on');
    expect(await show(connection, 'wal_sync_method')).toBe('fsync');
  });

  it('syncs the WAL to disk before a commit is answered', async () => {
    connection = connect({ dataDir });
    await connection.ready;
    await connection.db.raw('create table kept (id int primary key, note text)');
    const syncs = watchSyncs();
    await connection.db('kept').insert({ id: 1, note: 'acknowledged' });
    const walSyncs = syncs.files.filter((file) => file.startsWith(path.join(dataDir, 'pg_wal') + path.sep));
    expect(walSyncs.length, `fsync(2) calls for the commit: ${syncs.files.join(', ') || 'none'}`).toBeGreaterThanOrEqual(1);
  });

  it('syncs nothing with fsync off, as PGlite would by itself (what the benchmark compares against)', async () => {
    connection = connect({ dataDir, fsync: false });
    await connection.ready;
    const syncs = watchSyncs();
    await connection.db('kept').insert({ id: 2, note: 'not synced' });
    await connection.db.raw('checkpoint');
    expect(await show(connection, 'fsync')).toBe('off');
    expect(syncs.files).toEqual([]);
  });

  it('opens a folder left by a killed process with every change it acknowledged, syncing the folder in recovery', async () => {
    // A process that commits, says so, and is then killed with SIGKILL (no shutdown checkpoint).
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { connect } = await import('./db/src/connect.ts');
         const { db, ready } = connect({ dataDir: process.argv[1] });
         await ready;
         await db('kept').insert({ id: 3, note: 'acknowledged, then killed' });
         console.log('committed');
         setInterval(() => {}, 1000);`,
        dataDir,
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk) => (String(chunk).includes('committed') ? resolve() : undefined));
        child.once('exit', () => reject(new Error(`the writing process ended first:\n${output}`)));
      });
    } finally {
      child.kill('SIGKILL');
      await exited;
    }

    const syncs = watchSyncs();
    connection = connect({ dataDir });
    await connection.ready;
    expect(await connection.db('kept').orderBy('id').pluck('id')).toEqual([1, 2, 3]);
    // PostgreSQL recovering from a crash syncs the whole folder (files and folders) before it replays the WAL.
    expect(syncs.files).toContain(path.join(dataDir, 'global', 'pg_control'));
    expect(syncs.files).toContain(path.join(dataDir, 'base'));
  });
});
