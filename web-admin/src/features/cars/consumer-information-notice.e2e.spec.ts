// The Consumer Information Notice in the staff app: Manage Cars marks a car whose notice is incomplete, the car form
// groups the notice's fields under its own heading, and a save that would put an incomplete car on sale is refused
// with the items missing named; once filled in, the car goes on sale and the mark is gone.
import { describe, it } from 'vitest';
import { expect } from '../../../../web-public/test/support/expect.ts';
import type { Page } from 'playwright-core';
import type { Car } from '@forecourt/contracts/car';
import { ADMIN_PASSWORD, signIn, useStaffSite } from '../../../test/support/staff.ts';
import { choose } from '../../../test/support/vehicle-photos.ts';
import { fillNotice } from '../../../test/support/car-notice.ts';

const site = useStaffSite();

/** A car listed reserved with none of the notice's facts, as one from before the notice was kept. */
async function carWithoutNotice(page: Page, model: string): Promise<Car> {
  const res = await page.request.post('/api/cars', {
    data: { brand: 'Audi', model, year: 2017, description: 'Traded in this morning, notice to follow.', price: 25990, transmission: 'Automatic', fuelType: 'Petrol', mileage: 88000, bodyType: 'Sedan', color: 'Grey', imageUrl: '/assets/placeholder.svg', status: 'reserved' },
  });
  expect(res.status()).toBe(201);
  return res.json();
}

const rowOf = (page: Page, model: string) => page.getByRole('table', { name: 'Cars' }).getByRole('row').filter({ hasText: model });

describe('the Consumer Information Notice in the staff app', () => {
  it('marks an incomplete notice, refuses to put the car on sale until it is complete, then lets it', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD);
    const car = await carWithoutNotice(page, 'A3 Notice Pending');

    await page.goto('/admin/cars');
    await expect(rowOf(page, 'A3 Notice Pending').getByText('CIN incomplete')).toBeVisible();
    await expect(rowOf(page, 'A3 Notice Pending').locator('.ant-tag', { hasText: 'CIN incomplete' })).toHaveAttribute('title', /^Missing: .*Registration plate/);

    await page.goto(`/admin/cars/edit/${car.id}`);
    await expect(page.getByRole('heading', { name: 'Consumer Information Notice' })).toBeVisible();
    await expect(page.getByText(/^Missing: .*VIN or chassis number/)).toBeVisible();
    await choose(page, 'Status', 'Available');
    await page.getByRole('button', { name: 'Update Car' }).click();
    const refusal = /^A car cannot be made available until its Consumer Information Notice is complete\. Missing: .*Registration plate/;
    // Under the status, and in the toast.
    await expect(page.locator('.ant-form-item', { has: page.locator('#car-status') }).getByText(refusal)).toBeVisible();
    await expect(page.locator('.ant-notification-notice').getByText(refusal)).toBeVisible();
    await page.screenshot({ path: '/tmp/cin-staff-refused.png' });
    expect((await (await page.request.get(`/api/cars/${car.id}`)).json()).status).toBe('reserved');

    await fillNotice(page, { plate: 'AUD317', vin: 'WAUZZZ8V1HA012345', year: '2017' });
    await expect(page.getByText('Notice complete: this car may be offered for sale.')).toBeVisible();
    await page.getByRole('button', { name: 'Update Car' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/cars');
    expect((await (await page.request.get(`/api/cars/${car.id}`)).json()).status).toBe('available');
    await expect(rowOf(page, 'A3 Notice Pending')).toBeVisible();
    await expect(rowOf(page, 'A3 Notice Pending').getByText('CIN incomplete')).toHaveCount(0);

    // The History tab offers the notice as it stood at each version: the first one, before the plate was known.
    await page.goto(`/admin/cars/edit/${car.id}?tab=history`);
    const links = page.getByRole('link', { name: 'Consumer Information Notice as of this version' });
    await expect(links.first()).toBeVisible();
    const oldest = (await links.last().getAttribute('href'))!;
    expect(oldest).toMatch(new RegExp(`^/api/cars/${car.id}/cin\\.pdf\\?asOf=`));
    const pdf = await page.request.get(oldest);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const notice = await (await page.request.get(oldest.replace('cin.pdf', 'cin'))).json();
    expect(notice).toMatchObject({ version: 1, complete: false, facts: { registrationPlate: null } });
  });
});
