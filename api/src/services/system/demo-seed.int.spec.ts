import { beforeAll, describe, expect, it } from 'vitest';
import { SUGGESTED_CAMPERVAN_FEATURES, SUGGESTED_CAR_FEATURES } from '@forecourt/contracts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { rebuildReadTables, snapshotReadTables } from '../../lib/read-tables.ts';
import { campervanHistoryEvents, type CampervanHistory } from '../campervans/campervans.scenarios.ts';
import { carHistoryEvents, type CarHistory } from '../cars/cars.scenarios.ts';
import type { HistoryImage, VehicleHistory } from '../vehicles/vehicle-history.ts';
import { DEMO_CAMPERVAN_HISTORIES, DEMO_CAR_HISTORIES, DEMO_MAKES } from './demo-yard.ts';
import { seedIfEmpty } from './first-start.ts';

// One yard for the whole file (writing it draws 42 photos); the tests read it, and the last one changes it.
const t = useTestApp({ env: { ADMIN_PASSWORD: 'demo-admin-password' }, resetBetweenTests: false });

describe('the demo yard and rebuilding the read tables', () => {
  const lines: string[] = [];
  beforeAll(async () => {
    await seedIfEmpty(t().deps, (line) => lines.push(line));
  }, 120_000);

  it('makes the administrator from ADMIN_PASSWORD without printing it', async () => {
    const res = await t().client().post('/api/login', { username: 'admin', password: 'demo-admin-password' });
    expect(res.status).toBe(200);
    expect(res.body.isAdmin).toBe(true);
    expect(lines.join('\n')).not.toContain('demo-admin-password');
  });

  it('writes a believable yard with history, photos and a primary recipient', async () => {
    const { client } = await t().signedIn('admin');
    const cars = (await client.get('/api/cars')).body as { id: number; brand: string; model: string; price: number; status: string; imageUrl: string }[];
    expect(cars.length).toBeGreaterThanOrEqual(12);
    expect(new Set(cars.map((c) => c.brand)).size).toBe(7);
    expect(cars.filter((c) => c.status === 'sold').length).toBeGreaterThan(0);
    expect(cars.filter((c) => c.status === 'reserved').length).toBeGreaterThan(0);
    const bmw = cars.find((c) => c.model === '330i M Sport')!;
    expect(bmw.price).toBe(39990);
    const priceEvents = await t().deps.db('events').where({ stream_type: 'car', stream_id: String(bmw.id), type: 'CarPriceChanged' }).orderBy('version');
    expect(priceEvents.length).toBe(2);
    expect(priceEvents[0].recorded_at.getTime()).toBeLessThan(Date.now() - 7 * 86_400_000);
    const images = (await client.get(`/api/carImages/${bmw.id}`)).body as { imageUrl: string }[];
    expect(images).toHaveLength(2);
    expect(images[0]!.imageUrl).toBe(bmw.imageUrl);
    const photo = await fetch(t().baseUrl + bmw.imageUrl.replace('1200.webp', '600.jpg'));
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    const campervans = (await client.get('/api/campervans')).body as { berths: number }[];
    expect(new Set(campervans.map((c) => c.berths))).toEqual(new Set([2, 4, 6]));
    const recipients = (await client.get('/api/email-settings')).body as { isPrimary: boolean }[];
    expect(recipients.filter((r) => r.isPrimary)).toHaveLength(1);
    expect((await client.get('/api/car-brands')).body).toHaveLength(7);
    expect((await client.get('/api/car-features')).body).toHaveLength(10);
  });

  it('writes each vehicle as its named history, with the drawn photos in place of the stand-ins, and nothing more', async () => {
    const db = t().deps.db;
    /** A stream's events, and its history as played: the photos the seed stored instead of the stand-in images. */
    const played = async <Create extends { imageUrl: string }, Update>(kind: string, id: number, history: VehicleHistory<Create, Update>) => {
      const events = (await db('events').where({ stream_type: kind, stream_id: String(id) }).orderBy('version')).map(({ type, data }) => ({ type, data }));
      const added = events.filter((event) => event.type.endsWith('ImageAdded')).map((event) => event.data as HistoryImage & { imageId: number });
      const images = added.map(({ imageUrl, fileId }) => ({ imageUrl, fileId }));
      return { events, firstImageId: added[0]!.imageId, history: { ...history, images, listed: { ...history.listed, imageUrl: images[0]!.imageUrl } } };
    };
    const cars: CarHistory[] = Object.values(DEMO_CAR_HISTORIES);
    const campervans: CampervanHistory[] = Object.values(DEMO_CAMPERVAN_HISTORIES);
    let told = 0;
    for (const [index, history] of cars.entries()) {
      const car = await played('car', index + 1, history);
      expect(car.events).toEqual(carHistoryEvents(car.history, index + 1, car.firstImageId));
      told += carHistoryEvents(history).length;
    }
    for (const [index, history] of campervans.entries()) {
      const campervan = await played('campervan', index + 1, history);
      expect(campervan.events).toEqual(campervanHistoryEvents(campervan.history, index + 1, campervan.firstImageId));
      told += campervanHistoryEvents(history).length;
    }
    expect(Number((await db('events').whereIn('stream_type', ['car', 'campervan']).count('* as n').first())!.n)).toBe(told);
    // Besides: the administrator, the makes, the suggested features, and the recipient added and made primary.
    const events = 1 + DEMO_MAKES.length + SUGGESTED_CAR_FEATURES.length + SUGGESTED_CAMPERVAN_FEATURES.length + 2 + told;
    expect(Number((await db('events').count('* as n').first())!.n)).toBe(events);
    expect(lines.join('\n')).toContain(`17 cars, 4 campervans, 42 photos, ${events} events`);
  });

  it('never writes the yard twice', async () => {
    const before = await t().deps.db('events').count('* as n').first();
    expect(await seedIfEmpty(t().deps, () => {})).toBeUndefined();
    expect(await t().deps.db('events').count('* as n').first()).toEqual(before);
  });

  it('rebuilds read tables equal to the live ones, after changes, deletions and restores too', async () => {
    const { client } = await t().signedIn('admin');
    const cars = (await client.get('/api/cars')).body as { id: number }[];
    expect((await client.put(`/api/cars/${cars[0]!.id}`, { price: 12345, color: 'Midnight Blue' })).status).toBe(200);
    expect((await client.delete(`/api/cars/${cars[1]!.id}`)).status).toBe(200);
    const images = (await client.get(`/api/carImages/${cars[2]!.id}`)).body as { id: number }[];
    expect((await client.delete(`/api/carImages/${images[1]!.id}`)).status).toBe(200);
    const features = (await client.get('/api/car-features')).body as { id: number }[];
    expect((await client.delete(`/api/car-features/${features[0]!.id}`)).status).toBe(204);
    const recipients = (await client.get('/api/email-settings')).body as { id: number }[];
    await client.post('/api/email-settings', { email: 'owner@forecourt.co.nz', name: 'Owner', isActive: true, isPrimary: true });
    expect((await client.delete(`/api/email-settings/${recipients[0]!.id}`)).status).toBe(204);
    // Restored: the deleted car relisted as it was just before (its photos back in order), another to its listing.
    const deleted = (await client.get(`/api/cars/${cars[1]!.id}/history`)).body as { version: number };
    const relisted = await client.post(`/api/cars/${cars[1]!.id}/restore`, { version: deleted.version - 1 });
    expect(relisted.status).toBe(200);
    expect((await client.get(`/api/carImages/${cars[1]!.id}`)).body.length).toBeGreaterThan(0);
    expect((await client.post(`/api/cars/${cars[3]!.id}/restore`, { version: 1 })).status).toBe(200);

    const live = await snapshotReadTables(t().deps.db);
    const replayed = await rebuildReadTables(t().deps.store);
    expect(replayed).toBe(Number((await t().deps.db('events').count('* as n').first())!.n));
    expect(await snapshotReadTables(t().deps.db)).toEqual(live);
    expect(live.cars!.length).toBeGreaterThan(10);
  });
});
