// GET /api/insights/stock on a real database: a small yard's history, dated through the service functions as the demo
// seed dates its own, read back over HTTP on a fixed clock; exact days, averages, months and price changes; a deleted
// car restored; who may ask.
import { describe, expect, it } from 'vitest';
import type { StockInsight } from '@forecourt/contracts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { carBody } from '../../../test/support/vehicle-requests.ts';
import type { Caller } from '../../http/context.ts';
import { changeCar, delistCar, listCar } from '../cars/cars.ts';

// 1 pm on Friday 20 March 2026 in Hamilton (NZDT, UTC+13).
const NOW = new Date('2026-03-20T00:00:00.000Z');
const t = useTestApp({ clock: () => NOW });

const at = (iso: string) => ({ recordedAt: new Date(iso) });

/** An administrator's caller for the service functions, and a signed-in administrator's client for HTTP. */
async function owner(): Promise<Caller> {
  const user = await t().createUser({ username: 'owner', isAdmin: true });
  return { user, metadata: { actorId: user.id, actorUsername: user.username, requestId: 'insights-spec' } };
}

/** The yard's history, each step on the date given (UTC; the comments give the day in Hamilton). */
async function buildYard(caller: Caller) {
  const deps = t().deps;
  const list = async (fields: Record<string, unknown>, when: string) => (await listCar(deps, carBody(fields), caller, at(when))).id;

  // 1: on sale 40 days and 3 hours; its price came down twice.
  const bmw = await list({ brand: 'BMW', model: '330i', year: 2019, price: 42990 }, '2026-02-07T21:00:00.000Z');
  await changeCar(deps, bmw, { price: 41490 }, caller, at('2026-02-27T21:00:00.000Z'));
  await changeCar(deps, bmw, { mileage: 48100 }, caller, at('2026-03-01T21:00:00.000Z'));
  await changeCar(deps, bmw, { price: 39990 }, caller, at('2026-03-09T21:00:00.000Z'));

  // 2: reserved, then sold exactly 40 days after listing (Sunday 11 January 2026 in Hamilton).
  const audi = await list({ brand: 'Audi', model: 'A4 Avant', year: 2018, price: 29990 }, '2025-12-01T21:00:00.000Z');
  await changeCar(deps, audi, { status: 'reserved' }, caller, at('2026-01-05T21:00:00.000Z'));
  await changeCar(deps, audi, { status: 'sold' }, caller, at('2026-01-10T21:00:00.000Z'));

  // 3: repriced, sold after 20 days, then taken off the books.
  const porsche = await list({ brand: 'Porsche', model: '911 Carrera', year: 2017, price: 149990 }, '2026-02-18T21:00:00.000Z');
  await changeCar(deps, porsche, { price: 144990 }, caller, at('2026-02-25T21:00:00.000Z'));
  await changeCar(deps, porsche, { status: 'sold' }, caller, at('2026-03-10T21:00:00.000Z'));
  await delistCar(deps, porsche, caller, at('2026-03-15T21:00:00.000Z'));

  // 4: sold at 11:30 pm UTC on 30 November, which is 12:30 am on 1 December in Hamilton: a December sale.
  const mercedes = await list({ brand: 'Mercedes', model: 'C 300', year: 2020, price: 54990 }, '2025-09-01T00:00:00.000Z');
  await changeCar(deps, mercedes, { status: 'sold' }, caller, at('2025-11-30T11:30:00.000Z'));

  // 5: listed 5 days and 1 hour ago, reserved since.
  const mini = await list({ brand: 'MINI', model: 'Cooper S', year: 2021, price: 27990 }, '2026-03-14T23:00:00.000Z');
  await changeCar(deps, mini, { status: 'reserved' }, caller, at('2026-03-18T21:00:00.000Z'));

  // 6: repriced and deleted without being sold.
  const golf = await list({ brand: 'Volkswagen', model: 'Golf GTI', year: 2016, price: 24990 }, '2026-01-29T21:00:00.000Z');
  await changeCar(deps, golf, { price: 23990 }, caller, at('2026-02-10T21:00:00.000Z'));
  await delistCar(deps, golf, caller, at('2026-02-18T21:00:00.000Z'));

  // 7: sold 131 days after listing, more than a year ago: in the average, outside the months shown.
  const discovery = await list({ brand: 'Land Rover', model: 'Discovery', year: 2015, price: 35990 }, '2024-10-01T21:00:00.000Z');
  await changeCar(deps, discovery, { status: 'sold' }, caller, at('2025-02-09T21:00:00.000Z'));
}

const MONTHS = ['2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'];

describe('stock insight: GET /api/insights/stock', () => {
  it('works out days in stock, days to sale, sales per month in New Zealand time and price changes from the log', async () => {
    await buildYard(await owner());
    const { client } = await t().signedIn('admin');
    const res = await client.get<StockInsight>('/api/insights/stock');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');

    expect(res.body.onSale).toEqual([
      { carId: 1, name: '2019 BMW 330i', listedAt: '2026-02-07T21:00:00.000Z', daysInStock: 40, price: 39990, priceChanges: 2 },
      { carId: 5, name: '2021 MINI Cooper S', listedAt: '2026-03-14T23:00:00.000Z', daysInStock: 5, price: 27990, priceChanges: 0 },
    ]);
    // (40 + 20 + 90.479… + 131) / 4 = 70.37 days, to a tenth.
    expect(res.body.averageDaysToSale).toBe(70.4);
    expect(res.body.soldPerMonth).toEqual(
      MONTHS.map((month) => ({ month, sold: ['2025-12', '2026-01', '2026-03'].includes(month) ? 1 : 0 })),
    );
    expect(res.body.priceChanges).toEqual([
      { carId: 1, name: '2019 BMW 330i', changes: 2, firstPrice: 42990, latestPrice: 39990, deleted: false },
      { carId: 2, name: '2018 Audi A4 Avant', changes: 0, firstPrice: 29990, latestPrice: 29990, deleted: false },
      { carId: 3, name: '2017 Porsche 911 Carrera', changes: 1, firstPrice: 149990, latestPrice: 144990, deleted: true },
      { carId: 4, name: '2020 Mercedes C 300', changes: 0, firstPrice: 54990, latestPrice: 54990, deleted: false },
      { carId: 5, name: '2021 MINI Cooper S', changes: 0, firstPrice: 27990, latestPrice: 27990, deleted: false },
      { carId: 6, name: '2016 Volkswagen Golf GTI', changes: 1, firstPrice: 24990, latestPrice: 23990, deleted: true },
      { carId: 7, name: '2015 Land Rover Discovery', changes: 0, firstPrice: 35990, latestPrice: 35990, deleted: false },
    ]);
  });

  it('counts changes made over HTTP as they happen, and the sale a car had first when it was sold twice', async () => {
    const caller = await owner();
    const { client } = await t().signedIn('admin');
    // Listed 10 days before the clock; then repriced (once: the second PUT repeats the price) and renamed over HTTP.
    await listCar(t().deps, carBody({ brand: 'Audi', model: 'RS3', year: 2022, price: 79990 }), caller, at('2026-03-10T00:00:00.000Z'));
    expect((await client.put('/api/cars/1', { price: 77990 })).status).toBe(200);
    expect((await client.put('/api/cars/1', { price: 77990, color: 'Nardo Grey' })).status).toBe(200);
    expect((await client.put('/api/cars/1', { model: 'RS 3 Sportback' })).status).toBe(200);

    let insight = (await client.get<StockInsight>('/api/insights/stock')).body;
    expect(insight.onSale).toEqual([
      { carId: 1, name: '2022 Audi RS 3 Sportback', listedAt: '2026-03-10T00:00:00.000Z', daysInStock: 10, price: 77990, priceChanges: 1 },
    ]);
    expect(insight.averageDaysToSale).toBeNull();

    // Sold, the sale fell through, sold again: the first sale is the one counted.
    await changeCar(t().deps, 1, { status: 'sold' }, caller, at('2026-03-15T00:00:00.000Z'));
    await changeCar(t().deps, 1, { status: 'available' }, caller, at('2026-03-16T00:00:00.000Z'));
    await changeCar(t().deps, 1, { status: 'sold' }, caller, at('2026-03-18T00:00:00.000Z'));
    insight = (await client.get<StockInsight>('/api/insights/stock')).body;
    expect(insight.onSale).toEqual([]);
    expect(insight.averageDaysToSale).toBe(5);
    expect(insight.soldPerMonth.at(-1)).toEqual({ month: '2026-03', sold: 1 });
    expect(insight.soldPerMonth.reduce((sum, month) => sum + month.sold, 0)).toBe(1);
  });

  it('puts a deleted car restored through the API back on sale, in stock since its first listing', async () => {
    const caller = await owner();
    const { client } = await t().signedIn('admin');
    const id = (await listCar(t().deps, carBody({ brand: 'Porsche', model: 'Macan S', year: 2019, price: 94990 }), caller, at('2026-02-18T21:00:00.000Z'))).id;
    await changeCar(t().deps, id, { price: 92990 }, caller, at('2026-02-25T21:00:00.000Z'));
    await delistCar(t().deps, id, caller, at('2026-03-01T21:00:00.000Z'));
    expect((await client.get<StockInsight>('/api/insights/stock')).body.onSale).toEqual([]);

    // Version 1 is the car as first listed: back on the books at its first price.
    const restored = await client.post(`/api/cars/${id}/restore`, { version: 1 });
    expect(restored.status).toBe(200);
    const insight = (await client.get<StockInsight>('/api/insights/stock')).body;
    expect(insight.onSale).toEqual([
      { carId: id, name: '2019 Porsche Macan S', listedAt: '2026-02-18T21:00:00.000Z', daysInStock: 29, price: 94990, priceChanges: 2 },
    ]);
    expect(insight.priceChanges).toEqual([
      { carId: id, name: '2019 Porsche Macan S', changes: 2, firstPrice: 94990, latestPrice: 94990, deleted: false },
    ]);
  });

  it('answers an empty yard with no average and twelve empty months', async () => {
    const { client } = await t().signedIn('admin');
    const res = await client.get<StockInsight>('/api/insights/stock');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ onSale: [], averageDaysToSale: null, soldPerMonth: MONTHS.map((month) => ({ month, sold: 0 })), priceChanges: [] });
  });

  it('is for administrators only: 403 for a plain user, 401 signed out', async () => {
    const { client } = await t().signedIn('user');
    const plain = await client.get('/api/insights/stock');
    expect(plain.status).toBe(403);
    expect(plain.body).toMatchObject({ error: 'Only administrators can do this' });
    const visitor = await t().client().get('/api/insights/stock');
    expect(visitor.status).toBe(401);
  });
});
