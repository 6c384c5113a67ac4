// A vehicle's past over HTTP on a real database: its history with field changes, the vehicle as of a moment, and
// restoring a version by appending events. One car's life is built once (listed, photographed, repriced on a tablet
// offline, photos reordered, reserved, sold, deleted, restored) and read from every side.
import { publicCar } from '@forecourt/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { READ_TABLES } from '@forecourt/db';
import type { HistoryEntry, VehicleHistory } from '@forecourt/contracts';
import { useTestApp } from '../../../test/support/test-app.ts';
import type { TestClient } from '../../../test/support/test-client.ts';
import { campervanBody, carBody, eventLog } from '../../../test/support/vehicle-requests.ts';
import { snapshotReadTables } from '../../lib/read-tables.ts';

const t = useTestApp({ resetBetweenTests: false });
const cars = eventLog(t, 'car');
const campervans = eventLog(t, 'campervan');

const photo = (name: string) => `/media/${name}/1200.webp`;
const A = photo('m340i-1');
const B = photo('m340i-2');
const DEVICE = { 'X-Device-Id': 'yard-tablet-1', 'X-Device-Time': '2025-03-01T09:30:00+13:00' };

let staff: TestClient;
let staffName: string;
let carId: number;
/** The car as GET answered it at moments of its life. */
const seen: Record<string, { version: number; recordedAt?: string } & Record<string, unknown>> = {};
let storedBeforeRestore: unknown[];
let history: VehicleHistory;
const entry = (version: number): HistoryEntry => history.entries.find((e) => e.version === version)!;
const shift = (iso: string, ms: number) => new Date(new Date(iso).getTime() + ms).toISOString();

beforeAll(async () => {
  const signedIn = await t().signedIn('user');
  staff = signedIn.client;
  staffName = signedIn.user.username;
  const listed = await staff.post('/api/cars', carBody({ imageUrl: A }));
  carId = listed.body.id;
  seen.listed = listed.body;
  await staff.post('/api/carImages', { carId, imageUrl: A, fileId: 'm340i-1' }); // v2
  await staff.post('/api/carImages', { carId, imageUrl: B, fileId: 'm340i-2' }); // v3
  seen.repriced = (await staff.put(`/api/cars/${carId}`, { price: 71990 }, { headers: DEVICE })).body; // v4, made offline
  await staff.put(`/api/cars/${carId}/images/order`, { imageIds: [2, 1] }); // v5 reorder, v6 main image
  seen.reordered = (await staff.get(`/api/cars/${carId}`)).body;
  await staff.put(`/api/cars/${carId}`, { status: 'reserved' }); // v7
  seen.sold = (await staff.put(`/api/cars/${carId}`, { status: 'sold' })).body; // v8
  await staff.delete(`/api/cars/${carId}`); // v9
  storedBeforeRestore = await cars.eventsOf(carId);
  history = (await staff.get(`/api/cars/${carId}/history`)).body;
});

describe('a car history', () => {
  it('lists every event newest first, with the version, actor and the time it was recorded', () => {
    expect(history).toMatchObject({ streamType: 'car', streamId: String(carId), version: 9, deleted: true });
    expect(history.entries.map((e) => [e.version, e.type])).toEqual([
      [9, 'CarDelisted'],
      [8, 'CarStatusChanged'],
      [7, 'CarStatusChanged'],
      [6, 'CarDetailsChanged'],
      [5, 'CarImagesReordered'],
      [4, 'CarPriceChanged'],
      [3, 'CarImageAdded'],
      [2, 'CarImageAdded'],
      [1, 'CarListed'],
    ]);
    for (const e of history.entries) {
      expect(e.actorUsername).toBe(staffName);
      expect(e.actorId).toEqual(expect.any(Number));
      expect(e.recordedAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    }
    expect(history.entries[0]!.position).toBeGreaterThan(history.entries[1]!.position);
  });

  it('gives each change before and after, folded from the stream', () => {
    expect(entry(4).changes).toEqual([{ field: 'price', before: 74990, after: 71990 }]);
    expect(entry(7).changes).toEqual([{ field: 'status', before: 'available', after: 'reserved' }]);
    expect(entry(8).changes).toEqual([{ field: 'status', before: 'reserved', after: 'sold' }]);
    expect(entry(6).changes).toEqual([{ field: 'imageUrl', before: A, after: B }]);
  });

  it('shows image changes as the list of image addresses before and after', () => {
    expect(entry(2).changes).toEqual([{ field: 'images', before: [], after: [A] }]);
    expect(entry(3).changes).toEqual([{ field: 'images', before: [A], after: [A, B] }]);
    expect(entry(5).changes).toEqual([{ field: 'images', before: [A, B], after: [B, A] }]);
  });

  it('shows a listing as every field set, and a deletion as every field and image gone', () => {
    const listing = entry(1).changes;
    expect(listing).toContainEqual({ field: 'brand', before: null, after: 'BMW' });
    expect(listing).toContainEqual({ field: 'price', before: null, after: 74990 });
    expect(listing).toContainEqual({ field: 'features', before: null, after: [] });
    expect(listing.map((c) => c.field)).not.toContain('images');
    const deletion = entry(9).changes;
    expect(deletion).toContainEqual({ field: 'status', before: 'sold', after: null });
    expect(deletion).toContainEqual({ field: 'images', before: [B, A], after: [] });
  });

  it('marks a change made offline with the device and the time on it; the recorded time is when it synced', () => {
    expect(entry(4).device).toEqual({ id: 'yard-tablet-1', time: '2025-02-28T20:30:00.000Z' });
    expect(entry(4).recordedAt).not.toBe('2025-02-28T20:30:00.000Z');
    expect(entry(3).device).toBeNull();
  });

  it('is read by any signed-in user for a car, not when signed out; an id that never existed is a 404', async () => {
    expect((await t().client().get(`/api/cars/${carId}/history`)).status).toBe(401);
    const missing = await staff.get('/api/cars/999/history');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Car not found');
  });
});

describe('a car as of a moment', () => {
  const asOf = (iso: string, client = staff) => client.get(`/api/cars/${carId}?asOf=${encodeURIComponent(iso)}`);

  it('is not found before it was listed or after it was deleted', async () => {
    const before = await asOf(shift(entry(1).recordedAt, -1));
    expect(before.status).toBe(404);
    expect(before.body.error).toBe('Car not found at that time');
    expect((await asOf(entry(9).recordedAt)).status).toBe(404);
    expect((await asOf(shift(entry(9).recordedAt, 60_000))).status).toBe(404);
  });

  it('is the car as GET showed it then: fields, version and times', async () => {
    expect((await asOf(entry(1).recordedAt)).body).toEqual(seen.listed);
    const repriced = await asOf(entry(4).recordedAt);
    expect(repriced.status).toBe(200);
    expect(repriced.body).toEqual(seen.repriced);
    expect(repriced.body).toMatchObject({ price: 71990, status: 'available', version: 4, createdAt: seen.listed!.createdAt });
    expect(repriced.headers.get('etag')).toBeNull();
    expect((await asOf(shift(entry(6).recordedAt, 1))).body).toEqual(seen.reordered);
    expect((await asOf(entry(8).recordedAt)).body).toEqual(seen.sold);
    expect(seen.sold).toMatchObject({ status: 'sold', version: 8 });
  });

  it('is for signed-in users, refuses a bad time, and leaves the plain read public', async () => {
    expect((await asOf(entry(4).recordedAt, t().client())).status).toBe(401);
    const bad = await staff.get(`/api/cars/${carId}?asOf=yesterday-ish`);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('asOf must be an ISO date and time');
    expect((await t().client().get(`/api/cars/${carId}`)).status).toBe(404);
  });
});

describe('restoring a car', () => {
  let restored: { status: number; body: Record<string, unknown> & { version: number; id: number } };

  beforeAll(async () => {
    restored = await staff.post(`/api/cars/${carId}/restore`, { version: 6 });
  });

  it('relists a deleted car as it was at that version, photos in their order, by appending events', async () => {
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ ...seen.reordered, version: 12, updatedAt: expect.any(String) });
    // A visitor reads the same car, without its cost price.
    expect((await t().client().get(`/api/cars/${carId}`)).body).toEqual(publicCar(restored.body));
    const images = (await t().client().get(`/api/carImages/${carId}`)).body as { id: number; imageUrl: string; fileId: string }[];
    expect(images.map((i) => [i.imageUrl, i.fileId])).toEqual([[B, 'm340i-2'], [A, 'm340i-1']]);
    expect(images.map((i) => i.id)).toEqual([3, 4]); // ids are never used twice
    const events = await cars.eventsOf(carId);
    expect(events.map((e) => e.type).slice(9)).toEqual(['CarRelisted', 'CarImageAdded', 'CarImageAdded']);
    expect(events[9].data).toEqual({ id: carId, ...carBody({ imageUrl: B }), price: 71990, status: 'available', vehicleType: 'car', features: [] });
    expect(events.slice(0, 9)).toEqual(storedBeforeRestore);
  });

  it('keeps the time the car was first listed, and its history shows the relisting', async () => {
    expect(restored.body.createdAt).toBe(seen.listed!.createdAt);
    const after = (await staff.get(`/api/cars/${carId}/history`)).body as VehicleHistory;
    expect(after).toMatchObject({ version: 12, deleted: false });
    const relisted = after.entries.find((e) => e.version === 10)!;
    expect(relisted.type).toBe('CarRelisted');
    expect(relisted.changes).toContainEqual({ field: 'price', before: null, after: 71990 });
    expect(after.entries.find((e) => e.version === 12)!.changes).toEqual([{ field: 'images', before: [B], after: [B, A] }]);
  });

  it('is shown as of any moment after the restore exactly as GET shows it now', async () => {
    const last = (await cars.eventsOf(carId)).at(-1)!;
    const asOf = await staff.get(`/api/cars/${carId}?asOf=${encodeURIComponent(new Date(last.recorded_at).toISOString())}`);
    expect(asOf.body).toEqual(restored.body);
  });

  it('brings back an older version of a listed car: the fields that differ and the photo order, matching photos by picture', async () => {
    const res = await staff.post(`/api/cars/${carId}/restore`, { version: 4 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ imageUrl: A, price: 71990, version: 14 });
    const events = await cars.eventsOf(carId);
    expect(events.slice(12).map((e) => [e.type, e.data])).toEqual([
      ['CarDetailsChanged', { imageUrl: A }],
      ['CarImagesReordered', { imageIds: [4, 3] }],
    ]);
    expect(((await t().client().get(`/api/carImages/${carId}`)).body as { imageUrl: string }[]).map((i) => i.imageUrl)).toEqual([A, B]);
  });

  it('appends nothing when the version asked for is already how the car stands', async () => {
    const before = await cars.eventCount();
    const res = await staff.post(`/api/cars/${carId}/restore`, { version: 4 });
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(14);
    expect(res.headers.get('etag')).toBe('"14"');
    expect(await cars.eventCount()).toBe(before);
  });

  it('refuses a version the car never had, its deletion, or a bad body, writing nothing', async () => {
    const before = await cars.eventCount();
    const missing = await staff.post(`/api/cars/${carId}/restore`, { version: 99 });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('There is no version 99 of this car');
    const deletion = await staff.post(`/api/cars/${carId}/restore`, { version: 9 });
    expect(deletion.status).toBe(400);
    expect(deletion.body.error).toBe('Version 9 of this car is its deletion; choose a version before it');
    const bad = await staff.post(`/api/cars/${carId}/restore`, { version: 'two' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe('version');
    expect((await staff.post('/api/cars/999/restore', { version: 1 })).status).toBe(404);
    expect((await t().client().post(`/api/cars/${carId}/restore`, { version: 1 })).status).toBe(401);
    expect(await cars.eventCount()).toBe(before);
  });

  it('takes If-Match like a change, and an Idempotency-Key answers a repeat without restoring twice', async () => {
    const ahead = await staff.post(`/api/cars/${carId}/restore`, { version: 8 }, { headers: { 'If-Match': '"99"' } });
    expect(ahead.status).toBe(409);
    expect(ahead.body.currentVersion).toBe(14);
    const headers = { 'Idempotency-Key': 'restore-sold-0001', 'If-Match': '"14"' };
    const first = await staff.post(`/api/cars/${carId}/restore`, { version: 8 }, { headers });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'sold', imageUrl: B, version: 17 });
    const again = await staff.post(`/api/cars/${carId}/restore`, { version: 8 }, { headers });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await cars.eventsOf(carId)).slice(14).map((e) => e.type)).toEqual(['CarStatusChanged', 'CarDetailsChanged', 'CarImagesReordered']);
  });

  it('leaves read tables that a replay of the log rebuilds exactly', async () => {
    const live = await snapshotReadTables(t().deps.db);
    await t().deps.store.rebuild(READ_TABLES);
    expect(await snapshotReadTables(t().deps.db)).toEqual(live);
  });
});

describe('a campervan history, as of and restore: administrators only', () => {
  let admin: TestClient;
  let plain: TestClient;
  let id: number;

  beforeAll(async () => {
    admin = (await t().signedIn('admin')).client;
    plain = (await t().signedIn('user')).client;
    id = (await admin.post('/api/campervans', campervanBody())).body.id;
    await admin.put(`/api/campervans/${id}`, { pricePerDay: 139, pricePerWeek: 849 });
    await admin.put(`/api/campervans/${id}/images`, {
      campervanId: id,
      images: [{ id: 0, campervanId: id, imageUrl: '/media/hiace-1/1200.webp', fileId: 'hiace-1', isNew: true, isDeleted: false }],
    });
    await admin.delete(`/api/campervans/${id}`);
  });

  it('gives the history with both prices before and after; plain users get 403, signed out 401', async () => {
    const res = await admin.get(`/api/campervans/${id}/history`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ streamType: 'campervan', streamId: String(id), version: 4, deleted: true });
    expect(res.body.entries[2]).toMatchObject({
      type: 'CampervanPriceChanged',
      changes: [
        { field: 'pricePerDay', before: 129, after: 139 },
        { field: 'pricePerWeek', before: 799, after: 849 },
      ],
    });
    expect(res.body.entries[1].changes).toEqual([{ field: 'images', before: [], after: ['/media/hiace-1/1200.webp'] }]);
    expect((await plain.get(`/api/campervans/${id}/history`)).status).toBe(403);
    expect((await t().client().get(`/api/campervans/${id}/history`)).status).toBe(401);
    expect((await plain.get(`/api/campervans/${id}?asOf=${new Date().toISOString()}`)).status).toBe(403);
    expect((await plain.post(`/api/campervans/${id}/restore`, { version: 3 })).status).toBe(403);
  });

  it('relists a deleted campervan with its photo', async () => {
    const res = await admin.post(`/api/campervans/${id}/restore`, { version: 3 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, name: 'Toyota HiAce 2-Berth', pricePerDay: 139, pricePerWeek: 849, version: 6 });
    expect((await campervans.eventsOf(id)).slice(4).map((e) => e.type)).toEqual(['CampervanRelisted', 'CampervanImageAdded']);
    const images = (await t().client().get(`/api/campervan-images/${id}`)).body as { imageUrl: string }[];
    expect(images.map((i) => i.imageUrl)).toEqual(['/media/hiace-1/1200.webp']);
    const asOf = await admin.get(`/api/campervans/${id}?asOf=${encodeURIComponent(new Date().toISOString())}`);
    expect(asOf.body).toEqual(res.body);
  });
});
