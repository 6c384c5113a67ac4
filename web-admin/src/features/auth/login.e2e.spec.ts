// Browser tests of signing in and out of the staff app: /auth's validation and toasts, the redirects, and logout.
import { describe, it } from 'vitest';
import { expect } from '../../../../web-public/test/support/expect.ts';
import { expectAccessible } from '../../../../web-public/test/support/site.ts';
import { ADMIN_PASSWORD, holdAnswers, openPortrait, signIn, useStaffSite } from '../../../test/support/staff.ts';

const site = useStaffSite();

describe('the login page', () => {
  it('asks for both fields with the exact texts, and is accessible', async () => {
    const page = await site().open('tablet', '/auth');
    await expect(page.getByRole('heading', { name: 'Administrator Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Username').fill('admin');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Username is required')).toBeHidden();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await site().screenshot(page, 'admin-auth-validation-tablet');
    await expectAccessible(page);
  });

  it('says the login failed for a wrong password, with the server message', async () => {
    const page = await openPortrait(site(), '/auth');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login failed')).toBeVisible();
    await expect(page.getByText('Invalid username or password')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await page.waitForTimeout(400); // the toast's fade-in, for the screenshot
    await site().screenshot(page, 'admin-auth-failed-tablet-portrait');
  });

  it('signs an administrator in, welcomes them and lands on the dashboard', async () => {
    const page = await site().open('tablet', '/');
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto('/auth');
    await expect(page.getByLabel('Username')).toBeVisible();
    // Routes load on demand: the login page does not fetch the dashboard's or the layout's code.
    expect(scripts.some((url) => url.includes('/admin/assets/LoginPage-'))).toBe(true);
    expect(scripts.filter((url) => /\/(DashboardPage|AdminLayout)-/.test(url))).toEqual([]);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    // Hold the answer back a moment so the pending text can be seen.
    await page.route('**/api/login', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeVisible();
    await page.waitForURL('**/dashboard');
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page.getByText('Welcome back, Yard!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    expect(scripts.some((url) => url.includes('/admin/assets/DashboardPage-'))).toBe(true);

    // Signed in, /auth goes straight to the dashboard.
    await page.goto('/auth');
    await page.waitForURL('**/dashboard');
  });

  it('sends someone signed out from every protected route to /auth, with a spinner while it asks', async () => {
    const page = await site().open('tablet', '/auth');
    // Held until the spinner has been seen: the page asks at its very start, so a fixed delay could run out first.
    const user = await holdAnswers(page, '**/api/user');
    await page.goto('/dashboard');
    await expect(page.getByRole('status').getByText('Loading…')).toBeAttached();
    user.answer();
    await page.waitForURL('**/auth');
    await page.unrouteAll();
    for (const path of ['/admin/cars', '/manage-campervans', '/email-settings', '/manage-users', '/login-history', '/edit-campervan/1']) {
      await page.goto(path);
      await page.waitForURL('**/auth');
      await expect(page.getByRole('heading', { name: 'Administrator Login' })).toBeVisible();
    }
  });

  it('opens the avatar menu tapped before its code has come, once it comes, and says so when it cannot come', async () => {
    const page = await site().open('tablet', '/auth');
    // The pop-up's code (antd's Dropdown and menu) held back until the avatar has been tapped.
    let release!: () => void;
    const tapped = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/admin\/assets\/(AccountMenu|menus)-[^/]+\.js$/, async (route) => {
      await tapped;
      await route.continue();
    });
    await signIn(page, 'admin', ADMIN_PASSWORD, '/email-settings');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toHaveCount(0);
    release();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Logout' })).toBeVisible();

    // A tablet whose connection dropped before the code came, on a first visit.
    const offline = await site().open('tablet', '/auth');
    await offline.route(/\/admin\/assets\/(AccountMenu|menus)-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    await signIn(offline, 'admin', ADMIN_PASSWORD, '/email-settings');
    await offline.getByRole('button', { name: 'Account menu' }).click();
    await expect(offline.getByText('The account menu could not be opened')).toBeVisible();
  });

  it('logs out from the avatar menu, which shows the name, e-mail and Dashboard', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/email-settings');
    await page.getByRole('button', { name: 'Account menu' }).click();
    // The account menu, not the staff menu's rail beside it.
    const menu = page.getByRole('menu').filter({ hasText: 'admin@forecourt.co.nz' });
    await expect(menu.getByText('Yard Manager')).toBeVisible();
    await expect(menu.getByText('admin@forecourt.co.nz')).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard');

    // By keyboard, as well as by touch.
    await page.getByRole('button', { name: 'Account menu' }).focus();
    await page.keyboard.press('Enter');
    const logout = page.getByRole('menu').getByRole('menuitem', { name: 'Logout' });
    const [red, green] = (await logout.evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)!.map(Number);
    expect(red! - green!).toBeGreaterThan(100); // the red Logout of SPEC §2
    await logout.click();
    await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
    await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
    await page.waitForURL('**/auth');
    await page.goto('/dashboard');
    await page.waitForURL('**/auth');
  });
});
