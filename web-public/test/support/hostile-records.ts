// Records whose every text field holds markup and script, stored through the API as staff would, for the browser
// tests that prove both apps show such text as text; and a watch for Content-Security-Policy violations on a page.
import type { Page } from 'playwright-core';
import type { Campervan, Car } from '@forecourt/contracts';
import { expect } from './expect.ts';
import { ADMIN_PASSWORD, type Site } from './site.ts';

/**
 * Sets window.__xss if it ever runs: as a tag, an attribute handler, or by closing the script element it sits in.
 * Fields with a short limit (a make is at most 50 characters, a colour 40) get the shorter form.
 */
export const hostile = (field: string) =>
  field.length <= 3 ? `${field}</script><img src=x onerror=__xss=1>` : `${field} <img src=x onerror=__xss=1><script>__xss=1</script></script><svg onload=__xss=1>`;

export interface HostileRecords {
  car: Car;
  campervan: Campervan;
}

/** A car and a campervan with markup in every text field, made by the administrator through the API. */
export async function storeHostileVehicles(site: Site): Promise<HostileRecords> {
  const api = await site.browser.newContext({ baseURL: site.baseUrl });
  try {
    expect((await api.request.post('/api/login', { data: { username: 'admin', password: ADMIN_PASSWORD } })).status()).toBe(200);
    const photo = (await (await api.request.get('/api/cars')).json())[0].imageUrl as string;
    const car = await api.request.post('/api/cars', {
      data: {
        brand: hostile('Bd'),
        model: hostile('Mdl'),
        year: 2020,
        description: hostile('Description of a car'),
        price: 12345,
        transmission: 'Automatic',
        fuelType: 'Petrol',
        mileage: 1000,
        bodyType: 'Sedan',
        color: hostile('Col'),
        imageUrl: photo,
        features: [hostile('Ft')],
        // A complete Consumer Information Notice, so the car may be on sale.
        registrationPlate: 'HST1', vin: 'WBA5R12000FH99999', firstRegisteredYear: 2020, nzFirstRegisteredYear: 2020,
        imported: false, writtenOff: false, securityInterest: false, odometerAccurate: true, onRoadCostsIncluded: true,
      },
    });
    expect(car.status(), await car.text()).toBe(201);
    const campervan = await api.request.post('/api/campervans', {
      data: {
        name: hostile('Name'),
        description: hostile('Description of a campervan'),
        pricePerDay: 1,
        pricePerWeek: 7,
        berths: 2,
        transmission: 'Automatic',
        fuelType: 'Diesel',
        mileage: 1000,
        features: [hostile('CF')],
        imageUrl: photo,
      },
    });
    expect(campervan.status(), await campervan.text()).toBe(201);
    return { car: await car.json(), campervan: await campervan.json() };
  } finally {
    await api.close();
  }
}

/** Collects every CSP violation the page reports, from the document's event and from the console. */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportViolation(text: string): void }).__reportViolation(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return violations;
}

/** No script from stored text ran, and the text is on the page as the characters typed. */
export async function expectShownAsText(page: Page, field: string): Promise<void> {
  await expect(page.getByText(hostile(field)).filter({ visible: true }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
}
