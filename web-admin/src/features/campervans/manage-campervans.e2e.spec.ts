// Browser tests of Manage Campervans: the fleet as the API gives it with the count footer, sort, search and filter,
// deletion through 'Confirm Deletion', the empty and error states, and 'Access Denied' for a plain user.
import { describe, it } from 'vitest';
import { expect } from '../../../../web-public/test/support/expect.ts';
import type { Page } from 'playwright-core';
import type { Campervan } from '@forecourt/contracts/campervan';
import { formatNZD } from '@forecourt/contracts/money';
import { expectAccessible } from '../../../../web-public/test/support/site.ts';
import { ADMIN_PASSWORD, PLAIN_PASSWORD, expectTouchTargets, openPortrait, plainUser, signIn, useStaffSite } from '../../../test/support/staff.ts';

const site = useStaffSite();
// The machine running these is shared and busy: a screen may take longer than the default 5 s to settle.

const TOUCH_TARGETS =
  'main a, main button, main input:not(.ant-input-affix-wrapper input):not(.ant-select input), main .ant-input-affix-wrapper, main .ant-select, main .ant-segmented-item';

const table = (page: Page) => page.getByRole('table', { name: 'Campervans' });
const bodyRows = (page: Page) => table(page).getByRole('row').filter({ has: page.getByRole('cell') });
const firstCells = (page: Page) => bodyRows(page).evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent?.trim() ?? ''));

async function listCampervans(page: Page): Promise<Campervan[]> {
  const res = await page.request.get('/api/campervans');
  expect(res.status()).toBe(200);
  return res.json();
}

async function addCampervan(page: Page, fields: Partial<Campervan>): Promise<Campervan> {
  const res = await page.request.post('/api/campervans', {
    data: {
      name: 'Kea Hideaway 2-Berth',
      description: 'A compact campervan for two with a pop-top roof.',
      pricePerDay: 129,
      pricePerWeek: 799,
      berths: 2,
      transmission: 'Automatic',
      fuelType: 'Diesel',
      mileage: 88_000,
      features: ['Kitchen', 'Fridge'],
      imageUrl: '/assets/placeholder.svg',
      ...fields,
    },
  });
  expect(res.status()).toBe(201);
  return res.json();
}

describe('Manage Campervans', () => {
  it('lists the fleet as the API gives it, with badge colours and the total, for an administrator', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/manage-campervans');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Campervans' })).toBeVisible();
    const vans = await listCampervans(page);
    expect(vans.length).toBeGreaterThan(1);

    // The table may still be loading its rows: the headers are waited for, not read once.
    await expect(table(page).getByRole('columnheader')).toHaveText(['Name', 'Berths', 'Daily Price', 'Weekly Price', 'Status', 'Actions']);
    await expect(bodyRows(page)).toHaveCount(vans.length);
    for (const [i, van] of vans.entries()) {
      const cells = bodyRows(page).nth(i).getByRole('cell');
      await expect(cells.nth(0)).toHaveText(van.name);
      await expect(cells.nth(1)).toHaveText(String(van.berths));
      await expect(cells.nth(2)).toHaveText(formatNZD(van.pricePerDay));
      await expect(cells.nth(3)).toHaveText(formatNZD(van.pricePerWeek));
      const label = { available: 'Available', reserved: 'Reserved' }[van.status] ?? 'Rented';
      const shade = { available: 'green', reserved: 'yellow' }[van.status] ?? 'red';
      await expect(cells.nth(4).getByText(label)).toHaveAttribute('data-shade', shade);
      await expect(bodyRows(page).nth(i).getByRole('link', { name: `Edit ${van.name}` })).toHaveAttribute('href', `/edit-campervan/${van.id}`);
    }
    await expect(page.getByText(`Total: ${vans.length} campervans`)).toBeVisible();
    await site().screenshot(page, 'manage-campervans-tablet-landscape');
    await expectAccessible(page);
    await expectTouchTargets(page, TOUCH_TARGETS);

    await page.getByRole('link', { name: 'Add New Campervan' }).click();
    await page.waitForURL((url) => url.pathname === '/edit-campervan');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Campervan' })).toBeVisible();
  });

  it('sorts, searches by name and filters by status, keeping the view in the address', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/manage-campervans');
    const rented = await addCampervan(page, { name: 'Tui Rover Rented', status: 'rented', pricePerDay: 99 });
    await page.reload();
    const vans = await listCampervans(page);
    await expect(bodyRows(page)).toHaveCount(vans.length);

    await table(page).getByRole('columnheader', { name: 'Daily Price' }).click();
    const byDaily = [...vans].sort((a, b) => a.pricePerDay - b.pricePerDay).map((van) => van.name);
    await expect.poll(() => firstCells(page)).toEqual(byDaily);
    await table(page).getByRole('columnheader', { name: 'Name' }).click();
    const byName = vans.map((van) => van.name).sort((a, b) => a.localeCompare(b, 'en-NZ'));
    await expect.poll(() => firstCells(page)).toEqual(byName);
    await table(page).getByRole('columnheader', { name: 'Name' }).click();
    await expect.poll(() => firstCells(page)).toEqual([...byName].reverse());

    await page.getByRole('radiogroup', { name: 'Status' }).getByText('Rented', { exact: true }).click();
    const rentedCount = vans.filter((van) => van.status === 'rented').length;
    await expect(bodyRows(page)).toHaveCount(rentedCount);
    await expect(bodyRows(page).first()).toContainText('Rented');
    await expect(page.getByText(`Showing ${rentedCount} of ${vans.length} · Total: ${vans.length} campervans`)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search by name' }).fill('TUI ROVER');
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText(rented.name);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'TUI ROVER', status: 'rented', sort: 'name', order: 'descend' });
  });

  it('deletes a campervan after Cancel and then Delete in the Confirm Deletion dialog, on the portrait tablet', async () => {
    const page = await openPortrait(site(), '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/manage-campervans');
    const van = await addCampervan(page, { name: 'Weka Wanderer 4-Berth', berths: 4 });
    await page.reload();
    const vans = await listCampervans(page);

    const cards = page.getByRole('list', { name: 'Campervans' }).getByRole('listitem');
    await expect(cards).toHaveCount(vans.length);
    const card = cards.filter({ has: page.getByRole('heading', { name: van.name }) });
    await expect(card).toContainText(formatNZD(129));
    await expect(card).toContainText(formatNZD(799));
    await expect(page.getByText(`Total: ${vans.length} campervans`)).toBeVisible();
    await site().screenshot(page, 'manage-campervans-tablet-portrait');
    await expectAccessible(page);
    await expectTouchTargets(page, TOUCH_TARGETS);

    await card.getByRole('button', { name: `Delete ${van.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await expect(dialog).toContainText(`Are you sure you want to delete ${van.name}? This action cannot be undone.`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await page.request.get(`/api/campervans/${van.id}`)).status()).toBe(200);

    await card.getByRole('button', { name: `Delete ${van.name}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Campervan deleted')).toBeVisible();
    await expect(page.getByText('The campervan has been successfully deleted.')).toBeVisible();
    await expect(cards).toHaveCount(vans.length - 1);
    await expect(page.getByText(`Total: ${vans.length - 1} campervans`)).toBeVisible();
    expect((await page.request.get(`/api/campervans/${van.id}`)).status()).toBe(404);
  });

  it("shows the server's words when a delete is refused", async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/manage-campervans');
    const van = await addCampervan(page, { name: 'Ruru Night Owl' });
    await page.reload();
    await page.route(`**/api/campervans/${van.id}`, (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 409, json: { error: 'This campervan is on hire right now' } }) : route.fallback(),
    );
    await page.getByRole('button', { name: `Delete ${van.name}` }).click();
    await page.getByRole('dialog', { name: 'Confirm Deletion' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('This campervan is on hire right now')).toBeVisible();
    await expect(table(page).getByRole('cell', { name: van.name, exact: true })).toBeVisible();
  });

  it('shows the empty state, and the error panel when the fleet cannot be loaded', async () => {
    const empty = await site().open('tablet', '/auth');
    await empty.route('**/api/campervans', (route) => route.fulfill({ json: [] }));
    await signIn(empty, 'admin', ADMIN_PASSWORD, '/manage-campervans');
    await expect(empty.getByText('No campervans found')).toBeVisible();
    await expect(empty.getByRole('table')).toHaveCount(0);

    const failing = await site().open('tablet', '/auth');
    await failing.route('**/api/campervans', (route) => route.fulfill({ status: 500, json: { error: 'Database unavailable' } }));
    await signIn(failing, 'admin', ADMIN_PASSWORD, '/manage-campervans');
    const panel = failing.getByRole('alert').filter({ hasText: 'Error Loading Campervans' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Database unavailable');
    await expect(failing.getByText('No campervans found')).toHaveCount(0);
    await site().screenshot(failing, 'manage-campervans-error');
  });

  it('turns a plain user away with Access Denied', async () => {
    await plainUser(site(), 'vansplain');
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'vansplain', PLAIN_PASSWORD, '/manage-campervans');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('You do not have permission to access this page.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});
