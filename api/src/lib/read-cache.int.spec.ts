// The list reads answered from memory: ETag and 304, the compressed bytes, filters and pages kept apart, and a change
// seen on the very next read, made by
// this process (read-cache.postgres.int.spec.ts: by another process).
import { get as httpGet } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { READ_TABLES } from '@forecourt/db';
import { describe, expect, it } from 'vitest';
import type { User } from '@forecourt/contracts';
import { useTestApp } from '../../test/support/test-app.ts';
import type { Caller } from '../http/context.ts';
import { listCar } from '../services/cars/cars.ts';
import { CAR_HISTORIES } from '../services/cars/cars.scenarios.ts';
import { CAMPERVAN_HISTORIES } from '../services/campervans/campervans.scenarios.ts';

const t = useTestApp();
const x5 = CAR_HISTORIES.bmwX5PriceDropped.listed;
const callerOf = (user: User): Caller => ({ user, metadata: { actorId: user.id, actorUsername: user.username } });

/** The bytes exactly as sent (fetch would undo the compression). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

async function stock(count: number) {
  const user = await t().createUser();
  for (let i = 0; i < count; i++) {
    await listCar(t().deps, { ...x5, brand: i % 2 ? 'Audi' : 'BMW', price: 20_000 + i * 1000 }, callerOf(user), { recordedAt: new Date(Date.UTC(2025, 0, i + 1)) });
  }
  return t().signedIn('user');
}

describe('read cache: the car and campervan lists over HTTP', () => {
  it('answers an ETag that stays while nothing changes, and 304 with no body for a client that has it', async () => {
    await stock(3);
    const first = await t().client().get('/api/cars');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const again = await t().client().get('/api/cars');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.text).toBe(first.text);

    const notModified = await t().client().get('/api/cars', { headers: { 'If-None-Match': etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.text).toBe('');
    expect(notModified.headers.get('etag')).toBe(etag);
    expect((await t().client().get('/api/cars', { headers: { 'If-None-Match': `"other", ${etag}` } })).status).toBe(304);
    expect((await t().client().get('/api/cars', { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
  });

  it('shows a change on the very next read, under a new ETag, and the old ETag gets the whole answer', async () => {
    const { client } = await stock(2);
    const before = await t().client().get('/api/cars');
    const etag = before.headers.get('etag')!;
    const changed = await client.put('/api/cars/1', { price: 12_345 });
    expect(changed.status).toBe(200);
    const after = await t().client().get('/api/cars', { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(after.body.find((car: { id: number }) => car.id === 1).price).toBe(12_345);

    await client.post('/api/cars', { ...x5, brand: 'Porsche', model: '911' });
    expect((await t().client().get('/api/cars')).body.map((car: { id: number }) => car.id)).toEqual([3, 2, 1]);
    await client.delete('/api/cars/2');
    expect((await t().client().get('/api/cars')).body.map((car: { id: number }) => car.id)).toEqual([3, 1]);
  });

  it('keeps each filter and page apart, the same query in any order alike, and all of them fresh after a change', async () => {
    const { client } = await stock(4);
    const ids = async (query: string) => {
      const res = await t().client().get(`/api/cars${query}`);
      return (Array.isArray(res.body) ? res.body : res.body.items).map((car: { id: number }) => car.id);
    };
    expect(await ids('')).toEqual([4, 3, 2, 1]);
    expect(await ids('?brand=BMW')).toEqual([3, 1]);
    expect(await ids('?brand=Audi')).toEqual([4, 2]);
    expect(await ids('?page=1&pageSize=3')).toEqual([4, 3, 2]);
    expect(await ids('?pageSize=3&page=2')).toEqual([1]);
    expect((await t().client().get('/api/cars?page=2&pageSize=3')).body).toMatchObject({ total: 4, page: 2, pageSize: 3, pageCount: 2 });
    expect((await t().client().get('/api/cars?page=0')).status).toBe(400);

    await client.put('/api/cars/3', { brand: 'Audi' });
    expect(await ids('?brand=BMW')).toEqual([1]);
    expect(await ids('?brand=Audi')).toEqual([4, 3, 2]);
    expect(await ids('?pageSize=3&page=2')).toEqual([1]);
  });

  it('sends the answer compressed once for everyone: br or gzip as the client takes them, the same JSON inside', async () => {
    await stock(12);
    const url = `${t().baseUrl}/api/cars`;
    const plain = await rawGet(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await rawGet(url, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await rawGet(url, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect((await rawGet(url, { 'Accept-Encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect(br.headers.etag).toBe(plain.headers.etag);
    const notModified = await rawGet(url, { 'Accept-Encoding': 'br', 'If-None-Match': String(plain.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
  });

  it('shows a campervan change on the next read of the campervan list, and a car change leaves it be', async () => {
    const { client } = await t().signedIn('admin');
    const campervan = CAMPERVAN_HISTORIES.hiaceSummerRates.listed;
    expect((await client.post('/api/campervans', campervan)).status).toBe(201);
    const before = await t().client().get('/api/campervans');
    expect(before.body).toHaveLength(1);
    const cars = await t().client().get('/api/cars');
    expect((await client.post('/api/campervans', { ...campervan, name: 'HiAce 4-Berth', berths: 4 })).status).toBe(201);
    expect((await t().client().get('/api/campervans')).body).toHaveLength(2);
    expect((await t().client().get('/api/campervans?berths=4')).body).toHaveLength(1);
    // Still the answer kept before: a campervan's change is no change to the car list.
    expect((await t().client().get('/api/cars', { headers: { 'If-None-Match': cars.headers.get('etag')! } })).status).toBe(304);
    expect(t().deps.readCache.stats().answers).toBe(3);
  });

  it('rebuilding the read tables drops every kept answer', async () => {
    await stock(2);
    const before = await t().client().get('/api/cars');
    // An event written behind the event store's back is not seen...
    await t().deps.db('events').insert({ stream_type: 'car', stream_id: '1', version: 2, type: 'CarPriceChanged', data: JSON.stringify({ price: 9_999 }), metadata: '{}' });
    expect((await t().client().get('/api/cars')).text).toBe(before.text);
    // ...until the read tables are rebuilt from the log, which is announced like an append.
    await t().deps.store.rebuild(READ_TABLES);
    expect((await t().client().get('/api/cars')).body.map((car: { id: number; price: number }) => [car.id, car.price])).toEqual([[2, 21_000], [1, 9_999]]);
  });
});
