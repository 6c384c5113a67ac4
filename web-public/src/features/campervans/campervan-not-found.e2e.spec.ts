// A campervan address that names no campervan: status 404 from the server and the site's plain not-found message
// over the list, never the API's raw error; the way back is to the campervans.
import { describe, it } from 'vitest';
import { expect } from '../../../test/support/expect.ts';
import { NOT_FOUND_PAGE } from '@forecourt/contracts/site';
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
