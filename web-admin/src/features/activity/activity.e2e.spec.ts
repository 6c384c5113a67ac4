// Browser tests of the owner's view: the Activity feed of the whole event log in words, its filters, paging as it
// scrolls and CSV export; a vehicle's History tab with 'View as of' and 'Restore this version'; and that plain users
// are kept out of the log.
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Car } from '@forecourt/contracts/car';
import type { Campervan } from '@forecourt/contracts/campervan';
import { formatNZD } from '@forecourt/contracts/money';
import { expect } from '../../../../web-public/test/support/expect.ts';
import { expectAccessible } from '../../../../web-public/test/support/site.ts';
import { ADMIN_PASSWORD, PLAIN_PASSWORD, openPortrait, plainUser, signIn, useStaffSite } from '../../../test/support/staff.ts';
import { choose } from '../../../test/support/vehicle-photos.ts';
import { cinFacts } from '../../../../api/test/support/vehicle-requests.ts';

const site = useStaffSite();

const feed = (page: Page) => page.getByRole('list', { name: 'Changes, newest first' }).locator(':scope > li');
const toast = (page: Page, text: string) => page.locator('.ant-notification-notice:not(.ant-notification-fade-leave)').filter({ hasText: text });

/** A salesperson signed in on their own browser (its API calls carry their session); each test has its own. */
async function salesperson(username: string, firstName: string, lastName: string): Promise<Page> {
  await site().app.createUser({ username, email: `${username}@forecourt.test`, firstName, lastName, password: PLAIN_PASSWORD, isAdmin: false });
  const page = await site().open('desktop', '/auth');
  await signIn(page, username, PLAIN_PASSWORD, '/dashboard');
  return page;
}

/** A car of this test's own, listed at $30,000, repriced to $28,500, then painted: a history with known values. */
async function carWithHistory(page: Page, model: string): Promise<Car> {
  const listed = await page.request.post('/api/cars', {
    data: { brand: 'Audi', model, year: 2020, description: 'A tidy example with full history.', price: 30000, transmission: 'Automatic', fuelType: 'Petrol', mileage: 50000, bodyType: 'Sedan', color: 'Grey', imageUrl: '/assets/placeholder.svg', ...cinFacts() },
  });
  expect(listed.status()).toBe(201);
  const car: Car = await listed.json();
  expect((await page.request.put(`/api/cars/${car.id}`, { data: { price: 28500 } })).status()).toBe(200);
  expect((await page.request.put(`/api/cars/${car.id}`, { data: { color: 'Daytona Grey' } })).status()).toBe(200);
  return (await page.request.get(`/api/cars/${car.id}`)).json();
}

async function carNamed(page: Page, model: string): Promise<Car> {
  const cars: Car[] = await (await page.request.get('/api/cars')).json();
  return cars.find((car) => car.model === model)!;
}


describe('the Activity feed', () => {
  it("tells the owner who changed what, in words, with a change made offline marked with both times", async () => {
    const desk = await salesperson('sarah', 'Sarah', 'Ngata');
    const car = await carNamed(desk, 'X5 xDrive30d');
    expect((await desk.request.put(`/api/cars/${car.id}`, { data: { price: car.price - 3000 }, headers: { 'If-Match': `"${car.version}"` } })).status()).toBe(200);
    const offline = await desk.request.put(`/api/cars/${car.id}`, {
      data: { mileage: car.mileage + 120 },
      headers: { 'X-Device-Id': 'yard-tablet-2', 'X-Device-Time': '2026-11-20T09:15:00+13:00' },
    });
    expect(offline.status()).toBe(200);

    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    const name = `${car.year} ${car.brand} ${car.model}`;
    await expect(feed(page).nth(1)).toContainText(`Sarah changed the price of ${name} from ${formatNZD(car.price)} to ${formatNZD(car.price - 3000)}`);
    await expect(feed(page).nth(0)).toContainText(`Sarah changed the mileage of ${name} from ${car.mileage.toLocaleString('en-NZ')} km to ${(car.mileage + 120).toLocaleString('en-NZ')} km`);
    await expect(feed(page).nth(0)).toContainText(/Made offline at Fri, 20 Nov 2026, 9:15 am, synced /);
    await site().screenshot(page, 'admin-activity-tablet');
    await expectAccessible(page);

    // Photos show as pictures, and the seed's listings read as listings.
    await choose(page, 'Kind of change', 'Car photo added');
    await expect(feed(page).first().getByRole('img')).toBeVisible();
    await expect(feed(page).first()).toContainText(/added a photo to \d{4} /);
  });

  it('filters by user, vehicle, kind of change and dates, keeps them in the address, and loads more as it scrolls', async () => {
    const desk = await salesperson('mere', 'Mere', 'Walker');
    const car = await carWithHistory(desk, 'A5 Filtered');

    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/activity');
    await expect(feed(page)).toHaveCount(30);
    await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await expect.poll(() => feed(page).count()).toBeGreaterThan(30);

    await choose(page, 'User', 'Mere Walker (mere)');
    await expect(feed(page)).toHaveCount(3);
    await expect(feed(page).first()).toContainText('Mere changed the color of 2020 Audi A5 Filtered from Grey to Daytona Grey');
    expect(new URL(page.url()).searchParams.get('actor')).toBe('mere');
    await expect(page.getByText('That is everything: 3 changes.')).toBeVisible();

    await page.goto('/activity');
    await choose(page, 'Vehicle', `${car.year} ${car.brand} ${car.model}`);
    await expect(feed(page)).toHaveCount(3);
    await expect(feed(page).last()).toContainText('Mere listed 2020 Audi A5 Filtered at $30,000');
    await choose(page, 'Kind of change', 'Car price changed');
    await expect(feed(page)).toHaveCount(1);
    await expect(feed(page).first()).toContainText('Mere changed the price of 2020 Audi A5 Filtered from $30,000 to $28,500');

    // Nothing happened in the days before the yard opened.
    await page.goto('/activity?fromDay=2020-01-01&toDay=2020-01-31');
    await expect(page.getByText('No changes match these filters.')).toBeVisible();

    // The filtered log as CSV, with the same rows.
    await page.goto(`/activity?actor=mere&type=CarPriceChanged`);
    await expect(feed(page)).toHaveCount(1);
    const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    const csv = await page.request.get(href!);
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe('position,recordedAt,streamType,streamId,version,type,actor,deviceId,deviceTime,subject,changes,data');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('CarPriceChanged');
    expect(lines[1]).toContain('mere');
    expect(lines[1]).toContain('2020 Audi A5 Filtered');
  });

  it("picks the dates on the calendar, whose code comes when the tablet is idle or the field first opens", async () => {
    const page = await site().open('tablet', '/auth');
    const calendar = /\/admin\/assets\/Popup-[^/]+\.js$/;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // Held for the page and for the app's worker, which keeps a copy of every file for offline use.
    await page.context().route(calendar, async (route) => {
      await released;
      await route.continue();
    });
    await signIn(page, 'admin', ADMIN_PASSWORD, '/activity');
    await expect(feed(page)).toHaveCount(30);
    // Opened before its calendar has come: the field takes the tap, and the calendar shows once it is in.
    await page.getByPlaceholder('From').click();
    const open = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    await expect(open.locator('td[title]')).toHaveCount(0);
    release();
    const iso = (date: Date) => date.toLocaleDateString('en-CA');
    const today = new Date();
    const first = iso(new Date(today.getFullYear(), today.getMonth(), 1));
    await open.getByTitle(first, { exact: true }).first().click();
    await open.getByTitle(iso(today), { exact: true }).first().click();
    await page.waitForURL((url) => url.searchParams.get('fromDay') === first && url.searchParams.get('toDay') === iso(today));
    // The feed of those days (the yard's days are New Zealand's, which may already be tomorrow here).
    await expect(feed(page).first().or(page.getByText('No changes match these filters.'))).toBeVisible();
  });

  it('is for administrators only: a plain user is sent to the dashboard and never sees the log', async () => {
    await plainUser(site(), 'feedplain');
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'feedplain', PLAIN_PASSWORD, '/activity');
    await page.waitForURL('**/dashboard');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Activity' })).toHaveCount(0);
    expect((await page.request.get('/api/events')).status()).toBe(403);
  });

  it('fits the tablet upright', async () => {
    const page = await openPortrait(site(), '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/activity');
    await expect(feed(page)).toHaveCount(30);
    await site().screenshot(page, 'admin-activity-tablet-portrait');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

describe("a vehicle's History tab", () => {
  it("shows a car's changes, the whole car as of an earlier version, and restores it with new changes", async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD);
    const car = await carWithHistory(page, 'A4 Restored');
    await page.goto(`/admin/cars/edit/${car.id}`);
    await page.getByRole('tab', { name: 'History' }).click();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('history');
    const versions = page.locator('section[aria-label^="Version "]');
    await expect(versions).toHaveCount(3);
    await expect(versions.nth(0)).toContainText('admin changed the color of this car from Grey to Daytona Grey');
    await expect(versions.nth(1)).toContainText('admin changed the price of this car from $30,000 to $28,500');
    await expect(versions.nth(2)).toContainText('admin listed this car at $30,000');
    await site().screenshot(page, 'admin-car-history-tablet');
    await expectAccessible(page);

    // The car as it was when listed: the first price and colour.
    await versions.nth(2).getByRole('button', { name: 'View as of' }).click();
    const dialog = page.getByRole('dialog', { name: /^As of .*\(version 1\)$/ });
    await expect(dialog).toContainText('$30,000');
    await expect(dialog).toContainText('Grey');
    await expect(dialog).not.toContainText('Daytona Grey');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await versions.nth(2).getByRole('button', { name: 'Restore this version' }).click();
    const confirm = page.getByRole('dialog', { name: 'Restore this version?' });
    await expect(confirm).toContainText('(version 1)');
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await expect(toast(page, 'Version restored')).toBeVisible();
    // New changes at the top; the old ones stay.
    await expect(versions).toHaveCount(5);
    await expect(page.getByText('admin changed the price of this car from $28,500 to $30,000')).toBeVisible();
    await expect(page.getByText('admin changed the color of this car from Daytona Grey to Grey')).toBeVisible();
    expect(await carNamed(page, 'A4 Restored')).toMatchObject({ price: 30000, color: 'Grey' });

    await page.getByRole('tab', { name: 'Details' }).click();
    await expect(page.getByLabel('Price (NZD)')).toHaveValue('30,000');
    await expect(page.getByLabel('Color')).toHaveValue('Grey');
  });

  it.each(['landscape', 'portrait'] as const)("keeps each change apart and each value of 'View as of' whole, tablet %s", async (orientation) => {
    const page = orientation === 'portrait' ? await openPortrait(site(), '/auth') : await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD);
    const car = await carWithHistory(page, `A4 ${orientation}`);
    await page.goto(`/admin/cars/edit/${car.id}?tab=history`);
    const versions = page.locator('section[aria-label^="Version "]');
    await expect(versions).toHaveCount(3);
    // Each change stands apart from the buttons of the one above it (the timeline's own spacing and rail).
    const boxes = await versions.evaluateAll((sections) => sections.map((s) => s.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })));
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.top - boxes[i - 1]!.bottom, `gap above version ${3 - i}`).toBeGreaterThanOrEqual(12);

    await versions.nth(2).getByRole('button', { name: 'View as of' }).click();
    const dialog = page.getByRole('dialog', { name: /^As of .*\(version 1\)$/ });
    await expect(dialog).toContainText(car.model);
    // The short values are on one line each, never broken into pieces ('Au/di', '$30,0/00').
    const lines = await dialog.locator('.ant-descriptions-item-content').evaluateAll((cells) =>
      cells.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        return { text: cell.textContent ?? '', lines: tops.size };
      }),
    );
    // As listed: $30,000 and Grey.
    for (const value of [car.brand, String(car.year), formatNZD(30_000), 'Automatic', 'Petrol', 'Sedan', 'Grey']) {
      const cell = lines.find((l) => l.text === value);
      expect(cell, `${value} among ${lines.map((l) => l.text).join(' | ')}`).toBeDefined();
      expect(cell!.lines, `${value}: ${JSON.stringify(lines)}`).toBe(1);
    }
    await site().screenshot(page, `admin-car-as-of-tablet-${orientation}`);
  });

  it("opens from the Activity feed, and for a removed car shows its history, from which it is listed again", async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD);
    const car = await carWithHistory(page, 'A4 Removed');
    expect((await page.request.delete(`/api/cars/${car.id}`)).status()).toBe(200);

    await page.goto('/activity');
    const link = page.getByRole('link', { name: `History of ${car.year} ${car.brand} ${car.model}` }).first();
    await expect(link).toBeVisible();
    const box = (await link.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await link.click();
    await page.waitForURL((url) => url.pathname === `/admin/cars/edit/${car.id}` && url.searchParams.get('tab') === 'history');
    await expect(page.getByText('This car was removed')).toBeVisible();
    const versions = page.locator('section[aria-label^="Version "]');
    await expect(versions).toHaveCount(4);
    await site().screenshot(page, 'admin-removed-car-history-tablet');
    await expectAccessible(page);

    // Relisted as it was before its removal: new changes at the top, and back in the list.
    await versions.nth(1).getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('dialog', { name: 'Restore this version?' }).getByRole('button', { name: 'Restore' }).click();
    await expect(toast(page, 'Version restored')).toBeVisible();
    // The screen is the car's own again, still on its History, the relisting on top.
    await expect(page.getByText('This car was removed')).toHaveCount(0);
    await expect(versions).toHaveCount(5);
    await expect(versions.first()).toContainText('admin restored this car');
    await page.getByRole('tab', { name: 'Details' }).click();
    await expect(page.getByLabel('Model', { exact: true })).toHaveValue(car.model);
    expect(await carNamed(page, 'A4 Removed')).toMatchObject({ price: 28500, color: 'Daytona Grey' });
  });

  it("shows a campervan's history on its edit screen too", async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD);
    const vans: Campervan[] = await (await page.request.get('/api/campervans')).json();
    await page.goto(`/edit-campervan/${vans[0]!.id}?tab=history`);
    await expect(page.getByRole('tab', { name: 'History', selected: true })).toBeVisible();
    await expect(page.locator('section[aria-label^="Version "]').last()).toContainText(`listed this campervan at`);
  });

  it("says in the tab when the History's code cannot be fetched, keeps what was typed, and shows the History on Try again", async () => {
    // The Wi-Fi gone on a tablet that does not hold the app yet, while a car is being edited.
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD);
    const car = await carWithHistory(page, 'A4 Offline');
    const historyCode = /\/admin\/assets\/VehicleHistoryPanel-[^/]+\.js$/;
    await page.route(historyCode, (route) => route.abort('internetdisconnected'));
    await page.goto(`/admin/cars/edit/${car.id}`);
    const model = page.getByLabel('Model', { exact: true });
    await expect(model).toHaveValue('A4 Offline');
    await model.fill('A4 Offline Sport');

    // Looking at the History is not leaving the form: no 'Leave without saving?' on the way.
    await page.getByRole('tab', { name: 'History' }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'The history could not be loaded. Check the connection, then try again.' });
    await expect(failed).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('history');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Car' })).toBeVisible();
    await page.getByRole('tab', { name: 'Details' }).click();
    await expect(model).toHaveValue('A4 Offline Sport');

    // The network back: Try again shows the History, and the typed model is still there to save.
    await page.unroute(historyCode);
    await page.getByRole('tab', { name: 'History' }).click();
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('section[aria-label^="Version "]')).toHaveCount(3);
    await page.getByRole('tab', { name: 'Details' }).click();
    await expect(model).toHaveValue('A4 Offline Sport');
  });

  it("loads the History's code only where a History can be shown: an edit screen, once idle, before the tab is tapped", async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars/new');
    const historyCode: string[] = [];
    page.on('request', (request) => {
      if (/\/admin\/assets\/VehicleHistoryPanel-[^/]+\.js$/.test(request.url())) historyCode.push(request.url());
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Add New Car', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(historyCode).toEqual([]);

    const cars: Car[] = await (await page.request.get('/api/cars')).json();
    await page.goto(`/admin/cars/edit/${cars[0]!.id}`);
    await expect(page.getByRole('tab', { name: 'Details', selected: true })).toBeVisible();
    await expect.poll(() => historyCode.length).toBe(1);
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.locator('section[aria-label^="Version "]').last()).toContainText('listed this car at');
  });
});
