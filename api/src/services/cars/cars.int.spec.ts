// /api/cars and /api/carImages over HTTP on a real database: the calls, who may make them, bad input, versions.
import { describe, expect, it } from 'vitest';
import { READ_TABLES } from '@forecourt/db';
import type { User } from '@forecourt/contracts';
import { useTestApp } from '../../../test/support/test-app.ts';
import type { Caller } from '../../http/context.ts';
import { listCar } from './cars.ts';
import { CAR_HISTORIES, playCarHistory } from './cars.scenarios.ts';

const t = useTestApp();

const body = (extra: Record<string, unknown> = {}) => ({
  brand: 'BMW',
  model: 'M340i',
  year: 2021,
  description: 'xDrive M340i with the Technology package and a full service history.',
  price: 74990,
  transmission: 'Automatic',
  fuelType: 'Petrol',
  mileage: 28700,
  bodyType: 'Sedan',
  color: 'Portimao Blue',
  imageUrl: '/media/m340i-1/1200.webp',
  ...extra,
});
const eventCount = async () => Number((await t().deps.db('events').count('* as n').first())?.n);
const eventsOf = (carId: number) => t().deps.db('events').where({ stream_type: 'car', stream_id: String(carId) }).orderBy('version');
const callerOf = (user: User): Caller => ({ user, metadata: { actorId: user.id, actorUsername: user.username } });

describe('cars: listing, reading, changing and delisting', () => {
  it('lists a car for a signed-in user, with its defaults, version and ETag, recorded with who and which device', async () => {
    const { client, user } = await t().signedIn('user');
    const created = await client.post('/api/cars', body(), {
      headers: { 'X-Device-Id': 'yard-tablet-2', 'X-Device-Time': '2025-03-01T09:30:00+13:00' },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('etag')).toBe('"1"');
    expect(created.body).toEqual({
      id: 1,
      ...body(),
      status: 'available',
      vehicleType: 'car',
      features: [],
      version: 1,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: created.body.createdAt,
    });
    const read = await t().client().get('/api/cars/1');
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe('"1"');
    expect(read.body).toEqual(created.body);
    expect((await t().client().get('/api/cars')).body).toEqual([created.body]);

    const [event] = await eventsOf(1);
    expect(event).toMatchObject({ type: 'CarListed', version: 1, data: { id: 1, ...body(), status: 'available', features: [] } });
    expect(event.metadata).toMatchObject({
      actorId: user.id,
      actorUsername: user.username,
      deviceId: 'yard-tablet-2',
      deviceTime: '2025-02-28T20:30:00.000Z',
    });
  });

  it('changes only what changed, one event per kind of change, and appends nothing for the same values', async () => {
    const { client } = await t().signedIn('admin');
    await client.post('/api/cars', body({ features: ['Heated Seats'] }));
    const changed = await client.put('/api/cars/1', body({ price: 71990, status: 'reserved', color: 'Black Sapphire', features: ['Heated Seats'] }));
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).toBe('"4"');
    expect(changed.body).toMatchObject({ id: 1, price: 71990, status: 'reserved', color: 'Black Sapphire', mileage: 28700, version: 4 });
    expect((await eventsOf(1)).map((e) => [e.type, e.data])).toEqual([
      ['CarListed', expect.any(Object)],
      ['CarPriceChanged', { price: 71990 }],
      ['CarStatusChanged', { status: 'reserved' }],
      ['CarDetailsChanged', { color: 'Black Sapphire' }],
    ]);

    const again = await client.put('/api/cars/1', { ...changed.body });
    expect(again.body.version).toBe(4);
    const partial = await client.put('/api/cars/1', { mileage: 29100 });
    expect(partial.body).toMatchObject({ mileage: 29100, price: 71990, version: 5 });
    expect(await eventCount()).toBe(5);
    expect((await t().client().get('/api/cars/1')).body).toEqual(partial.body);
  });

  it('delists a car: 200 with its id, then 404 everywhere, images gone from the read side', async () => {
    const { client } = await t().signedIn('user');
    await client.post('/api/cars', body());
    await client.post('/api/carImages', { carId: 1, imageUrl: '/media/m340i-1/1200.webp', fileId: 'm340i-1' });
    const deleted = await client.delete('/api/cars/1');
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, id: 1 });
    expect((await t().client().get('/api/cars/1')).body).toEqual({ error: 'Car not found' });
    expect((await t().client().get('/api/cars/1')).status).toBe(404);
    expect((await t().client().get('/api/carImages/1')).status).toBe(404);
    expect((await t().client().get('/api/cars')).body).toEqual([]);
    expect(await t().deps.db('car_images').count('* as n').first()).toEqual({ n: 0 });
    expect((await client.delete('/api/cars/1')).status).toBe(404);
    expect((await client.put('/api/cars/1', { price: 1000 })).status).toBe(404);
    expect((await eventsOf(1)).map((e) => e.type)).toEqual(['CarListed', 'CarImageAdded', 'CarDelisted']);
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    const { client } = await t().signedIn('user');
    const anonymous = t().client();
    expect((await anonymous.get('/api/cars/42')).body).toEqual({ error: 'Car not found' });
    expect((await anonymous.get('/api/carImages/42')).body).toEqual({ error: 'Car not found' });
    expect((await client.delete('/api/carImages/42')).body).toEqual({ error: 'Image not found' });
    expect((await client.post('/api/carImages', { carId: 42, imageUrl: '/media/a/1200.webp' })).status).toBe(404);
    expect((await client.put('/api/cars/42/images/order', { imageIds: [1] })).status).toBe(404);
    for (const path of ['/api/cars/abc', '/api/cars/0', '/api/carImages/-1']) {
      const res = await anonymous.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.error).toBe('Id must be a positive whole number');
    }
    expect((await client.delete('/api/cars/1.5')).status).toBe(400);
    expect(await eventCount()).toBe(0);
  });
});

describe('cars: who may call', () => {
  it('refuses anonymous changes with 401 and writes nothing, while anyone may read', async () => {
    const { client, user } = await t().signedIn('user');
    await client.post('/api/cars', body());
    await client.post('/api/carImages', { carId: 1, imageUrl: '/media/m340i-1/1200.webp' });
    const before = await eventCount();
    const anonymous = t().client();
    const answers = [
      await anonymous.post('/api/cars', body()),
      await anonymous.put('/api/cars/1', { price: 1 }),
      await anonymous.delete('/api/cars/1'),
      await anonymous.post('/api/carImages', { carId: 1, imageUrl: '/media/x/1200.webp' }),
      await anonymous.delete('/api/carImages/1'),
      await anonymous.put('/api/cars/1/images/order', { imageIds: [1] }),
    ];
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(answers[0]!.body.error).toBe('Please sign in to do this');
    expect(await eventCount()).toBe(before);
    expect((await anonymous.get('/api/cars')).status).toBe(200);
    expect((await anonymous.get('/api/cars/1')).status).toBe(200);
    expect((await anonymous.get('/api/carImages/1')).status).toBe(200);
    expect((await eventsOf(1))[0].metadata.actorId).toBe(user.id);
  });

  it('lets staff and administrators alike make every change', async () => {
    for (const role of ['user', 'admin'] as const) {
      const { client } = await t().signedIn(role);
      const { body: car } = await client.post('/api/cars', body());
      const { body: image } = await client.post('/api/carImages', { carId: car.id, imageUrl: '/media/a/1200.webp' });
      const { body: other } = await client.post('/api/carImages', { carId: car.id, imageUrl: '/media/b/1200.webp' });
      const statuses = [
        (await client.put(`/api/cars/${car.id}`, { price: 70000 })).status,
        (await client.put(`/api/cars/${car.id}/images/order`, { imageIds: [other.id] })).status,
        (await client.delete(`/api/carImages/${image.id}`)).status,
        (await client.delete(`/api/cars/${car.id}`)).status,
      ];
      expect(statuses, role).toEqual([200, 200, 200, 200]);
    }
  });
});

describe('cars: bad input writes nothing', () => {
  it('answers each rule of the car form with its exact message', async () => {
    const { client } = await t().signedIn('user');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ price: 0 }, 'price', 'Price must be positive'],
      [{ price: -5 }, 'price', 'Price must be positive'],
      [{ year: 1899 }, 'year', 'Year must be after 1900'],
      [{ year: new Date().getFullYear() + 2 }, 'year', 'Year cannot be in the future'],
      [{ mileage: -1 }, 'mileage', 'Mileage cannot be negative'],
      [{ brand: '  ' }, 'brand', 'Brand is required'],
      [{ model: '' }, 'model', 'Model is required'],
      [{ description: 'Too short' }, 'description', 'Description must be at least 10 characters'],
      [{ imageUrl: '' }, 'imageUrl', 'Please upload an image for the car'],
      [{ imageUrl: undefined }, 'imageUrl', 'Please upload an image for the car'],
    ];
    for (const [change, path, message] of cases) {
      const res = await client.post('/api/cars', body(change));
      expect(res.status, message).toBe(400);
      expect(res.body.error).toBe(message);
      expect(res.body.issues[0]).toEqual({ path, message });
    }
    const nextYear = await client.post('/api/cars', body({ year: new Date().getFullYear() + 1 }));
    expect(nextYear.status).toBe(201);
    const before = await eventCount();
    const badChange = await client.put('/api/cars/1', { price: 0, transmission: 'CVT' });
    expect(badChange.status).toBe(400);
    expect(badChange.body.issues).toEqual([
      { path: 'price', message: 'Price must be positive' },
      { path: 'transmission', message: 'Transmission must be one of: Automatic, Manual' },
    ]);
    const badVersion = await client.put('/api/cars/1', { price: 1000, expectedVersion: 'latest' });
    expect(badVersion.body.error).toBe('expectedVersion must be a whole number');
    expect((await client.put('/api/cars/1', { price: 1000 }, { headers: { 'If-Match': 'yesterday' } })).status).toBe(400);
    expect((await client.post('/api/carImages', { carId: 1, imageUrl: '' })).body.error).toBe('Please upload an image for the car');
    expect((await client.post('/api/carImages', { carId: 1, imageUrl: 'javascript:alert(1)' })).body.error).toBe('Image URL must be a web address');
    expect((await client.post('/api/carImages', { imageUrl: '/media/a/1200.webp' })).body.error).toBe('Car id must be a positive whole number');
    expect((await client.put('/api/cars/1/images/order', { imageIds: [] })).body.error).toBe('Give at least one image id');
    expect((await client.put('/api/cars/1/images/order', { imageIds: ['x'] })).status).toBe(400);
    expect(await eventCount()).toBe(before);
  });
});

describe('cars: the list, filtered and paged', () => {
  async function stock() {
    const user = await t().createUser();
    const at = (day: number) => ({ recordedAt: new Date(Date.UTC(2025, 0, day)) });
    const cars: [string, string, number, string?][] = [
      ['BMW', 'X5', 14999],
      ['bmw', 'x5', 15000],
      ['Audi', 'A4', 30000, 'sold'],
      ['BMW Alpina', 'B3', 30001],
      ['Porsche', '911', 100000, 'reserved'],
      ['Porsche', 'Cayenne', 999999],
      ['Porsche', '918', 1000000],
    ];
    for (const [i, [brand, model, price, status]] of cars.entries()) {
      await listCar(t().deps, body({ brand, model, price, status }), callerOf(user), at(i + 1));
    }
  }
  const ids = async (query: string) => ((await t().client().get(`/api/cars${query}`)).body as { id: number }[]).map((c) => c.id);

  it('answers the whole list newest first, filtered when asked, price bounds included', async () => {
    await stock();
    expect(await ids('')).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(await ids('?brand=BMW')).toEqual([2, 1]);
    expect(await ids('?brand=bmw&model=X5')).toEqual([2, 1]);
    expect(await ids('?model=cayenne')).toEqual([6]);
    expect(await ids('?status=sold')).toEqual([3]);
    expect(await ids('?priceRange=15000-30000')).toEqual([3, 2]);
    expect(await ids('?priceRange=0-15000')).toEqual([2, 1]);
    expect(await ids('?priceRange=100000-999999')).toEqual([6, 5]);
    expect(await ids('?minPrice=30000&maxPrice=100000')).toEqual([5, 4, 3]);
    expect(await ids('?brand=Porsche&priceRange=100000-999999&status=available')).toEqual([6]);
    expect(await ids('?brand=&priceRange=&status=')).toHaveLength(7);
    expect(await ids('?brand=Lada')).toEqual([]);
  });

  it('answers one page with the totals when a page is asked for', async () => {
    await stock();
    const first = await t().client().get('/api/cars?page=1');
    expect(first.body).toMatchObject({ total: 7, page: 1, pageSize: 6, pageCount: 2 });
    expect(first.body.items.map((c: { id: number }) => c.id)).toEqual([7, 6, 5, 4, 3, 2]);
    const last = await t().client().get('/api/cars?page=3&pageSize=3');
    expect(last.body).toMatchObject({ total: 7, page: 3, pageSize: 3, pageCount: 3 });
    expect(last.body.items.map((c: { id: number }) => c.id)).toEqual([1]);
    const filtered = await t().client().get('/api/cars?brand=porsche&page=1&pageSize=2');
    expect(filtered.body).toMatchObject({ total: 3, pageCount: 2 });
    const none = await t().client().get('/api/cars?brand=Lada&page=1');
    expect(none.body).toEqual({ items: [], total: 0, page: 1, pageSize: 6, pageCount: 1 });
  });

  it('refuses a malformed query', async () => {
    const anonymous = t().client();
    expect((await anonymous.get('/api/cars?priceRange=cheap')).body.error).toBe('Price range must look like 15000-30000 or 300+');
    expect((await anonymous.get('/api/cars?page=0')).body.error).toBe('Page must be at least 1');
    expect((await anonymous.get('/api/cars?page=1&pageSize=1000')).body.error).toBe('Page size must be at most 100');
    expect((await anonymous.get('/api/cars?status=stolen')).status).toBe(400);
    expect((await anonymous.get('/api/cars?minPrice=-1')).body.error).toBe('Price cannot be negative');
  });
});

describe('cars: expected versions', () => {
  it('refuses a PUT or DELETE based on an old version with 409, the current version and the car as shown', async () => {
    const { client } = await t().signedIn('user');
    await client.post('/api/cars', body());
    await client.put('/api/cars/1', { price: 72990 });
    const current = (await client.get('/api/cars/1')).body;
    const before = await eventCount();

    const answers = [
      await client.put('/api/cars/1', { price: 69990 }, { headers: { 'If-Match': '"1"' } }),
      await client.put('/api/cars/1', { price: 69990, expectedVersion: 1 }),
      await client.delete('/api/cars/1', { headers: { 'If-Match': 'W/"1"' } }),
      await client.delete('/api/cars/1', { body: { expectedVersion: 3 } }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ error: 'This record was changed by someone else. Reload it and try again.', currentVersion: 2, current });
    }
    expect(await eventCount()).toBe(before);

    const put = await client.put('/api/cars/1', { price: 69990 }, { headers: { 'If-Match': '"2"' } });
    expect(put.body).toMatchObject({ price: 69990, version: 3 });
    expect((await client.put('/api/cars/1', { price: 68990, expectedVersion: 3 })).body.version).toBe(4);
    expect((await client.delete('/api/cars/1', { body: { expectedVersion: 4 } })).status).toBe(200);
  });

  it('lets a DELETE based on the current version through If-Match', async () => {
    const { client } = await t().signedIn('user');
    await client.post('/api/cars', body());
    expect((await client.delete('/api/cars/1', { headers: { 'If-Match': '"1"' } })).body).toEqual({ success: true, id: 1 });
  });
});

describe('car images', () => {
  it('adds images in order, reorders them (the first is the main image) and removes them', async () => {
    const { client } = await t().signedIn('user');
    await client.post('/api/cars', body({ imageUrl: '/media/a/1200.webp' }));
    const added = [];
    for (const name of ['a', 'b', 'c']) {
      const res = await client.post('/api/carImages', { carId: 1, imageUrl: `/media/${name}/1200.webp`, fileId: name });
      expect(res.status).toBe(201);
      added.push(res.body);
    }
    expect(added[1]).toEqual({ id: 2, carId: 1, imageUrl: '/media/b/1200.webp', fileId: 'b', transformType: null, transformParams: null, position: 1 });
    expect((await t().client().get('/api/carImages/1')).body).toEqual(added);

    const reordered = await client.put('/api/cars/1/images/order', { imageIds: [3, 1, 2] });
    expect(reordered.status).toBe(200);
    expect(reordered.body.carId).toBe(1);
    expect(reordered.body.version).toBe(6);
    expect(reordered.body.images.map((i: { id: number; position: number }) => [i.id, i.position])).toEqual([[3, 0], [1, 1], [2, 2]]);
    const car = (await t().client().get('/api/cars/1')).body;
    expect(car).toMatchObject({ imageUrl: '/media/c/1200.webp', version: 6 });

    expect((await client.delete('/api/carImages/3')).body).toEqual({ success: true, id: 3 });
    const left = (await t().client().get('/api/carImages/1')).body;
    expect(left.map((i: { id: number; position: number }) => [i.id, i.position])).toEqual([[1, 0], [2, 1]]);
    expect((await t().client().get('/api/cars/1')).body.imageUrl).toBe('/media/a/1200.webp');
    expect((await eventsOf(1)).map((e) => e.type)).toEqual([
      'CarListed', 'CarImageAdded', 'CarImageAdded', 'CarImageAdded', 'CarImagesReordered', 'CarDetailsChanged', 'CarImageRemoved', 'CarDetailsChanged',
    ]);

    const foreign = await client.put('/api/cars/1/images/order', { imageIds: [2, 9] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toBe('Image 9 is not an image of this car');
    expect((await client.put('/api/cars/1/images/order', { imageIds: [1, 2] })).body.version).toBe(8);
    expect(await eventCount()).toBe(8);
  });

  it('replays the log into exactly the tables it keeps live', async () => {
    const user = await t().createUser();
    const now = new Date('2025-06-01T00:00:00Z');
    for (const history of Object.values(CAR_HISTORIES)) await playCarHistory(t().deps, history, callerOf(user), now);
    const { client } = await t().signedIn('user');
    await client.put('/api/cars/6/images/order', { imageIds: [4, 2] });
    await client.delete('/api/carImages/3');
    await client.delete('/api/cars/2');
    const snapshot = async () => ({
      cars: await t().deps.db('cars').orderBy('id'),
      images: await t().deps.db('car_images').orderBy('id'),
    });
    const live = await snapshot();
    expect(live.cars).toHaveLength(6);
    expect(live.cars[0]).toMatchObject({ brand: 'BMW', price: 59990, created_at: new Date('2025-04-22T00:00:00Z') });
    await t().deps.store.rebuild(READ_TABLES);
    expect(await snapshot()).toEqual(live);
  });
});
