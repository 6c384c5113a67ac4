// A car of a browser test's own, listed through the API as the signed-in page's user, so a test that changes things
// never depends on another: the API tests' car body (every field the schema asks for, a complete notice) with the
// test's own fields over it.
import type { Page } from 'playwright-core';
import type { Car } from '@forecourt/contracts/car';
import { expect } from '../../../web-public/test/support/expect.ts';
import { carBody } from '../../../api/test/support/vehicle-requests.ts';

export async function addCar(page: Page, fields: Record<string, unknown> = {}): Promise<Car> {
  const res = await page.request.post('/api/cars', { data: carBody({ imageUrl: '/assets/placeholder.svg', ...fields }) });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}
