// Browser tests of the owner's questions on the manage lists: the yard as it stood at the end of a day (every car as it
// was, with that day's counts and inventory value, read-only, each leading to its History), back to today, the cars
// removed (with when and by whom) and relisting one from its History; and the campervan fleet on a day. On the tablet
// both ways round.
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Car } from '@forecourt/contracts/car';
import type { Campervan } from '@forecourt/contracts/campervan';
import { formatNZD } from '@forecourt/contracts/money';
import { expect } from '../../../../web-public/test/support/expect.ts';
import { expectAccessible } from '../../../../web-public/test/support/site.ts';
import { ADMIN_PASSWORD, expectTouchTargets, openPortrait, signIn, useStaffSite } from '../../../test/support/staff.ts';
import { addCar } from '../../../test/support/cars.ts';

const site = useStaffSite();

/** The day `days` before today, as the date field and the address write it, and the end of it: in the tablet's time. */
const dayBefore = (page: Page, days: number) =>
  page.evaluate((back) => {
    const date = new Date(Date.now() - back * 24 * 60 * 60 * 1000);
    const two = (n: number) => String(n).padStart(2, '0');
    const day = `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
    return { day, end: new Date(`${day}T23:59:59.999`).toISOString() };
  }, days);

async function get<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/api${path}`);
  expect(res.status(), path).toBe(200);
  return res.json();
}

const rows = (page: Page, label: string) => page.getByRole('table', { name: label }).getByRole('row').filter({ has: page.getByRole('cell') });

describe('the yard on a day', () => {
  it('shows every car as it stood at the end of that day, with its counts and value, and goes back to today', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars');
    const { day, end } = await dayBefore(page, 20);
    const then = await get<Car[]>(page, `/cars?asOf=${encodeURIComponent(end)}`);
    const today = await get<Car[]>(page, '/cars');

    await page.getByLabel('Yard as of').fill(day);
    await expect(page).toHaveURL(new RegExp(`[?&]asOf=${day}`));
    const banner = page.getByRole('status').filter({ hasText: 'As the yard stood at the end of' });
    await expect(banner).toBeVisible();
    const count = (status: string) => then.filter((car) => car.status === status).length;
    await expect(banner).toContainText(
      `${then.length} cars: ${count('available')} available, ${count('reserved')} reserved, ${count('sold')} sold. Inventory value ${formatNZD(then.reduce((sum, car) => sum + car.price, 0))}.`,
    );
    await expect(rows(page, 'Cars')).toHaveCount(Math.min(then.length, 20));

    // As it was: the e-tron, listed 12 days ago, is not there yet; the 640i, sold 10 days ago, was still for sale.
    expect(then.length).toBeLessThan(today.length);
    await expect(rows(page, 'Cars').filter({ hasText: 'e-tron 55 quattro' })).toHaveCount(0);
    const gran = rows(page, 'Cars').filter({ hasText: '640i Gran Coupe' });
    await expect(gran.getByText('Available', { exact: true })).toBeVisible();
    await expect(gran).toContainText('$31,990');
    // The past is read, not changed: no quick changes, no edit or delete, the History instead.
    await expect(page.getByRole('button', { name: /^Change (price|status) of/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    const gran640 = then.find((car) => car.model === '640i Gran Coupe')!;
    await expect(gran.getByRole('link', { name: 'History of BMW 640i Gran Coupe' })).toHaveAttribute('href', `/admin/cars/edit/${gran640.id}?tab=history`);
    await expectTouchTargets(page, 'main .yard-day input, main .yard-day button, main a.inventory-action-link');
    await expectAccessible(page);
    await site().screenshot(page, 'admin-yard-on-a-day-tablet');

    // The address is the question: a reload asks it again.
    await page.reload();
    await expect(page.getByLabel('Yard as of')).toHaveValue(day);
    await expect(banner).toBeVisible();

    await page.getByRole('button', { name: 'Back to today' }).click();
    await expect(banner).toHaveCount(0);
    await expect(page).not.toHaveURL(/asOf=/);
    await expect(page.getByText(`Total: ${today.length} cars`)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Change price of/ }).first()).toBeVisible();
  });

  it('says so for a day before any car, with the way back', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars?asOf=2001-01-01');
    await expect(page.getByText('No cars were on the books at the end of that day.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '0 cars: 0 available, 0 reserved, 0 sold. Inventory value $0.' })).toBeVisible();
    await page.getByRole('button', { name: 'Show today’s cars' }).click();
    await expect(page.getByRole('table', { name: 'Cars' })).toBeVisible();
  });
});

describe('the cars removed', () => {
  it('lists a removed car with when and by whom, and it is relisted from its History (portrait cards)', async () => {
    const page = await openPortrait(site(), '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars');
    const car = await addCar(page, { brand: 'MINI', model: 'Cooper Removed', price: 24_990 });
    expect((await page.request.delete(`/api/cars/${car.id}`)).status()).toBe(200);

    await page.getByRole('radiogroup', { name: 'Status' }).getByText('Removed', { exact: true }).click();
    await expect(page).toHaveURL(/status=removed/);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'MINI Cooper Removed' }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText('$24,990');
    await expect(card).toContainText(/Removed.*by admin/);
    await site().screenshot(page, 'admin-cars-removed-portrait');

    await card.getByRole('link', { name: 'History of MINI Cooper Removed' }).click();
    await page.waitForURL((url) => url.pathname === `/admin/cars/edit/${car.id}`);
    await expect(page.getByText('This car was removed')).toBeVisible();
    // Relisted as it stood before its removal: the version before the last.
    await page.getByRole('region', { name: 'Version 1' }).getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('dialog', { name: 'Restore this version?' }).getByRole('button', { name: 'Restore' }).click();
    await expect.poll(async () => (await get<Car[]>(page, '/cars')).some((c) => c.id === car.id)).toBe(true);

    await page.goto('/admin/cars?status=removed');
    await expect(page.getByRole('heading', { name: 'MINI Cooper Removed' })).toHaveCount(0);
  });
});

describe('the campervan fleet on a day', () => {
  it('shows the fleet as it stood, with its counts', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/manage-campervans');
    const { day, end } = await dayBefore(page, 20);
    const then = await get<Campervan[]>(page, `/campervans?asOf=${encodeURIComponent(end)}`);
    await page.getByLabel('Yard as of').fill(day);
    const banner = page.getByRole('status').filter({ hasText: 'As the yard stood at the end of' });
    await expect(banner).toContainText(`${then.length} campervans:`);
    await expect(rows(page, 'Campervans')).toHaveCount(then.length);
    for (const van of then) await expect(rows(page, 'Campervans').filter({ hasText: van.name })).toContainText(formatNZD(van.pricePerDay));
  });
});
