// The database going away under a running server process and coming back: calls answer 503 with a plain message
// (quickly, never a 500, never internals), GET /api/health says so, nothing is half-written, and the process
// recovers by itself. PostgreSQL only: a real process whose way to its scratch database the test cuts and restores
// (through a TCP proxy), or whose database refuses connections for a while; the shared server is never stopped.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/lib/database-unavailable.ts';
import { addStaff, signIn, startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { freePort } from '../support/smtp-receiver.ts';
import { TcpProxy } from '../support/tcp-proxy.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-db.ts';
import type { TestClient, TestResponse } from '../support/test-client.ts';
import { carBody } from '../support/vehicle-requests.ts';

/** Calls a signed-in member of staff makes while the database is away: reads, a change, the session itself. */
const CALLS: [string, (c: TestClient, carId: number) => Promise<TestResponse>][] = [
  ['GET /api/cars/:id', (c, id) => c.get(`/api/cars/${id}`)],
  ['GET /api/user', (c) => c.get('/api/user')],
  ['PUT /api/cars/:id', (c, id) => c.put(`/api/cars/${id}`, { price: 1_111 }, { headers: { 'Idempotency-Key': 'while-the-database-was-away' } })],
  ['POST /api/login', (c) => c.post('/api/login', { username: 'sarah', password: 'whatever-it-is' })],
  ['POST /api/contact', (c) => c.post('/api/contact', { name: 'Aroha', email: 'aroha@example.co.nz', subject: 'Hi', message: 'Is the X5 still here?', timestamp: Date.now() - 60_000 })],
];

describe('the database down under a running server (PostgreSQL, real server process)', () => {
  let database: TestDatabase;
  let admin: Knex;
  let proxy: TcpProxy;
  let dataDir: string;
  let server: ServerProcess;
  let staff: TestClient;
  let carId: number;
  let name: string;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    await addStaff(database.db, 'sarah');
    const direct = new URL(database.url!);
    name = direct.pathname.slice(1);
    const maintenance = new URL(direct);
    maintenance.pathname = '/postgres';
    admin = knexFactory({ client: 'pg', connection: maintenance.toString(), pool: { min: 0, max: 1 } });
    proxy = new TcpProxy(await freePort(), { host: direct.hostname, port: Number(direct.port || 5432) });
    await proxy.open();
    const viaProxy = new URL(direct);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-db-down-'));
    server = await startServerProcess({ databaseUrl: viaProxy.toString(), dataDir });
    staff = await signIn(server, 'sarah');
    carId = (await staff.post('/api/cars', carBody({ price: 45_000 }))).body.id;
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await proxy?.cut();
    await admin?.raw(`alter database "${name}" allow_connections true`).catch(() => undefined);
    await admin?.destroy();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** While the database is away: every call is a quick 503 with the plain message, health included. */
  async function expectUnavailable() {
    const health = await server.client().get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'unavailable', database: 'unreachable', error: DATABASE_UNAVAILABLE_MESSAGE });
    for (const [label, call] of CALLS) {
      const started = performance.now();
      const res = await call(staff, carId);
      const ms = performance.now() - started;
      expect(res.status, `${label}: ${res.text}`).toBe(503);
      expect(res.body, label).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
      expect(res.headers.get('retry-after'), label).toBe('5');
      expect(ms, label).toBeLessThan(5_000);
    }
    // The public list may come from memory; if not, it is the same 503, never a 500.
    expect([200, 503]).toContain((await server.client().get('/api/cars')).status);
  }

  /** Once it is back: health is ok within seconds, the session made before still works, and so do changes. */
  async function expectRecovered() {
    const deadline = Date.now() + 20_000;
    while ((await server.client().get('/api/health')).status !== 200) {
      expect(Date.now(), `not recovered:\n${server.output()}`).toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect((await staff.get('/api/user')).body.username).toBe('sarah');
    const car = await staff.get(`/api/cars/${carId}`);
    expect(car.status).toBe(200);
    // The change refused while the database was away was not written; sent again with its key it is done once.
    expect(car.body.price).not.toBe(1_111);
    const again = await staff.put(`/api/cars/${carId}`, { price: 1_111 }, { headers: { 'Idempotency-Key': 'while-the-database-was-away' } });
    expect(again.status).toBe(200);
    expect(again.body.price).toBe(1_111);
    const events = await database.db('events').where({ stream_type: 'car', stream_id: String(carId) }).whereRaw("metadata->>'commandId' = ?", ['while-the-database-was-away']);
    expect(events).toHaveLength(1);
    expect((await staff.put(`/api/cars/${carId}`, { price: 45_000 })).status).toBe(200);
    await database.db('events').whereRaw("metadata->>'commandId' = ?", ['while-the-database-was-away']).delete();
    await database.db('commands').where({ command_id: 'while-the-database-was-away' }).delete();
  }

  it('answers 503 while the way to the database is cut, and recovers by itself when it is back', async () => {
    await proxy.cut();
    await expectUnavailable();
    await proxy.open();
    await expectRecovered();
    expect(server.output()).not.toMatch(/unhandled error/);
  });

  it('answers 503 while the database refuses connections and drops the open ones, and recovers by itself', async () => {
    await admin.raw(`alter database "${name}" allow_connections false`);
    await admin.raw('select pg_terminate_backend(pid) from pg_stat_activity where datname = ? and pid <> pg_backend_pid()', [name]);
    try {
      await expectUnavailable();
    } finally {
      await admin.raw(`alter database "${name}" allow_connections true`);
    }
    await expectRecovered();
    expect(server.output()).not.toMatch(/unhandled error/);
  });
});
