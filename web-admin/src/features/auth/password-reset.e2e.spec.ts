// Browser tests of 'Forgot Password' end to end: /auth → the request form → the e-mail, received by a real SMTP
// server → its link → a new password (mismatch first) → logging in with it; dead links and unknown accounts.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expect } from '../../../../web-public/test/support/expect.ts';
import type { Page } from 'playwright-core';
import { PASSWORD_RESET_LINK_INVALID, PASSWORD_RESET_SENT } from '@forecourt/contracts/user';
import { expectAccessible } from '../../../../web-public/test/support/site.ts';
import { freePort, SmtpReceiver } from '../../../../api/test/support/smtp-receiver.ts';
import { resetMailSettled } from '../../../../api/src/services/password-reset/password-reset.ts';
import { PLAIN_PASSWORD, expectTouchTargets, openPortrait, plainUser, useStaffSite } from '../../../test/support/staff.ts';

const smtp = new SmtpReceiver(await freePort());
const site = useStaffSite({ env: { SMTP_URL: smtp.url } });
beforeAll(() => smtp.start());
afterAll(() => smtp.stop());

/** The link of the newest mail sent to `address`. */
async function linkMailedTo(address: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = smtp.received.filter((m) => m.rcptTo.includes(address)).at(-1);
    const link = mail && /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.mail.text ?? '')?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no reset mail reached ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function askForLink(page: Page, login: string): Promise<void> {
  await page.getByLabel('Username or email').fill(login);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(PASSWORD_RESET_SENT)).toBeVisible();
}

describe('forgot password', () => {
  it('goes from /auth to a mailed link, sets a new password and logs in with it', async () => {
    const user = await plainUser(site(), 'forgetful');
    const page = await site().open('tablet', '/auth');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await page.waitForURL('**/reset-password');
    await expect(page.getByRole('heading', { name: 'Forgot Password', level: 1 })).toBeVisible();
    await site().screenshot(page, 'admin-forgot-password-tablet');
    await expectTouchTargets(page, 'main button, main a');

    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Username or email is required')).toBeVisible();
    await page.getByLabel('Username or email').fill('forgetful');
    // Hold the answer back a moment so the pending text can be seen.
    await page.route('**/api/password-reset', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeVisible();
    await expect(page.getByText(PASSWORD_RESET_SENT)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/auth');
    await site().screenshot(page, 'admin-forgot-password-sent-tablet');
    await expectAccessible(page);

    const link = await linkMailedTo(user.email);
    expect(link.startsWith(site().baseUrl)).toBe(true);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Set a New Password', level: 1 })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('my-new-yard-password');
    await page.getByLabel('Confirm new password').fill('my-new-yard-passwrod');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await site().screenshot(page, 'admin-new-password-mismatch-tablet');
    await expectAccessible(page);
    await expectTouchTargets(page, 'main button, main a');

    await page.getByLabel('Confirm new password').fill('my-new-yard-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL('**/auth');
    await expect(page.getByText('Password updated')).toBeVisible();
    await expect(page.getByText('You can now log in with your new password.')).toBeVisible();

    await page.getByLabel('Username').fill('forgetful');
    await page.getByLabel('Password').fill(PLAIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Invalid username or password')).toBeVisible();
    await page.getByLabel('Password').fill('my-new-yard-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard');
    await expect(page.getByText('Welcome back, Pat!')).toBeVisible();

    // The link worked once.
    const again = await site().open('tablet', link.slice(site().baseUrl.length));
    await expect(again.getByText(PASSWORD_RESET_LINK_INVALID)).toBeVisible();
  });

  it('says a dead link is dead, offers a new one, and answers an unknown account like a real one', async () => {
    const page = await openPortrait(site(), '/reset-password?token=this-link-never-existed');
    await expect(page.getByRole('heading', { name: 'Set a New Password', level: 1 })).toBeVisible();
    await expect(page.getByText(PASSWORD_RESET_LINK_INVALID)).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await site().screenshot(page, 'admin-reset-link-dead-tablet-portrait');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot Password', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password$/);
    const before = smtp.received.length;
    await askForLink(page, 'no-such-person@example.com');
    await site().screenshot(page, 'admin-forgot-password-sent-tablet-portrait');
    await resetMailSettled(site().app.deps);
    expect(smtp.received.length).toBe(before);
  });

  it('fits a phone, and a link replaced by a newer one no longer works', async () => {
    const user = await plainUser(site(), 'twolinks');
    const page = await site().open('phone', '/reset-password');
    await expect(page.getByLabel('Username or email')).toBeVisible();
    await site().screenshot(page, 'admin-forgot-password-phone');
    await askForLink(page, user.email);
    const first = await linkMailedTo(user.email);
    await page.goto('/reset-password');
    await askForLink(page, 'twolinks');
    await resetMailSettled(site().app.deps);
    const second = await linkMailedTo(user.email);
    expect(second).not.toBe(first);

    await page.goto(first);
    await expect(page.getByText(PASSWORD_RESET_LINK_INVALID)).toBeVisible();
    await page.goto(second);
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
    await site().screenshot(page, 'admin-new-password-phone');
    await expectAccessible(page);
  });
});
