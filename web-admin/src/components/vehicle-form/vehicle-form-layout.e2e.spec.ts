// Browser tests of the vehicle forms on the yard tablet both ways round: Save and Cancel stay in view at the foot of
// the screen wherever the form is scrolled to, uncovered and a finger's size, so a change halfway down is saved
// without scrolling to the end.
import { describe, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Car } from '@forecourt/contracts/car';
import type { Campervan } from '@forecourt/contracts/campervan';
import { expect } from '../../../../web-public/test/support/expect.ts';
import { ADMIN_PASSWORD, TABLET_PORTRAIT, expectTouchTargets, signIn, useStaffSite } from '../../../test/support/staff.ts';

const site = useStaffSite();

/**
 * Fails unless the button is on the screen and is what a finger at its middle would touch. Asked again for a moment,
 * as a finger would tap again: photos still arriving can move the page between finding the button and touching it.
 */
async function expectReachable(page: Page, button: Locator) {
  await expect(button).toBeInViewport({ ratio: 1 });
  const words = (await button.textContent())!.trim();
  const touched = async () => {
    const box = (await button.boundingBox())!;
    return page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a, button')?.textContent?.trim() ?? null, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
  };
  await expect.poll(touched, { timeout: 3_000 }).toBe(words);
}

/** The whole form drawn: its notice, features and photos have come (each holds its place with a skeleton until then). */
const drawnWhole = (page: Page) => expect(page.locator('.vehicle-form-actions').locator('xpath=ancestor::form').locator('[aria-busy="true"]')).toHaveCount(0);

async function openAt(size: 'tablet' | typeof TABLET_PORTRAIT, path: string): Promise<Page> {
  const page = await site().open(size, '/auth');
  await signIn(page, 'admin', ADMIN_PASSWORD, path);
  return page;
}

describe('a vehicle form keeps Save and Cancel in view', () => {
  for (const [label, size] of [
    ['landscape', 'tablet'],
    ['portrait', TABLET_PORTRAIT],
  ] as const) {
    it(`on a car at the top, halfway down and at the end, and saves from halfway down (${label})`, async () => {
      const page = await openAt(size, '/admin/cars');
      const car = ((await (await page.request.get('/api/cars')).json()) as Car[])[2]!;
      await page.goto(`/admin/cars/edit/${car.id}`);
      await expect(page.getByLabel('Model', { exact: true })).toHaveValue(car.model);
      await drawnWhole(page);
      const save = page.getByRole('button', { name: 'Update Car' });
      const cancel = page.getByRole('link', { name: 'Cancel' });

      await expectReachable(page, save);
      await expectReachable(page, cancel);
      await expectTouchTargets(page, '.vehicle-form-actions a, .vehicle-form-actions button');

      await page.getByRole('heading', { name: 'Consumer Information Notice' }).scrollIntoViewIfNeeded();
      await page.getByRole('heading', { name: 'Features' }).evaluate((el) => el.scrollIntoView({ block: 'center' }));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      await expectReachable(page, save);
      await site().screenshot(page, `admin-car-form-actions-${label}`);

      // A field in the middle, then Save from where it is.
      await page.getByLabel('Mileage').fill(String(car.mileage + 7));
      await expectReachable(page, save);
      await save.click();
      await page.waitForURL((url) => url.pathname === '/admin/cars');
      expect(((await (await page.request.get(`/api/cars/${car.id}`)).json()) as Car).mileage).toBe(car.mileage + 7);

      await page.goto(`/admin/cars/edit/${car.id}`);
      await expect(page.getByLabel('Model', { exact: true })).toHaveValue(car.model);
      await drawnWhole(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expectReachable(page, save);
      // At the end nothing of the form is hidden under the bar: the last photo control is still reachable.
      await expectReachable(page, cancel);
    });

    it(`on a campervan, halfway down (${label})`, async () => {
      const page = await openAt(size, '/manage-campervans');
      const van = ((await (await page.request.get('/api/campervans')).json()) as Campervan[])[0]!;
      await page.goto(`/edit-campervan/${van.id}`);
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue(van.name);
      await drawnWhole(page);
      const save = page.getByRole('button', { name: 'Update Campervan' });
      await expectReachable(page, save);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      await expectReachable(page, save);
      await expectReachable(page, page.getByRole('link', { name: 'Cancel' }));
      await site().screenshot(page, `admin-campervan-form-actions-${label}`);
    });
  }
});
