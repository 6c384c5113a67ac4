// Browser tests of Email Settings against the real API: adding (with the SPEC validation message and the server's
// duplicate message), the active switch, moving the primary mark, deleting the primary, and the empty and error states.
import { describe, it } from 'vitest';
import { expect } from '../../../../web-public/test/support/expect.ts';
import type { Page } from 'playwright-core';
import type { Recipient } from '@forecourt/contracts/recipient';
import { expectAccessible } from '../../../../web-public/test/support/site.ts';
import { ADMIN_PASSWORD, PLAIN_PASSWORD, expectTouchTargets, openPortrait, plainUser, signIn, useStaffSite } from '../../../test/support/staff.ts';

const site = useStaffSite();

const recipientsOf = async (page: Page): Promise<Recipient[]> => (await page.request.get('/api/email-settings')).json();

async function addThroughApi(page: Page, email: string, fields: Partial<Recipient> = {}): Promise<Recipient> {
  const res = await page.request.post('/api/email-settings', { data: { email, name: null, isActive: true, isPrimary: false, ...fields } });
  expect(res.status()).toBe(201);
  return res.json();
}

async function openAsAdmin(): Promise<Page> {
  const page = await site().open('tablet', '/auth');
  await signIn(page, 'admin', ADMIN_PASSWORD, '/email-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Email Settings' })).toBeVisible();
  return page;
}

const row = (page: Page, email: string) => page.getByRole('listitem', { name: email, exact: true });
const toast = (page: Page) => page.locator('.ant-notification-notice');
/** Waits for antd's opening animation to end, so a screenshot shows the dialog as a person sees it. */
const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter, .ant-fade-appear'));

describe('Email Settings', () => {
  it('adds a recipient, refusing a bad address with the SPEC message and a duplicate with the server\'s', async () => {
    const page = await openAsAdmin();
    await page.getByRole('button', { name: 'Add New Recipient' }).click();
    const form = page.getByRole('form', { name: 'Add New Recipient' });
    await form.getByLabel('Email').fill('not-an-address');
    await form.getByRole('button', { name: 'Save Email' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await site().screenshot(page, 'admin-email-settings-add-tablet-landscape');

    await form.getByLabel('Email').fill('yard-e2e@forecourt.test');
    await form.getByLabel('Name (optional)').fill('Yard Office');
    await form.getByRole('switch', { name: 'Active' }).click();
    await form.getByRole('button', { name: 'Save Email' }).click();
    await expect(toast(page)).toContainText('Email added');
    await expect(form).toBeHidden();
    await expect(row(page, 'yard-e2e@forecourt.test')).toContainText('Yard Office');
    await expect(row(page, 'yard-e2e@forecourt.test')).toContainText('Inactive');
    const added = (await recipientsOf(page)).find((r) => r.email === 'yard-e2e@forecourt.test');
    expect(added).toMatchObject({ name: 'Yard Office', isActive: false, isPrimary: false });

    await page.getByRole('button', { name: 'Add New Recipient' }).click();
    await form.getByLabel('Email').fill('YARD-E2E@forecourt.test');
    await form.getByRole('button', { name: 'Save Email' }).click();
    await expect(toast(page)).toContainText('Failed to add email');
    await expect(toast(page)).toContainText('That email address is already a recipient');
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
    expect((await recipientsOf(page)).filter((r) => r.email.toLowerCase() === 'yard-e2e@forecourt.test')).toHaveLength(1);
  });

  it('turns a recipient off and on with its switch, as the API then shows', async () => {
    const page = await openAsAdmin();
    const recipient = await addThroughApi(page, 'switch-e2e@forecourt.test');
    await page.reload();
    const toggle = row(page, recipient.email).getByRole('switch', { name: `Active: ${recipient.email}` });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toast(page)).toContainText('Email settings updated');
    await expect(toast(page)).toContainText(`${recipient.email} is now inactive.`);
    await expect(toggle).not.toBeChecked();
    await expect(row(page, recipient.email)).toContainText('Inactive');
    expect((await recipientsOf(page)).find((r) => r.id === recipient.id)?.isActive).toBe(false);
    // The label beside the switch is part of its touch target.
    await row(page, recipient.email).getByText('Inactive', { exact: true }).click();
    await expect(toggle).toBeChecked();
    await expect.poll(async () => (await recipientsOf(page)).find((r) => r.id === recipient.id)?.isActive).toBe(true);
  });

  it('moves the Primary badge to another recipient, leaving exactly one primary', async () => {
    const page = await openAsAdmin();
    const recipient = await addThroughApi(page, 'promote-e2e@forecourt.test', { name: 'Promoted' });
    await page.reload();
    const before = (await recipientsOf(page)).find((r) => r.isPrimary)!;
    expect(before.id).not.toBe(recipient.id);
    await expect(row(page, before.email).getByText('Primary', { exact: true })).toBeVisible();
    await expect(row(page, before.email).getByRole('button', { name: /Make Primary/ })).toHaveCount(0);

    await row(page, recipient.email).getByRole('button', { name: `Make Primary: ${recipient.email}` }).click();
    await expect(toast(page)).toContainText('Primary email updated');
    await expect(row(page, recipient.email).getByText('Primary', { exact: true })).toBeVisible();
    await expect(row(page, before.email).getByText('Primary', { exact: true })).toHaveCount(0);
    await expect(row(page, before.email).getByRole('button', { name: `Make Primary: ${before.email}` })).toBeVisible();
    const primaries = (await recipientsOf(page)).filter((r) => r.isPrimary);
    expect(primaries.map((r) => r.id)).toEqual([recipient.id]);
    // The primary comes first in the list.
    await expect(page.getByRole('list', { name: 'Email recipients' }).getByRole('listitem').first()).toHaveAccessibleName(recipient.email);
  });

  it('warns before deleting the primary, and another recipient becomes primary', async () => {
    const page = await openAsAdmin();
    const doomed = await addThroughApi(page, 'doomed-e2e@forecourt.test', { isPrimary: true });
    await page.reload();
    await row(page, doomed.email).getByRole('button', { name: `Delete ${doomed.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete email recipient?' });
    await expect(dialog).toContainText(doomed.email);
    await expect(dialog).toContainText('This is the primary email. Another email will be set as primary.');
    await settled(page);
    await site().screenshot(page, 'admin-email-settings-delete-primary-tablet-landscape');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('Email deleted');
    await expect(row(page, doomed.email)).toHaveCount(0);
    const after = await recipientsOf(page);
    expect(after.some((r) => r.id === doomed.id)).toBe(false);
    const primaries = after.filter((r) => r.isPrimary);
    expect(primaries).toHaveLength(1);
    await expect(row(page, primaries[0]!.email).getByText('Primary', { exact: true })).toBeVisible();

    // A recipient that is not primary gets no warning, and Cancel keeps it.
    const other = after.find((r) => !r.isPrimary) ?? (await addThroughApi(page, 'kept-e2e@forecourt.test'));
    await page.reload();
    await row(page, other.email).getByRole('button', { name: `Delete ${other.email}` }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog).not.toContainText('Another email will be set as primary');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await recipientsOf(page)).some((r) => r.id === other.id)).toBe(true);
  });

  it('shows the empty state when there are no recipients', async () => {
    const page = await site().open('tablet', '/auth');
    await page.route('**/api/email-settings', (route) => route.fulfill({ json: [] }));
    await signIn(page, 'admin', ADMIN_PASSWORD, '/email-settings');
    await expect(page.getByText('No email recipients configured yet.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Email recipients' })).toHaveCount(0);
  });

  it('says so when the recipients cannot be loaded', async () => {
    const page = await site().open('tablet', '/auth');
    await page.route('**/api/email-settings', (route) => route.fulfill({ status: 500, json: { error: 'Something went wrong' } }));
    await signIn(page, 'admin', ADMIN_PASSWORD, '/email-settings');
    await expect(page.getByRole('alert')).toContainText('An error occurred while loading email settings');
    await expect(page.getByText('No email recipients configured yet.')).toHaveCount(0);
  });

  it('is open to a plain user, fits the tablet in portrait with large touch targets, and passes axe', async () => {
    await plainUser(site(), 'mailplain');
    const page = await openPortrait(site(), '/auth');
    await signIn(page, 'mailplain', PLAIN_PASSWORD, '/email-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Email Settings' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Email recipients' }).getByRole('listitem').first()).toBeVisible();
    // A switch is touched through its 44 px label, which toggles it too.
    await expectTouchTargets(page, 'main .ant-btn, main .recipient-switch, main label:has(.ant-switch)');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await site().screenshot(page, 'admin-email-settings-tablet-portrait');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add New Recipient' }).click();
    await expect(page.getByRole('form', { name: 'Add New Recipient' })).toBeVisible();
    await expectTouchTargets(page, 'main .ant-btn, main label:has(.ant-switch)');
    await site().screenshot(page, 'admin-email-settings-add-tablet-portrait');
    await expectAccessible(page);
  });

  it('lists the recipients on the tablet in landscape', async () => {
    const page = await openAsAdmin();
    await expect(page.getByRole('list', { name: 'Email recipients' }).getByRole('listitem').first()).toBeVisible();
    // A switch is touched through its 44 px label, which toggles it too.
    await expectTouchTargets(page, 'main .ant-btn, main .recipient-switch, main label:has(.ant-switch)');
    await site().screenshot(page, 'admin-email-settings-tablet-landscape');
    await expectAccessible(page);
  });

  it("draws the list without the form's code, says so when that code cannot be fetched, and opens the form on Try again", async () => {
    // The form's code comes once the list is drawn; here the Wi-Fi went before it came.
    const page = await site().open('tablet', '/auth');
    const formCode = /\/admin\/assets\/RecipientForm-[^/]+\.js$/;
    const formLibrary = /\/admin\/assets\/forms-[^/]+\.js$/;
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.route(formCode, (route) => route.abort('internetdisconnected'));
    await signIn(page, 'admin', ADMIN_PASSWORD, '/email-settings');
    const [primary] = await recipientsOf(page);
    await expect(row(page, primary!.email)).toBeVisible();
    await page.getByRole('button', { name: 'Add New Recipient' }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'The form could not be opened. Check the connection, then try again.' });
    await expect(failed).toBeVisible();
    await expect(row(page, primary!.email)).toBeVisible();
    await expectTouchTargets(page, '.ant-alert button');
    // Closed, it goes, and 'Add New Recipient' is back.
    await failed.getByRole('button', { name: 'Close' }).click();
    await expect(failed).toHaveCount(0);
    await page.getByRole('button', { name: 'Add New Recipient' }).click();
    await expect(failed).toBeVisible();

    await page.unroute(formCode);
    await failed.getByRole('button', { name: 'Try again' }).click();
    const form = page.getByRole('form', { name: 'Add New Recipient' });
    await expect(form.getByLabel('Email')).toBeVisible();
    await expect(failed).toHaveCount(0);
    // The form library came with the form, not with the list.
    expect(asked.filter((pathname) => formLibrary.test(pathname))).toHaveLength(1);
  });

  it('keeps every control of a recipient inside its card on a phone', async () => {
    const page = await site().open('phone', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/email-settings');
    const other = await addThroughApi(page, 'phone-e2e@forecourt.test', { name: 'Yard Phone' });
    await page.reload();
    const card = page.locator('.ant-card').filter({ has: page.getByRole('list', { name: 'Email recipients' }) });
    const box = (await card.boundingBox())!;
    for (const name of [`Delete ${other.email}`, `Make Primary: ${other.email}`]) {
      const control = (await page.getByRole('button', { name }).boundingBox())!;
      expect(control.x, name).toBeGreaterThanOrEqual(box.x);
      expect(control.x + control.width, name).toBeLessThanOrEqual(box.x + box.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectTouchTargets(page, 'main .ant-btn');
    await site().screenshot(page, 'admin-email-settings-phone');
  });
});
