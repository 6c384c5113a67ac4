// A car's WoF and registration expiry days and its cost price over HTTP on a real database: kept, changed and read
// back by the staff, refused with clear words when they do not read, and the cost price in no answer or page anyone
// not signed in can get, whatever they ask for (the list, a page of it, one car, its notice, its page on the site),
// nor from an answer the staff's reads put in the cache.
import { describe, expect, it } from 'vitest';
import type { Car } from '@forecourt/contracts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { carBody } from '../../../test/support/vehicle-requests.ts';

const t = useTestApp();
/** A cost nobody could mistake for another number on a page. */
const COST = 41_357;

describe('the yard facts of a car', () => {
  it('keeps WoF and registration expiry and the cost price, and changes them', async () => {
    const { client: staff } = await t().signedIn('user');
    const listed = await staff.post('/api/cars', carBody({ wofExpiresOn: '2026-12-24', regoExpiresOn: '2027-03-01', costPrice: COST }));
    expect(listed.status).toBe(201);
    expect(listed.body).toMatchObject({ wofExpiresOn: '2026-12-24', regoExpiresOn: '2027-03-01', costPrice: COST });
    const changed = await staff.put(`/api/cars/${listed.body.id}`, { wofExpiresOn: '2027-06-30', costPrice: 40_000 });
    expect(changed.status).toBe(200);
    expect((await staff.get(`/api/cars/${listed.body.id}`)).body).toMatchObject({ wofExpiresOn: '2027-06-30', regoExpiresOn: '2027-03-01', costPrice: 40_000 });
    // Empty means not known.
    const cleared = await staff.put(`/api/cars/${listed.body.id}`, { regoExpiresOn: '' });
    expect(cleared.body.regoExpiresOn).toBeNull();
    // A car listed without them reads them as not known.
    const plain = await staff.post('/api/cars', carBody());
    expect(plain.body).toMatchObject({ wofExpiresOn: null, regoExpiresOn: null, costPrice: null });
  });

  it('refuses a day or a cost that does not read, with its words, and writes nothing', async () => {
    const { client: staff } = await t().signedIn('user');
    const car = (await staff.post('/api/cars', carBody())).body as Car;
    for (const [body, message] of [
      [{ wofExpiresOn: '2026-02-30' }, 'WoF expiry must be a date'],
      [{ regoExpiresOn: 'next March' }, 'Registration expiry must be a date'],
      [{ costPrice: -5 }, 'Cost price cannot be negative'],
      [{ costPrice: 10.5 }, 'Cost price must be a whole number of dollars'],
    ] as const) {
      const res = await staff.put(`/api/cars/${car.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect((await staff.get(`/api/cars/${car.id}`)).body.version).toBe(car.version);
  });

  it('never shows the cost price to anyone not signed in, even after the staff read the same list', async () => {
    const { client: staff } = await t().signedIn('user');
    const car = (await staff.post('/api/cars', carBody({ model: 'Cost Hidden', costPrice: COST }))).body as Car;
    // The staff read every list a visitor could ask for first, so any shared cache would hold their answer.
    const lists = ['/api/cars', '/api/cars?forSale=true', '/api/cars?page=1', '/api/cars?page=1&forSale=true', `/api/cars?brand=${encodeURIComponent(car.brand)}`];
    for (const path of lists) expect(JSON.stringify((await staff.get(path)).body), path).toContain(String(COST));

    const visitor = t().client();
    for (const path of [...lists, `/api/cars/${car.id}`, `/api/cars/${car.id}/cin`, `/api/carImages/${car.id}`]) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(200);
      expect(JSON.stringify(res.body), path).not.toContain(String(COST));
      expect(JSON.stringify(res.body), path).not.toContain('costPrice');
    }
    const shown = JSON.stringify((await visitor.get('/api/cars')).body);
    expect(shown).toContain('Cost Hidden');
    const carPage = await visitor.get(`/cars/${car.id}`);
    expect(carPage.text).toContain('Cost Hidden');
    for (const page of ['/', `/cars/${car.id}`, '/sitemap.xml']) {
      const res = await visitor.get(page);
      expect(res.status, page).toBe(200);
      expect(res.text ?? '', page).not.toContain(String(COST));
      expect(res.text ?? '', page).not.toContain('41,357');
    }
  });
});
