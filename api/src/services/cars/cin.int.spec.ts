// The Consumer Information Notice over HTTP on a real database: a car with an incomplete notice cannot go on sale
// (and nothing is written), the notice as JSON and as an A4 PDF with selectable text, the public sees it only while
// the car is offered for sale, and staff read the notice as it stood on an earlier date from the log.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';
import { pdfText } from '../../../test/support/pdf-text.ts';
import { carBody, cinFacts, eventLog } from '../../../test/support/vehicle-requests.ts';

const t = useTestApp();
const { eventCount, eventsOf } = eventLog(t, 'car');

/** A car body without any of the notice's facts, as a car listed before the notice was kept. */
const bareCar = (extra: Record<string, unknown> = {}) => {
  const body: Record<string, unknown> = carBody(extra);
  for (const key of Object.keys(cinFacts())) if (!(key in extra)) delete body[key];
  return body;
};

const pdfOf = async (path: string, client = t().client()) => {
  const res = await client.getBytes(path);
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes: res.bytes };
};

describe('the Consumer Information Notice of a car', () => {
  it('refuses to put a car on sale with an incomplete notice, naming every missing item, and writes nothing', async () => {
    const { client } = await t().signedIn('user');
    const before = await eventCount();
    const refused = await client.post('/api/cars', bareCar({ registrationPlate: 'ABC123' }));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/^A car cannot be made available until its Consumer Information Notice is complete\. Missing: /);
    expect(refused.body.error).toContain('VIN or chassis number');
    expect(refused.body.error).toContain('Whether a security interest is registered on the PPSR');
    expect(refused.body.error).not.toContain('Registration plate');
    expect(refused.body.issues).toEqual([{ path: 'status', message: refused.body.error }]);
    expect(await eventCount()).toBe(before);

    // A draft (reserved) may be incomplete; putting it on sale is refused until the notice is complete.
    const draft = await client.post('/api/cars', bareCar({ status: 'reserved' }));
    expect(draft.status).toBe(201);
    const id = draft.body.id;
    const events = (await eventsOf(id)).length;
    const onSale = await client.put(`/api/cars/${id}`, { status: 'available' });
    expect(onSale.status).toBe(400);
    expect(onSale.body.error).toContain('Registration plate');
    expect((await eventsOf(id)).length).toBe(events);
    expect((await client.get(`/api/cars/${id}`)).body.status).toBe('reserved');

    const complete = await client.put(`/api/cars/${id}`, { ...cinFacts(), status: 'available' });
    expect(complete.status).toBe(200);
    expect(complete.body).toMatchObject({ status: 'available', vin: 'WBA5U72000FK12345', registrationPlate: 'MBW340' });

    // Taking an item away from the notice of a car on sale is refused too.
    const cleared = await client.put(`/api/cars/${id}`, { vin: '' });
    expect(cleared.status).toBe(400);
    expect(cleared.body.error).toContain('Missing: VIN or chassis number');
  });

  it('checks the VIN and the plate with clear messages', async () => {
    const { client } = await t().signedIn('user');
    const before = await eventCount();
    for (const vin of ['WBA5U72000FK1234', 'WBA5U72000FK1234O', 'WBA5U72000IK12345']) {
      const res = await client.post('/api/cars', carBody({ vin }));
      expect(res.status).toBe(400);
      expect(res.body.issues).toContainEqual({ path: 'vin', message: 'VIN must be 17 letters or digits without I, O or Q, or a chassis number such as GRS182-0012345' });
    }
    for (const registrationPlate of ['ABC1234', 'AB-12', '']) {
      const res = await client.post('/api/cars', carBody({ registrationPlate, status: 'reserved' }));
      if (registrationPlate === '') expect(res.status).toBe(201);
      else expect(res.body.issues).toContainEqual({ path: 'registrationPlate', message: 'Registration plate must be 1 to 6 letters or digits, as on an NZ plate' });
    }
    expect(await eventCount()).toBe(before + 1);
    const chassis = await client.post('/api/cars', carBody({ vin: 'grs182-0012345', registrationPlate: 'fzr 12' }));
    expect(chassis.status).toBe(201);
    expect(chassis.body).toMatchObject({ vin: 'GRS182-0012345', registrationPlate: 'FZR12' });
  });

  it('answers the notice as JSON, with the trader from the business details, to the public while the car is on sale', async () => {
    const { client } = await t().signedIn('user');
    const { body: car } = await client.post('/api/cars', carBody({ imported: true, importedDamaged: false, onRoadCostsIncluded: false, onRoadCosts: 850 }));
    const res = await t().client().get(`/api/cars/${car.id}/cin`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      carId: car.id,
      complete: true,
      missing: [],
      trader: { name: 'Forecourt European Cars Ltd', address: '1180 Te Pahu Road, Te Pahu, Hamilton 3285', traderNumber: 'M123456' },
      facts: { vin: 'WBA5U72000FK12345', mileage: 28700, price: 74990, onRoadCosts: 850, importedDamaged: false },
    });
    expect(res.body.lines).toContainEqual({ key: 'onRoadCosts', label: 'On-road costs', value: 'Not included: $850 extra' });
    expect(res.body.lines).toContainEqual({ key: 'mileage', label: 'Odometer reading', value: '28,700 km' });

    // A car from before the notice was kept reads as incomplete, never as an error.
    const old = await client.post('/api/cars', bareCar({ status: 'reserved' }));
    const oldNotice = await t().client().get(`/api/cars/${old.body.id}/cin`);
    expect(oldNotice.status).toBe(200);
    expect(oldNotice.body.complete).toBe(false);
    expect(oldNotice.body.missing).toContain('Registration plate');
    expect(oldNotice.body.lines).toContainEqual({ key: 'vin', label: 'VIN or chassis number', value: 'Not stated' });

    // Sold: no longer offered for sale, so not for the public; staff still read it.
    await client.put(`/api/cars/${car.id}`, { status: 'sold' });
    expect((await t().client().get(`/api/cars/${car.id}/cin`)).status).toBe(404);
    expect((await pdfOf(`/api/cars/${car.id}/cin.pdf`)).status).toBe(404);
    expect((await client.get(`/api/cars/${car.id}/cin`)).status).toBe(200);
  });

  it('prints the notice as an A4 PDF whose text (VIN, plate, price, trader number) is selectable', async () => {
    const { client } = await t().signedIn('user');
    const { body: car } = await client.post('/api/cars', carBody());
    const pdf = await pdfOf(`/api/cars/${car.id}/cin.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.disposition).toBe(`inline; filename="consumer-information-notice-${car.id}-2021-bmw-m340i.pdf"`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.bytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const text = pdfText(pdf.bytes);
    for (const words of ['Consumer Information Notice', 'WBA5U72000FK12345', 'MBW340', '$74,990', '28,700 km', 'M123456', 'Forecourt European Cars Ltd']) {
      expect(text).toContain(words);
    }
  });

  it('gives staff the notice as it stood on an earlier date from the log, and refuses that to the public', async () => {
    const { client } = await t().signedIn('user');
    const { body: car } = await client.post('/api/cars', carBody());
    const listedAt = (await eventsOf(car.id)).at(-1)!.recorded_at as Date;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await client.put(`/api/cars/${car.id}`, { mileage: 31200, registrationPlate: 'NEW1', securityInterest: true });
    const asOf = encodeURIComponent(new Date(listedAt).toISOString());

    const now = await client.get(`/api/cars/${car.id}/cin`);
    expect(now.body.facts).toMatchObject({ registrationPlate: 'NEW1', mileage: 31200, securityInterest: true });
    const then = await client.get(`/api/cars/${car.id}/cin?asOf=${asOf}`);
    expect(then.status).toBe(200);
    expect(then.body).toMatchObject({ version: 1, asOf: new Date(listedAt).toISOString(), facts: { registrationPlate: 'MBW340', mileage: 28700, securityInterest: false } });
    const thenPdf = await pdfOf(`/api/cars/${car.id}/cin.pdf?asOf=${asOf}`, client);
    expect(thenPdf.status).toBe(200);
    expect(pdfText(thenPdf.bytes)).toContain('MBW340');
    expect(pdfText(thenPdf.bytes)).not.toContain('NEW1');

    expect((await t().client().get(`/api/cars/${car.id}/cin?asOf=${asOf}`)).status).toBe(401);
    expect((await pdfOf(`/api/cars/${car.id}/cin.pdf?asOf=${asOf}`)).status).toBe(401);
    expect((await client.get(`/api/cars/${car.id}/cin?asOf=soon`)).status).toBe(400);
  });
});
