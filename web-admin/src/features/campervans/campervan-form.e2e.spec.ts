// Browser tests of the campervan add/edit form against the real API: the defaults, adding one with photos and a
// custom feature, editing it (a photo removed, a new price), the image batch failing and being retried without a
// second campervan, every validation message, a stale edit that must not overwrite, load failure and a plain user.
import { describe, it } from 'vitest';
import { expect } from '../../../../web-public/test/support/expect.ts';
import type { Page } from 'playwright-core';
import type { Campervan, CampervanImage } from '@forecourt/contracts/campervan';
import type { Feature } from '@forecourt/contracts/catalog';
import { expectAccessible } from '../../../../web-public/test/support/site.ts';
import { ADMIN_PASSWORD, PLAIN_PASSWORD, expectTouchTargets, holdAnswers, openPortrait, plainUser, signIn, useStaffSite } from '../../../test/support/staff.ts';
import { choose, photo, photoInput, shownFileIds, tiles } from '../../../test/support/vehicle-photos.ts';

const site = useStaffSite();
// The machine running these is shared and busy: a screen may take longer than the default 5 s to settle.

const TOUCH_TARGETS = 'main form button, main form input:not([type="file"]):not(.ant-input-affix-wrapper input):not(.ant-select input):not(.ant-checkbox-input), main form .ant-input-affix-wrapper, main form .ant-select, main a';

const fileInput = (page: Page) => photoInput(page, 'Campervan photos');
const toast = (page: Page, text: string) => page.locator('.ant-notification-notice').filter({ hasText: text });

async function campervanNamed(page: Page, name: string): Promise<Campervan[]> {
  const vans: Campervan[] = await (await page.request.get('/api/campervans')).json();
  return vans.filter((van) => van.name === name);
}
const imagesOf = async (page: Page, id: number): Promise<CampervanImage[]> => (await page.request.get(`/api/campervan-images/${id}`)).json();

/** A campervan made through the API with two uploaded photos, for the edit tests. */
async function campervanWithPhotos(page: Page, name: string): Promise<{ van: Campervan; images: CampervanImage[] }> {
  const uploads: { url: string; fileId: string }[] = [];
  for (const p of [await photo(`${name}-front`, 200, 60, 40), await photo(`${name}-inside`, 40, 60, 200)]) {
    const res = await page.request.post('/api/upload', { multipart: { file: p } });
    expect(res.status()).toBe(201);
    uploads.push(await res.json());
  }
  const created = await page.request.post('/api/campervans', {
    data: {
      name,
      description: 'Four berths, a full kitchen and a shower.',
      pricePerDay: 210,
      pricePerWeek: 1290,
      berths: 4,
      transmission: 'Automatic',
      fuelType: 'Diesel',
      mileage: 61_000,
      features: ['Kitchen', 'Shower'],
      imageUrl: uploads[0]!.url,
    },
  });
  expect(created.status()).toBe(201);
  const van: Campervan = await created.json();
  const saved = await page.request.put(`/api/campervans/${van.id}/images`, {
    data: { campervanId: van.id, images: uploads.map((u) => ({ id: 0, imageUrl: u.url, fileId: u.fileId, isNew: true, isDeleted: false })) },
  });
  expect(saved.status()).toBe(200);
  const fresh: Campervan = await (await page.request.get(`/api/campervans/${van.id}`)).json();
  return { van: fresh, images: await imagesOf(page, van.id) };
}

describe('the campervan form', () => {
  it('adds a campervan with two photos and a custom feature, on the landscape tablet', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/manage-campervans');
    await page.getByRole('link', { name: 'Add New Campervan' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Campervan' })).toBeVisible();

    // SPEC §3 defaults.
    await expect(page.getByLabel('Berths')).toHaveValue('2');
    await expect(page.getByLabel('Daily price (NZD)')).toHaveValue('0');
    await expect(page.getByLabel('Weekly price (NZD)')).toHaveValue('0');
    await expect(page.getByLabel('Kilometers (odometer)')).toHaveValue('0');
    for (const [label, value] of [['Transmission', 'Automatic'], ['Fuel type', 'Diesel'], ['Status', 'Available']] as const) {
      await expect(page.locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) }).locator('.ant-select-content')).toHaveText(value);
    }
    await expect(page.getByRole('group', { name: 'Features' }).getByRole('checkbox', { checked: true })).toHaveCount(0);
    for (const label of ['Daily price (NZD)', 'Weekly price (NZD)', 'Kilometers (odometer)', 'Berths']) {
      await expect(page.getByLabel(label)).toHaveAttribute('min', '0');
      await expect(page.getByLabel(label)).toHaveAttribute('step', '1');
    }
    await expect(page.getByRole('heading', { name: 'Tips' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tips on pricing' })).toBeVisible();

    await page.getByLabel('Name', { exact: true }).fill('Kiwi Explorer 6-Berth');
    await page.getByLabel('Description').fill('Roomy six-berth motorhome with a full kitchen, shower and toilet.');
    await page.getByLabel('Daily price (NZD)').fill('245');
    await expect(page.getByText('Seven days at the daily price: $1,715.')).toBeVisible();
    await page.getByLabel('Weekly price (NZD)').fill('1490');
    await page.getByLabel('Berths').fill('6');
    await page.getByLabel('Kilometers (odometer)').fill('48200');
    await choose(page, 'Transmission', 'Manual');
    await choose(page, 'Fuel type', 'Petrol');
    await choose(page, 'Status', 'Reserved');
    await page.getByRole('group', { name: 'Features' }).getByRole('checkbox', { name: 'Kitchen' }).check();
    await page.getByLabel('Custom feature').fill('  Solar Panels ');
    await page.getByLabel('Custom feature').press('Enter');
    await expect(page.getByRole('group', { name: 'Features' }).getByRole('checkbox', { name: 'Solar Panels' })).toBeChecked();

    await page.evaluate(() => window.scrollTo(0, 0));
    await site().screenshot(page, 'campervan-form-add-tablet-landscape');

    await fileInput(page).setInputFiles([await photo('kiwi-front', 30, 120, 60), await photo('kiwi-kitchen', 220, 200, 40)]);
    await expect(tiles(page)).toHaveCount(2);
    await expect(tiles(page).first()).toContainText('Main');
    await expect(tiles(page).nth(1)).toContainText('#2');
    // No reordering for campervans (SPEC §2): only removal.
    await expect(page.getByRole('button', { name: /Move image|Make image/ })).toHaveCount(0);
    const fileIds = await shownFileIds(page);
    expect(fileIds.every(Boolean)).toBe(true);
    await page.getByRole('button', { name: 'Create Campervan' }).scrollIntoViewIfNeeded();
    await site().screenshot(page, 'campervan-form-photos-tablet-landscape');
    await expectAccessible(page);
    await expectTouchTargets(page, TOUCH_TARGETS);

    await page.getByRole('button', { name: 'Create Campervan' }).click();
    await expect(toast(page, 'Images updated')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/manage-campervans');
    await expect(page.getByRole('cell', { name: 'Kiwi Explorer 6-Berth', exact: true })).toBeVisible();

    const [van] = await campervanNamed(page, 'Kiwi Explorer 6-Berth');
    expect(van).toMatchObject({
      pricePerDay: 245,
      pricePerWeek: 1490,
      berths: 6,
      mileage: 48_200,
      transmission: 'Manual',
      fuelType: 'Petrol',
      status: 'reserved',
      description: 'Roomy six-berth motorhome with a full kitchen, shower and toilet.',
    });
    expect(van!.features).toEqual(['Kitchen', 'Solar Panels']);
    const images = await imagesOf(page, van!.id);
    expect(images.map((image) => image.fileId)).toEqual(fileIds);
    expect(van!.imageUrl).toBe(images[0]!.imageUrl);
    const features: Feature[] = await (await page.request.get('/api/campervan-features')).json();
    expect(features.find((f) => f.name === 'Solar Panels')).toMatchObject({ isCustom: true });
  });

  it('edits a campervan: one saved photo removed and a new daily price, on the portrait tablet', async () => {
    const page = await openPortrait(site(), '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/manage-campervans');
    const { van, images } = await campervanWithPhotos(page, 'Piwakawaka Tourer');
    await page.reload();
    await page.getByRole('link', { name: 'Edit Piwakawaka Tourer' }).click();
    await page.waitForURL(`**/edit-campervan/${van.id}`);

    await expect(page.getByRole('heading', { level: 1, name: 'Edit Campervan' })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Piwakawaka Tourer');
    await expect(page.getByLabel('Daily price (NZD)')).toHaveValue('210');
    await expect(page.getByLabel('Weekly price (NZD)')).toHaveValue('1290');
    await expect(page.getByLabel('Berths')).toHaveValue('4');
    await expect(page.getByRole('group', { name: 'Features' }).getByRole('checkbox', { name: 'Shower' })).toBeChecked();
    await expect(tiles(page)).toHaveCount(2);
    expect(await shownFileIds(page)).toEqual(images.map((image) => image.fileId));
    await site().screenshot(page, 'campervan-form-edit-tablet-portrait');
    await expectAccessible(page);
    await expectTouchTargets(page, TOUCH_TARGETS);

    // The tips sit beneath the form in portrait, not beside it.
    const formBox = (await page.getByRole('form', { name: 'Edit Campervan' }).boundingBox())!;
    const tipsBox = (await page.getByRole('heading', { name: 'Tips' }).boundingBox())!;
    expect(tipsBox.y).toBeGreaterThan(formBox.y + formBox.height - 1);
    await page.getByRole('heading', { name: 'Photos' }).scrollIntoViewIfNeeded();
    await site().screenshot(page, 'campervan-form-photos-tablet-portrait');

    await page.getByRole('button', { name: 'Remove image 1' }).click();
    await expect(tiles(page)).toHaveCount(1);
    await expect(tiles(page).first()).toContainText('Main');
    await page.getByLabel('Daily price (NZD)').fill('229');
    await page.getByRole('button', { name: 'Update Campervan' }).click();
    await expect(toast(page, 'Images updated')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/manage-campervans');

    const after: Campervan = await (await page.request.get(`/api/campervans/${van.id}`)).json();
    expect(after.pricePerDay).toBe(229);
    expect(after.pricePerWeek).toBe(1290);
    const left = await imagesOf(page, van.id);
    expect(left.map((image) => image.id)).toEqual([images[1]!.id]);
    expect(after.imageUrl).toBe(images[1]!.imageUrl);
  });

  it('shows every validation message and saves nothing', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/edit-campervan/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Campervan' })).toBeVisible();
    const before = (await (await page.request.get('/api/campervans')).json()).length;

    await page.getByRole('button', { name: 'Create Campervan' }).click();
    for (const message of [
      'Name is required',
      'Description is required',
      'Daily price must be at least 1',
      'Weekly price must be at least 1',
      'At least one feature is required',
      'Image URL is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await site().screenshot(page, 'campervan-form-validation-tablet-landscape');

    await page.getByLabel('Berths').fill('0');
    await page.getByLabel('Kilometers (odometer)').fill('-5');
    await page.getByRole('button', { name: 'Create Campervan' }).click();
    await expect(page.getByText('Number of berths must be at least 1', { exact: true })).toBeVisible();
    await expect(page.getByText('Mileage cannot be negative', { exact: true })).toBeVisible();
    await page.getByLabel('Berths').fill('13');
    await expect(page.getByText('Maximum berths is 12', { exact: true })).toBeVisible();

    // Each message goes once its field is put right.
    await page.getByLabel('Berths').fill('12');
    await expect(page.getByText('Maximum berths is 12')).toHaveCount(0);
    await page.getByRole('group', { name: 'Features' }).getByRole('checkbox', { name: 'Fridge' }).check();
    await expect(page.getByText('At least one feature is required')).toHaveCount(0);
    await fileInput(page).setInputFiles([await photo('only', 90, 90, 90)]);
    await expect(page.getByText('Image URL is required')).toHaveCount(0);

    expect((await (await page.request.get('/api/campervans')).json()).length).toBe(before);
  });

  it('retries a failed image save without adding the campervan twice', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/edit-campervan');
    await page.getByLabel('Name', { exact: true }).fill('Kotare Coast Cruiser');
    await page.getByLabel('Description').fill('Two berths and an ocean view from the bed.');
    await page.getByLabel('Daily price (NZD)').fill('150');
    await page.getByLabel('Weekly price (NZD)').fill('950');
    await page.getByRole('group', { name: 'Features' }).getByRole('checkbox', { name: 'Heating' }).check();
    await fileInput(page).setInputFiles([await photo('kotare', 10, 90, 160)]);
    await expect(tiles(page)).toHaveCount(1);

    let refused = 0;
    await page.route('**/api/campervans/*/images', (route) => {
      refused += 1;
      return route.fulfill({ status: 500, json: { error: 'Internal server error' } });
    });
    await page.getByRole('button', { name: 'Create Campervan' }).click();
    await expect(toast(page, 'Failed to save some images. Please try again.')).toBeVisible();
    expect(refused).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/edit-campervan');
    expect(await campervanNamed(page, 'Kotare Coast Cruiser')).toHaveLength(1);

    await page.unroute('**/api/campervans/*/images');
    await page.getByRole('button', { name: 'Create Campervan' }).click();
    await expect(toast(page, 'Images updated')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/manage-campervans');
    const vans = await campervanNamed(page, 'Kotare Coast Cruiser');
    expect(vans).toHaveLength(1);
    expect(await imagesOf(page, vans[0]!.id)).toHaveLength(1);
  });

  it('says so when the campervan cannot be added', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/edit-campervan');
    await page.route('**/api/campervans', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { error: 'Internal server error' } }) : route.fallback(),
    );
    await page.getByLabel('Name', { exact: true }).fill('Takahe Trekker');
    await page.getByLabel('Description').fill('Four berths for a family road trip.');
    await page.getByLabel('Daily price (NZD)').fill('190');
    await page.getByLabel('Weekly price (NZD)').fill('1200');
    await page.getByRole('group', { name: 'Features' }).getByRole('checkbox', { name: 'TV' }).check();
    await fileInput(page).setInputFiles([await photo('takahe', 60, 160, 90)]);
    await expect(tiles(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Create Campervan' }).click();
    await expect(toast(page, 'Failed to add campervan. Please try again.')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/edit-campervan');
    expect(await campervanNamed(page, 'Takahe Trekker')).toHaveLength(0);
  });

  it("keeps someone else's change to another field, and never overwrites theirs to the same field: that conflict is shown and their version can be loaded", async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD);
    const { van } = await campervanWithPhotos(page, 'Tieke Traveller');
    const stored = async (): Promise<Campervan> => (await page.request.get(`/api/campervans/${van.id}`)).json();
    await page.goto(`/edit-campervan/${van.id}`);
    await expect(page.getByLabel('Daily price (NZD)')).toHaveValue('210');

    // Someone else changes the weekly price meanwhile: another field, so both changes stand.
    expect((await page.request.put(`/api/campervans/${van.id}`, { data: { pricePerWeek: 1350 } })).status()).toBe(200);
    await page.getByLabel('Daily price (NZD)').fill('260');
    await page.getByRole('button', { name: 'Update Campervan' }).click();
    await expect(toast(page, 'Images updated')).toBeVisible();
    expect(await stored()).toMatchObject({ pricePerDay: 260, pricePerWeek: 1350 });

    // Then both change the daily price: theirs is not overwritten.
    await page.goto(`/edit-campervan/${van.id}`);
    await expect(page.getByLabel('Daily price (NZD)')).toHaveValue('260');
    expect((await page.request.put(`/api/campervans/${van.id}`, { data: { pricePerDay: 300 } })).status()).toBe(200);
    await page.getByLabel('Daily price (NZD)').fill('280');
    await page.getByRole('button', { name: 'Update Campervan' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Someone else changed this campervan' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('They changed: Daily price.');
    expect((await stored()).pricePerDay).toBe(300);

    await alert.getByRole('button', { name: 'Reload campervan' }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByLabel('Daily price (NZD)')).toHaveValue('300');
    await expect(page.getByLabel('Weekly price (NZD)')).toHaveValue('1350');
    await page.getByLabel('Daily price (NZD)').fill('280');
    await page.getByRole('button', { name: 'Update Campervan' }).click();
    await expect(toast(page, 'Images updated')).toBeVisible();
    expect(await stored()).toMatchObject({ pricePerDay: 280, pricePerWeek: 1350 });
  });

  it('takes unsaved uploads back out of the media store when the form is left by Back or Cancel', async () => {
    const page = await site().open('tablet', '/auth');
    for (const [leaveBy, colour] of [['Back to Campervans', 40], ['Cancel', 200]] as const) {
      await signIn(page, 'admin', ADMIN_PASSWORD, '/edit-campervan');
      await fileInput(page).setInputFiles([await photo(`left-${colour}`, colour, 90, 30)]);
      await expect(tiles(page)).toHaveCount(1);
      const [fileId] = await shownFileIds(page);
      expect((await page.request.get(`/media/${fileId}/200.webp`)).status()).toBe(200);

      await page.getByRole('link', { name: leaveBy }).click();
      await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave without saving' }).click();
      await page.waitForURL((url) => url.pathname === '/manage-campervans');
      await expect.poll(async () => (await page.request.get(`/media/${fileId}/200.webp`)).status()).toBe(404);
    }
  });

  it('shows Error Loading Campervan for one that cannot be loaded', async () => {
    const page = await site().open('tablet', '/auth');
    // Both of the form's reads, the campervan (/api/campervans/987654) and its images (/api/campervan-images/987654):
    // either failing shows the panel, so the spinner can only be seen while both are held.
    const held = await holdAnswers(page, /\/api\/campervan(?:s|-images)\/987654(?:\/|$)/);
    await signIn(page, 'admin', ADMIN_PASSWORD, '/edit-campervan/987654');
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
    held.answer();
    const panel = page.getByRole('alert').filter({ hasText: 'Error Loading Campervan' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(/not found/i);
    await expect(page.getByRole('button', { name: 'Update Campervan' })).toHaveCount(0);
    // Asking again would not find it: only the way back is offered.
    await expect(panel.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await panel.getByRole('link', { name: 'Back to Campervans' }).click();
    await page.waitForURL((url) => url.pathname === '/manage-campervans');
  });

  it('says on a phone, in whole words, that a campervan could not be loaded, with Try again and the way back under them, and opens it on Try again', async () => {
    const page = await site().open('phone', '/auth');
    const [van] = (await (await page.request.get('/api/campervans')).json()) as Campervan[];
    const imagesRead = new RegExp(`/api/campervan-images/${van!.id}$`);
    await page.route(imagesRead, (route) => route.fulfill({ status: 500, json: { error: 'Database unavailable' } }));
    await signIn(page, 'admin', ADMIN_PASSWORD, `/edit-campervan/${van!.id}`);
    const panel = page.getByRole('alert').filter({ hasText: 'Error Loading Campervan' });
    await expect(panel).toContainText('Database unavailable');
    // The title on one line (beside the buttons it was a column of broken words, 'Camperva' / 'n'), the buttons under
    // the message, each a finger's size.
    const title = await panel.getByText('Error Loading Campervan').boundingBox();
    const message = await panel.getByText('Database unavailable').boundingBox();
    const tryAgain = await panel.getByRole('button', { name: 'Try again' }).boundingBox();
    const back = await panel.getByRole('link', { name: 'Back to Campervans' }).boundingBox();
    expect(title!.height).toBeLessThan(34);
    expect(tryAgain!.y).toBeGreaterThanOrEqual(message!.y + message!.height);
    expect(back!.y).toBeGreaterThanOrEqual(message!.y + message!.height);
    await expectTouchTargets(page, '.ant-alert button, .ant-alert a');
    await site().screenshot(page, 'campervan-form-load-failed-phone');

    await page.unroute(imagesRead);
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(van!.name);
    await expect(panel).toHaveCount(0);
  });

  it('turns a plain user away with Access Denied', async () => {
    await plainUser(site(), 'formplain');
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'formplain', PLAIN_PASSWORD, '/edit-campervan');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('You do not have permission to access this page.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Campervan' })).toHaveCount(0);
  });
});
