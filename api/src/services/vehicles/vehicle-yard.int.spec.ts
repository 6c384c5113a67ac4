// The yard on a date and the vehicles taken off it, over HTTP on a real database: GET /api/cars?asOf= gives every car
// on the books at that moment as it stood then (a later price, sale or removal not yet in it), ?removed=true the cars
// removed and not relisted, as they stood before, with when and by whom; both for staff only, alone, and refused with
// a clear message otherwise. Campervans the same, for administrators.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Car, Campervan, VehicleHistory } from '@forecourt/contracts';
import { useTestApp } from '../../../test/support/test-app.ts';
import type { TestClient } from '../../../test/support/test-client.ts';
import { campervanBody, carBody } from '../../../test/support/vehicle-requests.ts';

const t = useTestApp({ resetBetweenTests: false });

let staff: TestClient;
let staffName: string;
const moment: Record<'beforeAll' | 'twoListed' | 'busyDay' | 'now', string> = { beforeAll: '', twoListed: '', busyDay: '', now: '' };
let a: Car;
let b: Car;
let c: Car;

/** A moment strictly between two changes: the log's times are to the microsecond, the query's to the millisecond. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 15));
const lastRecorded = async (id: number) => ((await staff.get(`/api/cars/${id}/history`)).body as VehicleHistory).entries[0]!.recordedAt;
const yardAt = (iso: string, client = staff) => client.get(`/api/cars?asOf=${encodeURIComponent(iso)}`);
const summary = (cars: Car[]) => cars.map((car) => `${car.model} ${car.status} ${car.price}`);

beforeAll(async () => {
  const signedIn = await t().signedIn('user');
  staff = signedIn.client;
  staffName = signedIn.user.username;
  moment.beforeAll = new Date(Date.now() - 1000).toISOString();

  a = (await staff.post('/api/cars', carBody({ model: 'Yard A', price: 50_000 }))).body;
  await pause();
  b = (await staff.post('/api/cars', carBody({ model: 'Yard B', price: 30_000 }))).body;
  moment.twoListed = await lastRecorded(b.id);
  await pause();

  await staff.put(`/api/cars/${a.id}`, { price: 48_500 });
  await staff.put(`/api/cars/${b.id}`, { status: 'sold' });
  c = (await staff.post('/api/cars', carBody({ model: 'Yard C', price: 70_000, status: 'reserved' }))).body;
  moment.busyDay = await lastRecorded(c.id);
  await pause();

  expect((await staff.delete(`/api/cars/${a.id}`)).status).toBe(200);
  await pause();
  moment.now = new Date().toISOString();
});

describe('the yard as of a moment', () => {
  it('shows every car on the books then, as it stood, newest listed first', async () => {
    expect((await yardAt(moment.beforeAll)).body).toEqual([]);

    const early = await yardAt(moment.twoListed);
    expect(early.status).toBe(200);
    expect(summary(early.body)).toEqual(['Yard B available 30000', 'Yard A available 50000']);

    expect(summary((await yardAt(moment.busyDay)).body)).toEqual(['Yard C reserved 70000', 'Yard B sold 30000', 'Yard A available 48500']);
    // A removed car is not on the yard after its removal.
    expect(summary((await yardAt(moment.now)).body)).toEqual(['Yard C reserved 70000', 'Yard B sold 30000']);
  });

  it('gives each car as GET /api/cars/:id?asOf= gives it, and today the same cars as the list', async () => {
    for (const car of (await yardAt(moment.busyDay)).body as Car[]) {
      expect((await staff.get(`/api/cars/${car.id}?asOf=${encodeURIComponent(moment.busyDay)}`)).body).toEqual(car);
    }
    const today = (await staff.get('/api/cars')).body as Car[];
    expect((await yardAt(moment.now)).body).toEqual(today);
  });

  it('is for the staff alone, and refuses what it cannot answer with a clear message', async () => {
    expect((await yardAt(moment.now, t().client())).status).toBe(401);
    for (const [query, message] of [
      ['asOf=yesterday-ish', 'asOf must be an ISO date and time'],
      [`asOf=${moment.now}&status=sold`, 'asOf and removed go alone: no other filter with them'],
      [`asOf=${moment.now}&removed=true`, 'Give either asOf or removed=true'],
      ['removed=false', 'removed must be true'],
      ['removed=yes', 'Must be true or false'],
    ]) {
      const res = await staff.get(`/api/cars?${query}`);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body), query).toContain(message);
    }
  });
});

describe('the cars taken off the yard', () => {
  it('lists each removed car as it stood before, with when and by whom, until it is relisted', async () => {
    const removed = await staff.get('/api/cars?removed=true');
    expect(removed.status).toBe(200);
    expect(removed.body).toHaveLength(1);
    const [gone] = removed.body;
    expect(gone).toMatchObject({ id: a.id, model: 'Yard A', price: 48_500, status: 'available', removedBy: staffName });
    expect(Date.parse(gone.removedAt)).toBeGreaterThan(Date.parse(moment.busyDay));
    expect(Date.parse(gone.removedAt)).toBeLessThan(Date.parse(moment.now));
    expect((await t().client().get('/api/cars?removed=true')).status).toBe(401);

    const history = (await staff.get(`/api/cars/${a.id}/history`)).body as VehicleHistory;
    const relisted = await staff.post(`/api/cars/${a.id}/restore`, { version: history.version - 1 });
    expect(relisted.status).toBe(200);
    expect((await staff.get('/api/cars?removed=true')).body).toEqual([]);
    expect(summary((await yardAt(new Date().toISOString())).body)).toContain('Yard A available 48500');
  });
});

describe('the fleet of campervans', () => {
  it('as of a moment and removed, for administrators alone', async () => {
    const admin = (await t().signedIn('admin')).client;
    const van: Campervan = (await admin.post('/api/campervans', campervanBody({ name: 'Yard Van' }))).body;
    await pause();
    const listedAt = new Date().toISOString();
    await pause();
    await admin.delete(`/api/campervans/${van.id}`);

    const then = await admin.get(`/api/campervans?asOf=${encodeURIComponent(listedAt)}`);
    expect(then.status).toBe(200);
    expect((then.body as Campervan[]).map((v) => v.name)).toContain('Yard Van');
    expect(((await admin.get(`/api/campervans?asOf=${encodeURIComponent(new Date().toISOString())}`)).body as Campervan[]).map((v) => v.name)).not.toContain('Yard Van');
    expect(((await admin.get('/api/campervans?removed=true')).body as Campervan[]).map((v) => v.name)).toEqual(['Yard Van']);
    expect((await staff.get('/api/campervans?removed=true')).status).toBe(403);
  });
});
