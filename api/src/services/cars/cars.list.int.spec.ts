// GET /api/cars on a real database: newest first, filters (price bounds inclusive), paging, malformed queries.
import { describe, expect, it } from 'vitest';
import type { User } from '@forecourt/contracts';
import { useTestApp } from '../../../test/support/test-app.ts';
import type { Caller } from '../../http/context.ts';
import { listCar } from './cars.ts';
import { CAR_HISTORIES } from './cars.scenarios.ts';

const t = useTestApp();
const x5 = CAR_HISTORIES.bmwX5PriceDropped.listed;
const callerOf = (user: User): Caller => ({ user, metadata: { actorId: user.id, actorUsername: user.username } });

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
      await listCar(t().deps, { ...x5, brand, model, price, status: status ?? 'available' }, callerOf(user), at(i + 1));
    }
  }
  // The staff see every car, sold ones too (the public sees only cars on sale: cars.search.int.spec.ts).
  let staff: Awaited<ReturnType<ReturnType<typeof t>['signedIn']>>['client'];
  const ids = async (query: string) => ((await staff.get(`/api/cars${query}`)).body as { id: number }[]).map((c) => c.id);

  it('answers the whole list newest first, filtered when asked, price bounds included', async () => {
    await stock();
    ({ client: staff } = await t().signedIn('user'));
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
    ({ client: staff } = await t().signedIn('user'));
    const first = await staff.get('/api/cars?page=1');
    expect(first.body).toMatchObject({ total: 7, page: 1, pageSize: 6, pageCount: 2 });
    expect(first.body.items.map((c: { id: number }) => c.id)).toEqual([7, 6, 5, 4, 3, 2]);
    const last = await staff.get('/api/cars?page=3&pageSize=3');
    expect(last.body).toMatchObject({ total: 7, page: 3, pageSize: 3, pageCount: 3 });
    expect(last.body.items.map((c: { id: number }) => c.id)).toEqual([1]);
    const filtered = await staff.get('/api/cars?brand=porsche&page=1&pageSize=2');
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
