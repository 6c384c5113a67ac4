// Browser tests of the car add/edit form against the real API: photos (progress, Main/#n, reordering by mouse, touch
// and buttons, removal), the save flow, every validation message, new makes, custom features, a plain user, and a
// stale edit that must not overwrite someone else's change.
import { describe, it } from 'vitest';
import { expect } from '../../../../web-public/test/support/expect.ts';
import type { Locator, Page } from 'playwright-core';
import type { Car, CarImage } from '@forecourt/contracts/car';
import type { Brand, Feature } from '@forecourt/contracts/catalog';
import { expectAccessible } from '../../../../web-public/test/support/site.ts';
import { ADMIN_PASSWORD, PLAIN_PASSWORD, expectTouchTargets, openPortrait, plainUser, signIn, useStaffSite } from '../../../test/support/staff.ts';
import { choose, photo, photoInput, shownFileIds, tiles } from '../../../test/support/vehicle-photos.ts';
import { cinFacts } from '../../../../api/test/support/vehicle-requests.ts';
import { fillNotice } from '../../../test/support/car-notice.ts';

const site = useStaffSite();
// The machine is shared and small: allow a busy moment before a toast or a saved change shows.

const fileInput = (page: Page) => photoInput(page, 'Car images');
const brandItem = (page: Page) => page.locator('.ant-form-item').filter({ has: page.locator('#car-brand') }).first();
/** Manage Cars, whatever list settings it keeps in its query string. */
const backOnManageCars = (page: Page) => page.waitForURL((url) => url.pathname === '/admin/cars');
/** The toast showing `text` (not one on its way out as the next replaces it). */
const toast = (page: Page, text: string) => page.locator('.ant-notification-notice:not(.ant-notification-fade-leave)').filter({ hasText: text });

async function fillCar(page: Page, car: { brand: string; model: string; price: string; mileage: string; color: string; description: string }) {
  // Typed to search, then picked once the makes have arrived (Enter before they load would pick nothing).
  await page.getByLabel('Brand', { exact: true }).fill(car.brand);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(car.brand, { exact: true }).click();
  await expect(brandItem(page)).toContainText(car.brand);
  await page.getByLabel('Model', { exact: true }).fill(car.model);
  await page.getByLabel('Price (NZD)').fill(car.price);
  await page.getByLabel('Mileage').fill(car.mileage);
  await page.getByLabel('Color').fill(car.color);
  await page.getByLabel('Description').fill(car.description);
  await fillNotice(page);
}

async function carByModel(page: Page, model: string): Promise<Car | undefined> {
  const cars: Car[] = await (await page.request.get('/api/cars')).json();
  return cars.find((car) => car.model === model);
}
const imagesOf = async (page: Page, carId: number): Promise<CarImage[]> => (await page.request.get(`/api/carImages/${carId}`)).json();

async function center(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function mouseDrag(page: Page, from: Locator, to: Locator) {
  const a = await center(from);
  const b = await center(to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 12 });
  await page.mouse.up();
}

/** A finger drag through the DevTools protocol: Chromium turns it into touch pointer events, as on the tablet. */
async function touchDrag(page: Page, from: Locator, to: Locator) {
  const a = await center(from);
  const b = await center(to);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: a.x, y: a.y }] });
  for (let i = 1; i <= 12; i++) {
    const x = a.x + ((b.x - a.x) * i) / 12;
    const y = a.y + ((b.y - a.y) * i) / 12;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Closes the toast on show and waits until it and any field message have finished moving. */
async function quietToasts(page: Page) {
  for (const close of await page.locator('.ant-notification-notice-close').all()) await close.click({ timeout: 1000 }).catch(() => {});
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
  await page.waitForTimeout(400);
}

/** The form from its top and at its photos, once nothing is still opening or fading. */
async function screenshots(page: Page, name: string) {
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
  await quietToasts(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await site().screenshot(page, `admin-car-form-${name}`);
  // The header is sticky: bring the Images card to just under it.
  await page.getByRole('heading', { level: 2, name: 'Images' }).evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 90));
  await site().screenshot(page, `admin-car-form-${name}-photos`);
}

/** A car made through the API, with one uploaded photo, as another member of staff would. */
async function carThroughApi(page: Page, model: string): Promise<{ car: Car; image: CarImage }> {
  const upload = await (await page.request.post('/api/upload', { multipart: { file: await photo(`${model}-main`, 200, 40, 40) } })).json();
  const res = await page.request.post('/api/cars', {
    data: { brand: 'Audi', model, year: 2020, description: 'A tidy example with full history.', price: 30000, transmission: 'Automatic', fuelType: 'Petrol', mileage: 50000, bodyType: 'Sedan', color: 'Grey', imageUrl: upload.url, ...cinFacts() },
  });
  expect(res.status()).toBe(201);
  const car: Car = await res.json();
  const image: CarImage = await (await page.request.post('/api/carImages', { data: { carId: car.id, imageUrl: upload.url, fileId: upload.fileId } })).json();
  return { car, image };
}

describe('the car form', () => {
  it('adds a car with photos uploaded together, reordered by mouse, touch and buttons, one removed; then edits it', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Car' })).toBeVisible();
    await expect(page.getByText('PNG, JPG or GIF (MAX. 5MB per file)')).toBeVisible();
    await expect(page.getByLabel('Year', { exact: true })).toHaveValue(String(new Date().getFullYear()));
    await expect(page.getByLabel('Transmission')).toBeAttached();

    // Hold the uploads so their progress bars can be seen, one per file.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/upload', async (route) => {
      await gate;
      await route.continue();
    });
    const photos = [await photo('red', 220, 30, 30), await photo('green', 30, 200, 30), await photo('blue', 30, 30, 220), await photo('yellow', 230, 220, 30)];
    await fileInput(page).setInputFiles(photos);
    for (const p of photos) await expect(page.getByRole('progressbar', { name: `Uploading ${p.name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Waiting for uploads…' })).toBeDisabled();
    release();
    await expect(tiles(page)).toHaveCount(4);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await page.unroute('**/api/upload');
    const [red, green, blue, yellow] = await shownFileIds(page);
    expect(new Set([red, green, blue, yellow]).size).toBe(4);
    await expect(tiles(page).nth(0)).toContainText('Main');
    await expect(tiles(page).nth(1)).toContainText('#2');
    await expect(tiles(page).nth(3)).toContainText('#4');

    // An unsaved image leaves the list and the media store.
    expect((await page.request.get(`/media/${yellow}/200.webp`)).status()).toBe(200);
    await page.getByRole('button', { name: 'Remove image 4' }).click();
    await expect(toast(page, 'The image has been removed.')).toBeVisible();
    await expect(tiles(page)).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Move image 3 left' })).toBeFocused(); // focus stays in the grid
    await expect.poll(async () => (await page.request.get(`/media/${yellow}/200.webp`)).status()).toBe(404);

    // The third becomes the main image by a mouse drag onto the first.
    await mouseDrag(page, tiles(page).nth(2).locator('img'), tiles(page).nth(0).locator('img'));
    await expect.poll(() => shownFileIds(page)).toEqual([blue, red, green]);
    await expect(tiles(page).nth(0)).toContainText('Main');
    await expect(tiles(page).nth(1)).toContainText('#2');
    // And back again by a finger on the third one's grip.
    await touchDrag(page, tiles(page).nth(2).locator('.image-tile__grip'), tiles(page).nth(0).locator('img'));
    await expect.poll(() => shownFileIds(page)).toEqual([green, blue, red]);
    // The buttons do the same without dragging.
    await page.getByRole('button', { name: 'Make image 3 the main image' }).click();
    await expect.poll(() => shownFileIds(page)).toEqual([red, green, blue]);
    await expect(page.getByRole('button', { name: 'Move image 1 right' })).toBeFocused();
    await page.getByRole('button', { name: 'Move image 3 left' }).click();
    await expect.poll(() => shownFileIds(page)).toEqual([red, blue, green]);
    await page.getByRole('button', { name: 'Move image 1 right' }).click();
    await expect.poll(() => shownFileIds(page)).toEqual([blue, red, green]);

    await fillCar(page, { brand: 'Porsche', model: 'Cayman GTS Form', price: '89990', mileage: '23000', color: 'Racing Yellow', description: 'Mid-engined, six-speed manual, full Porsche history.' });
    await choose(page, 'Transmission', 'Manual');
    await choose(page, 'Body type', 'Coupe');
    await page.getByRole('checkbox', { name: 'Sunroof' }).check();
    await screenshots(page, 'tablet-landscape');
    await expectTouchTargets(page, '.car-form button, .car-form a.ant-btn, .car-form .ant-checkbox-wrapper');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add Car' }).click();
    await expect(toast(page, 'Car images have been saved successfully.')).toBeVisible();
    await backOnManageCars(page);

    const car = (await carByModel(page, 'Cayman GTS Form'))!;
    expect(car).toMatchObject({ brand: 'Porsche', price: 89990, mileage: 23000, transmission: 'Manual', bodyType: 'Coupe', color: 'Racing Yellow', features: ['Sunroof'] });
    const saved = await imagesOf(page, car.id);
    expect(saved.map((i) => i.fileId)).toEqual([blue, red, green]);
    expect(car.imageUrl).toBe(saved[0]!.imageUrl);

    // Edit: a saved image is only marked for removal until the save; the price changes.
    await page.goto(`/admin/cars/edit/${car.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Car' })).toBeVisible();
    await expect(page.getByLabel('Model', { exact: true })).toHaveValue('Cayman GTS Form');
    await expect(page.getByLabel('Price (NZD)')).toHaveValue('89,990');
    await expect(page.getByLabel('Mileage')).toHaveValue('23,000');
    await expect.poll(() => shownFileIds(page)).toEqual([blue, red, green]);
    await page.getByRole('button', { name: 'Remove image 1' }).click();
    await expect.poll(() => shownFileIds(page)).toEqual([red, green]);
    expect((await imagesOf(page, car.id)).length).toBe(3);
    await fileInput(page).setInputFiles([await photo('purple', 120, 30, 160)]);
    await expect(tiles(page)).toHaveCount(3);
    const purple = (await shownFileIds(page))[2]!;
    await page.getByRole('button', { name: 'Make image 3 the main image' }).click();
    await expect.poll(() => shownFileIds(page)).toEqual([purple, red, green]);
    await page.getByLabel('Price (NZD)').fill('84500');
    await page.getByRole('button', { name: 'Update Car' }).click();
    await backOnManageCars(page);
    const edited = (await carByModel(page, 'Cayman GTS Form'))!;
    const kept = await imagesOf(page, car.id);
    expect(edited.price).toBe(84500);
    expect(kept.map((i) => i.fileId)).toEqual([purple, red, green]);
    expect(edited.imageUrl).toBe(kept[0]!.imageUrl);
  }, 120_000);

  it('shows every validation message of SPEC §5 and sends nothing', async () => {
    const page = await openPortrait(site(), '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars/new');
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/cars') posted += 1;
    });
    await page.getByLabel('Year', { exact: true }).fill('1899');
    await page.getByLabel('Price (NZD)').fill('0');
    await page.getByLabel('Mileage').fill('-1');
    await page.getByLabel('Description').fill('Too short');
    await page.getByRole('button', { name: 'Add Car' }).click();
    for (const message of [
      'Brand is required',
      'Model is required',
      'Year must be after 1900',
      'Price must be positive',
      'Mileage cannot be negative',
      'Description must be at least 10 characters',
      'Please upload an image for the car',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel('Year', { exact: true }).fill(String(new Date().getFullYear() + 2));
    await expect(page.getByText('Year cannot be in the future', { exact: true })).toBeVisible();
    await expect(page.getByText('Year must be after 1900', { exact: true })).toHaveCount(0);
    await page.getByLabel('Year', { exact: true }).fill(String(new Date().getFullYear() + 1));
    await expect(page.getByText('Year cannot be in the future', { exact: true })).toHaveCount(0);
    // An image clears its message; removing it brings the message back.
    await fileInput(page).setInputFiles([await photo('only', 90, 90, 90)]);
    await expect(page.getByText('Please upload an image for the car', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Remove image 1' }).click();
    await expect(page.getByText('Please upload an image for the car', { exact: true })).toBeVisible();
    await quietToasts(page);
    await site().screenshot(page, 'admin-car-form-tablet-portrait-errors');
    await expectAccessible(page);
    expect(posted).toBe(0);
  });

  it('takes a price as a dealer types it: grouped as the digits come, typed into the middle where the caret is, stepped by the arrows', async () => {
    const page = await openPortrait(site(), '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars/new');
    const price = page.getByLabel('Price (NZD)');
    await price.clear();
    await price.pressSequentially('8999');
    await expect(price).toHaveValue('8,999');
    await price.pressSequentially('0x');
    await expect(price).toHaveValue('89,990');
    // A digit typed after the 8 goes there, and the next one after it, though the commas moved.
    await price.press('Home');
    await price.press('ArrowRight');
    await price.pressSequentially('15');
    await expect(price).toHaveValue('8,159,990');
    // Deleting a digit in the middle regroups what is left, the caret still after the 1.
    await price.press('Backspace');
    await expect(price).toHaveValue('819,990');
    await price.pressSequentially('0');
    await expect(price).toHaveValue('8,109,990');
    // The arrows move the mileage by its step; a year is not grouped, and reads as its number once left.
    const mileage = page.getByLabel('Mileage');
    await mileage.fill('64000');
    await expect(mileage).toHaveValue('64,000');
    await mileage.press('ArrowUp');
    await expect(mileage).toHaveValue('65,000');
    await mileage.press('ArrowDown');
    await mileage.press('ArrowDown');
    await expect(mileage).toHaveValue('63,000');
    const year = page.getByLabel('Year', { exact: true });
    await year.fill('02019');
    await year.blur();
    await expect(year).toHaveValue('2019');
    // A price with cents is not a whole number: the form's own message, not a number quietly rounded.
    await price.fill('89990.5');
    await expect(price).toHaveValue('89,990.5');
    await page.getByRole('button', { name: 'Add Car' }).click();
    await expect(page.getByText('Price must be positive', { exact: true })).toBeVisible();
    await price.fill('89990');
    await expect(page.getByText('Price must be positive', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Mileage cannot be negative', { exact: true })).toHaveCount(0);
  });

  it('adds a new make, refuses an empty one and reports a duplicate', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars/new');
    await page.getByRole('button', { name: 'Add new make' }).click();
    const name = page.getByLabel('New make');
    await page.getByRole('button', { name: 'Add make' }).click();
    await expect(page.getByText('Brand name cannot be empty', { exact: true })).toBeVisible();
    await name.fill('   ');
    await name.press('Enter');
    await expect(page.getByText('Brand name cannot be empty', { exact: true })).toBeVisible();
    await expect(page.getByText('Model is required')).toHaveCount(0); // Enter did not submit the car

    await name.fill('  Alfa Romeo  ');
    await page.getByRole('button', { name: 'Add make' }).click();
    await expect(toast(page, 'New car brand has been added.')).toBeVisible();
    await expect(brandItem(page)).toContainText('Alfa Romeo');
    const brands: Brand[] = await (await page.request.get('/api/car-brands')).json();
    expect(brands.map((b) => b.name)).toContain('Alfa Romeo');

    await page.getByRole('button', { name: 'Add new make' }).click();
    await page.getByLabel('New make').fill('bmw');
    await page.getByRole('button', { name: 'Add make' }).click();
    await expect(toast(page, 'Failed to add car brand. It may already exist.')).toBeVisible();
    await expect(brandItem(page)).toContainText('Alfa Romeo');
  });

  it('adds custom features by Enter and by Add, ignores a duplicate in any case, and deletes one after confirming', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars/new');
    const features = page.getByRole('group', { name: 'Car features' });
    const box = page.getByLabel('Custom feature');
    await expect(features).toHaveCSS('max-height', '300px');
    await expect(features.getByRole('checkbox')).toHaveCount(10);

    await box.fill('  Roof Box ');
    await box.press('Enter');
    await expect(features.getByRole('checkbox', { name: 'Roof Box', exact: true })).toBeChecked();
    await expect(page.getByText('Model is required')).toHaveCount(0); // Enter did not submit the car
    await box.fill('Tow Bar');
    await page.getByRole('button', { name: 'Add feature' }).click();
    await expect(features.getByRole('checkbox', { name: 'Tow Bar', exact: true })).toBeChecked();
    await expect(box).toHaveValue('');
    await expect.poll(async () => ((await (await page.request.get('/api/car-features')).json()) as Feature[]).filter((f) => f.isCustom).map((f) => f.name).sort()).toEqual(['Roof Box', 'Tow Bar']);

    await box.fill('sunroof');
    await box.press('Enter');
    await box.fill('ROOF BOX');
    await page.getByRole('button', { name: 'Add feature' }).click();
    await expect(features.getByRole('checkbox')).toHaveCount(12);
    await expect(features.getByRole('checkbox', { name: 'Sunroof', exact: true })).toBeChecked();
    await expect(features.getByRole('checkbox', { name: 'Roof Box', exact: true })).toBeChecked();
    // Suggested features cannot be deleted; custom ones can.
    await expect(features.getByRole('button', { name: 'Delete feature Sunroof' })).toHaveCount(0);

    // A failed delete says so and keeps the feature.
    await page.route('**/api/car-features/*', (route) => (route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: { error: 'boom' } }) : route.continue()));
    await features.getByRole('button', { name: 'Delete feature Tow Bar' }).click();
    await expect(page.getByRole('dialog')).toContainText('“Tow Bar”');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(toast(page, 'Failed to delete feature. It may be in use by campervans.')).toBeVisible();
    await expect(features.getByRole('checkbox', { name: 'Tow Bar', exact: true })).toBeChecked();
    await page.unroute('**/api/car-features/*');

    await features.getByRole('button', { name: 'Delete feature Roof Box' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you absolutely sure?');
    await expect(dialog).toContainText('This will permanently delete the “Roof Box” feature. This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Feature deleted')).toBeVisible();
    await expect(features.getByRole('checkbox', { name: 'Roof Box', exact: true })).toHaveCount(0);
    const left: Feature[] = await (await page.request.get('/api/car-features')).json();
    expect(left.map((f) => f.name)).not.toContain('Roof Box');
    expect(left.map((f) => f.name)).toContain('Tow Bar');
  });

  it('lets a plain user add a car, on the tablet in portrait', async () => {
    await plainUser(site(), 'carplain');
    const page = await openPortrait(site(), '/auth');
    await signIn(page, 'carplain', PLAIN_PASSWORD, '/admin/cars/new');
    await fillCar(page, { brand: 'MINI', model: 'Cooper S Plain', price: '21500', mileage: '64000', color: 'Chili Red', description: 'Three-door hatch, one owner, cambelt done.' });
    await choose(page, 'Body type', 'Hatchback');
    await choose(page, 'Status', 'Reserved');
    await fileInput(page).setInputFiles([await photo('mini-front', 180, 20, 20), await photo('mini-side', 20, 20, 20)]);
    await expect(tiles(page)).toHaveCount(2);
    await expect(toast(page, 'Image uploaded').last()).toBeVisible();
    await page.getByLabel('Custom feature').fill('Panoramic Roof');
    await page.getByLabel('Custom feature').press('Enter');
    await screenshots(page, 'tablet-portrait');
    await expectTouchTargets(page, '.car-form button, .car-form a.ant-btn, .car-form .ant-checkbox-wrapper');
    await page.getByRole('button', { name: 'Add Car' }).click();
    await backOnManageCars(page);
    const car = (await carByModel(page, 'Cooper S Plain'))!;
    expect(car).toMatchObject({ brand: 'MINI', status: 'reserved', bodyType: 'Hatchback', features: ['Panoramic Roof'] });
    const images = await imagesOf(page, car.id);
    expect(images).toHaveLength(2);
    expect(car.imageUrl).toBe(images[0]!.imageUrl);
  });

  it('refuses to overwrite a car someone else changed after the form loaded it, and reloads theirs', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD);
    const { car } = await carThroughApi(page, 'A4 Stale');
    await page.goto(`/admin/cars/edit/${car.id}`);
    await expect(page.getByLabel('Model', { exact: true })).toHaveValue('A4 Stale');
    await page.getByLabel('Price (NZD)').fill('27000');
    await fileInput(page).setInputFiles([await photo('a4-rear', 60, 60, 200)]);
    await expect(tiles(page)).toHaveCount(2);

    const other = await site().app.signedIn('user');
    const theirs = await other.client.put(`/api/cars/${car.id}`, { price: 31000, color: 'Black' });
    expect(theirs.status).toBe(200);

    await page.getByRole('button', { name: 'Update Car' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Someone else changed this car' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('They changed: Price, Color.');
    await expect(alert).toContainText('The new photos you added are kept.');
    await expect(alert).toBeInViewport(); // the form scrolls up to it
    await page.waitForTimeout(600);
    await site().screenshot(page, 'admin-car-form-conflict');
    expect(page.url()).toContain(`/admin/cars/edit/${car.id}`);
    expect(await carByModel(page, 'A4 Stale')).toMatchObject({ price: 31000, color: 'Black' });

    await alert.getByRole('button', { name: 'Reload car' }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByLabel('Price (NZD)')).toHaveValue('31,000');
    await expect(page.getByLabel('Color')).toHaveValue('Black');
    await expect(tiles(page)).toHaveCount(2);
    await page.getByLabel('Price (NZD)').fill('29500');
    await page.getByRole('button', { name: 'Update Car' }).click();
    await backOnManageCars(page);
    const saved = (await carByModel(page, 'A4 Stale'))!;
    expect(saved).toMatchObject({ price: 29500, color: 'Black' });
    expect(await imagesOf(page, saved.id)).toHaveLength(2);
  });

  it('sends a visitor to sign in, reads id "new" as adding, and says so when the car cannot be fetched', async () => {
    const page = await site().open('tablet', '/admin/cars/new');
    await page.waitForURL((url) => url.pathname === '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars/edit/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Car' })).toBeVisible();
    await page.goto('/admin/cars/edit/999999');
    await expect(page.getByRole('alert')).toContainText('Failed to fetch car');
    await expect(page.getByRole('alert')).toContainText('Car not found');
    // Asking again would not find it: only the way back is offered.
    await expect(page.getByRole('alert').getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await page.goto('/admin/cars/edit/not-a-car');
    await expect(page.getByRole('alert')).toContainText('Failed to fetch car');
    const [demo] = (await (await page.request.get('/api/cars')).json()) as Car[];
    await page.route('**/api/carImages/*', (route) => route.fulfill({ status: 500, json: { error: 'Something went wrong' } }));
    await page.goto(`/admin/cars/edit/${demo!.id}`);
    await expect(page.getByRole('alert')).toContainText('Failed to fetch car images');
    // Once the photos can be read, Try again opens the car; the way back is there too.
    await page.unroute('**/api/carImages/*');
    await page.getByRole('alert').getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByLabel('Model', { exact: true })).toHaveValue(demo!.model);
    await page.route('**/api/carImages/*', (route) => route.fulfill({ status: 500, json: { error: 'Something went wrong' } }));
    await page.reload();
    await page.getByRole('link', { name: 'Back to Cars' }).click();
    await backOnManageCars(page);
  });

  it('refuses what is not an image or is over 5 MB, in the browser and from the server, with the failure toast', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars/new');
    let uploads = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/upload') uploads += 1;
    });
    await fileInput(page).setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') }]);
    await expect(toast(page, 'notes.txt: The file is not a PNG, JPEG, GIF or WebP image')).toContainText('Upload failed');
    await fileInput(page).setInputFiles([{ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1) }]);
    await expect(toast(page, 'huge.jpg: File too large. The maximum is 5MB per file.')).toContainText('Upload failed');
    expect(uploads).toBe(0);
    // A file that calls itself a PNG but is not one goes out, and the server's reason is shown.
    await fileInput(page).setInputFiles([{ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('still not a photo '.repeat(50)) }]);
    await expect(toast(page, 'fake.png: The file is not a PNG, JPEG, GIF or WebP image')).toContainText('Upload failed');
    expect(uploads).toBe(1);
    await expect(page.getByRole('list', { name: 'Images' })).toHaveCount(0);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  it('takes a photo dropped on the drop zone, and Cancel takes the unsaved upload back out of the media store', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars/new');
    const dropped = await photo('dropped', 10, 120, 120);
    await page.getByRole('group', { name: 'Car images' }).evaluate((zone, bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], 'dropped.jpg', { type: 'image/jpeg' }));
      zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    }, [...dropped.buffer]);
    await expect(tiles(page)).toHaveCount(1);
    await expect(tiles(page).first()).toContainText('Main');
    const [fileId] = await shownFileIds(page);
    expect((await page.request.get(`/media/${fileId}/200.webp`)).status()).toBe(200);

    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave without saving' }).click();
    await backOnManageCars(page);
    await expect.poll(async () => (await page.request.get(`/media/${fileId}/200.webp`)).status()).toBe(404);
  });

  it('says when the car or its images fail to save, and a retry saves the same car rather than a second one', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars/new');
    await fillCar(page, { brand: 'Volkswagen', model: 'Tiguan Retry', price: '38990', mileage: '41000', color: 'White', description: 'Family SUV with a full service history.' });
    await fileInput(page).setInputFiles([await photo('tiguan', 240, 240, 240)]);
    await expect(tiles(page)).toHaveCount(1);

    const failPost = (pattern: string) =>
      page.route(pattern, (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { error: 'Something went wrong' } }) : route.continue()));
    await failPost('**/api/cars');
    await page.getByRole('button', { name: 'Add Car' }).click();
    await expect(toast(page, 'Failed to add car. Please try again.')).toBeVisible();
    expect(await carByModel(page, 'Tiguan Retry')).toBeUndefined();
    await page.unroute('**/api/cars');

    await failPost('**/api/carImages');
    await page.getByRole('button', { name: 'Add Car' }).click();
    await expect(toast(page, 'Failed to save car images. Please try again.')).toBeVisible();
    const car = (await carByModel(page, 'Tiguan Retry'))!;
    expect(await imagesOf(page, car.id)).toHaveLength(0);
    expect(page.url()).toContain('/admin/cars/new');
    await page.unroute('**/api/carImages');

    // The car exists now: the retry updates it (on its current version) and adds the photo.
    await page.getByLabel('Price (NZD)').fill('37990');
    await page.getByRole('button', { name: 'Update Car' }).click();
    await expect(toast(page, 'Car images have been saved successfully.')).toBeVisible();
    await backOnManageCars(page);
    const cars: Car[] = await (await page.request.get('/api/cars')).json();
    expect(cars.filter((c) => c.model === 'Tiguan Retry')).toHaveLength(1);
    expect((await carByModel(page, 'Tiguan Retry'))!.price).toBe(37990);
    expect(await imagesOf(page, car.id)).toHaveLength(1);
  });

  it('after a failed image save, a conflict on the retry names only what the other person changed', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars/new');
    await fillCar(page, { brand: 'Volkswagen', model: 'Golf Conflict', price: '24990', mileage: '61000', color: 'Blue', description: 'Hatchback with one careful owner.' });
    await fileInput(page).setInputFiles([await photo('golf', 30, 90, 200)]);
    await expect(tiles(page)).toHaveCount(1);
    await page.route('**/api/carImages', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { error: 'Something went wrong' } }) : route.continue()));
    await page.getByRole('button', { name: 'Add Car' }).click();
    await expect(toast(page, 'Failed to save car images. Please try again.')).toBeVisible();
    await page.unroute('**/api/carImages');

    // The form is now based on the car as saved: a change by someone else is all the conflict lists.
    // Both change the colour: the server refuses the second, and the form lists only the other person's change.
    const car = (await carByModel(page, 'Golf Conflict'))!;
    const other = await site().app.signedIn('user');
    expect((await other.client.put(`/api/cars/${car.id}`, { color: 'Red' })).status).toBe(200);
    await page.getByLabel('Color').fill('Green');
    await page.getByRole('button', { name: 'Update Car' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Someone else changed this car' });
    await expect(alert).toContainText('They changed: Color.');
  });
});
