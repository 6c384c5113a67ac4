// The database failing under the app, on either driver: the embedded PGlite closed under it, or PostgreSQL refusing
// connections and dropping the open ones. Calls answer 503 with the plain message and nothing of the driver's.
import type { PGlite } from '@electric-sql/pglite';
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/lib/database-unavailable.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';
import { carBody } from '../support/vehicle-requests.ts';

describe(`the database failing under the app (${process.env.TEST_DATABASE === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let app: TestApp & { close(): Promise<void> };
  let staff: TestClient;
  let carId: number;

  beforeAll(async () => {
    app = await startTestApp();
    staff = (await app.signedIn('admin')).client;
    carId = (await staff.post('/api/cars', carBody())).body.id;
  });
  afterAll(async () => {
    await app.close().catch(() => undefined);
  });

  /** Takes the database away; returns how to bring it back (the embedded one, once closed, is gone for good). */
  async function takeDatabaseAway(): Promise<(() => Promise<void>) | undefined> {
    if (app.database.kind === 'pglite') {
      const { pglite } = (app.deps.db.client as { config: { connection: { pglite: PGlite } } }).config.connection;
      await pglite.close();
      return undefined;
    }
    const url = new URL(app.database.url!);
    const name = url.pathname.slice(1);
    url.pathname = '/postgres';
    const admin = knexFactory({ client: 'pg', connection: url.toString(), pool: { min: 0, max: 1 } });
    await admin.raw(`alter database "${name}" allow_connections false`);
    await admin.raw('select pg_terminate_backend(pid) from pg_stat_activity where datname = ? and pid <> pg_backend_pid()', [name]);
    return async () => {
      await admin.raw(`alter database "${name}" allow_connections true`);
      await admin.destroy();
    };
  }

  it('answers 503 with the plain message, health included, and (PostgreSQL) recovers when the database is back', async () => {
    const bringBack = await takeDatabaseAway();
    try {
      for (const res of [
        await staff.get(`/api/cars/${carId}`),
        await staff.put(`/api/cars/${carId}`, { price: 12_345 }),
        await staff.get('/api/user'),
        await app.client().post('/api/login', { username: 'nobody', password: 'nothing-at-all' }),
      ]) {
        expect(res.status, res.text).toBe(503);
        expect(res.body).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
      }
      const health = await app.client().get('/api/health');
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ status: 'unavailable', database: 'unreachable', error: DATABASE_UNAVAILABLE_MESSAGE });
    } finally {
      await bringBack?.();
    }
    if (!bringBack) return;
    expect((await app.client().get('/api/health')).status).toBe(200);
    expect((await staff.get(`/api/cars/${carId}`)).body.price).toBe(carBody().price);
    expect((await staff.put(`/api/cars/${carId}`, { price: 12_345 })).body.price).toBe(12_345);
  });
});
