// Browser tests of several cars at once on Manage Cars: choose them in the table (landscape) or on their cards
// (portrait), mark them sold or remove them after asking; each car changed by its own call, one status event each, and
// a car someone else changed meanwhile named and left as they set it.
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Car } from '@forecourt/contracts/car';
import { expect } from '../../../../web-public/test/support/expect.ts';
import { expectAccessible } from '../../../../web-public/test/support/site.ts';
import { ADMIN_PASSWORD, expectTouchTargets, openPortrait, signIn, useStaffSite } from '../../../test/support/staff.ts';
import { addCar } from '../../../test/support/cars.ts';

const site = useStaffSite();
const toast = (page: Page, text: string) => page.locator('.ant-notification-notice:not(.ant-notification-fade-leave)').filter({ hasText: text });


const carNow = async (page: Page, id: number): Promise<Car> => (await page.request.get(`/api/cars/${id}`)).json();

describe('several cars at once', () => {
  it('marks the chosen cars sold, each by its own change, naming one someone else changed meanwhile', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/dashboard');
    const [a, b, c] = [await addCar(page, { brand: 'Porsche', model: 'Bulk A' }), await addCar(page, { brand: 'Porsche', model: 'Bulk B' }), await addCar(page, { brand: 'Porsche', model: 'Bulk C' })];
    await page.goto('/admin/cars?q=Bulk');
    await expect(page.getByRole('table', { name: 'Cars' }).getByRole('row').filter({ hasText: 'Bulk' })).toHaveCount(3);

    // The desk reserves A after the tablet's list was read.
    const desk = await site().open('desktop', '/auth');
    await signIn(desk, 'admin', ADMIN_PASSWORD, '/dashboard');
    expect((await desk.request.put(`/api/cars/${a!.id}`, { data: { status: 'reserved' }, headers: { 'If-Match': `"${a!.version}"` } })).status()).toBe(200);

    await page.getByRole('button', { name: 'Select cars' }).click();
    const bar = page.getByRole('region', { name: 'Selected cars' });
    await expect(bar).toContainText('Choose cars');
    await page.getByRole('checkbox', { name: 'Select Porsche Bulk A' }).check();
    await page.getByRole('checkbox', { name: 'Select Porsche Bulk B' }).check();
    await expect(bar).toContainText('2 cars selected');
    await expectTouchTargets(page, 'main .bulk-bar button');
    await expectAccessible(page);
    await site().screenshot(page, 'admin-cars-bulk-tablet');
    await bar.getByRole('button', { name: 'Mark Sold' }).click();

    await expect(toast(page, '1 car marked Sold.')).toBeVisible();
    await expect(toast(page, 'Not changed: Porsche Bulk A')).toBeVisible();
    expect((await carNow(page, a!.id)).status).toBe('reserved');
    expect((await carNow(page, b!.id)).status).toBe('sold');
    expect((await carNow(page, c!.id)).status).toBe('available');
    const history = (await (await page.request.get(`/api/cars/${b!.id}/history`)).json()) as { entries: { type: string }[] };
    expect(history.entries.map((e) => e.type)).toEqual(['CarStatusChanged', 'CarListed']);
    // Choosing ends with the change: the row actions are back.
    await expect(page.getByRole('button', { name: 'Select cars' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Porsche Bulk C' })).toBeVisible();
  });

  it('removes the chosen cars after asking, from their cards on the portrait tablet', async () => {
    const page = await openPortrait(site(), '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/dashboard');
    const [d, e] = [await addCar(page, { brand: 'Porsche', model: 'Batch D' }), await addCar(page, { brand: 'Porsche', model: 'Batch E' })];
    await page.goto('/admin/cars?q=Batch');
    await page.getByRole('button', { name: 'Select cars' }).click();
    await page.getByRole('checkbox', { name: 'Select Porsche Batch D' }).check();
    await page.getByRole('checkbox', { name: 'Select Porsche Batch E' }).check();
    await expectTouchTargets(page, 'main .inventory-card-select');
    await page.getByRole('region', { name: 'Selected cars' }).getByRole('button', { name: 'Remove' }).click();
    const ask = page.getByRole('dialog', { name: 'Remove 2 cars?' });
    await expect(ask).toContainText('Each stays in its history, from which it can be relisted.');
    await ask.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, '2 cars removed.')).toBeVisible();
    const removed = (await (await page.request.get('/api/cars?removed=true')).json()) as Car[];
    expect(removed.map((car) => car.id)).toEqual(expect.arrayContaining([d!.id, e!.id]));
  });
});
