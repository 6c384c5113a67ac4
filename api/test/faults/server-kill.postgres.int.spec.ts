// The server killed with SIGKILL while 20 clients write, then started again on the same PostgreSQL: every write it
// acknowledged is there exactly once, replaying the unanswered ones with their Idempotency-Keys adds nothing twice
// (and, once the keys the killed requests held are let go, finishes every one), and the read tables rebuilt from the log equal the live ones. PostgreSQL only: a real child process on its own
// scratch database (the embedded database belongs to one process).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/app.ts';
import { ANSWER_LOST } from '../../src/http/idempotency.ts';
import { EventStore } from '../../src/lib/event-store.ts';
import { rebuildReadTables, snapshotReadTables } from '../../src/lib/read-tables.ts';
import { projections } from '../../src/projections.ts';
import { addStaff, signIn, startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-db.ts';
import type { TestClient } from '../support/test-client.ts';
import { carBody } from '../support/vehicle-requests.ts';

const WRITERS = 20;
const CARS = 10;

interface Write {
  key: string;
  method: 'POST' | 'PUT';
  path: string;
  body: Record<string, unknown>;
  /** The answer's status when one came back; undefined when the connection died first. */
  status?: number;
  carId?: number;
}

const acknowledged = (w: Write) => w.status !== undefined && w.status >= 200 && w.status < 300;

/** A client of `server` carrying the session cookies of `signedIn` (one sign-in serves all the writers). */
function sharing(server: ServerProcess, signedIn: TestClient): TestClient {
  const client = server.client();
  for (const name of [SESSION_COOKIE, `${SESSION_COOKIE}.sig`]) client.setCookie(name, signedIn.cookie(name)!);
  return client;
}

describe('SIGKILL while 20 clients write (PostgreSQL, real server processes)', () => {
  let database: TestDatabase;
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-kill-'));
    await addStaff(database.db, 'writer');
  });
  afterAll(async () => {
    await server?.stop();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write exactly once, replays add nothing twice, and a rebuild equals the live tables', async () => {
    server = await startServerProcess({ databaseUrl: database.url, dataDir });
    const owner = await signIn(server, 'writer');
    const carIds: number[] = [];
    for (let i = 0; i < CARS; i++) {
      const res = await owner.post('/api/cars', carBody({ model: `Fault car ${i}` }));
      expect(res.status).toBe(201);
      carIds.push(res.body.id);
    }

    // Writers: a new car every third write, otherwise a new price on a car two writers share; each with its own key.
    const writes: Write[] = [];
    let killed = false;
    const writer = async (n: number, client: TestClient) => {
      for (let i = 0; !killed; i++) {
        const write: Write =
          i % 3 === 0
            ? { key: `kill-${n}-${i}-create`, method: 'POST', path: '/api/cars', body: carBody({ model: `Writer ${n} car ${i}` }) }
            : { key: `kill-${n}-${i}-price`, method: 'PUT', path: `/api/cars/${carIds[n % CARS]}`, body: { price: 20_000 + n * 1_000 + i } };
        writes.push(write);
        try {
          const res = await client.request(write.method, write.path, write.body, { headers: { 'Idempotency-Key': write.key } });
          write.status = res.status;
          if (write.method === 'POST' && res.status === 201) write.carId = res.body.id;
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const writing = Promise.all(Array.from({ length: WRITERS }, (_, n) => writer(n, sharing(server!, owner))));
    // Kill once the writers are well under way (at least 150 answers), mid-request for most of them.
    const deadline = Date.now() + 20_000;
    while (writes.filter(acknowledged).length < 150 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    killed = true;
    await server.kill();
    await writing;

    const acked = writes.filter(acknowledged);
    const unanswered = writes.filter((w) => w.status === undefined);
    expect(acked.length).toBeGreaterThanOrEqual(150);
    expect(writes.filter((w) => w.status !== undefined && !acknowledged(w))).toEqual([]);

    server = await startServerProcess({ databaseUrl: database.url, dataDir });
    const db = database.db;
    const eventsPerKey = async () => {
      const rows: { key: string; n: number }[] = (
        await db.raw("select metadata->>'commandId' as key, count(*)::int as n from events where metadata->>'commandId' is not null group by 1")
      ).rows;
      return new Map(rows.map((r) => [r.key, r.n]));
    };

    // Every acknowledged write: one event, its answer kept under its key, its car on the books at its price or later.
    let counts = await eventsPerKey();
    for (const write of acked) expect(counts.get(write.key), write.key).toBe(1);
    const commands = new Map<string, { status_code: number | null }>(
      (await db('commands').select('command_id', 'status_code')).map((r) => [r.command_id, r]),
    );
    for (const write of acked) expect(commands.get(write.key)?.status_code, write.key).toBe(write.status);
    const listed = await db('cars').whereIn('id', acked.flatMap((w) => (w.carId ? [w.carId] : []))).select('id', 'model');
    expect(new Map(listed.map((c) => [c.id, c.model]))).toEqual(
      new Map(acked.filter((w) => w.carId).map((w) => [w.carId, w.body.model])),
    );
    // Nothing unanswered was done twice either.
    for (const write of unanswered) expect(counts.get(write.key) ?? 0, write.key).toBeLessThanOrEqual(1);

    // The session made before the kill still works on the new process (sessions live in the database).
    const after = sharing(server, owner);
    expect((await after.get('/api/user')).status).toBe(200);

    // Replay everything with its key, as a tablet's outbox would after the restart.
    const replays = await Promise.all(
      writes.map(async (w) => ({ w, res: await after.request(w.method, w.path, w.body, { headers: { 'Idempotency-Key': w.key } }) })),
    );
    for (const { w, res } of replays.filter(({ w }) => acknowledged(w))) {
      expect(res.status, w.key).toBe(w.status);
      expect(res.headers.get('Idempotent-Replayed'), w.key).toBe('true');
    }
    const outcomes = new Map<string, number>();
    for (const { w, res } of replays.filter(({ w }) => !acknowledged(w))) {
      // Done now (or its answer kept just before the kill), or still held by the request the kill cut short.
      const outcome = res.status === 409 ? `409 ${res.body.error}` : String(res.status);
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      expect([200, 201, 409], `${w.key}: ${res.status} ${res.text}`).toContain(res.status);
      if (res.status === 409) expect(res.body.error).toBe('A request with this Idempotency-Key is still being processed');
    }
    // The keys the killed requests held are let go once their lease has run out (aged here rather than waited for):
    // each is then done now, or answered as made if the log already has it; none stays held.
    await db('commands').whereNull('status_code').update({ created_at: db.raw("created_at - interval '10 minutes'") });
    const held = replays.filter(({ res }) => res.status === 409).map(({ w }) => w);
    for (const w of held) {
      const res = await after.request(w.method, w.path, w.body, { headers: { 'Idempotency-Key': w.key } });
      const outcome = res.status === 409 ? `409 ${res.body.error}` : String(res.status);
      outcomes.set(`after the lease: ${outcome}`, (outcomes.get(`after the lease: ${outcome}`) ?? 0) + 1);
      if (res.status === 409) expect(res.body.error, w.key).toBe(ANSWER_LOST);
      else expect(res.status, `${w.key}: ${res.text}`).toBe(w.method === 'POST' ? 201 : 200);
    }
    expect(await db('commands').whereNull('status_code').count('* as n').first()).toEqual({ n: 0 });
    console.info(`SIGKILL: ${writes.length} writes, ${acked.length} acknowledged, ${unanswered.length} cut off; replays: ${JSON.stringify(Object.fromEntries(outcomes))}`);
    counts = await eventsPerKey();
    for (const write of writes) expect(counts.get(write.key) ?? 0, write.key).toBeLessThanOrEqual(1);
    for (const write of acked) expect(counts.get(write.key), write.key).toBe(1);
    // Every write that was answered at last (now, or as kept before the kill) is in the log exactly once.
    const finals = new Map<string, number>((await db('commands').select('command_id', 'status_code')).map((r) => [r.command_id, r.status_code]));
    for (const write of writes) {
      const status = finals.get(write.key);
      if (status !== undefined && status < 300) expect(counts.get(write.key), write.key).toBe(1);
    }

    // The read tables the killed process left, and all that came after, are what the log says.
    const live = await snapshotReadTables(db);
    expect(await rebuildReadTables(new EventStore(db, projections))).toBe(Number((await db('events').count('* as n').first())!.n));
    expect(await snapshotReadTables(db)).toEqual(live);
  }, 120_000);
});
