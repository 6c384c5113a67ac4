import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db.ts';
import { allEntries, enqueue } from './outbox.ts';
import type { OutboxEntry } from './outbox-entry.ts';
import { syncOutbox, type SyncDeps } from './sync.ts';

/** A server that remembers commands by key, numbers records, and refuses a stale price change as a clash. */
function fakeServer() {
  const seen = new Map<string, { status: number; body: unknown }>();
  const requests: { method: string; url: string; body: unknown; headers: Headers }[] = [];
  const cars = new Map<number, { id: number; version: number; price: number }>();
  let nextId = 30;
  let down = false;
  let signedOut = false;
  const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (down) throw new TypeError('Failed to fetch');
    const headers = new Headers(init?.headers);
    const url = String(input).replace(/^\/api/, '');
    const body = init?.body instanceof FormData ? 'form' : init?.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method: init!.method!, url, body, headers });
    if (signedOut) return answer(401, { error: 'Not authenticated' });
    const key = headers.get('Idempotency-Key')!;
    const replay = seen.get(key);
    if (replay) return answer(replay.status, replay.body);
    let result: { status: number; body: unknown };
    const byId = /^\/cars\/(\d+)$/.exec(url);
    if (url === '/upload') result = { status: 201, body: { url: `/media/F${nextId}/1200.webp`, fileId: `F${nextId++}`, width: 1, height: 1 } };
    else if (url === '/cars' && init!.method === 'POST') {
      const car = { id: nextId++, version: 1, price: body.price };
      cars.set(car.id, car);
      result = { status: 201, body: car };
    } else if (url === '/carImages') result = { status: 201, body: { id: nextId++, ...body } };
    else if (byId && init!.method === 'PUT') {
      const car = cars.get(Number(byId[1]))!;
      const base = Number(headers.get('If-Match')?.replace(/"/g, ''));
      if (base !== car.version && body.price !== undefined) {
        result = { status: 409, body: { error: 'changed', currentVersion: car.version, current: car, clashes: [{ field: 'price', base: 1, mine: body.price, theirs: car.price }] } };
      } else {
        Object.assign(car, body, { version: car.version + 1 });
        result = { status: 200, body: { ...car } };
      }
    } else if (url === '/car-brands' && body.name === '') result = { status: 400, body: { error: 'Brand name cannot be empty', issues: [{ path: 'name', message: 'Brand name cannot be empty' }] } };
    else result = { status: 201, body: { id: nextId++, ...body } };
    seen.set(key, result);
    return answer(result.status, result.body);
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    requests,
    cars,
    setDown: (value: boolean) => (down = value),
    setSignedOut: (value: boolean) => (signedOut = value),
  };
}

let n = 0;
const queue = (method: OutboxEntry['method'], url: string, body?: unknown, extra: Partial<OutboxEntry> = {}) =>
  enqueue(
    { id: `cmd-${String(++n).padStart(4, '0')}`, userId: 1, deviceTime: `2026-11-22T0${n % 10}:00:00.000Z`, method, url, body, label: url, ...extra },
    extra.localFileId ? { blob: new Blob(['jpeg']), name: 'yard.jpg' } : undefined,
  );

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
    await queue('POST', '/upload', undefined, { localFileId: 'local-p1' });
    await queue('POST', '/cars', { brand: 'MINI', price: 21500, imageUrl: '/media/local-p1/1200.webp' }, { tempId: -5 });
    await queue('POST', '/carImages', { carId: -5, imageUrl: '/media/local-p1/1200.webp', fileId: 'local-p1' }, { tempId: -6 });
    await queue('PUT', '/cars/-5', { price: 20990 }, { ifMatch: 1 });
    const progress: unknown[] = [];

    expect(await syncOutbox(deps(server, progress))).toEqual({ sent: 4, waiting: 0 });
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /upload', 'POST /cars', 'POST /carImages', 'PUT /cars/31']);
    expect(server.requests[1]!.body).toEqual({ brand: 'MINI', price: 21500, imageUrl: '/media/F30/1200.webp' });
    expect(server.requests[2]!.body).toEqual({ carId: 31, imageUrl: '/media/F30/1200.webp', fileId: 'F30' });
    expect(server.requests.map((r) => r.headers.get('Idempotency-Key'))).toEqual(['cmd-0001', 'cmd-0002', 'cmd-0003', 'cmd-0004']);
    expect(server.requests[3]!.headers.get('X-Device-Time')).toBe('2026-11-22T04:00:00.000Z');
    expect(server.requests[3]!.headers.get('X-Device-Id')).toBe('tablet-1');
    expect(progress).toEqual([{ done: 0, total: 4 }, { done: 1, total: 4 }, { done: 2, total: 4 }, { done: 3, total: 4 }, { done: 4, total: 4 }, null]);
    expect(await allEntries()).toEqual([]);
    expect(await db.photos.count()).toBe(0);
  });

  it('bases each later change to a record on the version the tablet’s earlier change made', async () => {
    const server = fakeServer();
    server.cars.set(7, { id: 7, version: 4, price: 100 });
    await queue('PUT', '/cars/7', { price: 90 }, { ifMatch: 4 });
    await queue('PUT', '/cars/7', { price: 80 }, { ifMatch: 4 });
    await syncOutbox(deps(server));
    expect(server.requests.map((r) => r.headers.get('If-Match'))).toEqual(['"4"', '"5"']);
    expect(server.cars.get(7)).toMatchObject({ price: 80, version: 6 });
  });

  it('holds a clash and the later changes to that record for a person, sends the rest, and keeps a refusal with its reason', async () => {
    const server = fakeServer();
    server.cars.set(7, { id: 7, version: 5, price: 100 });
    await queue('PUT', '/cars/7', { price: 90 }, { ifMatch: 4 });
    await queue('PUT', '/cars/7', { status: 'sold' }, { ifMatch: 4 });
    await queue('POST', '/car-brands', { name: '' }, { tempId: -8 });
    await queue('POST', '/car-brands', { name: 'Alpine' }, { tempId: -9 });
    expect(await syncOutbox(deps(server))).toEqual({ sent: 1, waiting: 3 });
    const [clash, held, refused] = await allEntries();
    expect(clash).toMatchObject({ status: 'conflict', conflict: { currentVersion: 5, clashes: [{ field: 'price', mine: 90, theirs: 100 }] } });
    expect(held).toMatchObject({ status: 'pending', body: { status: 'sold' } });
    expect(refused).toMatchObject({ status: 'rejected', error: 'Brand name cannot be empty', issues: [{ path: 'name' }] });
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['PUT /cars/7', 'POST /car-brands', 'POST /car-brands']);
  });

  it('stops when the network drops or the session has ended, keeping everything, and finishes later without doing anything twice', async () => {
    const server = fakeServer();
    const signals: string[] = [];
    await queue('POST', '/car-brands', { name: 'Alpine' }, { tempId: -1 });
    await queue('POST', '/car-brands', { name: 'Cupra' }, { tempId: -2 });
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
    await server.fetch('/api/car-brands', { method: 'POST', headers: { 'Idempotency-Key': first.id }, body: JSON.stringify(first.body) });
    expect(await syncOutbox(deps(server, [], signals))).toEqual({ sent: 2, waiting: 0 });
    expect(server.requests.filter((r) => r.headers.get('Idempotency-Key') === first.id)).toHaveLength(3);
    expect(await db.ids.get('-1')).toEqual({ local: '-1', real: 30 });
  });
});
