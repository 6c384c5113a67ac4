// Browser tests of the dashboard: the four cards and both tables show the demo yard's figures as the API gives them.
import { describe, it } from 'vitest';
import { expect } from '../../../../web-public/test/support/expect.ts';
import type { Car } from '@forecourt/contracts/car';
import type { Campervan } from '@forecourt/contracts/campervan';
import type { LoginHistoryEntry } from '@forecourt/contracts/user';
import { formatNZD } from '@forecourt/contracts/money';
import { expectAccessible } from '../../../../web-public/test/support/site.ts';
import { ADMIN_PASSWORD, PLAIN_PASSWORD, expectTouchTargets, openPortrait, plainUser, signIn, useStaffSite } from '../../../test/support/staff.ts';

const site = useStaffSite();

/** 'MMM d, yyyy - HH:mm' in the browser's time zone (the harness runs it in Pacific/Auckland), worked out here by Intl. */
function loginTimeText(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'Pacific/Auckland', month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('month')} ${part('day')}, ${part('year')} - ${part('hour')}:${part('minute')}`;
}

const card = (page: import('playwright-core').Page, name: string) => page.getByRole('region', { name });

describe('the dashboard', () => {
  it('shows the demo yard in the four cards and the recent tables, for an administrator', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD);
    const cars: Car[] = await (await page.request.get('/api/cars')).json();
    const vans: Campervan[] = await (await page.request.get('/api/campervans')).json();
    const logins: LoginHistoryEntry[] = await (await page.request.get('/api/login-history')).json();
    expect(cars.length).toBeGreaterThan(5);
    const count = (status: string) => cars.filter((car) => car.status === status).length;

    await expect(card(page, 'Total Vehicles')).toContainText(String(cars.length + vans.length));
    await expect(card(page, 'Total Vehicles')).toContainText(`${cars.length} cars, ${vans.length} campervans`);
    await expect(card(page, 'Inventory Value')).toContainText(formatNZD(cars.reduce((sum, car) => sum + car.price, 0)));
    await expect(card(page, 'Car Status')).toContainText(`${count('available')}available`);
    await expect(card(page, 'Car Status')).toContainText(`${count('reserved')} reserved, ${count('sold')} sold`);
    await expect(card(page, 'Recent Activity')).toContainText(String(logins.length));

    const rows = page.getByRole('table', { name: 'Recent Inventory' }).locator('tbody tr');
    await expect(rows).toHaveCount(5);
    for (const [i, car] of cars.slice(0, 5).entries()) {
      await expect(rows.nth(i)).toContainText('Car');
      await expect(rows.nth(i)).toContainText(`${car.brand} ${car.model}`);
      await expect(rows.nth(i)).toContainText(formatNZD(car.price));
    }

    const recent = page.locator('.ant-card', { has: page.getByRole('heading', { name: 'Recent Logins' }) });
    const loginRows = page.getByRole('table', { name: 'Recent Logins' }).locator('tbody tr');
    await expect(loginRows).toHaveCount(Math.min(5, logins.length));
    const newest = logins[0]!;
    await expect(loginRows.first()).toContainText('Yard Manager');
    await expect(loginRows.first()).toContainText(loginTimeText(newest.loginTime));
    await expect(loginRows.first()).toContainText(newest.ipAddress ?? 'Not recorded');
    await site().screenshot(page, 'admin-dashboard-tablet-landscape');
    await expectAccessible(page);

    await recent.getByRole('link', { name: 'View All' }).click();
    await page.waitForURL('**/login-history');
  });

  it('shows a plain user only their own sign-ins, and counts those in Recent Activity', async () => {
    await plainUser(site(), 'dashplain');
    const page = await openPortrait(site(), '/auth');
    await signIn(page, 'dashplain', PLAIN_PASSWORD);
    const logins: LoginHistoryEntry[] = await (await page.request.get('/api/login-history')).json();
    expect(logins.map((entry) => entry.username)).toEqual(['dashplain']);
    const loginRows = page.getByRole('table', { name: 'Recent Logins' }).locator('tbody tr');
    await expect(loginRows).toHaveCount(1);
    await expect(loginRows.first()).toContainText('Pat Plain');
    await expect(loginRows.first()).toContainText(loginTimeText(logins[0]!.loginTime));
    await expect(page.getByRole('table', { name: 'Recent Logins' })).not.toContainText('Yard Manager');
    await expect(page.getByRole('table', { name: 'Recent Inventory' }).locator('tbody tr')).toHaveCount(5);
    await expect(card(page, 'Recent Activity').locator('.ant-statistic-content-value')).toHaveText('1');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await site().screenshot(page, 'admin-dashboard-tablet-portrait');
    await expectAccessible(page);
  });

  it('shows the recent tables on a phone without scrolling sideways, each value beside its column, and as tables on a tablet', async () => {
    const page = await site().open('phone', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD);
    const cars: Car[] = await (await page.request.get('/api/cars')).json();
    const inventory = page.getByRole('table', { name: 'Recent Inventory' });
    const first = inventory.getByRole('row').filter({ hasText: `${cars[0]!.brand} ${cars[0]!.model}` });
    await expect(first.getByRole('cell')).toHaveCount(4);
    for (const name of ['Recent Inventory', 'Recent Logins']) {
      const table = page.getByRole('table', { name });
      await expect(table.getByRole('columnheader')).toHaveCount(name === 'Recent Inventory' ? 4 : 3);
      // Nothing cut off at the card's edge: the table is no wider than its place, and every cell lies inside it.
      const fits = await table.evaluate((element) => {
        const box = element.parentElement!;
        const edge = box.getBoundingClientRect().right;
        return box.scrollWidth <= box.clientWidth && [...element.querySelectorAll('td')].every((cell) => cell.getBoundingClientRect().right <= edge + 0.5);
      });
      expect(fits, name).toBe(true);
    }
    // Each value is drawn beside the name of its column, on a line of its own.
    const price = first.getByRole('cell', { name: formatNZD(cars[0]!.price) });
    const label = await price.evaluate((cell) => getComputedStyle(cell, '::before').content);
    expect(label).toMatch(/^"Price"/);
    const [makeBox, priceBox] = [await first.getByRole('cell').nth(1).boundingBox(), await price.boundingBox()];
    expect(priceBox!.y).toBeGreaterThan(makeBox!.y + makeBox!.height - 1);
    await site().screenshot(page, 'admin-dashboard-phone');
    await expectAccessible(page);

    // A tablet has room: a table with its header row, each row's values side by side.
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(inventory.getByRole('columnheader', { name: 'Price' })).toBeVisible();
    // Laid out again once the table has measured its new width (the frame after the resize).
    await expect
      .poll(async () => {
        const [typeBox, priceAcross] = [await first.getByRole('cell').first().boundingBox(), await price.boundingBox()];
        return Math.abs(priceAcross!.y - typeBox!.y);
      })
      .toBeLessThan(2);
    expect(await price.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('none');
  });

  it('says so when the yard is empty', async () => {
    const page = await site().open('tablet', '/auth');
    await page.route('**/api/cars', (route) => route.fulfill({ json: [] }));
    await page.route('**/api/campervans', (route) => route.fulfill({ json: [] }));
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await expect(page.getByText('No vehicles in inventory')).toBeVisible();
    await expect(card(page, 'Inventory Value')).toContainText(formatNZD(0));
  });

  it('says so when the inventory cannot be loaded, and shows it on Try again once it can', async () => {
    const page = await site().open('phone', '/auth');
    let failing = true;
    await page.route('**/api/campervans', (route) => (failing ? route.fulfill({ status: 500, json: { error: 'Internal server error' } }) : route.fallback()));
    await signIn(page, 'admin', ADMIN_PASSWORD);
    const failed = page.getByRole('alert').filter({ hasText: 'Failed to load the inventory. Please try again.' });
    await expect(failed).toBeVisible();
    await expectTouchTargets(page, '.ant-alert button');

    failing = false;
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(failed).toHaveCount(0);
    const cars: Car[] = await (await page.request.get('/api/cars')).json();
    const vans: Campervan[] = await (await page.request.get('/api/campervans')).json();
    await expect(card(page, 'Total Vehicles')).toContainText(`${cars.length} cars, ${vans.length} campervans`);
  });
});
