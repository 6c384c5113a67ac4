// /api/campervans over HTTP on a real database: the calls, administrators only for changes, bad input, versions.
// The list's filters are in campervans.list.int.spec.ts, the images in campervan-images.int.spec.ts, changes based
// on an older version and resolved clashes in campervans.stale-changes.int.spec.ts.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';
import { campervanBody, eventLog } from '../../../test/support/vehicle-requests.ts';

const t = useTestApp();

const body = campervanBody;
const { eventCount, eventsOf } = eventLog(t, 'campervan');

describe('campervans: listing, reading, changing and delisting', () => {
  it('lists a campervan for an administrator, recorded with who and which device, readable by anyone', async () => {
    const { client, user } = await t().signedIn('admin');
    const created = await client.post('/api/campervans', body(), {
      headers: { 'X-Device-Id': 'office-pc', 'X-Device-Time': '2025-11-20T08:00:00Z' },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('etag')).toBe('"1"');
    expect(created.body).toEqual({
      id: 1,
      ...body(),
      status: 'available',
      version: 1,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: created.body.createdAt,
    });
    const read = await t().client().get('/api/campervans/1');
    expect(read.body).toEqual(created.body);
    expect(read.headers.get('etag')).toBe('"1"');
    expect((await t().client().get('/api/campervans')).body).toEqual([created.body]);
    const [event] = await eventsOf(1);
    expect(event).toMatchObject({ type: 'CampervanListed', data: { id: 1, ...body(), status: 'available' } });
    expect(event.metadata).toMatchObject({ actorId: user.id, actorUsername: user.username, deviceId: 'office-pc', deviceTime: '2025-11-20T08:00:00.000Z' });
  });

  it('changes only what changed and appends nothing for the same values', async () => {
    const { client } = await t().signedIn('admin');
    await client.post('/api/campervans', body());
    const changed = await client.put('/api/campervans/1', body({ pricePerDay: 149, status: 'rented', berths: 3 }));
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).toBe('"4"');
    expect(changed.body).toMatchObject({ pricePerDay: 149, pricePerWeek: 799, status: 'rented', berths: 3, version: 4 });
    expect((await eventsOf(1)).slice(1).map((e) => [e.type, e.data])).toEqual([
      ['CampervanPriceChanged', { pricePerDay: 149, pricePerWeek: 799 }],
      ['CampervanStatusChanged', { status: 'rented' }],
      ['CampervanDetailsChanged', { berths: 3 }],
    ]);
    expect((await client.put('/api/campervans/1', changed.body)).body.version).toBe(4);
    expect((await client.put('/api/campervans/1', { status: 'available' })).body).toMatchObject({ status: 'available', version: 5 });
    expect(await eventCount()).toBe(5);
  });

  it('delists a campervan: 200 with its id, then 404, its images gone', async () => {
    const { client } = await t().signedIn('admin');
    await client.post('/api/campervans', body());
    await client.post('/api/campervan-images', { campervanId: 1, imageUrl: '/media/hiace-1/1200.webp', fileId: 'hiace-1' });
    expect((await client.delete('/api/campervans/1')).body).toEqual({ success: true, id: 1 });
    expect((await t().client().get('/api/campervans/1')).body).toEqual({ error: 'Campervan not found' });
    expect((await t().client().get('/api/campervan-images/1')).status).toBe(404);
    expect((await t().client().get('/api/campervans')).body).toEqual([]);
    expect(await t().deps.db('campervan_images').count('* as n').first()).toEqual({ n: 0 });
    expect((await client.delete('/api/campervans/1')).status).toBe(404);
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    const { client } = await t().signedIn('admin');
    expect((await t().client().get('/api/campervans/9')).body).toEqual({ error: 'Campervan not found' });
    expect((await client.put('/api/campervans/9', { berths: 4 })).status).toBe(404);
    expect((await client.put('/api/campervans/9/images', { images: [] })).status).toBe(404);
    expect((await client.post('/api/campervan-images', { campervanId: 9, imageUrl: '/media/a/1200.webp' })).status).toBe(404);
    expect((await client.delete('/api/campervan-images/9')).body).toEqual({ error: 'Image not found' });
    for (const path of ['/api/campervans/van', '/api/campervan-images/0']) {
      expect((await t().client().get(path)).body.error, path).toBe('Id must be a positive whole number');
    }
    expect((await client.delete('/api/campervans/x')).status).toBe(400);
    expect(await eventCount()).toBe(0);
  });
});

describe('campervans: who may call', () => {
  it('refuses anonymous visitors (401) and staff who are not administrators (403), writing nothing', async () => {
    const { client: admin } = await t().signedIn('admin');
    await admin.post('/api/campervans', body());
    await admin.post('/api/campervan-images', { campervanId: 1, imageUrl: '/media/a/1200.webp' });
    const before = await eventCount();
    const { client: user } = await t().signedIn('user');
    for (const [client, status] of [[t().client(), 401], [user, 403]] as const) {
      const answers = [
        await client.post('/api/campervans', body()),
        await client.put('/api/campervans/1', { berths: 4 }),
        await client.delete('/api/campervans/1'),
        await client.put('/api/campervans/1/images', { images: [{ id: 1, imageUrl: '/media/a/1200.webp', isNew: false, isDeleted: false }] }),
        await client.post('/api/campervan-images', { campervanId: 1, imageUrl: '/media/b/1200.webp' }),
        await client.delete('/api/campervan-images/1'),
      ];
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(status));
      expect(answers[1]!.body.error).toBe(status === 401 ? 'Please sign in to do this' : 'Only administrators can do this');
    }
    expect(await eventCount()).toBe(before);
    for (const path of ['/api/campervans', '/api/campervans/1', '/api/campervan-images/1']) {
      expect((await t().client().get(path)).status, path).toBe(200);
    }
  });
});

describe('campervans: bad input writes nothing', () => {
  it('answers each rule of the campervan form with its exact message', async () => {
    const { client } = await t().signedIn('admin');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ imageUrl: '' }, 'imageUrl', 'Image URL is required'],
      [{ pricePerDay: 0 }, 'pricePerDay', 'Daily price must be at least 1'],
      [{ pricePerWeek: 0 }, 'pricePerWeek', 'Weekly price must be at least 1'],
      [{ berths: 0 }, 'berths', 'Number of berths must be at least 1'],
      [{ berths: 13 }, 'berths', 'Maximum berths is 12'],
      [{ mileage: -1 }, 'mileage', 'Mileage cannot be negative'],
      [{ features: [] }, 'features', 'At least one feature is required'],
      [{ fuelType: 'Coal' }, 'fuelType', 'Fuel type must be one of: Diesel, Petrol, Hybrid, Electric'],
    ];
    for (const [change, path, message] of cases) {
      const res = await client.post('/api/campervans', body(change));
      expect(res.status, message).toBe(400);
      expect(res.body.error).toBe(message);
      expect(res.body.issues[0]).toEqual({ path, message });
    }
    expect(await eventCount()).toBe(0);
    await client.post('/api/campervans', body());
    const answers = [
      await client.put('/api/campervans/1', { berths: 13 }),
      await client.put('/api/campervans/1', { status: 'sold' }),
      await client.post('/api/campervan-images', { campervanId: 1, imageUrl: '' }),
      await client.post('/api/campervan-images', { imageUrl: '/media/a/1200.webp' }),
      await client.put('/api/campervans/1/images', { images: 'all of them' }),
      await client.put('/api/campervans/1/images', { images: [{ id: 0, isNew: true }] }),
      await client.put('/api/campervans/1/images', { campervanId: 2, images: [] }),
    ];
    expect(answers.map((a) => a.status)).toEqual(Array(7).fill(400));
    expect(answers.map((a) => a.body.error)).toEqual([
      'Maximum berths is 12',
      'Status must be one of: available, reserved, rented',
      'Image URL is required',
      'Campervan id must be a positive whole number',
      expect.any(String),
      'Image URL is required',
      'campervanId does not match the campervan being saved',
    ]);
    expect(await eventCount()).toBe(1);
  });
});

describe('campervans: expected versions', () => {
  it('refuses a PUT or DELETE based on a version the campervan never had with 409, the current version and the campervan as shown', async () => {
    const { client } = await t().signedIn('admin');
    await client.post('/api/campervans', body());
    await client.put('/api/campervans/1', { status: 'reserved' });
    const current = (await t().client().get('/api/campervans/1')).body;
    const answers = [
      await client.put('/api/campervans/1', { berths: 4 }, { headers: { 'If-Match': '"3"' } }),
      await client.put('/api/campervans/1', { berths: 4, expectedVersion: 0 }),
      await client.delete('/api/campervans/1', { headers: { 'If-Match': '"3"' } }),
      await client.delete('/api/campervans/1', { body: { expectedVersion: 0 } }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ error: 'This record was changed by someone else. Reload it and try again.', code: 'version-conflict', currentVersion: 2, current });
    }
    expect(await eventCount()).toBe(2);
    expect((await client.put('/api/campervans/1', { berths: 4, expectedVersion: 2 })).body.version).toBe(3);
    expect((await client.delete('/api/campervans/1', { headers: { 'If-Match': '"3"' } })).status).toBe(200);
  });
});
