// Three server processes on one PostgreSQL with the same SESSION_KEYS, as behind a load balancer: a session made on
// one works on the others, a write on one is read on the others straight away (whatever each keeps in memory),
// simultaneous edits of one car from the same version never lose an update, one Idempotency-Key sent to all three at
// once makes one change, changes to different cars from all three run side by side and each lands once in the log,
// and every stored mail is sent once whichever process's worker takes it. PostgreSQL only: real processes.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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

describe('three server processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let dataDir: string;
  let a: ServerProcess;
  let b: ServerProcess;
  let c: ServerProcess;
  let onA: TestClient;
  let onB: TestClient;
  let onC: TestClient;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-several-'));
    await addStaff(database.db, 'sarah');
    // Addresses as the load balancer forwards them, so the contact test can write from many visitors.
    [a, b, c] = (await Promise.all([0, 1, 2].map(() => startServerProcess({ databaseUrl: database.url, dataDir, env: { TRUST_PROXY: 'true' } })))) as [ServerProcess, ServerProcess, ServerProcess];
    onA = await signIn(a, 'sarah');
    onB = sharing(b, onA);
    onC = sharing(c, onA);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), c?.stop()]);
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('honours a session made on one process on the others, and ends it on all at sign-out', async () => {
    for (const client of [onB, onC]) {
      const me = await client.get('/api/user');
      expect(me.status).toBe(200);
      expect(me.body.username).toBe('sarah');
    }
    const other = await signIn(b, 'sarah');
    expect((await other.post('/api/logout')).status).toBeLessThan(300);
    expect((await sharing(a, other).get('/api/user')).status).toBe(401);
    expect((await sharing(c, other).get('/api/user')).status).toBe(401);
    expect((await onA.get('/api/user')).status).toBe(200);
  });

  it('reads a write made on one process on the other at once, lists and records alike', async () => {
    // Both processes have answered the list before the writes, so anything they keep in memory is warm.
    const created = await onA.post('/api/cars', carBody({ model: 'Several-process 330i', price: 41_990 }));
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    for (let round = 0; round < 12; round++) {
      const [writer, reader] = ([[onA, onB], [onB, onC], [onC, onA]] as const)[round % 3]!;
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
    const another = await onB.post('/api/cars', carBody({ model: 'Several-process Cayman', brand: 'Porsche' }));
    expect((await onA.get('/api/cars')).body.map((c: { id: number }) => c.id), 'a car listed on B, then the list on A').toContain(another.body.id);
    expect((await onB.delete(`/api/cars/${another.body.id}`)).status).toBe(200);
    expect((await onA.get('/api/cars')).body.map((c: { id: number }) => c.id), 'a car deleted on B, then the list on A').not.toContain(another.body.id);
    expect((await onA.get(`/api/cars/${another.body.id}`)).status).toBe(404);
  });

  it('gives simultaneous clashing edits from one version one success and a 409 for each other, and keeps every non-clashing one', async () => {
    const created = await onA.post('/api/cars', carBody({ model: 'Race X5', price: 60_000, mileage: 50_000 }));
    const id = created.body.id as number;
    for (let round = 0; round < 8; round++) {
      const { version, price } = (await onA.get(`/api/cars/${id}`)).body as { version: number; price: number };
      const offers = [61_000 + round * 10, 61_001 + round * 10, 61_002 + round * 10];
      const answers = await Promise.all([onA, onB, onC].map((client, i) => client.put(`/api/cars/${id}`, { price: offers[i] }, basedOn(version))));
      expect(answers.map((r) => r.status).sort(), `round ${round}`).toEqual([200, 409, 409]);
      const won = answers.findIndex((r) => r.status === 200);
      const winner = offers[won]!;
      for (const lost of answers.filter((r) => r.status === 409)) {
        expect(lost.body).toMatchObject({ currentVersion: version + 1, baseVersion: version, clashes: [{ field: 'price', base: price, theirs: winner }] });
      }
      expect(answers[won]!.body).toMatchObject({ price: winner, version: version + 1 });
      // On every process the car holds the winner's price, and the log holds exactly one change for the round.
      for (const client of [onA, onB, onC]) expect((await client.get(`/api/cars/${id}`)).body).toMatchObject({ price: winner, version: version + 1 });
    }
    const events = await database.db('events').where({ stream_type: 'car', stream_id: String(id) }).orderBy('version');
    expect(events.map((e) => e.type)).toEqual(['CarListed', ...Array(8).fill('CarPriceChanged')]);

    // Different fields changed from one version on the three processes: all are kept, whichever lands first.
    const { version } = (await onB.get(`/api/cars/${id}`)).body as { version: number };
    const answers = await Promise.all([
      onA.put(`/api/cars/${id}`, { price: 59_990 }, basedOn(version)),
      onB.put(`/api/cars/${id}`, { mileage: 51_234 }, basedOn(version)),
      onC.put(`/api/cars/${id}`, { color: 'Carbon Black' }, basedOn(version)),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    for (const client of [onA, onB, onC]) {
      expect((await client.get(`/api/cars/${id}`)).body).toMatchObject({ price: 59_990, mileage: 51_234, color: 'Carbon Black', version: version + 3 });
    }
  });

  it('makes one change of one Idempotency-Key sent to all three processes at once, and answers the repeats as the first', async () => {
    const created = await onA.post('/api/cars', carBody({ model: 'Keyed X3', price: 52_000 }));
    const id = created.body.id as number;
    for (let round = 0; round < 10; round++) {
      const key = `several-${id}-${round}`;
      const answers = await Promise.all([onA, onB, onC].map((client) => client.put(`/api/cars/${id}`, { price: 52_100 + round }, { headers: { 'Idempotency-Key': key } })));
      // One made it; each other is its answer again, or 409 'still running' while the first is under way.
      expect(answers.filter((r) => r.status === 200 && r.headers.get('idempotent-replayed') !== 'true'), `round ${round}`).toHaveLength(1);
      for (const other of answers) expect([200, 409]).toContain(other.status);
    }
    const changes = await database.db('events').where({ stream_type: 'car', stream_id: String(id), type: 'CarPriceChanged' });
    expect(changes).toHaveLength(10);
  });

  it('lets all three change different cars at the same time: every change lands once, each car\'s versions in order', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const listed = await onA.post('/api/cars', carBody({ model: `Side-by-side ${i}`, price: 30_000 + i }));
      ids.push(listed.body.id as number);
    }
    const clients = [onA, onB, onC];
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, n) => {
        const id = ids[n % ids.length]!;
        return clients[n % 3]!.put(`/api/cars/${id}`, { price: 31_000 + n });
      }),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    for (const id of ids) {
      const events = await database.db('events').where({ stream_type: 'car', stream_id: String(id) }).orderBy([{ column: 'tx' }, { column: 'position' }]);
      expect(events.map((e) => e.version)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
      const last = events.at(-1)!;
      for (const client of clients) expect((await client.get(`/api/cars/${id}`)).body).toMatchObject({ version: 11, price: last.data.price });
    }
  });

  it('sends every stored enquiry once, whichever process takes it', async () => {
    expect((await onB.post('/api/email-settings', { email: 'sales@forecourt.test', name: 'Sales' })).status).toBe(201);
    const sent = 24;
    const answers = await Promise.all(
      Array.from({ length: sent }, (_, n) =>
        [a, b, c][n % 3]!.client().post(
          '/api/contact',
          { name: `Visitor ${n}`, email: `visitor${n}@example.co.nz`, subject: `Viewing ${n}`, message: 'Is it still there?', phone: '', honeypot: '', timestamp: Date.now() - 60_000 },
          { headers: { 'X-Forwarded-For': `198.51.100.${n + 1}` } },
        ),
      ),
    );
    expect(answers.every((r) => r.status < 300)).toBe(true);
    const outbox = path.join(dataDir, 'outbox');
    const deadline = Date.now() + 20_000;
    const mails = () => (existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith('.eml')) : []);
    while ((await database.db('contact_messages').whereNot({ status: 'sent' })).length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await database.db('contact_messages').where({ status: 'sent' })).toHaveLength(sent);
    // One e-mail per enquiry: each subject exactly once in the outbox.
    const subjects = mails().map((name) => /Viewing (\d+)/.exec(readFileSync(path.join(outbox, name), 'utf8'))?.[1]);
    expect(subjects.sort()).toEqual(Array.from({ length: sent }, (_, n) => String(n)).sort());
  });
});
