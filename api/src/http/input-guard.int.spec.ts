// Input no handler could store, each first found by the API fuzz test as a 500: text with NUL or half a surrogate
// pair (PostgreSQL refuses both), JSON nested thousands deep, an address with broken %-encoding, numbers and dates
// past what the database holds. Each is now a 400 that says what is wrong, and nothing is written.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/support/test-app.ts';
import { carBody } from '../../test/support/vehicle-requests.ts';
import { INPUT_MESSAGES } from './input-guard.ts';

const t = useTestApp();

const eventCount = async () => Number((await t().deps.db('events').count('* as n').first())?.n);
const rowCount = async (table: string) => Number((await t().deps.db(table).count('* as n').first())?.n);
const contact = { name: 'Aroha', email: 'aroha@example.co.nz', subject: 'Test drive', message: 'Saturday?', timestamp: Date.now() - 60_000 };

describe('text no database can hold', () => {
  it('refuses NUL or an unpaired surrogate anywhere in a body, keys included, and writes nothing', async () => {
    const { client } = await t().signedIn('admin');
    const bodies = [
      JSON.stringify(carBody({ brand: 'BM\u0000W' })),
      JSON.stringify(carBody({ description: 'A lovely car \ud800 with half a pair.' })),
      JSON.stringify(carBody({ features: ['Sunroof', 'x\udc00'] })),
      `{"carId":1,"imageUrl":"/x","transformParams":{"k\\u0000":1}}`,
    ];
    for (const [i, body] of bodies.entries()) {
      const res = await client.request('POST', i === 3 ? '/api/carImages' : '/api/cars', body);
      expect(res.status, body).toBe(400);
      expect(res.body.error).toBe(INPUT_MESSAGES.unstorableText);
    }
    expect(await eventCount()).toBe(0);
  });

  it('keeps emoji, accents and other whole characters', async () => {
    const { client } = await t().signedIn('admin');
    const res = await client.post('/api/cars', carBody({ model: 'Mégane 🚗 ＲＳ', description: 'Zweiter Besitzer, scheckheftgepflegt 👍.' }));
    expect(res.status).toBe(201);
    expect(res.body.model).toBe('Mégane 🚗 ＲＳ');
  });

  it('refuses it in the contact form, sign-in and password reset, which visitors reach', async () => {
    const client = t().client();
    for (const [path, body] of [
      ['/api/contact', { ...contact, message: 'Hello\u0000' }],
      ['/api/login', { username: 'admin\u0000', password: 'whatever-it-is' }],
      ['/api/password-reset', { login: 'admin\u0000' }],
    ] as const) {
      const res = await client.post(path, body);
      expect(res.status, path).toBe(400);
      expect(res.body.error).toBe(INPUT_MESSAGES.unstorableText);
    }
    expect(await rowCount('contact_messages')).toBe(0);
    expect(await rowCount('rate_limit_hits')).toBe(0);
  });

  it('refuses it in a query string or an address', async () => {
    const { client } = await t().signedIn('admin');
    for (const path of ['/api/cars?brand=%00', '/api/events?actor=a%00b', '/api/cars?%00=1']) {
      expect((await client.get(path)).body.error, path).toBe(INPUT_MESSAGES.unstorableText);
    }
    for (const path of ['/api/cars/%00', '/%', '/cars/%E0%A4%A', '/api/cars/%ED%A0%80']) {
      const res = await client.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual({ error: INPUT_MESSAGES.badAddress });
    }
  });
});

describe('JSON nested deeper than any form sends', () => {
  it('is refused before it reaches a handler, however deep', async () => {
    const { client } = await t().signedIn('admin');
    await client.post('/api/cars', carBody());
    for (const depth of [40, 5000, 100_000]) {
      const deep = '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
      const res = await client.request('POST', '/api/carImages', `{"carId":1,"imageUrl":"/x","transformParams":${deep}}`);
      expect(res.status, String(depth)).toBe(400);
      expect(res.body.error).toBe(INPUT_MESSAGES.tooDeep);
    }
    expect(await rowCount('car_images')).toBe(0);
    // A little nesting is fine.
    const ok = await client.post('/api/carImages', { carId: 1, imageUrl: '/x', transformParams: { crop: { x: 1, y: [1, 2] } } });
    expect(ok.status).toBe(201);
  });
});

describe('numbers and times past what the database holds', () => {
  it('refuses price filters beyond any price', async () => {
    for (const query of ['minPrice=99999999999999', 'maxPrice=1000000000', 'priceRange=0-99999999999999999999', 'priceRange=9999999999%2B']) {
      const res = await t().client().get(`/api/cars?${query}`);
      expect(res.status, query).toBe(400);
    }
    expect((await t().client().get('/api/cars?minPrice=999999999')).status).toBe(200);
    expect((await t().client().get('/api/campervans?priceRange=0-99999999999999999999')).status).toBe(400);
  });

  it('refuses times before year 1 or after 9999 in the event log and as-of reads', async () => {
    const { client } = await t().signedIn('admin');
    await client.post('/api/cars', carBody());
    for (const path of ['/api/events?from=-271821-04-20T00:00:00.000Z', '/api/events?to=%2B275760-09-13T00:00:00.000Z', '/api/cars/1?asOf=-005000-01-01T00:00:00Z']) {
      const res = await client.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.error).toMatch(/must be an ISO date and time/);
    }
    expect((await client.get('/api/events?from=2000-01-01T00:00:00Z')).status).toBe(200);
  });
});
