// Browser tests of the footer's login dialog: opened from 'Admin Login', the empty-field and failed-login toasts
// (the dialog stays open), a right password lands on the staff dashboard, 'Remember me' makes the session cookie
// last 30 days, 'Forgot Password' leads to the reset page; on a phone and a desktop, accessible.
import { describe, it } from 'vitest';
import { expect } from '../../../test/support/expect.ts';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, expectAccessible, useSite, type ViewportName } from '../../../test/support/site.ts';

const site = useSite();
const SESSION_COOKIE = 'forecourt.sid';
const DAY_S = 24 * 60 * 60;

async function openDialog(viewport: ViewportName): Promise<Page> {
  const page = await site().open(viewport, '/about');
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  const dialog = page.getByRole('dialog', { name: 'Login' });
  // On a busy machine a tap can land before the page's code has taken the button over: tap again until it opens.
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole('contentinfo').getByRole('button', { name: 'Admin Login' }).click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  // The dialog's code came on demand, not with the page.
  expect(scripts.some((url) => url.includes('/assets/LoginDialog-'))).toBe(true);
  await expect(dialog.getByLabel('Username')).toBeFocused();
  return page;
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Login' });

async function signInThroughDialog(page: Page, username: string, password: string, remember: boolean): Promise<void> {
  const dialog = dialogOf(page);
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  if (remember) await dialog.getByLabel('Remember me').check();
  await dialog.getByRole('button', { name: 'Sign In' }).click();
}

const sessionCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);

describe('the login dialog', () => {
  it('opens from the footer with its fields, and asks for both of them', async () => {
    const page = await openDialog('desktop');
    const dialog = dialogOf(page);
    await expect(dialog.getByLabel('Username')).toHaveAttribute('required', '');
    await expect(dialog.getByLabel('Password')).toHaveAttribute('required', '');
    await expect(dialog.getByLabel('Remember me')).not.toBeChecked();
    await expect(dialog.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/reset-password');
    await site().screenshot(page, 'public-login-dialog-desktop');
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('status').getByText('Invalid input')).toBeVisible();
    await expect(page.getByText('Please enter both username and password.')).toBeVisible();
    await dialog.getByLabel('Username').fill('admin');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter both username and password.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await site().screenshot(page, 'public-login-dialog-invalid-input-desktop');
  });

  it('says the login failed for a wrong password and stays open with what was typed', async () => {
    await site().app.createUser({ username: 'wrongpw', password: 'the-right-password' });
    const page = await openDialog('phone');
    await signInThroughDialog(page, 'wrongpw', 'not-the-password', false);
    await expect(page.getByText('Login failed')).toBeVisible();
    await expect(page.getByText('Invalid username or password')).toBeVisible();
    await expect(dialogOf(page)).toBeVisible();
    await expect(dialogOf(page).getByLabel('Username')).toHaveValue('wrongpw');
    await expect(dialogOf(page).getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(new URL(page.url()).pathname).toBe('/about');
    await site().screenshot(page, 'public-login-dialog-failed-phone');
    await expectAccessible(page);
  });

  it('signs in for the browser session only, welcomes the user and lands on the dashboard', async () => {
    const page = await openDialog('desktop');
    // Hold the answer back a moment so the pending text can be seen.
    await page.route('**/api/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await signInThroughDialog(page, 'admin', ADMIN_PASSWORD, false);
    await expect(dialogOf(page).getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page.getByText('Welcome back, Yard!')).toBeVisible();
    await expect(dialogOf(page)).toBeHidden();
    await page.waitForURL('**/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const cookie = await sessionCookie(page);
    expect(cookie?.expires).toBe(-1); // a session cookie: it ends with the browser
  });

  it('keeps the session for 30 days with Remember me', async () => {
    await site().app.createUser({ username: 'remembered', firstName: '', password: 'remember-me-password' });
    const page = await openDialog('phone');
    await signInThroughDialog(page, 'remembered', 'remember-me-password', true);
    await expect(page.getByText('Welcome back, remembered!')).toBeVisible();
    await page.waitForURL('**/dashboard');
    const cookie = await sessionCookie(page);
    expect(cookie).toBeDefined();
    expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 29 * DAY_S);
    expect(cookie!.httpOnly).toBe(true);
  });

  it('leads to the reset page from Forgot Password, and closes on Escape', async () => {
    const page = await openDialog('tablet');
    await site().screenshot(page, 'public-login-dialog-tablet-landscape');
    await page.setViewportSize({ width: 768, height: 1024 });
    await expect(dialogOf(page).getByRole('button', { name: 'Sign In' })).toBeInViewport();
    await site().screenshot(page, 'public-login-dialog-tablet-portrait');
    await page.keyboard.press('Escape');
    await expect(dialogOf(page)).toBeHidden();
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Admin Login' })).toBeFocused();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Admin Login' }).click();
    await dialogOf(page).getByRole('link', { name: 'Forgot Password' }).click();
    await page.waitForURL('**/reset-password');
    await expect(page.getByRole('heading', { name: 'Forgot Password', level: 1 })).toBeVisible();
  });
});
