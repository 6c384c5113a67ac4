// Two server processes on one PostgreSQL with the same SESSION_KEYS, as behind a load balancer: a session made on one
// works on the other, a write on one is read on the other straight away (whatever either process keeps in memory),
// and simultaneous edits of one car from the same version never lose an update. PostgreSQL only: real processes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/app.ts';
import { addStaff, signIn, startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-db.ts';
import type { TestClient } from '../support/test-client.ts';
import { basedOn, carBody } from '../support/vehicle-requests.ts';

/** A client of `server` carrying the session cookies `signedIn` got from another process. */
function sharing(server: ServerProcess, signedIn: TestClient): TestClient {
  const client = server.client();
  for (const name of [SESSION_COOKIE, `${SESSION_COOKIE}.sig`]) client.setCookie(name, signedIn.cookie(name)!);
  return client;
}

describe('two server processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let dataDir: string;
  let a: ServerProcess;
  let b: ServerProcess;
  let onA: TestClient;
  let onB: TestClient;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-two-'));
    await addStaff(database.db, 'sarah');
    [a, b] = await Promise.all([
      startServerProcess({ databaseUrl: database.url, dataDir }),
      startServerProcess({ databaseUrl: database.url, dataDir }),
    ]);
    onA = await signIn(a, 'sarah');
    onB = sharing(b, onA);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('honours a session made on one process on the other, and ends it on both at sign-out', async () => {
    const me = await onB.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('sarah');
    const other = await signIn(b, 'sarah');
    expect((await other.post('/api/logout')).status).toBeLessThan(300);
    expect((await sharing(a, other).get('/api/user')).status).toBe(401);
    expect((await onA.get('/api/user')).status).toBe(200);
  });

  it('reads a write made on one process on the other at once, lists and records alike', async () => {
    // Both processes have answered the list before the writes, so anything they keep in memory is warm.
    const created = await onA.post('/api/cars', carBody({ model: 'Two-process 330i', price: 41_990 }));
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    for (let round = 0; round < 10; round++) {
      const [writer, reader] = round % 2 === 0 ? [onA, onB] : [onB, onA];
      expect((await reader.get('/api/cars')).status).toBe(200);
      expect((await reader.get(`/api/cars/${id}`)).status).toBe(200);
      const price = 40_000 + round;
      expect((await writer.put(`/api/cars/${id}`, { price })).status).toBe(200);
      const list = await reader.get('/api/cars');
      expect(list.body.find((c: { id: number }) => c.id === id)?.price, `round ${round}: the list on the other process is stale`).toBe(price);
      expect((await reader.get('/api/cars?brand=BMW&page=1')).body.items.find((c: { id: number }) => c.id === id)?.price).toBe(price);
      expect((await reader.get(`/api/cars/${id}`)).body.price).toBe(price);
      expect((await reader.get(`/api/cars/${id}`)).headers.get('etag')).toBe(`"${round + 2}"`);
    }
    const another = await onB.post('/api/cars', carBody({ model: 'Two-process Cayman', brand: 'Porsche' }));
    expect((await onA.get('/api/cars')).body.map((c: { id: number }) => c.id), 'a car listed on B, then the list on A').toContain(another.body.id);
    expect((await onB.delete(`/api/cars/${another.body.id}`)).status).toBe(200);
    expect((await onA.get('/api/cars')).body.map((c: { id: number }) => c.id), 'a car deleted on B, then the list on A').not.toContain(another.body.id);
    expect((await onA.get(`/api/cars/${another.body.id}`)).status).toBe(404);
  });

  it('gives simultaneous clashing edits from one version one success and one 409, and keeps both non-clashing ones', async () => {
    const created = await onA.post('/api/cars', carBody({ model: 'Race X5', price: 60_000, mileage: 50_000 }));
    const id = created.body.id as number;
    for (let round = 0; round < 8; round++) {
      const { version, price } = (await onA.get(`/api/cars/${id}`)).body as { version: number; price: number };
      const mine = 61_000 + round * 10;
      const theirs = mine + 1;
      const [first, second] = await Promise.all([
        onA.put(`/api/cars/${id}`, { price: mine }, basedOn(version)),
        onB.put(`/api/cars/${id}`, { price: theirs }, basedOn(version)),
      ]);
      const statuses = [first.status, second.status].sort();
      expect(statuses, `round ${round}`).toEqual([200, 409]);
      const [won, lost] = first.status === 200 ? [first, second] : [second, first];
      const winner = first.status === 200 ? mine : theirs;
      expect(lost.body).toMatchObject({ currentVersion: version + 1, baseVersion: version, clashes: [{ field: 'price', base: price, theirs: winner }] });
      expect(won.body).toMatchObject({ price: winner, version: version + 1 });
      // On both processes the car holds the winner's price, and the log holds exactly one change for the round.
      expect((await onA.get(`/api/cars/${id}`)).body).toMatchObject({ price: winner, version: version + 1 });
      expect((await onB.get(`/api/cars/${id}`)).body).toMatchObject({ price: winner, version: version + 1 });
    }
    const events = await database.db('events').where({ stream_type: 'car', stream_id: String(id) }).orderBy('version');
    expect(events.map((e) => e.type)).toEqual(['CarListed', ...Array(8).fill('CarPriceChanged')]);

    // Different fields changed from one version on the two processes: both are kept, whichever lands first.
    const { version } = (await onB.get(`/api/cars/${id}`)).body as { version: number };
    const [price, mileage] = await Promise.all([
      onA.put(`/api/cars/${id}`, { price: 59_990 }, basedOn(version)),
      onB.put(`/api/cars/${id}`, { mileage: 51_234 }, basedOn(version)),
    ]);
    expect([price.status, mileage.status]).toEqual([200, 200]);
    expect((await onA.get(`/api/cars/${id}`)).body).toMatchObject({ price: 59_990, mileage: 51_234, version: version + 2 });
    expect((await onB.get(`/api/cars/${id}`)).body).toMatchObject({ price: 59_990, mileage: 51_234, version: version + 2 });
  });
});
