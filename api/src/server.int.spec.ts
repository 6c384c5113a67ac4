// `npm start` as a newcomer runs it: a fresh data folder, migrations, the demo yard, the admin password printed once;
// and in production, no start at all without the site's address.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/support/test-db.ts';

const root = path.resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

describe('the server on first start', () => {
  let child: ChildProcess;
  let output = '';
  let baseUrl = '';
  let dataDir = '';
  let database: TestDatabase | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-start-'));
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' };
    delete env.ADMIN_PASSWORD;
    delete env.DATABASE_URL;
    // On the PostgreSQL pass the server runs on its own fresh database through DATABASE_URL.
    if (process.env.TEST_DATABASE === 'postgres') {
      database = await openTestDatabase();
      env.DATABASE_URL = database.url;
    }
    child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], { cwd: root, env });
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const ok = await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false);
      if (ok) return;
      if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
      await new Promise((r) => setTimeout(r, 300));
    }
    throw new Error(`the server did not start in time: ${output}`);
  }, 150_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the public site at / and the demo inventory through the API', async () => {
    const page = await fetch(`${baseUrl}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Premium used European cars in Hamilton | Forecourt</title>');
    const cars = (await (await fetch(`${baseUrl}/api/cars`)).json()) as { brand: string; imageUrl: string }[];
    expect(cars.length).toBeGreaterThanOrEqual(12);
    expect(new Set(cars.map((c) => c.brand))).toEqual(new Set(['BMW', 'Mercedes', 'Audi', 'Volkswagen', 'Porsche', 'Land Rover', 'MINI']));
    const photo = await fetch(`${baseUrl}${cars[0]!.imageUrl}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    const campervans = (await (await fetch(`${baseUrl}/api/campervans`)).json()) as { berths: number }[];
    expect(campervans).toHaveLength(4);
    expect(new Set(campervans.map((c) => c.berths))).toEqual(new Set([2, 4, 6]));
  });

  it('prints the generated admin password once, and it signs in', async () => {
    const match = /password: (\S+)/.exec(output);
    expect(match, output).not.toBeNull();
    const res = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: match![1] }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ username: 'admin', isAdmin: true });
  });
});

describe('the server in production (NODE_ENV=production)', () => {
  /** Runs the server with these settings until it exits or answers; its exit code (null: it started) and its output. */
  async function runUntilExit(settings: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-production-'));
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SESSION_KEYS: 'k', SEED_DEMO: 'false', ...settings };
    if (settings.DATABASE_URL === undefined) delete env.DATABASE_URL;
    if (settings.PUBLIC_URL === undefined) delete env.PUBLIC_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], { cwd: root, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    let code: number | null = null;
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
      if (child.exitCode !== null) break;
      if (await fetch(`http://127.0.0.1:${port}/api/health`).then(() => true, () => false)) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    if (child.exitCode === null) child.kill('SIGTERM');
    else code = child.exitCode;
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    return { code, output };
  }

  it('refuses to start without PUBLIC_URL, saying which setting is missing and why', { timeout: 40_000 }, async () => {
    const { code, output } = await runUntilExit({ NODE_ENV: 'production' });
    expect(code, output).toBe(1);
    expect(output).toContain("Forecourt cannot start: PUBLIC_URL is not set: in production (NODE_ENV=production) the server needs the site's address");
    expect(output).toContain("so that no request's Host header can point them at another site");
  });

  it('refuses to start on a shared database without SESSION_KEYS, which every process must share', { timeout: 40_000 }, async () => {
    // Checked before the database is opened: the address need not answer.
    const { code, output } = await runUntilExit({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://forecourt.co.nz',
      DATABASE_URL: 'postgres://forecourt@127.0.0.1:1/forecourt',
      SESSION_KEYS: '',
    });
    expect(code, output).toBe(1);
    expect(output).toContain('Forecourt cannot start: SESSION_KEYS is not set: in production on a shared database (DATABASE_URL)');
    expect(output).toContain('or a sign-in on one is refused by the others');
  });

  it('refuses a PUBLIC_URL that is not an http(s) origin', { timeout: 100_000 }, async () => {
    for (const value of ['forecourt.co.nz', 'ftp://forecourt.co.nz', 'https://forecourt.co.nz/shop']) {
      const { code, output } = await runUntilExit({ NODE_ENV: 'production', PUBLIC_URL: value });
      expect(code, output).toBe(1);
      expect(output).toContain(`Forecourt cannot start: PUBLIC_URL is '${value}': give the site's origin`);
    }
  });
});
