// Browser tests of the staff app with the network switched off and on: every list read from the tablet's copy,
// changes made offline kept in the outbox (a new car with a photo among them) while another session changes the same
// car online, then the tablet back: each change applied once, the clash resolved on the Sync screen, the photo
// uploaded, and the event log holding exactly the expected events with the device's id and time. Also a sync cut
// short by closing the page, finished with no duplicate when the app is opened again.
import { describe, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Car, CarImage } from '@forecourt/contracts/car';
import type { Campervan } from '@forecourt/contracts/campervan';
import type { Recipient } from '@forecourt/contracts/recipient';
import { formatNZD } from '@forecourt/contracts/money';
import { expect } from '../../../../web-public/test/support/expect.ts';
import { expectAccessible } from '../../../../web-public/test/support/site.ts';
import { ADMIN_PASSWORD, outboxCount, signIn, storedReads, useStaffSite } from '../../../test/support/staff.ts';
import { photo, photoInput, tiles } from '../../../test/support/vehicle-photos.ts';
import { fillNotice } from '../../../test/support/car-notice.ts';

const site = useStaffSite();

const badge = (page: Page) => page.getByRole('button', { name: /^Sync status:/ });
const toast = (page: Page, text: string) => page.locator('.ant-notification-notice:not(.ant-notification-fade-leave)').filter({ hasText: text });
const cellsOf = (page: Page, label: string) => page.getByRole('table', { name: label }).getByRole('row').filter({ has: page.getByRole('cell') });

async function api<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/api${path}`);
  expect(res.status(), path).toBe(200);
  return res.json();
}

/**
 * A signed-in tablet whose worker controls the page and whose copy of every list is filled (the app reads them all
 * after sign-in, and every vehicle's photos), ready to lose its network.
 */
async function readyTablet(path = '/dashboard'): Promise<Page> {
  const page = await site().open('tablet', '/auth');
  await signIn(page, 'admin', ADMIN_PASSWORD, path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const cars = await api<Car[]>(page, '/cars');
  const vans = await api<Campervan[]>(page, '/campervans');
  const wanted = ['/cars', '/campervans', '/email-settings', '/users', '/login-history', '/login-history?limit=500', '/contact-messages', '/car-brands', '/car-features']
    .concat(cars.map((car) => `/carImages/${car.id}`), vans.map((van) => `/campervan-images/${van.id}`));
  // Polled from here: a page-side predicate that returns a promise counts as true at once, and would not wait.
  const held = async () => {
    const kept = await storedReads(page);
    return wanted.every((url) => url in kept);
  };
  await expect.poll(held, { intervals: [250], timeout: 30_000 }).toBe(true);
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  return page;
}

const deviceIdOf = (page: Page) => page.evaluate(() => localStorage.getItem('forecourt.deviceId'));

describe('the staff app offline', () => {
  it('opens every staff screen with no network, from what the tablet read, and says how old it is', async () => {
    const page = await readyTablet();
    const cars = await api<Car[]>(page, '/cars');
    const vans = await api<Campervan[]>(page, '/campervans');
    const recipients = await api<Recipient[]>(page, '/email-settings');
    await expect(badge(page)).toHaveText('Online');
    await page.context().setOffline(true);

    await page.goto('/dashboard');
    await expect(page.getByText(/^Offline — showing data from \d{1,2} \w{3}, \d{1,2}:\d{2}\s?[ap]m$/)).toBeVisible();
    await expect(badge(page)).toHaveText('Offline');
    await expect(page.getByText(`${cars.length + vans.length}`, { exact: true }).first()).toBeVisible();
    await site().screenshot(page, 'admin-offline-dashboard-tablet');

    await page.goto('/manage-cars');
    await expect(cellsOf(page, 'Cars')).toHaveCount(Math.min(cars.length, 20));
    await page.goto('/manage-campervans');
    await expect(cellsOf(page, 'Campervans')).toHaveCount(vans.length);
    await page.goto('/email-settings');
    for (const recipient of recipients) await expect(page.getByText(recipient.email, { exact: true })).toBeVisible();
    await page.goto('/manage-users');
    await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
    await page.goto('/login-history');
    await expect(page.getByRole('heading', { name: 'Login History', level: 1 })).toBeVisible();
    await expect(page.getByRole('cell', { name: /admin/ }).first()).toBeVisible();
    await page.goto('/messages');
    await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
    await expect(page.getByText('Could not load')).toHaveCount(0);

    // A record never opened online opens from the list's copy, with its photos.
    const car = cars[0]!;
    await page.goto(`/admin/cars/edit/${car.id}`);
    await expect(page.getByLabel('Model', { exact: true })).toHaveValue(car.model);
    const images = await page.evaluate(async (id) => (await fetch(`/api/carImages/${id}`).catch(() => null))?.status ?? 'offline', car.id);
    expect(images).toBe('offline');
    await expect(tiles(page)).toHaveCount((await site().app.deps.db('car_images').where({ car_id: car.id }).count('* as n'))[0]!.n as number);
    const van = vans[0]!;
    await page.goto(`/edit-campervan/${van.id}`);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(van.name);

    await page.context().setOffline(false);
    await expect(page.getByText(/^Offline/)).toHaveCount(0);
    await expect(badge(page)).toHaveText('Online');
  });

  it('keeps changes made offline, then sends each once when the network returns, with the clash resolved on the Sync screen', async () => {
    const tablet = await readyTablet('/manage-cars');
    const cars = await api<Car[]>(tablet, '/cars');
    const car = cars.find((c) => c.status === 'available')!;
    const recipients = await api<Recipient[]>(tablet, '/email-settings');
    const startPosition = Number((await site().app.deps.db('events').max('position as p'))[0]!.p);

    // Someone else, online at the desk, on their own session.
    const desk = await site().open('desktop', '/auth');
    await signIn(desk, 'admin', ADMIN_PASSWORD, '/dashboard');

    await tablet.context().setOffline(true);

    // 1. A car changed offline: a lower price and the odometer read in the yard.
    await tablet.goto(`/admin/cars/edit/${car.id}`);
    await expect(tablet.getByLabel('Model', { exact: true })).toHaveValue(car.model);
    await tablet.getByLabel('Price (NZD)').fill(String(car.price - 1000));
    await tablet.getByLabel('Mileage').fill(String(car.mileage + 512));
    await tablet.getByRole('button', { name: 'Update Car' }).click();
    // Kept on the tablet, and it says so: not the online 'Car has been updated.'
    await expect(toast(tablet, 'The car is kept on this tablet and will be sent when the network is back.')).toBeVisible();
    await expect(toast(tablet, 'Car has been updated.')).toHaveCount(0);
    await tablet.waitForURL((url) => url.pathname === '/admin/cars');
    const changedRow = cellsOf(tablet, 'Cars').filter({ hasText: car.model });
    await expect(changedRow).toContainText('Pending sync');
    await expect(changedRow).toContainText(formatNZD(car.price - 1000));

    // 2. A new car with a photo taken on the tablet.
    await tablet.goto('/admin/cars/new');
    await tablet.getByLabel('Brand', { exact: true }).fill('Porsche');
    await tablet.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('Porsche', { exact: true }).click();
    // The make is taken only once the select shows it (a click on a list still opening can miss).
    await expect(tablet.locator('.ant-select-content', { has: tablet.getByLabel('Brand', { exact: true }) })).toHaveAttribute('title', 'Porsche');
    await tablet.getByLabel('Model', { exact: true }).fill('Cayman Offline');
    await tablet.getByLabel('Price (NZD)').fill('68990');
    await tablet.getByLabel('Mileage').fill('41000');
    await tablet.getByLabel('Color').fill('Guards Red');
    await tablet.getByLabel('Description').fill('Taken in on the yard with no signal; photographed on the tablet.');
    await fillNotice(tablet, { plate: 'CAY718', vin: 'WP0ZZZ98ZKS718123', year: '2018' });
    await photoInput(tablet, 'Car images').setInputFiles([await photo('cayman-yard', 190, 20, 30)]);
    await expect(tiles(tablet)).toHaveCount(1);
    await expect(tiles(tablet).first().locator('img')).toHaveJSProperty('complete', true);
    expect(await tiles(tablet).first().locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(640);
    await tablet.getByRole('button', { name: 'Add Car' }).click();
    // The last of its toasts: 'Saved on this tablet' gives way to it at once when the photo is kept quickly.
    await expect(toast(tablet, 'They will be sent with the car when the network is back.')).toBeVisible();
    await tablet.waitForURL((url) => url.pathname === '/admin/cars');
    await expect(cellsOf(tablet, 'Cars').filter({ hasText: 'Cayman Offline' })).toContainText('Pending sync');

    // 3. A recipient turned off.
    const recipient = recipients.find((r) => r.isActive && !r.isPrimary) ?? recipients[0]!;
    await tablet.goto('/email-settings');
    await tablet.getByRole('switch', { name: `Active: ${recipient.email}` }).click();
    await expect(tablet.getByRole('switch', { name: `Active: ${recipient.email}` })).not.toBeChecked();
    await expect(tablet.getByRole('listitem', { name: recipient.email })).toContainText('Pending sync');

    const waiting = await outboxCount(tablet);
    // The car change, the photo, the new car, its photo on it, the recipient: five commands, three things done.
    expect(waiting).toBe(5);
    await expect(badge(tablet)).toHaveText('Offline — 3 changes waiting');
    for (const close of await tablet.locator('.ant-notification-notice-close').all()) await close.click().catch(() => {});
    await expect(tablet.locator('.ant-notification-notice')).toHaveCount(0);
    await site().screenshot(tablet, 'admin-offline-waiting-tablet');

    // The Sync screen says what each one is, before → after.
    await badge(tablet).click();
    await tablet.waitForURL('**/sync');
    // Each waiting change (its Discard button is a list item of its own inside it).
    const items = tablet.getByRole('region', { name: 'Waiting to be sent' }).getByRole('listitem').filter({ hasText: 'Made ' });
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText(
      `${car.year} ${car.brand} ${car.model}: Price ${formatNZD(car.price)} → ${formatNZD(car.price - 1000)}; Mileage ${car.mileage.toLocaleString('en-NZ')} km → ${(car.mileage + 512).toLocaleString('en-NZ')} km`,
    );
    await expect(items.nth(1)).toContainText(/New car \d{4} Porsche Cayman Offline, 1 photo/);
    await expect(items.nth(2)).toContainText(recipient.email);
    await site().screenshot(tablet, 'admin-sync-waiting-tablet');
    await tablet.goBack();

    // Meanwhile at the desk: the same car repriced and reserved.
    const now = await api<Car>(desk, `/cars/${car.id}`);
    const deskPrice = car.price - 2500;
    const res = await desk.request.put(`/api/cars/${car.id}`, { data: { price: deskPrice, status: 'reserved' }, headers: { 'If-Match': `"${now.version}"` } });
    expect(res.status()).toBe(200);

    // The network returns: everything that does not clash goes, once; the clash waits for a person.
    await tablet.context().setOffline(false);
    await expect(badge(tablet)).toHaveText('1 conflict', { timeout: 30_000 });
    const made = (await api<Car[]>(desk, '/cars')).find((c) => c.model === 'Cayman Offline')!;
    expect(made).toMatchObject({ brand: 'Porsche', price: 68990, mileage: 41000, color: 'Guards Red' });
    const images = await api<CarImage[]>(desk, `/carImages/${made.id}`);
    expect(images).toHaveLength(1);
    expect(made.imageUrl).toBe(images[0]!.imageUrl);
    expect(images[0]!.fileId).not.toMatch(/^local-/);
    const served = await desk.request.get(images[0]!.imageUrl);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toMatch(/^image\//);
    expect((await api<Recipient[]>(desk, '/email-settings')).find((r) => r.id === recipient.id)!.isActive).toBe(false);
    expect(await api<Car>(desk, `/cars/${car.id}`)).toMatchObject({ price: deskPrice, status: 'reserved', mileage: car.mileage });

    // The Sync screen shows the clash side by side; the tablet's price is kept.
    await badge(tablet).click();
    await tablet.waitForURL('**/sync');
    const clash = tablet.getByRole('region', { name: /^Conflict: Change / });
    await expect(clash).toContainText(`${car.year} ${car.brand} ${car.model}`);
    const priceRow = clash.getByRole('row').filter({ hasText: 'Price' });
    await expect(priceRow.getByRole('cell')).toHaveText(['Price', formatNZD(car.price), formatNZD(car.price - 1000), formatNZD(deskPrice), /This tablet/]);
    // Who made the other change and when; and the rest of the tablet's change, which goes with any choice.
    await expect(clash).toContainText(/The other change: by admin, \w{3}, \d{1,2} \w{3} \d{4}/);
    await expect(clash).toContainText(`Also in this change, kept whatever you choose: Mileage ${car.mileage.toLocaleString('en-NZ')} km → ${(car.mileage + 512).toLocaleString('en-NZ')} km.`);
    await site().screenshot(tablet, 'admin-sync-conflict-tablet');
    await expectAccessible(tablet);
    // Discarding asks first; keeping it changes nothing.
    await clash.getByRole('button', { name: 'Discard my change' }).click();
    const ask = tablet.getByRole('dialog', { name: 'Discard your change?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Keep it' }).click();
    await expect(ask).toHaveCount(0);
    await expect(clash).toBeVisible();
    await clash.getByRole('button', { name: 'Resolve' }).click();
    await expect(toast(tablet, 'Conflict resolved')).toBeVisible();
    await expect(tablet.getByText('Everything made on this tablet is on the server.')).toBeVisible();
    await expect(badge(tablet)).toHaveText('Online');
    expect(await api<Car>(desk, `/cars/${car.id}`)).toMatchObject({ price: car.price - 1000, status: 'reserved', mileage: car.mileage + 512 });

    // The log holds exactly what happened, once each, the tablet's with its device and the time on it.
    const appended = await site().app.deps.db('events').where('position', '>', startPosition).orderBy('position').select('stream_type', 'stream_id', 'type', 'metadata', 'recorded_at');
    const summary = appended.map((e) => `${e.stream_type}:${e.stream_id === String(made.id) ? 'new' : e.stream_id === String(car.id) ? 'car' : e.stream_id} ${e.type}`);
    expect(summary).toEqual([
      'car:car CarPriceChanged',
      'car:car CarStatusChanged',
      'car:new CarListed',
      'car:new CarImageAdded',
      `recipient:${recipient.id} RecipientDeactivated`,
      'car:car CarConflictResolved',
      'car:car CarPriceChanged',
      'car:car CarDetailsChanged',
    ]);
    const device = await deviceIdOf(tablet);
    expect(device).toMatch(/^[0-9a-f-]{36}$/);
    const fromTablet = appended.slice(2);
    for (const event of fromTablet) {
      expect(event.metadata.deviceId, event.type).toBe(device);
      expect(Date.parse(event.metadata.deviceTime), event.type).toBeLessThanOrEqual(new Date(event.recorded_at).getTime());
      expect(event.metadata.actorUsername).toBe('admin');
    }
    expect(appended.slice(0, 2).every((e) => e.metadata.deviceId !== device)).toBe(true);
  });

  it('keeps a later change to another field whatever is chosen for the clash before it: this tablet, server or a typed value', async () => {
    const tablet = await readyTablet('/manage-cars');
    const cars = (await api<Car[]>(tablet, '/cars')).filter((c) => c.status === 'available').slice(0, 3);
    expect(cars).toHaveLength(3);
    const desk = await site().open('desktop', '/auth');
    await signIn(desk, 'admin', ADMIN_PASSWORD, '/dashboard');
    const colours = ['Mineral White', 'Sapphire Black', 'Phytonic Blue'];

    // Offline on the yard: each car's price lowered, then, in a second save, its colour put right.
    await tablet.context().setOffline(true);
    for (const [i, car] of cars.entries()) {
      await tablet.goto(`/admin/cars/edit/${car.id}`);
      await expect(tablet.getByLabel('Model', { exact: true })).toHaveValue(car.model);
      await tablet.getByLabel('Price (NZD)').fill(String(car.price - 1000));
      await tablet.getByRole('button', { name: 'Update Car' }).click();
      await tablet.waitForURL((url) => url.pathname === '/admin/cars');
      await tablet.goto(`/admin/cars/edit/${car.id}`);
      // The form shows the tablet's own price, waiting to be sent.
      await expect(tablet.getByLabel('Price (NZD)')).toHaveValue((car.price - 1000).toLocaleString('en-NZ'));
      await tablet.getByLabel('Color').fill(colours[i]!);
      await tablet.getByRole('button', { name: 'Update Car' }).click();
      await tablet.waitForURL((url) => url.pathname === '/admin/cars');
    }

    // Meanwhile at the desk, every one of them repriced.
    for (const car of cars) {
      const now = await api<Car>(desk, `/cars/${car.id}`);
      expect((await desk.request.put(`/api/cars/${car.id}`, { data: { price: car.price - 2000 }, headers: { 'If-Match': `"${now.version}"` } })).status()).toBe(200);
    }

    await tablet.context().setOffline(false);
    await expect(badge(tablet)).toHaveText('3 conflicts', { timeout: 30_000 });
    await badge(tablet).click();
    await tablet.waitForURL('**/sync');
    const choices = ['This tablet', 'Server', 'Edit'] as const;
    const typed = cars[2]!.price + 1500;
    for (const [i, car] of cars.entries()) {
      const clash = tablet.getByRole('region', { name: new RegExp(`^Conflict: Change .*${car.model}`) });
      await expect(clash.getByRole('row').filter({ hasText: 'Price' })).toHaveCount(1);
      await clash.locator('label').filter({ hasText: new RegExp(`^${choices[i]}$`) }).click();
      if (choices[i] === 'Edit') await clash.getByLabel('New Price').fill(String(typed));
      await clash.getByRole('button', { name: 'Resolve' }).click();
      await expect(clash).toHaveCount(0);
    }
    await expect(badge(tablet)).toHaveText('Online', { timeout: 30_000 });

    // Each car holds the price chosen and the tablet's colour; its history and the log hold each change once.
    const chosen = [cars[0]!.price - 1000, cars[1]!.price - 2000, typed];
    for (const [i, car] of cars.entries()) {
      expect(await api<Car>(desk, `/cars/${car.id}`), choices[i]).toMatchObject({ price: chosen[i], color: colours[i] });
      const history = await api<{ entries: { type: string; changes: { field: string; after: unknown }[] }[] }>(desk, `/cars/${car.id}/history`);
      const since = history.entries.slice(0, history.entries.findIndex((e) => e.changes.some((c) => c.field === 'price' && c.after === car.price - 2000)) + 1).reverse();
      const fieldsChanged = since.map((e) => `${e.type}: ${e.changes.map((c) => `${c.field}=${c.after}`).join(', ')}`);
      const priceAfterDesk = since.slice(1).filter((e) => e.changes.some((c) => c.field === 'price'));
      const colourChanges = since.filter((e) => e.changes.some((c) => c.field === 'color'));
      expect(colourChanges, `${choices[i]}: ${fieldsChanged.join(' | ')}`).toHaveLength(1);
      expect(colourChanges[0]!.changes.find((c) => c.field === 'color')!.after).toBe(colours[i]);
      // The server's price stays put when it was chosen: nothing after the desk's change touches the price.
      expect(priceAfterDesk.length, `${choices[i]}: ${fieldsChanged.join(' | ')}`).toBe(choices[i] === 'Server' ? 0 : 1);
      const events = await site().app.deps.db('events').where({ stream_type: 'car', stream_id: String(car.id) }).whereIn('type', ['CarDetailsChanged', 'CarConflictResolved']);
      expect(events.filter((e) => e.type === 'CarConflictResolved'), choices[i]).toHaveLength(1);
    }
  });

  it('turns a later change to the price a clash settled into a clash of its own, never an overwrite of the choice', async () => {
    const tablet = await readyTablet('/manage-cars');
    const car = (await api<Car[]>(tablet, '/cars')).find((c) => c.status === 'available')!;
    const desk = await site().open('desktop', '/auth');
    await signIn(desk, 'admin', ADMIN_PASSWORD, '/dashboard');

    // Offline: the price lowered twice, in two saves.
    await tablet.context().setOffline(true);
    for (const price of [car.price - 1000, car.price - 1500]) {
      await tablet.goto(`/admin/cars/edit/${car.id}`);
      await expect(tablet.getByLabel('Model', { exact: true })).toHaveValue(car.model);
      await tablet.getByLabel('Price (NZD)').fill(String(price));
      await tablet.getByRole('button', { name: 'Update Car' }).click();
      await tablet.waitForURL((url) => url.pathname === '/admin/cars');
    }
    const now = await api<Car>(desk, `/cars/${car.id}`);
    const deskPrice = car.price - 2000;
    expect((await desk.request.put(`/api/cars/${car.id}`, { data: { price: deskPrice }, headers: { 'If-Match': `"${now.version}"` } })).status()).toBe(200);

    await tablet.context().setOffline(false);
    await expect(badge(tablet)).toHaveText('1 conflict', { timeout: 30_000 });
    await badge(tablet).click();
    await tablet.waitForURL('**/sync');
    const clash = tablet.getByRole('region', { name: new RegExp(`^Conflict: Change .*${car.model}`) });
    await expect(clash).toHaveCount(1);
    const mineCell = (card: typeof clash) => card.getByRole('row').filter({ hasText: 'Price' }).getByRole('cell').nth(2);
    await expect(mineCell(clash)).toHaveText(formatNZD(car.price - 1000));
    await clash.locator('label').filter({ hasText: /^Server$/ }).click();
    await expect(clash.getByRole('radio', { name: 'Server' })).toBeChecked();
    await clash.getByRole('button', { name: 'Resolve' }).click();
    await expect(toast(tablet, 'Conflict resolved')).toBeVisible();

    // The server recorded the choice made: the desk's price kept.
    const log = async () =>
      (await site().app.deps.db('events').where({ stream_type: 'car', stream_id: String(car.id) }).orderBy('position'))
        .slice(-4)
        .map((e) => `${e.type} ${JSON.stringify(e.data.fields?.map((f: { chosen: string; value: unknown }) => `${f.chosen}=${f.value}`) ?? e.data.price ?? '')}`)
        .join(' | ');
    const resolutions = async () =>
      (await site().app.deps.db('events').where({ stream_type: 'car', stream_id: String(car.id), type: 'CarConflictResolved' }).orderBy('position')).map((e) => e.data.fields[0].chosen);
    /** A failure says what the car's log holds: a choice lost, or a later change applied over it. */
    const explained = async (check: () => Promise<void>) => {
      try {
        await check();
      } catch (error) {
        throw new Error(`${(error as Error).message}\nThe car's last events: ${await log()}`);
      }
    };
    await explained(() => expect.poll(async () => (await resolutions()).at(-1)).toBe('theirs'));

    // The second price waiting behind it is now its own clash, against the price just chosen; nothing overwrote it.
    const second = tablet.getByRole('region', { name: new RegExp(`^Conflict: Change .*${car.model}`) });
    await explained(() => expect(mineCell(second)).toHaveText(formatNZD(car.price - 1500)));
    await expect(badge(tablet)).toHaveText('1 conflict');
    await expect(second.getByRole('row').filter({ hasText: 'Price' }).getByRole('cell').nth(3)).toHaveText(formatNZD(deskPrice));
    expect((await api<Car>(desk, `/cars/${car.id}`)).price).toBe(deskPrice);
    await second.locator('label').filter({ hasText: /^Server$/ }).click();
    await second.getByRole('button', { name: 'Resolve' }).click();
    await expect(badge(tablet)).toHaveText('Online', { timeout: 30_000 });
    expect((await api<Car>(desk, `/cars/${car.id}`)).price).toBe(deskPrice);
    const prices = await site().app.deps.db('events').where({ stream_type: 'car', stream_id: String(car.id), type: 'CarPriceChanged' }).orderBy('position');
    expect(prices.map((e) => e.data.price).slice(-1)).toEqual([deskPrice]);
  });

  it('finishes a sync cut short by closing the app, with nothing done twice', async () => {
    const tablet = await readyTablet('/email-settings');
    const context: BrowserContext = tablet.context();
    const startPosition = Number((await site().app.deps.db('events').max('position as p'))[0]!.p);
    await context.setOffline(true);
    const addresses = ['gate@forecourt.test', 'workshop@forecourt.test', 'hire@forecourt.test', 'accounts@forecourt.test'];
    for (const email of addresses) {
      await tablet.getByRole('button', { name: 'Add New Recipient' }).click();
      const form = tablet.getByRole('form', { name: 'Add New Recipient' });
      await form.getByLabel('Email').fill(email);
      await form.getByRole('button', { name: 'Save Email' }).click();
      await expect(tablet.getByRole('listitem', { name: email })).toContainText('Pending sync');
    }
    await expect(badge(tablet)).toHaveText('Offline — 4 changes waiting');

    // The batch of the four reaches the server, whose connection drops after it made the first two: the answer never
    // comes back to the page (every try alike, on the whole browser, service worker included), and the app is closed.
    let reached!: () => void;
    const cut = new Promise<void>((resolve) => (reached = resolve));
    await context.route('**/api/commands', async (route) => {
      const { commands } = route.request().postDataJSON() as { commands: unknown[] };
      await route.fetch({ postData: JSON.stringify({ commands: commands.slice(0, 2) }) });
      reached();
      await route.abort('connectionreset');
    });
    await context.setOffline(false);
    await cut;
    await tablet.close();
    await context.unroute('**/api/commands');
    const saved = async () => (await site().app.deps.db('email_settings').whereIn('email', addresses).pluck('email')).sort();
    expect(await saved()).toEqual(['gate@forecourt.test', 'workshop@forecourt.test'].sort());

    // Opened again: the sync sends the batch again, each change under its own command id: the two made are answered
    // as they were, the other two made now.
    const again = await context.newPage();
    const outcomes: [string, string][] = [];
    again.on('response', async (response) => {
      if (!response.url().endsWith('/api/commands')) return;
      const { answers } = (await response.json()) as { answers: { outcome: string; body?: { email?: string } }[] };
      outcomes.push(...answers.map((answer): [string, string] => [answer.body?.email ?? '', answer.outcome]));
    });
    await again.goto('/email-settings');
    await expect(badge(again)).toHaveText('Online');
    await expect.poll(saved).toEqual([...addresses].sort());
    // (A page that loads twice may send the batch twice: the second is answered as replayed throughout.)
    await expect.poll(() => [...new Set(outcomes.map(([email]) => email))].sort()).toEqual([...addresses].sort());
    expect(outcomes.every(([, outcome]) => outcome === 'applied' || outcome === 'replayed')).toBe(true);
    expect(outcomes.filter(([email]) => email === 'gate@forecourt.test' || email === 'workshop@forecourt.test').every(([, outcome]) => outcome === 'replayed')).toBe(true);
    for (const email of addresses) {
      // Once the list is read again after the sync: each address once, none pending. (A read that lands while the
      // sync still holds the cut-short change can show it twice for a moment, mine and the server's.)
      await expect(again.getByRole('listitem', { name: email })).toHaveCount(1);
      await expect(again.getByRole('listitem', { name: email })).not.toContainText('Pending sync');
    }
    const appended = await site().app.deps.db('events').where('position', '>', startPosition).pluck('type');
    expect(appended.filter((type: string) => type === 'RecipientAdded')).toHaveLength(4);
  });

  it('keeps a change the server refuses, with its reason, until it is fixed or discarded', async () => {
    const tablet = await readyTablet('/email-settings');
    await tablet.context().setOffline(true);
    for (const email of ['night@forecourt.test', 'weekend@forecourt.test']) {
      await tablet.getByRole('button', { name: 'Add New Recipient' }).click();
      const form = tablet.getByRole('form', { name: 'Add New Recipient' });
      await form.getByLabel('Email').fill(email);
      await form.getByRole('button', { name: 'Save Email' }).click();
      await expect(tablet.getByRole('listitem', { name: email })).toContainText('Pending sync');
    }
    // Meanwhile someone adds the same two addresses at the desk.
    const desk = await site().open('desktop', '/auth');
    await signIn(desk, 'admin', ADMIN_PASSWORD, '/dashboard');
    for (const email of ['night@forecourt.test', 'weekend@forecourt.test']) {
      expect((await desk.request.post('/api/email-settings', { data: { email } })).status()).toBe(201);
    }

    await tablet.context().setOffline(false);
    await expect(badge(tablet)).toHaveText('2 changes refused');
    await badge(tablet).click();
    const night = tablet.getByRole('region', { name: 'Refused: Add recipient night@forecourt.test' });
    await expect(night).toContainText('The server refused it: That email address is already a recipient');
    await site().screenshot(tablet, 'admin-sync-refused-tablet');
    await expectAccessible(tablet);

    // Fixed: another address, sent again.
    await night.getByRole('textbox', { name: 'E-mail' }).fill('nights@forecourt.test');
    await night.getByRole('button', { name: 'Save and send again' }).click();
    await expect(night).toHaveCount(0);
    await expect.poll(async () => (await api<Recipient[]>(desk, '/email-settings')).some((r) => r.email === 'nights@forecourt.test')).toBe(true);

    // Discarded: it never reaches the server, and nothing is left waiting.
    const weekend = tablet.getByRole('region', { name: 'Refused: Add recipient weekend@forecourt.test' });
    await weekend.getByRole('button', { name: 'Discard' }).click();
    await expect(toast(tablet, 'Change discarded')).toBeVisible();
    await expect(tablet.getByText('Everything made on this tablet is on the server.')).toBeVisible();
    await expect(badge(tablet)).toHaveText('Online');
    expect((await api<Recipient[]>(desk, '/email-settings')).filter((r) => r.email === 'weekend@forecourt.test')).toHaveLength(1);
  });

  it('keeps the changes of a session that ended while offline, and sends them after signing in again', async () => {
    const tablet = await readyTablet('/manage-cars');
    const car = (await api<Car[]>(tablet, '/cars')).find((c) => c.status === 'available')!;
    await tablet.context().setOffline(true);
    await tablet.goto(`/admin/cars/edit/${car.id}`);
    await tablet.getByLabel('Color').fill('Nardo Grey');
    await tablet.getByRole('button', { name: 'Update Car' }).click();
    await tablet.waitForURL((url) => url.pathname === '/admin/cars');
    await expect(badge(tablet)).toHaveText('Offline — 1 change waiting');

    // The session ends on the server meanwhile (signed out elsewhere, or expired).
    await site().app.deps.db('sessions').delete();
    await tablet.context().setOffline(false);
    await tablet.waitForURL('**/auth');
    expect((await api<Car>(tablet, `/cars/${car.id}`)).color).toBe(car.color);

    await tablet.getByLabel('Username').fill('admin');
    await tablet.getByLabel('Password').fill(ADMIN_PASSWORD);
    await tablet.getByRole('button', { name: 'Login' }).click();
    await tablet.waitForURL('**/dashboard');
    await expect(badge(tablet)).toHaveText('Online');
    await expect.poll(async () => (await api<Car>(tablet, `/cars/${car.id}`)).color).toBe('Nardo Grey');
  });

  it('sends a campervan changed offline with a new photo after its clash is resolved with a value typed on the Sync screen', async () => {
    const tablet = await readyTablet('/manage-campervans');
    const van = (await api<Campervan[]>(tablet, '/campervans'))[0]!;
    const photosBefore = await api<{ id: number }[]>(tablet, `/campervan-images/${van.id}`);
    await tablet.context().setOffline(true);

    await tablet.goto(`/edit-campervan/${van.id}`);
    await expect(tablet.getByLabel('Name', { exact: true })).toHaveValue(van.name);
    await tablet.getByLabel('Daily price (NZD)').fill(String(van.pricePerDay + 20));
    await photoInput(tablet, 'Campervan photos').setInputFiles([await photo('van-awning', 30, 120, 60)]);
    await expect(tiles(tablet)).toHaveCount(photosBefore.length + 1);
    await tablet.getByRole('button', { name: 'Update Campervan' }).click();
    await expect(toast(tablet, 'They will be sent with the campervan when the network is back.')).toBeVisible();
    await tablet.waitForURL((url) => url.pathname === '/manage-campervans');
    await expect(cellsOf(tablet, 'Campervans').filter({ hasText: van.name })).toContainText('Pending sync');

    // The desk changes the same daily price meanwhile.
    const desk = await site().open('desktop', '/auth');
    await signIn(desk, 'admin', ADMIN_PASSWORD, '/dashboard');
    const now = await api<Campervan>(desk, `/campervans/${van.id}`);
    expect((await desk.request.put(`/api/campervans/${van.id}`, { data: { pricePerDay: van.pricePerDay + 5 }, headers: { 'If-Match': `"${now.version}"` } })).status()).toBe(200);

    await tablet.context().setOffline(false);
    await expect(badge(tablet)).toHaveText('1 conflict');
    // The photo went first; the gallery change waits behind the clash on its campervan.
    expect(await api<unknown[]>(desk, `/campervan-images/${van.id}`)).toHaveLength(photosBefore.length);
    await badge(tablet).click();
    const clash = tablet.getByRole('region', { name: `Conflict: Change ${van.name}` });
    await clash.locator('label').filter({ hasText: /^Edit$/ }).click();
    await clash.getByLabel('New Daily price').fill(String(van.pricePerDay + 10));
    await clash.getByRole('button', { name: 'Resolve' }).click();
    await expect(toast(tablet, 'Conflict resolved')).toBeVisible();
    await expect(badge(tablet)).toHaveText('Online');

    expect((await api<Campervan>(desk, `/campervans/${van.id}`)).pricePerDay).toBe(van.pricePerDay + 10);
    const photos = await api<{ fileId: string }[]>(desk, `/campervan-images/${van.id}`);
    expect(photos).toHaveLength(photosBefore.length + 1);
    expect(photos.at(-1)!.fileId).not.toMatch(/^local-/);
    const resolved = await site().app.deps.db('events').where({ stream_type: 'campervan', stream_id: String(van.id), type: 'CampervanConflictResolved' }).first();
    expect(resolved.data.fields).toEqual([expect.objectContaining({ field: 'pricePerDay', chosen: 'edited', value: van.pricePerDay + 10, theirs: van.pricePerDay + 5, mine: van.pricePerDay + 20 })]);
  });
});

describe("the tablet's copy on each opening", () => {
  /** Opens the app again and waits for it to have filled its copy (the warm-up's note written after the opening). */
  async function reopened(page: Page): Promise<void> {
    const since = Date.now();
    await page.reload();
    await expect.poll(async () => (await storedReads(page))['warm-up:galleries'] ?? 0, { intervals: [250], timeout: 30_000 }).toBeGreaterThan(since);
  }

  it("reads the lists again and only the galleries of vehicles changed since, not every vehicle's", async () => {
    const page = await readyTablet();
    await reopened(page);
    const cars = await api<Car[]>(page, '/cars');
    const changed = cars[1]!;
    expect((await page.request.put(`/api/cars/${changed.id}`, { data: { price: changed.price + 500 }, headers: { 'If-Match': `"${changed.version}"` } })).status()).toBe(200);

    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'GET' && pathname.startsWith('/api/')) asked.push(pathname);
    });
    await reopened(page);
    expect(asked).toEqual(expect.arrayContaining(['/api/cars', '/api/campervans', '/api/users']));
    expect(asked.filter((pathname) => /^\/api\/(?:carImages|campervan-images)\//.test(pathname))).toEqual([`/api/carImages/${changed.id}`]);
    // Every gallery is still in the copy, the changed one as the server gives it now.
    const kept = await storedReads(page);
    for (const car of cars) expect(kept, `/carImages/${car.id}`).toHaveProperty([`/carImages/${car.id}`]);
  });
});
