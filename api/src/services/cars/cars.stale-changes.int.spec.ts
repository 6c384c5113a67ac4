// Car changes a tablet queued offline and replays with the version they were based on, over HTTP on a real database:
// merged field by field on the car as it is now, refused only where they clash, and never applied twice.
import { publicCar } from '@forecourt/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';
import { basedOn, carBody, eventLog } from '../../../test/support/vehicle-requests.ts';
import type { TestClient } from '../../../test/support/test-client.ts';

const t = useTestApp();

const body = carBody;
const { eventCount, eventsOf } = eventLog(t, 'car');

/** The office lists the car; the tablet opens its form (version 1) and goes out to the yard, offline. */
async function carOnTabletAndOffice() {
  const { client: office } = await t().signedIn('user');
  const { client: tablet } = await t().signedIn('user');
  await office.post('/api/cars', body());
  const { id: _id, version: _version, createdAt: _c, updatedAt: _u, ...form } = (await tablet.get('/api/cars/1')).body;
  return { office, tablet, form: form as ReturnType<typeof body> };
}

describe('cars: a change based on an older version', () => {
  it('applies only the fields the tablet changed and keeps what the office changed since', async () => {
    const { office, tablet, form } = await carOnTabletAndOffice();
    await office.put('/api/cars/1', { price: 72990, status: 'reserved' });

    const saved = await tablet.put('/api/cars/1', { ...form, mileage: 29100, color: 'Black Sapphire' }, basedOn(1));
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).toBe('"4"');
    expect(saved.body).toMatchObject({ price: 72990, status: 'reserved', mileage: 29100, color: 'Black Sapphire', brand: 'BMW', version: 4 });
    expect((await eventsOf(1)).map((e) => [e.type, e.data])).toEqual([
      ['CarListed', expect.any(Object)],
      ['CarPriceChanged', { price: 72990 }],
      ['CarStatusChanged', { status: 'reserved' }],
      ['CarDetailsChanged', { mileage: 29100, color: 'Black Sapphire' }],
    ]);
    expect((await t().client().get('/api/cars/1')).body).toEqual(publicCar(saved.body));
  });

  it('is no clash when both changed a field to the same value', async () => {
    const { office, tablet, form } = await carOnTabletAndOffice();
    await office.put('/api/cars/1', { price: 72990 });
    const saved = await tablet.put('/api/cars/1', { ...form, price: 72990, mileage: 29100, expectedVersion: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ price: 72990, mileage: 29100, version: 3 });
    expect((await eventsOf(1)).map((e) => e.type)).toEqual(['CarListed', 'CarPriceChanged', 'CarDetailsChanged']);
  });

  it('refuses a real clash with 409 naming exactly the clashing fields, and writes nothing', async () => {
    const { office, tablet, form } = await carOnTabletAndOffice();
    await office.put('/api/cars/1', { price: 72990, status: 'reserved', color: 'Mineral White' });
    const current = (await office.get('/api/cars/1')).body;
    const before = await eventCount();

    const change = { ...form, price: 69990, status: 'reserved', color: 'Black Sapphire', mileage: 29100 };
    for (const answer of [await tablet.put('/api/cars/1', change, basedOn(1)), await tablet.put('/api/cars/1', { ...change, expectedVersion: 1 })]) {
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        error: 'This car was changed by someone else. Reload it and try again.',
        code: 'field-clash',
        currentVersion: 4,
        current,
        baseVersion: 1,
        clashes: [
          { field: 'price', base: 74990, mine: 69990, theirs: 72990 },
          { field: 'color', base: 'Portimao Blue', mine: 'Black Sapphire', theirs: 'Mineral White' },
        ],
      });
    }
    expect(await eventCount()).toBe(before);
    expect((await office.get('/api/cars/1')).body).toEqual(current);
  });

  it('delists a car on a DELETE based on an older version while it is still listed', async () => {
    const { office, tablet } = await carOnTabletAndOffice();
    await office.put('/api/cars/1', { price: 72990 });
    const deleted = await tablet.delete('/api/cars/1', basedOn(1));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, id: 1 });
    expect((await eventsOf(1)).map((e) => e.type)).toEqual(['CarListed', 'CarPriceChanged', 'CarDelisted']);
    expect((await tablet.delete('/api/cars/1', basedOn(1))).status).toBe(404);
  });

  it('decides image changes based on an older version on the images as they are now', async () => {
    const { office, tablet } = await carOnTabletAndOffice();
    for (const name of ['a', 'b', 'c']) await office.post('/api/carImages', { carId: 1, imageUrl: `/media/${name}/1200.webp`, fileId: name });
    // The tablet saw the car with images a, b, c (a the main one); then the office removed a.
    const seen = (await tablet.get('/api/cars/1')).body.version;
    await office.delete('/api/carImages/1');
    const ids = async () => (await t().client().get('/api/carImages/1')).body.map((i: { id: number }) => i.id);

    const reordered = await tablet.put('/api/cars/1/images/order', { imageIds: [3, 1, 2] }, basedOn(seen));
    expect(reordered.status).toBe(200);
    expect(reordered.body.images.map((i: { id: number; position: number }) => [i.id, i.position])).toEqual([[3, 0], [2, 1]]);
    expect((await t().client().get('/api/cars/1')).body.imageUrl).toBe('/media/c/1200.webp');

    const added = await tablet.post('/api/carImages', { carId: 1, imageUrl: '/media/d/1200.webp', fileId: 'd' }, basedOn(seen));
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ id: 4, position: 2 });
    expect((await tablet.delete('/api/carImages/2', basedOn(seen))).status).toBe(200);
    expect(await ids()).toEqual([3, 4]);
    // Already removed by the office: the image is simply not there any more.
    expect((await tablet.delete('/api/carImages/1', basedOn(seen))).body).toEqual({ error: 'Image not found' });
    // An id that never was an image of this car is still refused.
    expect((await tablet.put('/api/cars/1/images/order', { imageIds: [9] }, basedOn(seen))).body.error).toBe('Image 9 is not an image of this car');
  });

  it('answers a repeated change with the same Idempotency-Key as the first time and appends nothing twice', async () => {
    const { office, tablet, form } = await carOnTabletAndOffice();
    await office.put('/api/cars/1', { price: 72990 });
    const send = (client: TestClient, key: string, change: Record<string, unknown>) =>
      client.put('/api/cars/1', { ...form, ...change }, basedOn(1, { 'Idempotency-Key': key }));

    const first = await send(tablet, 'tablet-7:cmd-0001', { mileage: 29100 });
    expect(first.status).toBe(200);
    const count = await eventCount();
    const again = await send(tablet, 'tablet-7:cmd-0001', { mileage: 29100 });
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await eventCount()).toBe(count);

    const clash = await send(tablet, 'tablet-7:cmd-0002', { price: 69990 });
    const clashAgain = await send(tablet, 'tablet-7:cmd-0002', { price: 69990 });
    expect([clash.status, clashAgain.status]).toEqual([409, 409]);
    expect(clashAgain.body).toEqual(clash.body);
    expect(await eventCount()).toBe(count);
  });
});
