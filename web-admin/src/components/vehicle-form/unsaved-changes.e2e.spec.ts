// Browser tests of work not yet saved on the yard tablet: leaving a changed form by the menu, the browser's Back or
// Cancel asks first ('Stay' keeps every change, 'Leave without saving' leaves and changes nothing), an unchanged form
// leaves at once; and a half-filled Add New Car, photo included, survives a reload until it is saved or discarded.
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Car } from '@forecourt/contracts/car';
import { expect } from '../../../../web-public/test/support/expect.ts';
import { expectAccessible } from '../../../../web-public/test/support/site.ts';
import { ADMIN_PASSWORD, TABLET_PORTRAIT, expectTouchTargets, signIn, useStaffSite } from '../../../test/support/staff.ts';
import { photo, photoInput, shownFileIds, tiles } from '../../../test/support/vehicle-photos.ts';
import { fillNotice } from '../../../test/support/car-notice.ts';

const site = useStaffSite();
const question = (page: Page) => page.getByRole('dialog', { name: 'Leave without saving?' });
const cars = async (page: Page): Promise<Car[]> => (await page.request.get('/api/cars')).json();

describe('leaving a form with unsaved changes', () => {
  it('asks before the menu, Back or Cancel take a changed car away, and Stay keeps every change', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars');
    const car = (await cars(page))[4]!;
    await page.getByRole('link', { name: `Edit ${car.brand} ${car.model}` }).first().click();
    await page.waitForURL((url) => url.pathname === `/admin/cars/edit/${car.id}`);
    // The address changes with the tap; the form is drawn just after (the list's own 'Model' column is there till then).
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Car' })).toBeVisible();
    await expect(page.getByLabel('Model', { exact: true })).toHaveValue(car.model);
    await page.getByLabel('Price (NZD)').fill(String(car.price - 500));

    // The menu.
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(question(page)).toBeVisible();
    await expect(question(page)).toContainText(`Your changes to this car are not saved. If you leave, they are lost.`);
    await expectTouchTargets(page, '.ant-modal-footer button');
    await expectAccessible(page);
    await question(page).getByRole('button', { name: 'Stay' }).click();
    await expect(question(page)).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(`/admin/cars/edit/${car.id}`);
    await expect(page.getByLabel('Price (NZD)')).toHaveValue((car.price - 500).toLocaleString('en-NZ'));

    // The browser's Back.
    await page.goBack();
    await expect(question(page)).toBeVisible();
    await question(page).getByRole('button', { name: 'Stay' }).click();
    await expect(page.getByLabel('Price (NZD)')).toHaveValue((car.price - 500).toLocaleString('en-NZ'));

    // Cancel, and this time leave.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await question(page).getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/cars');
    expect((await cars(page)).find((c) => c.id === car.id)!.price).toBe(car.price);

    // Nothing changed: no question.
    await page.getByRole('link', { name: `Edit ${car.brand} ${car.model}` }).first().click();
    await page.waitForURL((url) => url.pathname === `/admin/cars/edit/${car.id}`);
    // The address changes with the tap; the form is drawn just after (the list's own 'Model' column is there till then).
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Car' })).toBeVisible();
    await expect(page.getByLabel('Model', { exact: true })).toHaveValue(car.model);
    await page.getByRole('link', { name: 'Back to Cars' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/cars');
    await expect(question(page)).toHaveCount(0);
  });

  it("looks at a changed car's History without asking, its change still there on Details, and asks on leaving", async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars');
    const car = (await cars(page))[3]!;
    await page.goto(`/admin/cars/edit/${car.id}`);
    await expect(page.getByLabel('Model', { exact: true })).toHaveValue(car.model);
    await page.getByLabel('Price (NZD)').fill(String(car.price - 700));

    // The History tab is kept in the address (?tab=history), but looking at it is not leaving the form.
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.locator('section[aria-label^="Version "]').last()).toContainText('listed this car at');
    await expect(question(page)).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('history');
    await page.getByRole('tab', { name: 'Details' }).click();
    await expect(page.getByLabel('Price (NZD)')).toHaveValue((car.price - 700).toLocaleString('en-NZ'));
    await expect(question(page)).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(question(page)).toBeVisible();
  });

  it('takes a new photo back out of the media store only when the person leaves without saving', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/edit-campervan');
    await photoInput(page, 'Campervan photos').setInputFiles([await photo('left-behind', 30, 160, 90)]);
    await expect(tiles(page)).toHaveCount(1);
    const [fileId] = await shownFileIds(page);
    await page.getByRole('link', { name: 'Back to Campervans' }).click();
    await question(page).getByRole('button', { name: 'Stay' }).click();
    expect((await page.request.get(`/media/${fileId}/200.webp`)).status()).toBe(200);
    await page.getByRole('link', { name: 'Back to Campervans' }).click();
    await expect(question(page)).toContainText('The campervan you are adding is not saved. If you leave, it is lost.');
    await question(page).getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL((url) => url.pathname === '/manage-campervans');
    await expect.poll(async () => (await page.request.get(`/media/${fileId}/200.webp`)).status()).toBe(404);
  });
});

describe('a car being added is kept on the tablet', () => {
  it('comes back after a reload, photo and all, and is gone once saved', async () => {
    const page = await site().open(TABLET_PORTRAIT, '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars/new');
    await page.getByLabel('Brand', { exact: true }).fill('Audi');
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('Audi', { exact: true }).click();
    await page.getByLabel('Model', { exact: true }).fill('A4 Avant Kept');
    await page.getByLabel('Price (NZD)').fill('31990');
    await page.getByLabel('Mileage').fill('64000');
    await page.getByLabel('Color').fill('Glacier White');
    await page.getByLabel('Description').fill('Half written when the tablet went flat.');
    await photoInput(page, 'Car images').setInputFiles([await photo('a4-kept', 200, 200, 210)]);
    await expect(tiles(page)).toHaveCount(1);
    const [fileId] = await shownFileIds(page);

    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'The car you were adding is back, as it was kept on this tablet.' })).toBeVisible();
    await expect(page.getByLabel('Model', { exact: true })).toHaveValue('A4 Avant Kept');
    await expect(page.getByLabel('Price (NZD)')).toHaveValue('31,990');
    await expect(page.getByLabel('Description')).toHaveValue('Half written when the tablet went flat.');
    await expect(tiles(page)).toHaveCount(1);
    expect(await shownFileIds(page)).toEqual([fileId]);
    await site().screenshot(page, 'admin-car-draft-restored-portrait');

    // Finished and saved: the car with its photo, and the draft gone.
    await fillNotice(page, { plate: 'KPT431', vin: 'WAUZZZF48KA431234', year: '2019' });
    await page.getByRole('button', { name: 'Add Car' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/cars');
    const added = (await cars(page)).find((c) => c.model === 'A4 Avant Kept')!;
    expect(added).toMatchObject({ brand: 'Audi', price: 31_990, mileage: 64_000 });
    expect(added.imageUrl).toContain(fileId);
    await page.goto('/admin/cars/new');
    await expect(page.getByRole('heading', { name: 'Add New Car' })).toBeVisible();
    await expect(page.getByLabel('Model', { exact: true })).toHaveValue('');
    await expect(page.getByText('The car you were adding is back')).toHaveCount(0);
  });

  it('is discarded on request, and then a reload starts empty', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars/new');
    await page.getByLabel('Model', { exact: true }).fill('Golf Discarded');
    await page.getByLabel('Color').fill('Blue');
    await page.reload();
    await expect(page.getByLabel('Model', { exact: true })).toHaveValue('Golf Discarded');
    await page.getByRole('button', { name: 'Discard it' }).click();
    await expect(page.getByLabel('Model', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Color')).toHaveValue('');
    await expect(page.getByText('The car you were adding is back')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Add New Car' })).toBeVisible();
    await expect(page.getByLabel('Model', { exact: true })).toHaveValue('');
    // An empty form leaves without a question.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/cars');
  });
});
