// Browser tests of the yard's two daily jobs straight from the list, on the tablet both ways round: a new price (tap
// the price, type, tap 'Save price') and a new status (tap the badge, tap the status), each leaving one change event
// of that field alone; a price the form's rules refuse writes nothing; someone else's change meanwhile is shown and
// replaced only on a second save; and with no network the change waits on the tablet and is sent once when it is back.
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Car } from '@forecourt/contracts/car';
import type { Campervan } from '@forecourt/contracts/campervan';
import { formatNZD } from '@forecourt/contracts/money';
import { expect } from '../../../../web-public/test/support/expect.ts';
import { expectAccessible, VIEWPORTS } from '../../../../web-public/test/support/site.ts';
import { ADMIN_PASSWORD, expectTouchTargets, openPortrait, signIn, useStaffSite } from '../../../test/support/staff.ts';
import { addCar } from '../../../test/support/cars.ts';

const site = useStaffSite();

interface HistoryEntry {
  type: string;
  changes: { field: string; before: unknown; after: unknown }[];
}

const toast = (page: Page, text: string) => page.locator('.ant-notification-notice:not(.ant-notification-fade-leave)').filter({ hasText: text });
const row = (page: Page, model: string) => page.getByRole('table', { name: 'Cars' }).getByRole('row').filter({ hasText: model });

async function get<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/api${path}`);
  expect(res.status(), path).toBe(200);
  return res.json();
}

const historyOf = async (page: Page, car: Car) => (await get<{ entries: HistoryEntry[] }>(page, `/cars/${car.id}/history`)).entries;

/** A Porsche of the test's own at a known price and status. */
const addCayman = (page: Page, model: string) => addCar(page, { brand: 'Porsche', model, price: 78_990, color: 'Guards Red' });

/** The code the car list fetches by itself once drawn: the change dialog, and the rules a queued change is kept by. */
const DIALOG_CODE = /\/admin\/assets\/QuickChangeDialog-[^/]+\.js$/;
const RULES_CODE = /\/admin\/assets\/rules-[^/]+\.js$/;

/** Waits until the app has fetched the code named, and everything it imports, by itself. */
async function codeOnTablet(page: Page, code: RegExp) {
  const fetched = await page.waitForFunction(
    (source) => performance.getEntriesByType('resource').find((entry) => new RegExp(source).test(entry.name))?.name,
    code.source,
  );
  // As text: the test's own module loader would rewrite an import() written in a function.
  await page.evaluate(`import(${JSON.stringify(await fetched.jsonValue())}).then(() => undefined)`);
}

/**
 * A car of its own, and a tablet's first visit to the car list showing it: signed in, with no worker yet to answer for
 * the app's files. `beforeOpening` prepares the page before it opens the list; the visit returns once the list is
 * drawn and the code in `arrived` has come, with all else fetched at once (the Wi-Fi may go at once after). Close the
 * context when done.
 */
async function firstVisitTo(model: string, beforeOpening: (page: Page) => Promise<unknown> = async () => {}, arrived = [DIALOG_CODE, RULES_CODE]) {
  const setup = await site().open('tablet', '/auth');
  await signIn(setup, 'admin', ADMIN_PASSWORD);
  const car = await addCayman(setup, model);
  const context = await site().browser.newContext({ ...VIEWPORTS.tablet, baseURL: site().baseUrl, serviceWorkers: 'block' });
  expect((await context.request.post('/api/login', { data: { username: 'admin', password: ADMIN_PASSWORD } })).ok()).toBe(true);
  const page = await context.newPage();
  await beforeOpening(page);
  await page.goto(`/admin/cars?q=${encodeURIComponent(car.model)}`);
  await expect(row(page, car.model)).toContainText('Available');
  for (const code of arrived) await codeOnTablet(page, code);
  // And the rest the first visit fetches at once (the tablet's database, the toasts): the Wi-Fi goes once the tablet
  // has had it, not while a slow machine is still fetching it.
  if (arrived.length > 0) await page.waitForLoadState('networkidle');
  return { car, page, context };
}

/** Counts the taps (clicks) a page receives from now on. */
async function countTaps(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { __taps: number };
    w.__taps = 0;
    document.addEventListener('click', () => w.__taps++, { capture: true });
  });
  return () => page.evaluate(() => (window as unknown as { __taps: number }).__taps);
}

/** Opens Manage Cars on a landscape tablet, searched down to one car, signed in as the administrator. */
async function listShowing(model: string, portrait = false): Promise<Page> {
  const page = portrait ? await openPortrait(site(), '/auth') : await site().open('tablet', '/auth');
  await signIn(page, 'admin', ADMIN_PASSWORD, `/admin/cars?q=${encodeURIComponent(model)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Cars' })).toBeVisible();
  return page;
}

describe('changing a price or a status from the car list', () => {
  it('changes the price in two taps and the typing, with no scrolling, leaving one price change', async () => {
    const setup = await site().open('tablet', '/auth');
    await signIn(setup, 'admin', ADMIN_PASSWORD);
    const car = await addCayman(setup, 'Cayman Quick Price');
    const page = await listShowing(car.model);
    const before = await historyOf(page, car);
    const taps = await countTaps(page);

    await row(page, car.model).getByRole('button', { name: `Change price of Porsche ${car.model}, $78,990` }).click();
    const dialog = page.getByRole('dialog', { name: `Change price: Porsche ${car.model}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Now $78,990')).toBeVisible();
    const input = dialog.getByLabel('New price (NZD)');
    await expect(input).toBeFocused();
    await input.fill('76990');
    const save = dialog.getByRole('button', { name: 'Save price' });
    // Everything the job needs is on the screen as it opened: nothing was scrolled to reach it.
    await expect(save).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectTouchTargets(page, '.ant-modal button, .ant-modal .ant-input-affix-wrapper');
    await expectAccessible(page);
    await save.click();

    await expect(toast(page, `Price of Porsche ${car.model} changed to $76,990.`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect(await taps()).toBe(2);
    await expect(row(page, car.model).getByRole('cell').nth(3)).toHaveText('$76,990');
    // Focus is back on the price the person tapped.
    await expect(row(page, car.model).getByRole('button', { name: /^Change price of/ })).toBeFocused();

    expect(await get<Car>(page, `/cars/${car.id}`)).toMatchObject({ price: 76_990, status: 'available', color: 'Guards Red' });
    const added = (await historyOf(page, car)).slice(0, -before.length || undefined);
    expect(added).toHaveLength(1);
    expect(added[0]!.changes).toEqual([expect.objectContaining({ field: 'price', before: 78_990, after: 76_990 })]);
    await site().screenshot(page, 'admin-quick-price-tablet');
  });

  it('marks a car sold in two taps (Enter works for a price too), and the touch targets are a finger wide', async () => {
    const setup = await site().open('tablet', '/auth');
    await signIn(setup, 'admin', ADMIN_PASSWORD);
    const car = await addCayman(setup, 'Cayman Quick Sold');
    const page = await listShowing(car.model);
    await expectTouchTargets(page, 'main .quick-change');
    const taps = await countTaps(page);

    await row(page, car.model).getByRole('button', { name: `Change status of Porsche ${car.model}, Available` }).click();
    const dialog = page.getByRole('dialog', { name: `Change status: Porsche ${car.model}` });
    await expect(dialog.getByRole('button', { name: 'Available' })).toHaveAttribute('aria-pressed', 'true');
    await expectTouchTargets(page, '.ant-modal button');
    await site().screenshot(page, 'admin-quick-status-tablet');
    await dialog.getByRole('button', { name: 'Sold' }).click();

    await expect(toast(page, `Porsche ${car.model} is now Sold.`)).toBeVisible();
    expect(await taps()).toBe(2);
    await expect(row(page, car.model).getByText('Sold', { exact: true })).toHaveAttribute('data-shade', 'grey');
    expect(await get<Car>(page, `/cars/${car.id}`)).toMatchObject({ status: 'sold', price: 78_990 });
    const latest = (await historyOf(page, car))[0]!;
    expect(latest.changes).toEqual([expect.objectContaining({ field: 'status', before: 'available', after: 'sold' })]);

    // The price by keyboard: Enter saves.
    await row(page, car.model).getByRole('button', { name: /^Change price of/ }).click();
    await page.getByLabel('New price (NZD)').fill('75000');
    await page.keyboard.press('Enter');
    await expect(toast(page, `Price of Porsche ${car.model} changed to $75,000.`)).toBeVisible();
    expect(await get<Car>(page, `/cars/${car.id}`)).toMatchObject({ status: 'sold', price: 75_000 });
  });

  it('refuses a price the form refuses, with its words, and writes nothing (portrait cards)', async () => {
    const setup = await site().open('tablet', '/auth');
    await signIn(setup, 'admin', ADMIN_PASSWORD);
    const car = await addCayman(setup, 'Cayman Quick Refused');
    const page = await listShowing(car.model, true);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Porsche ${car.model}` }) });
    await expect(card).toBeVisible();
    const before = await historyOf(page, car);

    await card.getByRole('button', { name: /^Change price of/ }).click();
    const dialog = page.getByRole('dialog', { name: `Change price: Porsche ${car.model}` });
    await dialog.getByLabel('New price (NZD)').fill('0');
    await dialog.getByRole('button', { name: 'Save price' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Price must be positive');
    await expect(dialog.getByLabel('New price (NZD)')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('New price (NZD)').fill('');
    await dialog.getByRole('button', { name: 'Save price' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Price must be positive');
    await expect(dialog.getByRole('button', { name: 'Save price' })).toBeInViewport();
    await site().screenshot(page, 'admin-quick-price-refused-portrait');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    // The status from the card's badge.
    await card.getByRole('button', { name: `Change status of Porsche ${car.model}, Available` }).click();
    await page.getByRole('dialog', { name: `Change status: Porsche ${car.model}` }).getByRole('button', { name: 'Reserved' }).click();
    await expect(toast(page, `Porsche ${car.model} is now Reserved.`)).toBeVisible();
    await expect(card.getByText('Reserved', { exact: true })).toHaveAttribute('data-shade', 'amber');

    const after = await historyOf(page, car);
    expect(after.length).toBe(before.length + 1);
    expect(await get<Car>(page, `/cars/${car.id}`)).toMatchObject({ price: 78_990, status: 'reserved' });
  });

  it("shows someone else's price set meanwhile, and replaces it only when saved again", async () => {
    const setup = await site().open('tablet', '/auth');
    await signIn(setup, 'admin', ADMIN_PASSWORD);
    const car = await addCayman(setup, 'Cayman Quick Clash');
    const page = await listShowing(car.model);
    await expect(row(page, car.model)).toContainText('$78,990');

    // The desk changes the price after the tablet's list was read; the colour too, which the tablet does not touch.
    const desk = await site().open('desktop', '/auth');
    await signIn(desk, 'admin', ADMIN_PASSWORD);
    expect((await desk.request.put(`/api/cars/${car.id}`, { data: { price: 73_990, color: 'Chalk' }, headers: { 'If-Match': `"${car.version}"` } })).status()).toBe(200);

    await row(page, car.model).getByRole('button', { name: /^Change price of/ }).click();
    const dialog = page.getByRole('dialog', { name: `Change price: Porsche ${car.model}` });
    await dialog.getByLabel('New price (NZD)').fill('74990');
    await dialog.getByRole('button', { name: 'Save price' }).click();
    await expect(dialog.getByText('Someone else changed this car meanwhile: its price is now $73,990. Save again to replace it with yours.')).toBeVisible();
    await expect(dialog.getByText('Now $73,990', { exact: true })).toBeVisible();
    expect(await get<Car>(page, `/cars/${car.id}`)).toMatchObject({ price: 73_990 });

    await dialog.getByRole('button', { name: 'Save price' }).click();
    await expect(toast(page, `Price of Porsche ${car.model} changed to $74,990.`)).toBeVisible();
    expect(await get<Car>(page, `/cars/${car.id}`)).toMatchObject({ price: 74_990, color: 'Chalk' });
    const latest = (await historyOf(page, car))[0]!;
    expect(latest.changes).toEqual([expect.objectContaining({ field: 'price', before: 73_990, after: 74_990 })]);
  });

  it('keeps a change made with no network on the tablet and sends it once when the network is back', async () => {
    const setup = await site().open('tablet', '/auth');
    await signIn(setup, 'admin', ADMIN_PASSWORD);
    const car = await addCayman(setup, 'Cayman Quick Offline');
    const page = await listShowing(car.model);
    await expect(row(page, car.model)).toContainText('Available');
    const before = await historyOf(page, car);

    await page.context().setOffline(true);
    await row(page, car.model).getByRole('button', { name: /^Change status of/ }).click();
    await page.getByRole('dialog', { name: `Change status: Porsche ${car.model}` }).getByRole('button', { name: 'Reserved' }).click();
    await expect(toast(page, 'The car is kept on this tablet and will be sent when the network is back.')).toBeVisible();
    await expect(row(page, car.model)).toContainText('Pending sync');
    await expect(row(page, car.model).getByText('Reserved', { exact: true })).toBeVisible();
    await row(page, car.model).getByRole('button', { name: /^Change price of/ }).click();
    await page.getByLabel('New price (NZD)').fill('71990');
    await page.getByRole('button', { name: 'Save price' }).click();
    await expect(row(page, car.model)).toContainText('$71,990');

    await page.context().setOffline(false);
    await expect(page.getByRole('button', { name: /^Sync status:/ })).toHaveText('Online', { timeout: 30_000 });
    await expect(row(page, car.model)).not.toContainText('Pending sync');
    expect(await get<Car>(page, `/cars/${car.id}`)).toMatchObject({ status: 'reserved', price: 71_990 });
    const added = (await historyOf(page, car)).slice(0, (await historyOf(page, car)).length - before.length);
    expect(added.map((e) => e.changes.map((c) => `${c.field}=${c.after}`).join(','))).toEqual(['price=71990', 'status=reserved']);
  });
  it("keeps a change made the moment the network drops on a tablet's first visit, before the app is installed", async () => {
    // No worker yet to answer for the app's files: what the change needs must already be on the tablet.
    const { car, page, context } = await firstVisitTo('Cayman Quick First Visit');
    try {
      await context.setOffline(true);
      await row(page, car.model).getByRole('button', { name: /^Change status of/ }).click();
      await page.getByRole('dialog', { name: `Change status: Porsche ${car.model}` }).getByRole('button', { name: 'Sold' }).click();
      await expect(toast(page, 'The car is kept on this tablet and will be sent when the network is back.')).toBeVisible();
      await expect(row(page, car.model)).toContainText('Pending sync');

      await context.setOffline(false);
      await expect(row(page, car.model)).not.toContainText('Pending sync', { timeout: 30_000 });
      expect(await get<Car>(page, `/cars/${car.id}`)).toMatchObject({ status: 'sold' });
    } finally {
      await context.close();
    }
  });
  it("says so over the list when the dialog's code cannot be fetched, and opens it on Try again", async () => {
    // The dialog's code comes after the list is drawn (at once on a first visit): here the Wi-Fi went before it came.
    const { car, page, context } = await firstVisitTo('Cayman Quick No Dialog', (page) => page.route(DIALOG_CODE, (route) => route.abort('internetdisconnected')), []);
    try {
      await row(page, car.model).getByRole('button', { name: /^Change price of/ }).click();
      const failed = page.getByRole('alert').filter({ hasText: 'The change could not be opened. Check the connection, then try again.' });
      await expect(failed).toBeInViewport();
      // Beside the landscape tablet's menu rail, not over it.
      const rail = (await page.getByRole('navigation', { name: 'Staff' }).boundingBox())!;
      expect((await failed.boundingBox())!.x).toBeGreaterThanOrEqual(rail.x + rail.width);
      await expectTouchTargets(page, '.ant-alert button');
      await failed.getByRole('button', { name: 'Close' }).click();
      await expect(failed).toHaveCount(0);

      await row(page, car.model).getByRole('button', { name: /^Change price of/ }).click();
      await expect(failed).toBeVisible();
      await page.unroute(DIALOG_CODE);
      await failed.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('dialog', { name: `Change price: Porsche ${car.model}` })).toBeVisible();
      await expect(failed).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  it('says a price change failed, and keeps nothing, when the network went before the rules it is checked and kept by came', async () => {
    // The rules of queued changes, the schemas and zod never arrive: a first visit whose network went at once.
    const { car, page, context } = await firstVisitTo('Cayman Quick No Rules', (page) => page.route(/\/admin\/assets\/(?:rules|schemas|zod)-[^/]+\.js$/, (route) => route.abort()), [DIALOG_CODE]);
    try {
      await context.setOffline(true);
      await row(page, car.model).getByRole('button', { name: /^Change price of/ }).click();
      await page.getByLabel('New price (NZD)').fill('71990');
      await page.getByRole('button', { name: 'Save price' }).click();
      await expect(toast(page, 'Failed to update car. Please try again.')).toBeVisible();
      await expect(page.getByRole('dialog', { name: `Change price: Porsche ${car.model}` })).toBeVisible();
      await expect(row(page, car.model)).not.toContainText('Pending sync');
      await context.setOffline(false);
      expect(await get<Car>(page, `/cars/${car.id}`)).toMatchObject({ price: car.price, version: car.version });
    } finally {
      await context.close();
    }
  });
});

describe('changing a daily price or a status from the campervan list', () => {
  it('rents out a campervan and changes its daily price from its row, by the form rules', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/manage-campervans');
    const van = (await get<Campervan[]>(page, '/campervans')).find((v) => v.status === 'available')!;
    const vanRow = page.getByRole('table', { name: 'Campervans' }).getByRole('row').filter({ hasText: van.name });

    await vanRow.getByRole('button', { name: `Change status of ${van.name}, Available` }).click();
    await page.getByRole('dialog', { name: `Change status: ${van.name}` }).getByRole('button', { name: 'Rented' }).click();
    await expect(toast(page, `${van.name} is now Rented.`)).toBeVisible();

    await vanRow.getByRole('button', { name: `Change daily price of ${van.name}, ${formatNZD(van.pricePerDay)}` }).click();
    const dialog = page.getByRole('dialog', { name: `Change daily price: ${van.name}` });
    await dialog.getByLabel('New daily price (NZD)').fill('0');
    await dialog.getByRole('button', { name: 'Save daily price' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Daily price must be at least 1');
    await dialog.getByLabel('New daily price (NZD)').fill(String(van.pricePerDay + 15));
    await dialog.getByRole('button', { name: 'Save daily price' }).click();
    await expect(toast(page, `Daily price of ${van.name} changed to ${formatNZD(van.pricePerDay + 15)}.`)).toBeVisible();
    expect(await get<Campervan>(page, `/campervans/${van.id}`)).toMatchObject({ status: 'rented', pricePerDay: van.pricePerDay + 15, pricePerWeek: van.pricePerWeek });
  });
});
