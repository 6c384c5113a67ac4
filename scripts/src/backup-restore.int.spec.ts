// `npm run backup` and `npm run restore` as real processes on the server's settings (the embedded database under
// DATA_DIR, or DATABASE_URL on the PostgreSQL pass): the demo yard with changes, backed up and restored into an empty
// site, is the same site: log, users, history, messages, uploads, sequences, read tables and media files alike, and
// the same people sign in. A non-empty database and a damaged file are refused.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { addDays, nzToday } from '@forecourt/contracts';
import { READ_TABLES } from '@forecourt/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/src/app.ts';
import { createDeps } from '../../api/src/boot.ts';
import type { Deps } from '../../api/src/deps.ts';
import { createHttpServer } from '../../api/src/http/http-server.ts';
import { loadConfig } from '../../api/src/lib/config.ts';
import { snapshotReadTables } from '../../api/src/lib/read-tables.ts';
import { plainImage } from '../../api/src/services/media/test-images.ts';
import { seedIfEmpty } from '../../api/src/services/system/first-start.ts';
import { TestClient } from '../../api/test/support/test-client.ts';
import { openTestDatabase, testDatabaseKind, type TestDatabase } from '../../api/test/support/test-db.ts';
import { ARCHIVED_TABLES, DISCARDED_TABLES, restoreBackup } from './backup-archive.ts';

const ADMIN_PASSWORD = 'backup-admin-password';
const SARAH_PASSWORD = 'sarah-sells-cars-2026';
const script = (name: string) => path.resolve(import.meta.dirname, `${name}.ts`);

interface Site {
  dataDir: string;
  database?: TestDatabase;
}

const env = (site: Site): Record<string, string> => ({
  DATA_DIR: site.dataDir,
  DATABASE_URL: site.database?.url ?? '',
  SESSION_KEYS: 'backup-test-key',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  ADMIN_PASSWORD,
});

async function newSite(): Promise<Site> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-backup-'));
  return testDatabaseKind() === 'postgres' ? { dataDir, database: await openTestDatabase('postgres') } : { dataDir };
}

/** The site opened as the server opens it, served over HTTP, until `close`. */
async function serve(site: Site) {
  const deps = await createDeps(loadConfig(env(site)));
  const server: Server = createHttpServer(createApp(deps).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    deps,
    baseUrl,
    client: () => new TestClient(baseUrl),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      // The embedded database opens in one process at a time: the scripts need it closed.
      await deps.db.destroy();
    },
  };
}

/** Runs a script as `npm run <name>` does, on the settings of `site`. */
function run(name: 'backup' | 'restore', site: Site, args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script(name), ...args], { encoding: 'utf8', env: { ...process.env, ...env(site) } });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Everything a site holds, exactly: the kept tables as PostgreSQL writes them, the read tables, the sequences. */
async function contentsOf(db: Knex) {
  const tables: Record<string, string[]> = {};
  for (const { table, key } of ARCHIVED_TABLES) {
    // An event's transaction id is the database's own (a restore gives its own); everything else comes back as it was.
    const row = table === 'events' ? `to_jsonb(t) - 'tx'` : 'to_jsonb(t)';
    tables[table] = (await db.raw(`select (${row})::text as row from "${table}" t order by ${key.map((c) => `"${c}"`).join(', ')}`)).rows.map((r: { row: string }) => r.row);
  }
  const sequences: Record<string, unknown> = {};
  for (const { sequencename } of (await db.raw("select sequencename from pg_sequences where schemaname = 'public' and sequencename not like 'knex%'")).rows) {
    sequences[sequencename] = (await db.raw(`select last_value, is_called from "${sequencename}"`)).rows[0];
  }
  return { tables, readTables: await snapshotReadTables(db), sequences };
}

/** Every file under `dir`, by its path inside it. */
function filesUnder(dir: string, prefix = ''): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) for (const [k, v] of filesUnder(full, `${prefix}${name}/`)) files.set(k, v);
    else files.set(`${prefix}${name}`, readFileSync(full));
  }
  return files;
}

describe(`npm run backup and npm run restore (${testDatabaseKind() === 'postgres' ? 'DATABASE_URL on PostgreSQL' : 'the embedded database in DATA_DIR'})`, () => {
  let source: Site;
  let target: Site;
  let archive: string;
  let before: Awaited<ReturnType<typeof contentsOf>>;
  let media: Map<string, Buffer>;
  let carsAnswer: unknown;
  let uploadedUrl: string;

  beforeAll(async () => {
    source = await newSite();
    target = await newSite();
    archive = path.join(source.dataDir, 'backups', 'site.jsonl.gz');
    mkdirSync(path.dirname(archive), { recursive: true });

    // The demo yard, then a day's work: a new price, a car sold off the books, a new photo, a new colleague who signs
    // in, a visitor's message and a change sent with an Idempotency-Key.
    const site = await serve(source);
    await seedIfEmpty(site.deps as Deps, () => {});
    const admin = site.client();
    expect((await admin.post('/api/login', { username: 'admin', password: ADMIN_PASSWORD })).status).toBe(200);
    const cars = (await admin.get('/api/cars')).body as { id: number }[];
    expect((await admin.put(`/api/cars/${cars[0]!.id}`, { price: 33_333 }, { headers: { 'Idempotency-Key': 'backup-price-change' } })).status).toBe(200);
    expect((await admin.delete(`/api/cars/${cars[1]!.id}`)).status).toBe(200);
    const upload = await admin.upload('/api/upload', await plainImage('png', { width: 900, height: 600 }), 'yard.png', 'image/png');
    expect(upload.status).toBe(201);
    uploadedUrl = upload.body.url;
    expect((await admin.post('/api/carImages', { carId: cars[2]!.id, imageUrl: uploadedUrl, fileId: upload.body.fileId })).status).toBe(201);
    expect((await admin.post('/api/users', { username: 'sarah', email: 'sarah@forecourt.test', password: SARAH_PASSWORD, firstName: 'Sarah', isAdmin: false })).status).toBe(201);
    expect((await site.client().post('/api/login', { username: 'sarah', password: SARAH_PASSWORD })).status).toBe(200);
    expect((await site.client().post('/api/contact', { name: 'Aroha', email: 'aroha@example.co.nz', subject: 'X5', message: 'Still for sale?', timestamp: Date.now() - 60_000 })).body.success).toBe(true);
    // An enquiry about a car, with the car, the intent and the preferred day, which the backup must keep.
    const enquiry = { name: 'Mere', email: 'mere@example.co.nz', subject: 'Test drive', message: 'Saturday?', timestamp: Date.now() - 60_000 };
    const aboutCar = { vehicleKind: 'car', vehicleId: cars[2]!.id, intent: 'test-drive', preferredDate: addDays(nzToday(), 3) };
    expect((await site.client().post('/api/contact', { ...enquiry, ...aboutCar })).body.success).toBe(true);
    // As the staff see it (sold cars too; the public list holds only cars on sale).
    carsAnswer = (await admin.get('/api/cars')).body;
    before = await contentsOf(site.deps.db);
    media = filesUnder(path.join(source.dataDir, 'media'));
    await site.close();
  }, 240_000);

  afterAll(async () => {
    for (const site of [source, target]) {
      await site?.database?.close();
      if (site) rmSync(site.dataDir, { recursive: true, force: true });
    }
  });

  it('backs up the site into one file and restores it into an empty one as the same site', async () => {
    const backedUp = run('backup', source, [archive]);
    expect(backedUp.stderr).toBe('');
    expect(backedUp.status).toBe(0);
    expect(backedUp.stdout).toMatch(/^Backed up the .* to .*site\.jsonl\.gz in [\d.]+ s: \d+ users, \d+ events, .* \d+ media files\.\n$/);

    const restored = run('restore', target, [archive]);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(restored.stdout).toMatch(/^Restored .* replayed \d+ events into the read tables\.\n$/);

    const site = await serve(target);
    try {
      const after = await contentsOf(site.deps.db);
      expect(after.tables.events).toEqual(before.tables.events);
      expect(after.tables.users).toEqual(before.tables.users);
      expect(after).toEqual(before);
      expect(before.tables.users).toHaveLength(2);
      expect(before.tables.login_history!.length).toBeGreaterThanOrEqual(2);
      expect(before.tables.contact_messages).toHaveLength(2);
      const enquiry = JSON.parse(after.tables.contact_messages![1]!) as Record<string, unknown>;
      expect(enquiry).toMatchObject({ vehicle_kind: 'car', vehicle_id: expect.any(Number), intent: 'test-drive', preferred_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      expect(enquiry.vehicle_name).toMatch(/^\d{4} /);
      expect(enquiry.vehicle_url).toMatch(/\/cars\/\d+-/);
      expect(before.readTables.cars!.length).toBeGreaterThan(10);

      const restoredMedia = filesUnder(path.join(target.dataDir, 'media'));
      expect([...restoredMedia.keys()].sort()).toEqual([...media.keys()].sort());
      for (const [key, bytes] of media) expect(restoredMedia.get(key)!.equals(bytes), key).toBe(true);

      // The same people sign in with the same passwords, and the site answers and serves the same.
      expect((await site.client().post('/api/login', { username: 'admin', password: ADMIN_PASSWORD })).status).toBe(200);
      const sarah = site.client();
      expect((await sarah.post('/api/login', { username: 'sarah', password: SARAH_PASSWORD })).body.username).toBe('sarah');
      expect((await sarah.get('/api/cars')).body).toEqual(carsAnswer);
      const photo = await fetch(site.baseUrl + uploadedUrl.replace('1200.webp', '600.jpg'));
      expect(photo.status).toBe(200);
      expect(Buffer.from(await photo.arrayBuffer()).equals(media.get(uploadedUrl.replace('/media/', '').replace('1200.webp', '600.jpg'))!)).toBe(true);
      // The next car gets the number the original site would have given it.
      const next = await sarah.post('/api/cars', { ...(carsAnswer as Record<string, unknown>[])[0], id: undefined, version: undefined, model: 'After the restore' });
      expect(next.status).toBe(201);
      expect(next.body.id).toBe(Number((before.sequences.car_id_seq as { last_value: number }).last_value) + 1);
    } finally {
      await site.close();
    }
  }, 120_000);

  it('knows every table: kept in the file, rebuilt from the log, or left out on purpose', async () => {
    const site = await serve(target);
    try {
      const tables = (await site.deps.db.raw("select tablename from pg_tables where schemaname = 'public' and tablename not like 'knex%'")).rows.map((r: { tablename: string }) => r.tablename);
      expect([...tables].sort()).toEqual([...ARCHIVED_TABLES.map((t) => t.table), ...READ_TABLES, ...DISCARDED_TABLES].sort());
    } finally {
      await site.close();
    }
  });

  it('refuses a database that holds data unless --force, and a damaged file whatever the flag', async () => {
    const refused = run('restore', target, [archive]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^Not restored: The database is not empty \(.*events.*\)\. Restore into an empty database, or add --force/);

    // The rest in process (the same code the script runs), to keep the test quick.
    const damaged = path.join(path.dirname(archive), 'cut-short.jsonl.gz');
    const bytes = readFileSync(archive);
    writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const site = await serve(target);
    try {
      const held = await contentsOf(site.deps.db);
      await expect(restoreBackup(site.deps, damaged, { force: true })).rejects.toThrow(/^The backup (is incomplete|cannot be read)/);
      expect(await contentsOf(site.deps.db)).toEqual(held);
      // --force replaces whatever the database holds (here a car added since, and a log cut short behind its back).
      await site.deps.db('events').where('position', '>', 5).delete();
      const forced = await restoreBackup(site.deps, archive, { force: true });
      expect(forced.replayed).toBe(before.tables.events!.length);
      expect(await contentsOf(site.deps.db)).toEqual(before);
    } finally {
      await site.close();
    }
  }, 120_000);
});
