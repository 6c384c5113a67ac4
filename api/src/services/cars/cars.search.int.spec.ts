// The car search on a yard of 10,000 cars (GET /api/cars): every filter, every order, the count and the pages agree
// with the same search done by hand over the rows; sold cars never reach the public; a malformed query is a 400 that
// says what is wrong. The time of each answer is printed (not asserted: two shared cores make timings noisy).
import { beforeAll, describe, expect, it } from 'vitest';
import { BODY_TYPES, CARS_ON_SALE, FUEL_TYPES, TRANSMISSIONS, type Car, type CarSort } from '@forecourt/contracts';
import { useTestApp } from '../../../test/support/test-app.ts';
import type { TestClient } from '../../../test/support/test-client.ts';

const t = useTestApp({ resetBetweenTests: false });

const YARD_SIZE = 10_000;
const MAKES: [string, string[]][] = [
  ['BMW', ['X5', '330i M Sport', 'M4']],
  ['Mercedes', ['C200', 'GLC 300']],
  ['Audi', ['A4 Avant 2.0 TFSI', 'Q5']],
  ['Volkswagen', ['Golf GTI', 'Tiguan']],
  ['Porsche', ['911', 'Cayenne', 'Macan']],
  ['Land Rover', ['Defender', 'Discovery']],
  ['MINI', ['Cooper S']],
];
const STATUSES = ['available', 'available', 'available', 'reserved', 'sold'] as const;

interface Row {
  id: number;
  brand: string;
  model: string;
  year: number;
  price: number;
  mileage: number;
  transmission: string;
  fuelType: string;
  bodyType: string;
  status: string;
  createdAt: number;
}

/** A repeatable yard: a small linear congruential generator, so every run searches the same cars. */
function yard(): Row[] {
  let seed = 12345;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const base = Date.UTC(2024, 0, 1);
  return Array.from({ length: YARD_SIZE }, (_, i) => {
    const [brand, models] = MAKES[next(MAKES.length)]!;
    return {
      id: i + 1,
      brand,
      model: models[next(models.length)]!,
      year: 2000 + next(27),
      // Whole hundreds from 5,000 to 204,900, so prices tie often and the id must settle the order.
      price: 5000 + next(2000) * 100,
      mileage: next(300) * 1000,
      transmission: TRANSMISSIONS[next(TRANSMISSIONS.length)]!,
      fuelType: FUEL_TYPES[next(FUEL_TYPES.length)]!,
      bodyType: BODY_TYPES[next(BODY_TYPES.length)]!,
      status: STATUSES[next(STATUSES.length)]!,
      // Listed one minute apart, in a shuffled order (not the id order).
      createdAt: base + ((i * 7919) % YARD_SIZE) * 60_000,
    };
  });
}

interface Search {
  brand?: string;
  model?: string;
  minPrice?: number;
  maxPrice?: number;
  minYear?: number;
  maxYear?: number;
  minMileage?: number;
  maxMileage?: number;
  bodyType?: string;
  fuelType?: string;
  transmission?: string;
  sort?: CarSort;
  page: number;
  pageSize: number;
}

const inRange = (value: number, min?: number, max?: number) => (min === undefined || value >= min) && (max === undefined || value <= max);
const byId = (a: Row, b: Row) => b.id - a.id;
const ORDERS: Record<CarSort, (a: Row, b: Row) => number> = {
  newest: (a, b) => b.createdAt - a.createdAt || byId(a, b),
  'price-asc': (a, b) => a.price - b.price || byId(a, b),
  'price-desc': (a, b) => b.price - a.price || byId(a, b),
  'year-desc': (a, b) => b.year - a.year || byId(a, b),
  'year-asc': (a, b) => a.year - b.year || byId(a, b),
  'mileage-asc': (a, b) => a.mileage - b.mileage || byId(a, b),
};

/** The same search done by hand: what the public must be answered. */
function expected(rows: Row[], s: Search) {
  const matches = rows
    .filter((r) => (CARS_ON_SALE as readonly string[]).includes(r.status))
    .filter((r) => !s.brand || r.brand.toLowerCase() === s.brand.toLowerCase())
    .filter((r) => !s.model || r.model.toLowerCase() === s.model.toLowerCase())
    .filter((r) => inRange(r.price, s.minPrice, s.maxPrice) && inRange(r.year, s.minYear, s.maxYear))
    .filter((r) => inRange(r.mileage, s.minMileage, s.maxMileage))
    .filter((r) => (!s.bodyType || r.bodyType === s.bodyType) && (!s.fuelType || r.fuelType === s.fuelType))
    .filter((r) => !s.transmission || r.transmission === s.transmission)
    .sort(ORDERS[s.sort ?? 'newest']);
  const start = (s.page - 1) * s.pageSize;
  return { total: matches.length, ids: matches.slice(start, start + s.pageSize).map((r) => r.id) };
}

const queryOf = (s: Search) =>
  '?' + new URLSearchParams(Object.entries(s).map(([key, value]) => [key, String(value)])).toString();

describe('cars: the search over 10,000 cars', () => {
  const rows = yard();
  const timings: [string, number][] = [];
  let anonymous: TestClient;

  beforeAll(async () => {
    const started = performance.now();
    const db = t().deps.db;
    // Straight into the read table: the search reads only it, and 10,000 cars through the event log take minutes.
    const records = rows.map((r) => ({
      id: r.id,
      brand: r.brand,
      model: r.model,
      year: r.year,
      description: `A ${r.year} ${r.brand} ${r.model}, checked and detailed.`,
      price: r.price,
      transmission: r.transmission,
      fuel_type: r.fuelType,
      mileage: r.mileage,
      body_type: r.bodyType,
      color: 'Black',
      image_url: '/assets/placeholder.svg',
      status: r.status,
      vehicle_type: 'car',
      features: JSON.stringify(['Bluetooth']),
      version: 1,
      created_at: new Date(r.createdAt),
      updated_at: new Date(r.createdAt),
    }));
    for (let i = 0; i < records.length; i += 1000) await db('cars').insert(records.slice(i, i + 1000));
    await db.raw('analyze cars');
    t().deps.readCache.invalidate(['*']);
    anonymous = t().client();
    console.log(`search: ${YARD_SIZE} cars stored in ${Math.round(performance.now() - started)} ms`);
  }, 120_000);

  const searches: [string, Search][] = [
    ['everything, newest first', { page: 1, pageSize: 6 }],
    ['a make, price low to high, page 2', { brand: 'BMW', sort: 'price-asc', page: 2, pageSize: 20 }],
    ['make and model ignoring case, a year range, newest year first', { brand: 'porsche', model: 'CAYENNE', minYear: 2010, maxYear: 2018, sort: 'year-desc', page: 1, pageSize: 12 }],
    ['price, body, fuel and gearbox, lowest odometer first', { minPrice: 30000, maxPrice: 60000, bodyType: 'SUV', fuelType: 'Diesel', transmission: 'Automatic', sort: 'mileage-asc', page: 1, pageSize: 6 }],
    ['an odometer range, price high to low, page 3', { minMileage: 20000, maxMileage: 80000, sort: 'price-desc', page: 3, pageSize: 24 }],
    ['everything, oldest year first, a late page', { sort: 'year-asc', page: 150, pageSize: 40 }],
    ['a price range on a boundary', { minPrice: 15000, maxPrice: 30000, sort: 'price-asc', page: 1, pageSize: 100 }],
    ['nothing matches', { brand: 'Lada', page: 1, pageSize: 6 }],
  ];

  for (const [name, search] of searches) {
    it(`finds ${name}`, async () => {
      const want = expected(rows, search);
      const started = performance.now();
      const res = await anonymous.get(`/api/cars${queryOf(search)}`);
      const ms = performance.now() - started;
      timings.push([name, ms]);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(want.total);
      expect(res.body.pageCount).toBe(Math.max(1, Math.ceil(want.total / search.pageSize)));
      expect(res.body.items.map((c: Car) => c.id)).toEqual(want.ids);
      for (const car of res.body.items as Car[]) expect(CARS_ON_SALE).toContain(car.status);
    });
  }

  it('pages through one search without a gap or a repeat, where many prices tie', async () => {
    const search: Search = { brand: 'MINI', sort: 'price-asc', page: 1, pageSize: 100 };
    const want = expected(rows, { ...search, pageSize: YARD_SIZE });
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(want.total / 100); page += 1) {
      const res = await anonymous.get(`/api/cars${queryOf({ ...search, page })}`);
      seen.push(...res.body.items.map((c: Car) => c.id));
    }
    expect(seen).toEqual(want.ids);
  });

  it('answers a page of a search fast enough (times printed)', async () => {
    // Every search once more, past the read cache (each query new to it), to time the database's share.
    for (const [name, search] of searches) {
      const started = performance.now();
      const res = await anonymous.get(`/api/cars${queryOf({ ...search, pageSize: search.pageSize - 1 })}`);
      timings.push([`${name} (again, new to the cache)`, performance.now() - started]);
      expect(res.status).toBe(200);
    }
    const started = performance.now();
    await anonymous.get(`/api/cars${queryOf(searches[0]![1])}`);
    timings.push(['everything, newest first (from the read cache)', performance.now() - started]);
    const db = process.env.TEST_DATABASE === 'postgres' ? 'PostgreSQL' : 'embedded PGlite';
    console.log(`search over ${YARD_SIZE} cars on ${db}:\n${timings.map(([n, ms]) => `  ${ms.toFixed(1).padStart(7)} ms  ${n}`).join('\n')}`);
    expect(timings.length).toBeGreaterThan(searches.length);
  });
});

describe('cars: sold cars and the public', () => {
  it('lists only cars on sale to the public; the staff see sold ones too', async () => {
    const anonymous = t().client();
    const sold = yard().filter((r) => r.status === 'sold');
    const onSale = YARD_SIZE - sold.length;
    expect((await anonymous.get('/api/cars?page=1')).body.total).toBe(onSale);
    // Asking for sold cars does not get them either.
    expect((await anonymous.get('/api/cars?status=sold&page=1')).body.total).toBe(0);
    expect((await anonymous.get('/api/cars?forSale=false&page=1')).body.total).toBe(onSale);
    expect((await anonymous.get('/api/cars?status=reserved&page=1')).body.total).toBe(yard().filter((r) => r.status === 'reserved').length);

    const { client: staff } = await t().signedIn('user');
    expect((await staff.get('/api/cars?page=1')).body.total).toBe(YARD_SIZE);
    expect((await staff.get('/api/cars?status=sold&page=1')).body.total).toBe(sold.length);
    // The public site asks for cars on sale even when someone signed in looks at it.
    expect((await staff.get('/api/cars?forSale=true&page=1')).body.total).toBe(onSale);

    // A sold car's own address still answers, marked sold, for a shared link.
    const one = await anonymous.get(`/api/cars/${sold[0]!.id}`);
    expect(one.status).toBe(200);
    expect(one.body.status).toBe('sold');
  });
});

describe('cars: a malformed search', () => {
  it('is refused with a 400 that says what is wrong, never a 500', async () => {
    const anonymous = t().client();
    const refused: [string, string][] = [
      ['?minYear=old', 'Lowest year must be a whole number'],
      ['?maxYear=1800', 'Year must be after 1900'],
      ['?minYear=2020&maxYear=2010', 'Lowest year must not be after the highest year'],
      ['?minPrice=50000&maxPrice=10000', 'Lowest price must not be above the highest price'],
      ['?maxMileage=-5', 'Mileage cannot be negative'],
      ['?minMileage=lots', 'Lowest odometer must be a whole number of km'],
      ['?minMileage=90000&maxMileage=1000', 'Lowest odometer must not be above the highest odometer'],
      ['?bodyType=Truck', `Body type must be one of: ${BODY_TYPES.join(', ')}`],
      ['?fuelType=Steam', `Fuel type must be one of: ${FUEL_TYPES.join(', ')}`],
      ['?transmission=CVT', `Transmission must be one of: ${TRANSMISSIONS.join(', ')}`],
      ['?sort=cheapest', 'Sort must be one of: newest, price-asc, price-desc, year-desc, year-asc, mileage-asc'],
      ['?forSale=maybe', 'Must be true or false'],
      ['?page=two', 'Page must be a whole number'],
      ['?minPrice=99999999999', 'Price is too large'],
      ['?maxYear=99999', 'Year is too large'],
    ];
    for (const [query, message] of refused) {
      const res = await anonymous.get(`/api/cars${query}`);
      expect([query, res.status, res.body.error]).toEqual([query, 400, message]);
      expect(res.body.issues?.[0]?.message).toBe(message);
    }
    // A repeated parameter is refused too, not a crash.
    expect((await anonymous.get('/api/cars?brand=BMW&brand=Audi')).body).toMatchObject({ error: 'Give each filter once, as text' });
    expect((await anonymous.get('/api/cars?sort=price-asc&sort=newest')).status).toBe(400);
    // Blank values mean 'not set', as the search panel sends them.
    expect((await anonymous.get('/api/cars?minYear=&bodyType=&sort=&page=1')).status).toBe(200);
  });
});
