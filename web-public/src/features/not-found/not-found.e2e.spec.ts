// The page for an unknown address: status 404 from the server, the SPEC's words, and the way home.
import { describe, it } from 'vitest';
import { expect } from '../../../test/support/expect.ts';
import { NOT_FOUND_PAGE } from '@forecourt/contracts/site';
import { expectAccessible, useSite } from '../../../test/support/site.ts';

const site = useSite();

describe('404 page', () => {
  it('answers /no-such-page with 404, says so, and returns home', async () => {
    const page = await site().open('phone', 'about:blank');
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you are looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page).toHaveTitle(NOT_FOUND_PAGE.title);
    await expectAccessible(page);
    await site().screenshot(page, 'not-found-phone');

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(`${site().baseUrl}/`);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
  });

  it('shows the same page when an unknown address is reached inside the site', async () => {
    const page = await site().open('desktop', '/');
    await page.evaluate(() => {
      history.pushState(null, '', '/finance/old-offer');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  });
});
