// /api/cars over HTTP on a real database: the calls, who may make them, bad input, versions.
// The list's filters are in cars.list.int.spec.ts, the images in car-images.int.spec.ts, changes based on an older
// version in cars.stale-changes.int.spec.ts and resolved clashes in cars.conflict-resolutions.int.spec.ts.
import { publicCar } from '@forecourt/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';
import { carBody, eventLog } from '../../../test/support/vehicle-requests.ts';

const t = useTestApp();

const body = carBody;
const { eventCount, eventsOf } = eventLog(t, 'car');

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
      // Facts of the notice not given read as unknown.
      importedDamaged: null,
      onRoadCosts: null,
      // The yard's facts not given read as unknown too.
      wofExpiresOn: null,
      regoExpiresOn: null,
      costPrice: null,
      version: 1,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: created.body.createdAt,
    });
    const read = await t().client().get('/api/cars/1');
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe('"1"');
    // A visitor reads the car as listed, without its cost price.
    expect(read.body).toEqual(publicCar(created.body));
    expect((await t().client().get('/api/cars')).body).toEqual([publicCar(created.body)]);

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
    expect((await t().client().get('/api/cars/1')).body).toEqual(publicCar(partial.body));
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

describe('cars: expected versions', () => {
  it('refuses a PUT or DELETE based on a version the car never had with 409, the current version and the car as shown', async () => {
    const { client } = await t().signedIn('user');
    await client.post('/api/cars', body());
    await client.put('/api/cars/1', { price: 72990 });
    const current = (await client.get('/api/cars/1')).body;
    const before = await eventCount();

    const answers = [
      await client.put('/api/cars/1', { price: 69990 }, { headers: { 'If-Match': '"3"' } }),
      await client.put('/api/cars/1', { price: 69990, expectedVersion: 0 }),
      await client.delete('/api/cars/1', { headers: { 'If-Match': 'W/"7"' } }),
      await client.delete('/api/cars/1', { body: { expectedVersion: 0 } }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ error: 'This record was changed by someone else. Reload it and try again.', code: 'version-conflict', currentVersion: 2, current });
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
