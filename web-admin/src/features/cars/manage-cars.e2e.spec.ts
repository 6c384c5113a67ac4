// Browser tests of Manage Cars: the list as the API gives it, sorting, search, the status filter kept in the address,
// deletion through 'Are you sure?', the empty and failure states, for an administrator and for a plain user.
import { describe, it } from 'vitest';
import { expect } from '../../../../web-public/test/support/expect.ts';
import type { Page } from 'playwright-core';
import type { Car } from '@forecourt/contracts/car';
import { formatNZD } from '@forecourt/contracts/money';
import { stockNumberOf } from '@forecourt/contracts/stock';
import { expectAccessible } from '../../../../web-public/test/support/site.ts';
import { ADMIN_PASSWORD, PLAIN_PASSWORD, expectTouchTargets, holdAnswers, openPortrait, plainUser, signIn, typeOnSlowTablet, useStaffSite } from '../../../test/support/staff.ts';
import { addCar } from '../../../test/support/cars.ts';

const site = useStaffSite();
// The machine running these is shared and busy: a screen may take longer than the default 5 s to settle.

/** What a finger touches: links, buttons, plain inputs, and the boxes around inputs with an icon or a list. */
const TOUCH_TARGETS =
  'main a, main button, main input:not(.ant-input-affix-wrapper input):not(.ant-select input), main .ant-input-affix-wrapper, main .ant-select, main .ant-segmented-item';

const table = (page: Page) => page.getByRole('table', { name: 'Cars' });
/** The table's body rows (the header row has column headers, not cells). */
const bodyRows = (page: Page) => table(page).getByRole('row').filter({ has: page.getByRole('cell') });
const cellTexts = (page: Page, column: number) =>
  bodyRows(page).evaluateAll((rows, index) => rows.map((row) => row.querySelectorAll('td')[index]?.textContent?.trim() ?? ''), column);

async function listCars(page: Page): Promise<Car[]> {
  const res = await page.request.get('/api/cars');
  expect(res.status()).toBe(200);
  return res.json();
}


describe('Manage Cars', () => {
  it('lists every car as the API gives it, with badge colours, for an administrator on the landscape tablet', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Cars' })).toBeVisible();
    await expect(page.getByText('Add, edit or remove cars from your inventory')).toBeVisible();
    const cars = await listCars(page);
    expect(cars.length).toBeGreaterThan(10);

    // The table may still be loading its rows: the headers are waited for, not read once.
    await expect(table(page).getByRole('columnheader')).toHaveText(['Make', 'Model', 'Year', 'Price', 'Status', 'Stock', 'Actions']);
    await expect(bodyRows(page)).toHaveCount(cars.length);
    for (const [i, car] of cars.entries()) {
      const row = bodyRows(page).nth(i);
      const cells = row.getByRole('cell');
      await expect(cells.nth(0)).toHaveText(car.brand);
      await expect(cells.nth(1)).toHaveText(car.model);
      await expect(cells.nth(2)).toHaveText(String(car.year));
      await expect(cells.nth(3)).toHaveText(formatNZD(car.price));
      const label = car.status.charAt(0).toUpperCase() + car.status.slice(1);
      const shade = { available: 'green', reserved: 'amber' }[car.status] ?? 'grey';
      await expect(cells.nth(4).getByText(label)).toHaveAttribute('data-shade', shade);
      await expect(row.getByRole('link', { name: `Edit ${car.brand} ${car.model}` }).first()).toHaveAttribute('href', `/admin/cars/edit/${car.id}`);
      await expect(row.getByRole('button', { name: `Delete ${car.brand} ${car.model}` })).toBeVisible();
      // Its stock number, and while it is for sale its days on the yard; its window card to print; its photo.
      const stock = `F${String(car.id).padStart(4, '0')}`;
      const days = Math.floor((Date.now() - Date.parse(car.createdAt)) / 86_400_000);
      await expect(cells.nth(5)).toHaveText(car.status === 'sold' ? stock : `${stock}${days === 1 ? '1 day' : `${days} days`}`);
      await expect(row.getByRole('link', { name: `Window card of ${car.brand} ${car.model} (PDF)` })).toHaveAttribute('href', `/api/cars/${car.id}/cin.pdf`);
      await expect(cells.nth(0).locator('img')).toHaveAttribute('src', car.imageUrl.replace(/\/\d+\.webp$/, '/200.webp'));
    }
    // Every status shade the yard has is seen at least once.
    for (const shade of ['green', 'amber', 'grey']) await expect(table(page).locator(`[data-shade="${shade}"]`).first()).toBeVisible();
    await expect(page.getByText(`Total: ${cars.length} cars`)).toBeVisible();

    await site().screenshot(page, 'manage-cars-tablet-landscape');
    await expectAccessible(page);
    await expectTouchTargets(page, TOUCH_TARGETS);

    await page.getByRole('link', { name: 'Add New Car' }).click();
    await page.waitForURL('**/admin/cars/new');
  });

  it('finds a car by its plate, its VIN or its stock number, and prints its window card', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars');
    const car = (await listCars(page)).find((c) => c.registrationPlate && c.vin)!;
    const search = page.getByRole('searchbox', { name: 'Search by make, model, plate, VIN or stock no.' });
    for (const typed of [car.registrationPlate!.toLowerCase(), car.vin!.slice(-6), `F${String(car.id).padStart(4, '0')}`]) {
      await search.fill(typed);
      await expect(bodyRows(page), typed).toHaveCount(1);
      await expect(bodyRows(page).first()).toContainText(car.model);
    }
    const card = await page.request.get(`/api/cars/${car.id}/cin.pdf`);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('application/pdf');
  });

  it('sorts by price and by year, both ways, and keeps the sort in the address', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/manage-cars');
    const cars = await listCars(page);
    await expect(bodyRows(page)).toHaveCount(cars.length);

    const byPrice = [...cars].sort((a, b) => a.price - b.price).map((car) => formatNZD(car.price));
    await table(page).getByRole('columnheader', { name: 'Price' }).click();
    await expect.poll(() => cellTexts(page, 3)).toEqual(byPrice);
    await expect(table(page).getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'ascending');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('price');
    await table(page).getByRole('columnheader', { name: 'Price' }).click();
    await expect.poll(() => cellTexts(page, 3)).toEqual([...byPrice].reverse());

    const years = cars.map((car) => car.year).sort((a, b) => a - b).map(String);
    await table(page).getByRole('columnheader', { name: 'Year' }).click();
    await expect.poll(() => cellTexts(page, 2)).toEqual(years);
    await table(page).getByRole('columnheader', { name: 'Year' }).click();
    await expect.poll(() => cellTexts(page, 2)).toEqual([...years].reverse());
    expect(new URL(page.url()).search).toContain('sort=year&order=descend');

    // A reload (or Back from another screen) shows the same order.
    await page.reload();
    await expect.poll(() => cellTexts(page, 2)).toEqual([...years].reverse());
  });

  it('searches by make or model ignoring case, filters by status, and Back returns to the same view', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars');
    const cars = await listCars(page);
    await expect(bodyRows(page)).toHaveCount(cars.length);

    const search = page.getByRole('searchbox', { name: 'Search by make, model, plate, VIN or stock no.' });
    await search.fill('bmw');
    const bmws = cars.filter((car) => car.brand === 'BMW');
    expect(bmws.length).toBeGreaterThan(0);
    await expect(bodyRows(page)).toHaveCount(bmws.length);
    for (const car of bmws) await expect(table(page).getByRole('cell', { name: car.model, exact: true }).first()).toBeVisible();

    const model = cars.find((car) => car.brand !== 'BMW')!;
    await search.fill(model.model.toUpperCase());
    const sameModel = cars.filter((car) => `${car.brand} ${car.model}`.toLowerCase().includes(model.model.toLowerCase()));
    await expect(bodyRows(page)).toHaveCount(sameModel.length);
    await expect(bodyRows(page).first()).toContainText(model.model);

    await search.fill('no such car anywhere');
    await expect(page.getByText('No cars match your search.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filter' }).click();
    await expect(search).toHaveValue('');
    await expect(bodyRows(page)).toHaveCount(cars.length);

    const status = page.getByRole('radiogroup', { name: 'Status' });
    for (const [label, value] of [['Sold', 'sold'], ['Reserved', 'reserved'], ['Available', 'available']] as const) {
      await status.getByText(label, { exact: true }).click();
      const expected = cars.filter((car) => car.status === value);
      await expect(bodyRows(page)).toHaveCount(expected.length);
      await expect(page.getByText(`Showing ${expected.length} of ${cars.length} cars`)).toBeVisible();
      expect(new URL(page.url()).searchParams.get('status')).toBe(value);
    }

    // Search and filter together; then to a car's edit screen and Back to the very same view.
    await search.fill('bmw');
    const availableBmws = cars.filter((car) => car.brand === 'BMW' && car.status === 'available');
    await expect(bodyRows(page)).toHaveCount(availableBmws.length);
    await bodyRows(page).first().getByRole('link', { name: /^Edit / }).click();
    await page.waitForURL('**/admin/cars/edit/*');
    await page.goBack();
    await expect(search).toHaveValue('bmw');
    await expect(status.getByRole('radio', { name: 'Available' })).toBeChecked();
    await expect(bodyRows(page)).toHaveCount(availableBmws.length);
  });

  it('shows each letter typed in the search at once and lets the list follow, losing no letter on a slowed tablet', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars');
    const cars = await listCars(page);
    await expect(bodyRows(page)).toHaveCount(cars.length);
    const porsches = cars.filter((car) => car.brand === 'Porsche');
    expect(porsches.length).toBeGreaterThan(0);
    expect(porsches.length).toBeLessThan(cars.length);

    const search = page.getByRole('searchbox', { name: 'Search by make, model, plate, VIN or stock no.' });
    const seen = await typeOnSlowTablet(page, search, 'porsche', '[aria-label="Cars"] tbody tr.ant-table-row', porsches.length);
    expect(new URL(page.url()).searchParams.get('q')).toBe('porsche');
    const typed = ['p', 'po', 'por', 'pors', 'porsc', 'porsch', 'porsche'];
    expect(seen.map((at) => at.value)).toEqual(typed);
    // The rows each text leaves, once settled (a car is found by make, model, plate, VIN and stock number); at each
    // letter the table still showed the rows of an earlier text.
    const found = (text: string) =>
      cars.filter((car) => [car.brand, car.model, car.registrationPlate, car.vin, stockNumberOf('car', car.id)].filter(Boolean).join(' ').toLowerCase().includes(text)).length;
    const settled = [cars.length];
    for (const text of typed) {
      await search.fill(text);
      await expect(page).toHaveURL(new RegExp(`[?&]q=${text}(?:&|$)`));
      const rows = found(text);
      await expect(bodyRows(page)).toHaveCount(rows);
      settled.push(rows);
    }
    expect(settled.at(-1)).toBe(porsches.length);
    seen.forEach((at, letter) => expect(settled.slice(0, letter + 1), `rows shown as '${at.value}' was typed`).toContain(at.rows));
  });

  it("has a car's screen on the tablet before a row is tapped, so Edit opens it without fetching its code", async () => {
    const page = await site().open('tablet', '/auth');
    const screenCode: string[] = [];
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname.split('/').pop() ?? '';
      if (/^(CarFormPage|DetailsAndHistory)-[\w-]+\.js$/.test(file)) screenCode.push(file.replace(/-[\w-]+\.js$/, ''));
    });
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars');
    const [car] = await listCars(page);
    await expect(bodyRows(page).first()).toBeVisible();
    // Fetched while the list sits there, without a tap.
    await expect.poll(() => [...screenCode].sort(), { timeout: 15_000 }).toEqual(['CarFormPage', 'DetailsAndHistory']);
    await page.getByRole('link', { name: `Edit ${car!.brand} ${car!.model}` }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Car' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/cars/edit/${car!.id}$`));
    expect(screenCode).toHaveLength(2);
  });

  it('lets a plain user delete a car after Cancel and then Delete, on the portrait tablet as cards', async () => {
    await plainUser(site(), 'carsplain');
    const page = await openPortrait(site(), '/auth');
    await signIn(page, 'carsplain', PLAIN_PASSWORD, '/admin/cars');
    const car = await addCar(page, { brand: 'Audi', model: 'TT RS Roadster', year: 2018, price: 78_990 });
    await page.reload();
    const cars = await listCars(page);

    // Portrait: no table; one card per car with the same facts and actions.
    await expect(page.getByRole('table')).toHaveCount(0);
    const cards = page.getByRole('list', { name: 'Cars' }).getByRole('listitem');
    await expect(cards).toHaveCount(cars.length);
    const card = cards.filter({ has: page.getByRole('heading', { name: 'Audi TT RS Roadster' }) });
    await expect(card).toContainText('2018');
    await expect(card).toContainText(formatNZD(78_990));
    await expect(card.getByText('Available')).toHaveAttribute('data-shade', 'green');
    // Each card shows its car's main photo beside the title, as the table's rows do.
    const photographed = cars.find((c) => c.imageUrl)!;
    const photoCard = cards.filter({ has: page.getByRole('heading', { name: `${photographed.brand} ${photographed.model}`, exact: true }) });
    await expect(photoCard.first().locator('img')).toHaveAttribute('src', photographed.imageUrl.replace(/\/\d+\.webp$/, '/200.webp'));
    await site().screenshot(page, 'manage-cars-tablet-portrait');
    await expectAccessible(page);
    await expectTouchTargets(page, TOUCH_TARGETS);

    // No column headers to tap in portrait: the sort is chosen from a list instead.
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('Price (highest first)', { exact: true }).click();
    const dearest = [...cars].sort((a, b) => b.price - a.price)[0]!;
    await expect(cards.first().getByRole('heading')).toHaveText(`${dearest.brand} ${dearest.model}`);
    expect(new URL(page.url()).search).toContain('sort=price&order=descend');

    await card.getByRole('button', { name: 'Delete Audi TT RS Roadster' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog).toContainText('This will permanently delete the Audi TT RS Roadster from the inventory. This action cannot be undone.');
    await page.waitForTimeout(400); // the dialog's opening animation, so the screenshot shows it settled
    await site().screenshot(page, 'manage-cars-delete-dialog-portrait');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await page.request.get(`/api/cars/${car.id}`)).status()).toBe(200);

    await card.getByRole('button', { name: 'Delete Audi TT RS Roadster' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Car deleted')).toBeVisible();
    await expect(page.getByText('The car has been successfully removed from inventory.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Audi TT RS Roadster' })).toHaveCount(0);
    await expect(cards).toHaveCount(cars.length - 1);
    expect((await page.request.get(`/api/cars/${car.id}`)).status()).toBe(404);
  });

  it("draws the table without the card view's sort choice; on a portrait tablet that cannot fetch it, its place says so and Try again brings it", async () => {
    const sortCode = /\/admin\/assets\/SortSelect-[^/]+\.js$/;
    const page = await site().open('tablet', '/auth');
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars');
    await expect(bodyRows(page).first()).toBeVisible();
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    // The landscape tablet's table view sorts by its column headers: the sort choice's code is not fetched.
    expect(asked.filter((pathname) => sortCode.test(pathname))).toEqual([]);

    const portrait = await openPortrait(site(), '/auth');
    await portrait.route(sortCode, (route) => route.abort('internetdisconnected'));
    await signIn(portrait, 'admin', ADMIN_PASSWORD, '/admin/cars');
    const retry = portrait.getByRole('button', { name: 'Sort by: could not be opened. Try again' });
    await expect(retry).toBeVisible();
    await expect(portrait.getByRole('list', { name: 'Cars' }).getByRole('listitem').first()).toBeVisible();
    await portrait.unroute(sortCode);
    await retry.click();
    await expect(portrait.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    await expect(retry).toHaveCount(0);
  });

  it('says so when a delete fails', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars');
    const car = await addCar(page, { brand: 'MINI', model: 'Cooper S Clubman' });
    await page.reload();
    await page.route(`**/api/cars/${car.id}`, (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: { error: 'Internal server error' } }) : route.fallback(),
    );
    await page.getByRole('button', { name: 'Delete MINI Cooper S Clubman' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Failed to delete car. Please try again.')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Cooper S Clubman', exact: true })).toBeVisible();
    expect((await page.request.get(`/api/cars/${car.id}`)).status()).toBe(200);
  });

  it('pages a long list 20 at a time, keeping the page in the address', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/auth');
    const [template] = await listCars(page);
    const many = Array.from({ length: 45 }, (_, i) => ({ ...template!, id: 10_000 + i, model: `Test Model ${String(i + 1).padStart(2, '0')}` }));
    await page.route('**/api/cars', (route) => route.fulfill({ json: many }));
    await page.goto('/admin/cars');
    await expect(bodyRows(page)).toHaveCount(20);
    await expect(bodyRows(page).first()).toContainText('Test Model 01');
    await page.locator('.ant-pagination').getByTitle('3', { exact: true }).click();
    await expect(bodyRows(page)).toHaveCount(5);
    await expect(bodyRows(page).first()).toContainText('Test Model 41');
    expect(new URL(page.url()).searchParams.get('page')).toBe('3');
    // A new search starts again at page 1.
    await page.getByRole('searchbox', { name: 'Search by make, model, plate, VIN or stock no.' }).fill('model 2');
    await expect(bodyRows(page)).toHaveCount(10);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
  });

  it('shows the empty state with a way to add the first car', async () => {
    const page = await site().open('tablet', '/auth');
    await page.route('**/api/cars', (route) => route.fulfill({ json: [] }));
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars');
    await expect(page.getByText('No cars in inventory yet.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await site().screenshot(page, 'manage-cars-empty');
    await page.getByRole('link', { name: 'Add Your First Car' }).click();
    await page.waitForURL('**/admin/cars/new');
  });

  it('shows the failure text when the cars cannot be loaded, and the list on Try again once they can', async () => {
    const page = await site().open('tablet', '/auth');
    // Slow, then failing: the spinner first, then the failure text.
    let failing = true;
    const held = await holdAnswers(page, '**/api/cars', (route) => (failing ? route.fulfill({ status: 500, json: { error: 'Internal server error' } }) : route.fallback()));
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Cars' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
    held.answer();
    await expect(page.getByText('Failed to load cars. Please try again.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByText('No cars in inventory yet.')).toHaveCount(0);

    // Try again, a button a finger can hit, reads the cars afresh.
    await expectTouchTargets(page, 'main button');
    failing = false;
    await page.getByRole('alert').filter({ hasText: 'Failed to load cars.' }).getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('cell', { name: 'Macan S', exact: true })).toBeVisible();
    await expect(page.getByText('Failed to load cars. Please try again.')).toHaveCount(0);
  });
});
