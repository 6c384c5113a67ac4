// A campervan's detail over the list: dialog or full-screen panel, its own address, Back, the photo carousel and
// the enlarged photo, rental terms, and the buttons to the contact page.
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expect } from '../../../test/support/expect.ts';
import type { Campervan } from '@forecourt/contracts/campervan';
import { campervanPath } from '@forecourt/contracts/site';
import { VIEWPORTS, expectAccessible, useSite } from '../../../test/support/site.ts';

const site = useSite();

const detail = (page: Page, name = 'Tui Explorer') => page.getByRole('dialog', { name });

async function openFromList(viewport: 'phone' | 'tablet' | 'desktop', name = 'Tui Explorer') {
  const page = await site().open(viewport, '/campervan-hire');
  await page.getByRole('link', { name: `View Details of ${name}` }).click();
  await expect(detail(page, name)).toBeVisible();
  return page;
}

async function pathOf(page: Page, name: string): Promise<string> {
  const all: Campervan[] = await (await page.request.get('/api/campervans')).json();
  return campervanPath(all.find((c) => c.name === name)!);
}

describe('campervan detail', () => {
  it('opens over the list as a dialog on a desktop, at the campervan’s own address; Back closes it', async () => {
    const page = await openFromList('desktop');
    await expect(page).toHaveURL(await pathOf(page, 'Tui Explorer'));
    const dialog = detail(page);
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeLessThan(VIEWPORTS.desktop.viewport.width - 200);
    await expect(dialog.getByText('Available', { exact: true })).toBeVisible();
    await expect(dialog).toContainText('$189 per day');
    await expect(dialog).toContainText('$1,190 per week');
    await expect(dialog).toContainText('Self-contained four-berth with shower and toilet');
    for (const [term, value] of [['Berths', '4'], ['Transmission', 'Automatic'], ['Fuel Type', 'Diesel'], ['Mileage', '64,000 km']]) {
      await expect(dialog.locator('dl div').filter({ hasText: term })).toHaveText(`${term}${value}`);
    }
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Microwave' })).toBeVisible();
    expect(await page.title()).toContain('Tui Explorer, 4 berth campervan hire from $189 a day');
    await site().screenshot(page, 'campervan-detail-desktop');

    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/campervan-hire$/);
    expect(await page.title()).toMatch(/^Campervan hire \|/);
  });

  it('leaves the list where it was when it closes, also after arriving at /campervan-hire#top', async () => {
    const page = await site().open('phone', '/campervan-hire#top');
    const link = page.getByRole('link', { name: 'View Details of Kea Duo' });
    await link.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300); // past the page's own scroll to #top
    const listY = await page.evaluate(() => window.scrollY);
    expect(listY).toBeGreaterThan(1000);
    await link.click();
    await expect(detail(page, 'Kea Duo')).toBeVisible();
    await page.goBack();
    await expect(detail(page, 'Kea Duo')).toBeHidden();
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => window.scrollY)).toBe(listY);
    await expect(link).toBeFocused();
  });

  it('is a full-screen panel on a phone, and its close button returns to the list', async () => {
    const page = await openFromList('phone');
    const box = (await detail(page).boundingBox())!;
    expect(box).toEqual({ x: 0, y: 0, ...VIEWPORTS.phone.viewport });
    await site().screenshot(page, 'campervan-detail-phone');
    await detail(page).getByRole('button', { name: 'Close' }).first().click();
    await expect(detail(page)).toBeHidden();
    await expect(page).toHaveURL(/\/campervan-hire$/);
  });

  it('opens from a deep link, with the list behind it that Back goes to', async () => {
    const probe = await site().open('desktop', '/');
    const ruru = await pathOf(probe, 'Ruru Luxury');
    const page = await site().open('tablet', ruru);
    await expect(detail(page, 'Ruru Luxury')).toBeVisible();
    await expect(detail(page, 'Ruru Luxury')).toContainText('$329 per day');
    await page.goBack();
    await expect(detail(page, 'Ruru Luxury')).toBeHidden();
    await expect(page).toHaveURL(/\/campervan-hire$/);
    await expect(page.getByRole('heading', { name: 'Available Campervans' })).toBeVisible();

    // An address with only the id shows the campervan's full address.
    const short = await site().open('desktop', ruru.replace(/-.*/, ''));
    await expect(detail(short, 'Ruru Luxury')).toBeVisible();
    await expect(short).toHaveURL(ruru);
  });

  it('steps through the photos round and round, and enlarges one as Image N of M', async () => {
    const page = await openFromList('desktop');
    const carousel = detail(page).getByRole('group', { name: 'Photos of Tui Explorer' });
    const photo = carousel.getByRole('button', { name: /^Enlarge image/ });
    await expect(photo).toHaveAccessibleName('Enlarge image 1 of 2');
    const first = await photo.locator('img').getAttribute('src');
    await carousel.getByRole('button', { name: 'Next image' }).click();
    await expect(photo).toHaveAccessibleName('Enlarge image 2 of 2');
    expect(await photo.locator('img').getAttribute('src')).not.toBe(first);
    await carousel.getByRole('button', { name: 'Next image' }).click();
    await expect(photo).toHaveAccessibleName('Enlarge image 1 of 2');
    expect(await photo.locator('img').getAttribute('src')).toBe(first);
    await carousel.getByRole('button', { name: 'Previous image' }).click();
    await expect(photo).toHaveAccessibleName('Enlarge image 2 of 2');
    await carousel.getByRole('button', { name: 'Show image 1 of 2' }).click();
    await expect(photo).toHaveAccessibleName('Enlarge image 1 of 2');

    await photo.click();
    const enlarged = page.getByRole('dialog', { name: 'Photos of Tui Explorer' });
    await expect(enlarged.getByText('Image 1 of 2')).toBeVisible();
    await enlarged.getByRole('button', { name: 'Previous image' }).click();
    await expect(enlarged.getByText('Image 2 of 2')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(enlarged.getByText('Image 1 of 2')).toBeVisible();
    await site().screenshot(page, 'campervan-enlarged-desktop');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(page.getByText('Image 1 of 2')).toBeHidden();
    await expect(detail(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(detail(page)).toBeHidden();
  });

  it('gives the rental terms and is accessible', async () => {
    const page = await openFromList('tablet', 'Kiwi Family Six');
    const terms = detail(page, 'Kiwi Family Six').getByRole('region', { name: 'Rental Terms' });
    await expect(terms.getByRole('listitem')).toHaveText([
      'Minimum rental period: 3 days',
      'Security deposit: $500',
      'Unlimited kilometres',
      'Insurance included',
      'Full tank policy',
    ]);
    await expect(detail(page, 'Kiwi Family Six').getByText('Rented', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  for (const [button, intent] of [['Book Now', 'booking'], ['Ask a Question', 'question']] as const) {
    it(`leads to the top of the contact page with ${button}, carrying the campervan`, async () => {
      const page = await openFromList('phone');
      await detail(page).getByRole('link', { name: button }).click();
      await expect(page).toHaveURL(new RegExp(`/contact\\?campervan=\\d+&intent=${intent}$`));
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  }
});
