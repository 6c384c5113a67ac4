// Browser tests of the screens' toasts, whose code (antd's notification, in one file with the service worker's
// registration and update banner) comes once the screen is drawn: a toast asked for while it is still on its way
// shows when it comes; one whose code never comes (the Wi-Fi gone on a first visit) still shows its words, as an alert
// in the same corner, and goes after five seconds.
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expect } from '../../../web-public/test/support/expect.ts';
import { ADMIN_PASSWORD, signIn, useStaffSite } from '../../test/support/staff.ts';

const site = useStaffSite();
const TOASTS_CODE = /\/admin\/assets\/UpdatePrompt-[^/]+\.js$/;

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click();
}

describe("the screens' toasts", () => {
  it('are not what a screen waits for, and a toast asked for before their code came shows once it comes', async () => {
    const page = await site().open('tablet', '/auth');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    await page.route(TOASTS_CODE, async (route) => {
      asked.push(route.request().url());
      await held;
      await route.continue();
    });
    await signIn(page, 'admin', ADMIN_PASSWORD, '/dashboard');
    // The dashboard is drawn with the toasts' code still on its way.
    await expect(page.getByRole('heading', { name: 'Recent Inventory' })).toBeVisible();
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    await logOut(page);
    await page.waitForURL('**/auth');
    await expect(page.getByText('Logged out', { exact: true })).toHaveCount(0);
    release();
    const toast = page.locator('.ant-notification-notice').filter({ hasText: 'Logged out' });
    await expect(toast).toBeVisible();
    await expect(toast.getByText('You have been successfully logged out.')).toBeVisible();
  });

  it('still show their words when their code cannot be fetched, and go after five seconds', async () => {
    const page = await site().open('tablet', '/auth');
    await page.route(TOASTS_CODE, (route) => route.abort('internetdisconnected'));
    await signIn(page, 'admin', ADMIN_PASSWORD, '/dashboard');
    await expect(page.getByRole('heading', { name: 'Recent Inventory' })).toBeVisible();
    await logOut(page);
    await page.waitForURL('**/auth');
    const alert = page.getByRole('alert').filter({ hasText: 'Logged out' });
    await expect(alert).toBeVisible();
    await expect(alert.getByText('You have been successfully logged out.')).toBeVisible();
    // In the corner where the toasts show, over the page.
    const box = (await alert.boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(box.x + box.width).toBeGreaterThan(width - 40);
    expect(box.y).toBeLessThan(40);
    await site().screenshot(page, 'admin-toast-without-its-code-tablet');
    await expect(alert).toHaveCount(0, { timeout: 8_000 });
  });
});
