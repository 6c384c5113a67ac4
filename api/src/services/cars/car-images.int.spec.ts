// Car images over HTTP on a real database: added in order, reordered (the first is the car's main image),
// removed; and the log replays into exactly the read tables kept live.
import { describe, expect, it } from 'vitest';
import { READ_TABLES } from '@forecourt/db';
import type { User } from '@forecourt/contracts';
import { useTestApp } from '../../../test/support/test-app.ts';
import type { Caller } from '../../http/context.ts';
import { CAR_HISTORIES, playCarHistory } from './cars.scenarios.ts';

const t = useTestApp();
const x5 = CAR_HISTORIES.bmwX5PriceDropped.listed;
const eventCount = async () => Number((await t().deps.db('events').count('* as n').first())?.n);
const eventsOf = (carId: number) => t().deps.db('events').where({ stream_type: 'car', stream_id: String(carId) }).orderBy('version');
const callerOf = (user: User): Caller => ({ user, metadata: { actorId: user.id, actorUsername: user.username } });

describe('car images', () => {
  it('adds images in order, reorders them (the first is the main image) and removes them', async () => {
    const { client } = await t().signedIn('user');
    await client.post('/api/cars', { ...x5, imageUrl: '/media/a/1200.webp' });
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
