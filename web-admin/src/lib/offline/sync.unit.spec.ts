import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, StaffDb } from './staff-db.ts';
import { allEntries, enqueue } from './outbox.ts';
import type { OutboxEntry } from './outbox-entry.ts';
import type { QueuedCommand } from './queued-command.ts';
import { outcomeOf, type BatchAnswer, type BatchCommand } from '@forecourt/contracts/command-batch';
import { BATCH_SIZE, syncOutbox, type SyncDeps } from './sync.ts';

/**
 * A server that remembers commands by key, numbers records, and refuses a stale price change as a clash; it takes
 * changes one by one or in a batch (POST /api/commands), where each runs as its single call would.
 */
function fakeServer() {
  const seen = new Map<string, { status: number; body: unknown }>();
  const requests: { method: string; url: string; body: unknown; headers: Headers }[] = [];
  const batches: BatchCommand[][] = [];
  const cars = new Map<number, { id: number; version: number; price: number }>();
  const running = new Set<string>();
  let nextId = 30;
  let down = false;
  let signedOut = false;
  /** The next batch is applied but its answer never arrives. */
  let loseNextAnswer = false;
  const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  function single(method: string, url: string, body: any, headers: Headers): { status: number; body: unknown; replayed?: boolean } {
    requests.push({ method, url, body, headers });
    const key = headers.get('Idempotency-Key')!;
    if (running.has(key)) return { status: 409, body: { error: 'Whatever the words', code: 'idempotency-in-flight' } };
    const replay = seen.get(key);
    if (replay) return { ...replay, replayed: true };
    let result: { status: number; body: unknown };
    const byId = /^\/cars\/(\d+)$/.exec(url);
    if (url === '/upload') result = { status: 201, body: { url: `/media/F${nextId}/1200.webp`, fileId: `F${nextId++}`, width: 1, height: 1 } };
    else if (url === '/cars' && method === 'POST') {
      const car = { id: nextId++, version: 1, price: body.price };
      cars.set(car.id, car);
      result = { status: 201, body: car };
    } else if (url === '/carImages') result = { status: 201, body: { id: nextId++, ...body } };
    else if (byId && method === 'PUT') {
      const car = cars.get(Number(byId[1]))!;
      const base = Number(headers.get('If-Match')?.replace(/"/g, ''));
      if (base !== car.version && body.price !== undefined) {
        result = {
          status: 409,
          body: { error: 'changed', code: 'field-clash', currentVersion: car.version, current: { ...car }, clashes: [{ field: 'price', base: 1, mine: body.price, theirs: car.price }] },
        };
      } else {
        Object.assign(car, body, { version: car.version + 1 });
        result = { status: 200, body: { ...car } };
      }
    } else if (url === '/car-brands' && body.name === '') result = { status: 400, body: { error: 'Brand name cannot be empty', issues: [{ path: 'name', message: 'Brand name cannot be empty' }] } };
    else result = { status: 201, body: { id: nextId++, ...body } };
    seen.set(key, result);
    return result;
  }

  /** As the API runs a batch: in order, a change held behind one to its record not applied, none after one not decided. */
  function batch(commands: BatchCommand[], headers: Headers): BatchAnswer[] {
    batches.push(commands);
    const answers: BatchAnswer[] = [];
    const versions: (number | undefined)[] = [];
    const held = new Set<string>();
    let stopped = false;
    for (const command of commands) {
      const ref = command.ifMatch;
      const basedOn = typeof ref === 'object' ? answers[ref.answerOf] : undefined;
      if (stopped || held.has(command.record!) || (basedOn && !['applied', 'replayed'].includes(basedOn.outcome))) {
        answers.push({ commandId: command.commandId, outcome: stopped ? 'not-run' : 'held' });
        versions.push(undefined);
        held.add(command.record!);
        continue;
      }
      const ifMatch = typeof ref === 'object' ? versions[ref.answerOf] : ref;
      const one = new Headers({ 'Idempotency-Key': command.commandId, 'X-Device-Id': headers.get('X-Device-Id')!, 'X-Device-Time': command.deviceTime! });
      if (ifMatch !== undefined) one.set('If-Match', `"${ifMatch}"`);
      const result = single(command.method, command.path, command.body, one);
      const outcome = outcomeOf(result.status, result.body, !!result.replayed);
      answers.push({ commandId: command.commandId, outcome, status: result.status, body: result.body });
      const version = (result.body as { version?: number }).version;
      versions.push(outcome === 'applied' || outcome === 'replayed' ? (version ?? ifMatch) : undefined);
      if (outcome !== 'applied' && outcome !== 'replayed') held.add(command.record!);
      if (outcome === 'retry') stopped = true;
    }
    return answers;
  }

  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (down) throw new TypeError('Failed to fetch');
    const headers = new Headers(init?.headers);
    const url = String(input).replace(/^\/api/, '');
    const body = init?.body instanceof FormData ? 'form' : init?.body ? JSON.parse(String(init.body)) : undefined;
    if (signedOut) return answer(401, { error: 'Not authenticated' });
    if (url === '/commands') {
      const answers = batch(body.commands, headers);
      if (loseNextAnswer) {
        loseNextAnswer = false;
        throw new TypeError('Failed to fetch');
      }
      return answer(200, { answers });
    }
    const result = single(init!.method!, url, body, headers);
    return answer(result.status, result.body);
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    requests,
    batches,
    cars,
    running,
    setDown: (value: boolean) => (down = value),
    setSignedOut: (value: boolean) => (signedOut = value),
    loseNextAnswer: () => (loseNextAnswer = true),
  };
}

let n = 0;
const queue = (queued: QueuedCommand, extra: Partial<Pick<OutboxEntry, 'baseVersion'>> = {}) =>
  enqueue(
    { ...queued, id: `cmd-${String(++n).padStart(4, '0')}`, userId: 1, deviceTime: `2026-11-22T0${n % 10}:00:00.000Z`, label: queued.command.type, ...extra },
    queued.command.type === 'UploadPhoto' ? { blob: new Blob(['jpeg']), name: 'yard.jpg' } : undefined,
  );
const brand = (id: number, name: string): QueuedCommand => ({ stream: 'brand', streamId: id, command: { type: 'AddEntry', id, name, isCustom: true } });
const changeCar = (id: number, changes: Record<string, unknown>): QueuedCommand => ({ stream: 'car', streamId: id, command: { type: 'ChangeCar', changes } });

function deps(server: ReturnType<typeof fakeServer>, progress: unknown[] = [], signals: string[] = []): SyncDeps {
  return {
    fetch: server.fetch,
    deviceId: () => 'tablet-1',
    userId: () => 1,
    onProgress: (p) => progress.push(p),
    onSignInNeeded: () => signals.push('sign-in'),
    onUnreachable: () => signals.push('unreachable'),
    onSent: () => signals.push('sent'),
  };
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('syncing the outbox', () => {
  it('sends a photo first, then a car made offline and its photo under their real ids, with the command ids and device times', async () => {
    const server = fakeServer();
    await queue({ stream: 'upload', streamId: 'local-p1', command: { type: 'UploadPhoto', localFileId: 'local-p1', name: 'yard.jpg' } });
    await queue({ stream: 'car', streamId: -5, command: { type: 'ListCar', id: -5, fields: { brand: 'MINI', price: 21500, imageUrl: '/media/local-p1/1200.webp' } as never } });
    await queue({ stream: 'car', streamId: -5, command: { type: 'AddCarImage', image: { id: -6, imageUrl: '/media/local-p1/1200.webp', fileId: 'local-p1', transformType: null, transformParams: null } } });
    await queue(changeCar(-5, { price: 20990 }), { baseVersion: 1 });
    const progress: unknown[] = [];

    expect(await syncOutbox(deps(server, progress))).toEqual({ sent: 4, waiting: 0 });
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /upload', 'POST /cars', 'POST /carImages', 'PUT /cars/31']);
    // The photo on its own; the batch stops before the first change that needs the car's real id, which its answer gives.
    expect(server.batches.map((batch) => batch.map((c) => `${c.method} ${c.path}`))).toEqual([['POST /cars'], ['POST /carImages', 'PUT /cars/31']]);
    expect(server.requests[1]!.body).toEqual({ brand: 'MINI', price: 21500, imageUrl: '/media/F30/1200.webp' });
    expect(server.requests[2]!.body).toEqual({ carId: 31, imageUrl: '/media/F30/1200.webp', fileId: 'F30' });
    expect(server.requests.map((r) => r.headers.get('Idempotency-Key'))).toEqual(['cmd-0001', 'cmd-0002', 'cmd-0003', 'cmd-0004']);
    expect(server.requests[3]!.headers.get('X-Device-Time')).toBe('2026-11-22T04:00:00.000Z');
    expect(server.requests[3]!.headers.get('X-Device-Id')).toBe('tablet-1');
    expect(server.requests[3]!.headers.get('If-Match')).toBe('"1"');
    expect(progress).toEqual([{ done: 0, total: 4 }, { done: 1, total: 4 }, { done: 2, total: 4 }, { done: 3, total: 4 }, { done: 4, total: 4 }, null]);
    expect(await allEntries()).toEqual([]);
    expect(await db.photos.count()).toBe(0);
    expect(await db.ids.get('-6')).toEqual({ local: '-6', real: 32 });
  });

  it('bases each later change to a record on the version the tablet’s earlier change made', async () => {
    const server = fakeServer();
    server.cars.set(7, { id: 7, version: 4, price: 100 });
    await queue(changeCar(7, { price: 90 }), { baseVersion: 4 });
    await queue(changeCar(7, { price: 80 }), { baseVersion: 4 });
    await syncOutbox(deps(server));
    expect(server.requests.map((r) => r.headers.get('If-Match'))).toEqual(['"4"', '"5"']);
    // In one request: the second is based on the version the answer to the first gives.
    expect(server.batches.map((batch) => batch.map((c) => c.ifMatch))).toEqual([[4, { answerOf: 0 }]]);
    expect(server.cars.get(7)).toMatchObject({ price: 80, version: 6 });
  });

  it('holds a clash and the later changes to that record for a person, sends the rest, and keeps a refusal with its reason', async () => {
    const server = fakeServer();
    server.cars.set(7, { id: 7, version: 5, price: 100 });
    await queue(changeCar(7, { price: 90 }), { baseVersion: 4 });
    await queue(changeCar(7, { status: 'sold' }), { baseVersion: 4 });
    await queue(brand(-8, ''));
    await queue(brand(-9, 'Alpine'));
    expect(await syncOutbox(deps(server))).toEqual({ sent: 1, waiting: 3 });
    const [clash, held, refused] = await allEntries();
    expect(clash).toMatchObject({ status: 'conflict', conflict: { currentVersion: 5, clashes: [{ field: 'price', mine: 90, theirs: 100 }] } });
    expect(held).toMatchObject({ status: 'pending', command: { changes: { status: 'sold' } } });
    expect(refused).toMatchObject({ status: 'rejected', error: 'Brand name cannot be empty', issues: [{ path: 'name' }] });
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['PUT /cars/7', 'POST /car-brands', 'POST /car-brands']);
    // All four went in one batch; the server held the second change to the car behind the clash and never ran it.
    expect(server.batches).toHaveLength(1);
    expect(server.batches[0]!.map((c) => c.record)).toEqual(['car:7', 'car:7', 'brand:-8', 'brand:-9']);

    // Until a person settles the clash, the change behind it stays: the next sync sends nothing.
    expect(await syncOutbox(deps(server))).toEqual({ sent: 0, waiting: 1 });
    expect(server.batches).toHaveLength(1);
  });

  it(`sends a long outbox in batches of ${BATCH_SIZE}, reporting progress change by change`, async () => {
    const server = fakeServer();
    const total = 2 * BATCH_SIZE + 20;
    for (let i = 1; i <= total; i++) await queue(brand(-i, `Marque ${i}`));
    const progress: { done: number; total: number }[] = [];
    expect(await syncOutbox(deps(server, progress as unknown[]))).toEqual({ sent: total, waiting: 0 });
    expect(server.batches.map((batch) => batch.length)).toEqual([BATCH_SIZE, BATCH_SIZE, 20]);
    expect(progress).toHaveLength(total + 2);
    expect(progress.at(-2)).toEqual({ done: total, total });
    expect(await allEntries()).toEqual([]);
    expect(await db.ids.count()).toBe(total);
  });

  it('resends a batch whose answer was lost: the changes made are answered, not made again, and the rest are made', async () => {
    const server = fakeServer();
    const signals: string[] = [];
    server.cars.set(7, { id: 7, version: 4, price: 100 });
    await queue(changeCar(7, { price: 90 }), { baseVersion: 4 });
    await queue(brand(-1, 'Alpine'));
    await queue(changeCar(7, { price: 80 }), { baseVersion: 4 });
    server.loseNextAnswer();
    expect(await syncOutbox(deps(server, [], signals))).toMatchObject({ sent: 0, waiting: 3, stoppedBy: 'unreachable' });
    expect(signals).toEqual(['unreachable']);
    expect(await allEntries()).toHaveLength(3);
    expect(server.cars.get(7)).toMatchObject({ price: 80, version: 6 });

    // Queued after the lost answer: sent with the others.
    await queue(brand(-2, 'Cupra'));
    expect(await syncOutbox(deps(server, [], signals))).toEqual({ sent: 4, waiting: 0 });
    expect(server.batches).toHaveLength(2);
    // The car changed twice in all, and each command reached the server twice (once made, once answered from memory).
    expect(server.cars.get(7)).toMatchObject({ price: 80, version: 6 });
    const keys = server.requests.map((r) => r.headers.get('Idempotency-Key'));
    expect(keys).toEqual(['cmd-' + String(n - 3).padStart(4, '0'), 'cmd-' + String(n - 2).padStart(4, '0'), 'cmd-' + String(n - 1).padStart(4, '0'), ...keys.slice(0, 3), 'cmd-' + String(n).padStart(4, '0')]);
    expect(await db.ids.get('-1')).toEqual({ local: '-1', real: 30 });
    expect(await db.ids.get('-2')).toEqual({ local: '-2', real: 31 });
    expect(await db.versions.get('car:7@4')).toEqual({ key: 'car:7@4', version: 5 });
    expect(await db.versions.get('car:7@5')).toEqual({ key: 'car:7@5', version: 6 });
  });

  it('waits, by the answer’s code, when the same command is still running on the server', async () => {
    const server = fakeServer();
    const signals: string[] = [];
    const entry = await queue(brand(-1, 'Alpine'));
    server.running.add(entry.id);
    expect(await syncOutbox(deps(server, [], signals))).toMatchObject({ sent: 0, stoppedBy: 'unreachable' });
    expect(await allEntries()).toMatchObject([{ status: 'pending' }]);
    server.running.clear();
    expect(await syncOutbox(deps(server, [], signals))).toEqual({ sent: 1, waiting: 0 });
  });

  it('stops when the network drops or the session has ended, keeping everything, and finishes later without doing anything twice', async () => {
    const server = fakeServer();
    const signals: string[] = [];
    await queue(brand(-1, 'Alpine'));
    await queue(brand(-2, 'Cupra'));
    server.setSignedOut(true);
    expect(await syncOutbox(deps(server, [], signals))).toMatchObject({ sent: 0, stoppedBy: 'signed-out' });
    server.setSignedOut(false);
    server.setDown(true);
    expect(await syncOutbox(deps(server, [], signals))).toMatchObject({ sent: 0, stoppedBy: 'unreachable' });
    expect(signals).toEqual(['sign-in', 'unreachable']);
    expect(await allEntries()).toHaveLength(2);

    // The first was received but its answer was lost: the replay under the same key is answered, not redone.
    server.setDown(false);
    const first = (await allEntries())[0]!;
    await server.fetch('/api/car-brands', { method: 'POST', headers: { 'Idempotency-Key': first.id }, body: JSON.stringify({ name: 'Alpine' }) });
    expect(await syncOutbox(deps(server, [], signals))).toEqual({ sent: 2, waiting: 0 });
    // Signed out, the batch was turned away before any change in it was looked at: the one sent by hand, and its replay.
    expect(server.requests.filter((r) => r.headers.get('Idempotency-Key') === first.id)).toHaveLength(2);
    expect(await db.ids.get('-1')).toEqual({ local: '-1', real: 30 });
  });
});

describe('a tablet updated with changes still waiting', () => {
  it('keeps every queued change, as the typed command it was, and sends it as before', async () => {
    const name = 'forecourt-staff-upgrade-test';
    const old = new Dexie(name);
    old.version(1).stores({ reads: 'url', outbox: '++seq, &id, userId', photos: 'localFileId', ids: 'local', versions: 'key', values: 'key' });
    await old.table('outbox').bulkAdd([
      { id: 'cmd-a', userId: 1, deviceTime: 't', method: 'POST', url: '/cars', body: { brand: 'MINI' }, tempId: -5, label: 'Add MINI', status: 'pending' },
      { id: 'cmd-b', userId: 1, deviceTime: 't', method: 'PUT', url: '/cars/-5', body: { price: 9 }, ifMatch: 1, label: 'Change MINI', status: 'pending' },
      { id: 'cmd-c', userId: 1, deviceTime: 't', method: 'DELETE', url: '/carImages/12', label: 'Remove a photo', status: 'rejected', error: 'No' },
    ]);
    await old.table('versions').put({ key: 'cars:7@3', version: 4 });
    old.close();

    const upgraded = new StaffDb(name);
    const entries = await upgraded.outbox.orderBy('seq').toArray();
    expect(entries).toMatchObject([
      { id: 'cmd-a', stream: 'car', streamId: -5, command: { type: 'ListCar', id: -5, fields: { brand: 'MINI' } }, label: 'Add MINI' },
      { id: 'cmd-b', stream: 'car', streamId: -5, command: { type: 'ChangeCar', changes: { price: 9 } }, baseVersion: 1 },
      { id: 'cmd-c', stream: 'legacy', command: { type: 'LegacyRequest', method: 'DELETE', url: '/carImages/12' }, status: 'rejected', error: 'No' },
    ]);
    expect(entries.every((entry) => !('url' in entry))).toBe(true);
    expect(await upgraded.versions.toArray()).toEqual([{ key: 'car:7@3', version: 4 }]);
    upgraded.close();
  });
});
