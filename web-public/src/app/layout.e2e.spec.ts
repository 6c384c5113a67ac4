import { describe, it } from 'vitest';
import { expect } from '../../test/support/expect.ts';
import { ADMIN_PASSWORD, expectAccessible, useSite } from '../../test/support/site.ts';

const site = useSite();

describe('header and footer', () => {
  it('shows the navigation and the footer Admin Login to a visitor on a desktop', async () => {
    const page = await site().open('desktop', '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Cars', 'Campervan Hire', 'About Us', 'Contact Us']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('07 825 1180')).toBeVisible();
    // It opens the login dialog (SPEC §2: the page /auth is for when no dialog handler is supplied).
    await footer.getByRole('button', { name: 'Admin Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });

  it('takes Cars to the car search 100 px below the top, from another page too', async () => {
    const page = await site().open('desktop', '/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cars' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('find-your-car')!.getBoundingClientRect().top)), { timeout: 5000 }).toBe(100);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cars' }).click();
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('find-your-car')!.getBoundingClientRect().top)), { timeout: 5000 }).toBe(100);
  });

  it('collapses the navigation into a menu on a phone', async () => {
    const page = await site().open('phone', '/about');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL('**/contact');
    await expect(menu).toBeHidden();
  });

  it('shows the avatar menu instead of Admin Login to someone signed in', async () => {
    const page = await site().open('desktop', '/');
    const res = await page.request.post('/api/login', { data: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(res.status()).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('admin@forecourt.co.nz')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Admin Login' })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Admin Login' })).toBeVisible();
    await expectAccessible(page);
  });
});

describe('vehicle photos', () => {
  const firstCardImage = (page: import('playwright-core').Page) => page.locator('#find-your-car img').first();

  it('fall back to the JPEG variants when WebP fails, then to the placeholder', async () => {
    const page = await site().open('desktop', '/blank-start');
    await page.route('**/*.webp', (route) => route.fulfill({ status: 404 }));
    await page.goto('/cars');
    await expect(firstCardImage(page)).toHaveAttribute('src', /\/media\/[\w-]+\/600\.jpg$/);
    await expect.poll(() => firstCardImage(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.route('**/*.jpg', (route) => route.fulfill({ status: 404 }));
    await page.goto('/cars?page=2');
    await expect(firstCardImage(page)).toHaveAttribute('src', '/assets/placeholder.svg');
  });

  it('reserve their space and load lazily after the first', async () => {
    const page = await site().open('desktop', '/cars');
    const images = page.locator('#find-your-car article img');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
    await expect(images.first()).toHaveAttribute('width', /\d+/);
    await expect(images.first()).toHaveAttribute('srcset', /200\.webp 200w, .*600\.webp 600w, .*1200\.webp 1200w/);
  });
});
