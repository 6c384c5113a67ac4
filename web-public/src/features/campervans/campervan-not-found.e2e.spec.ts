// A campervan address that names no campervan: status 404 from the server and the site's plain not-found message
// over the list, never the API's raw error; the way back is to the campervans. And a campervan opened from the
// grid titles the document as the server does for its address, the list's title coming back on close.
import { describe, it } from 'vitest';
import { expect } from '../../../test/support/expect.ts';
import type { Campervan } from '@forecourt/contracts/campervan';
import { NOT_FOUND_PAGE, campervanPageTitle, sitePage } from '@forecourt/contracts/site';
import { expectAccessible, useSite, type ViewportName } from '../../../test/support/site.ts';

const site = useSite();

describe('campervan not found', () => {
  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    it(`says plainly that /campervans/999 is not there, with status 404, on a ${viewport}`, async () => {
      const page = await site().open(viewport, 'about:blank');
      const response = await page.goto('/campervans/999');
      expect(response?.status()).toBe(404);
      const dialog = page.getByRole('dialog', { name: 'Campervan not found' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText("We couldn't find this campervan.");
      await expect(page.getByText('404: Campervan not found')).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page).toHaveTitle(NOT_FOUND_PAGE.title);
      await expectAccessible(page);
      await site().screenshot(page, `campervan-not-found-${viewport}`);

      await dialog.getByRole('button', { name: 'Browse our campervans' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/campervan-hire$/);
      await expect(page.getByRole('heading', { name: 'Available Campervans' })).toBeVisible();
    });
  }
});

describe('campervan title', () => {
  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    it(`titles the document with a campervan opened from the grid on a ${viewport}, and restores the list's title`, async () => {
      const page = await site().open(viewport, '/campervan-hire');
      const listTitle = sitePage('/campervan-hire')!.title;
      await expect(page).toHaveTitle(listTitle);
      const link = page.locator('a[href^="/campervans/"]').first();
      await link.scrollIntoViewIfNeeded();
      const href = (await link.getAttribute('href'))!;
      const campervan: Campervan = await (await page.request.get(`/api/campervans/${href.match(/\/campervans\/(\d+)/)![1]}`)).json();
      const served = (await (await page.request.get(href)).text()).match(/<title>([^<]*)<\/title>/)![1]!.replace(/&amp;/g, '&');
      expect(campervanPageTitle(campervan)).toBe(served);
      await link.click();
      await expect(page.getByRole('dialog', { name: campervan.name })).toBeVisible();
      await expect(page).toHaveTitle(served);
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveTitle(listTitle);
    });
  }
});
