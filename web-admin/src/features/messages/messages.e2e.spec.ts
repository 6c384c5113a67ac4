// Browser tests of Messages against the real API: enquiries posted through the contact form show with their
// delivery state (sent, retrying, failed with the last error), Resend sends a failed one, the filters and search,
// reading a whole message, the empty and error states, and a plain user sent to the dashboard.
import { describe, it } from 'vitest';
import { expect } from '../../../../web-public/test/support/expect.ts';
import type { Page } from 'playwright-core';
import type { Car } from '@forecourt/contracts/car';
import type { ContactMessage } from '@forecourt/contracts/contact';
import { addDays, formatPreferredDay, nzToday } from '@forecourt/contracts/enquiry';
import { carPath } from '@forecourt/contracts/site';
import { expectAccessible } from '../../../../web-public/test/support/site.ts';
import { ADMIN_PASSWORD, PLAIN_PASSWORD, expectTouchTargets, openPortrait, plainUser, signIn, useStaffSite } from '../../../test/support/staff.ts';

const site = useStaffSite();

const LONG_TEXT = `Kia ora,\nI saw the Porsche Cayman on your site and would like to know its service history in detail. ${'It must have had its cambelt done and I would like to see the receipts. '.repeat(3)}\nTHE VERY END OF THE MESSAGE.`;

/** Posts an enquiry the way the public contact form does: filled in well over 3 seconds after the page loaded. */
async function postEnquiry(page: Page, subject: string, fields: Record<string, unknown> = {}): Promise<ContactMessage> {
  const res = await page.request.post('/api/contact', {
    data: { name: 'Aroha Ngata', email: 'aroha@example.co.nz', subject, message: 'Could I see it on Saturday?', phone: '021 555 0199', honeypot: '', timestamp: Date.now() - 60_000, ...fields },
  });
  expect(res.status()).toBe(200);
  const row = await site().app.deps.db('contact_messages').where({ subject }).first();
  expect(row, subject).toBeTruthy();
  return (await messagesOf(page)).find((message) => message.id === row.id)!;
}

const messagesOf = async (page: Page): Promise<ContactMessage[]> => (await page.request.get('/api/contact-messages')).json();
const setState = (id: number, fields: Record<string, unknown>) => site().app.deps.db('contact_messages').where({ id }).update(fields);
const card = (page: Page, subject: string) => page.getByRole('article', { name: subject });
const toast = (page: Page) => page.locator('.ant-notification-notice');

async function openAsAdmin(): Promise<Page> {
  const page = await site().open('tablet', '/auth');
  await signIn(page, 'admin', ADMIN_PASSWORD, '/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  return page;
}

describe('Messages', () => {
  it('shows each enquiry with its delivery state, and Resend delivers a failed one', async () => {
    const page = await openAsAdmin();
    const sent = await postEnquiry(page, 'Audi e-tron test drive', { name: 'Mere Walker', email: 'mere@example.co.nz', phone: '' });
    const failed = await postEnquiry(page, 'Trade-in of my Golf', { name: 'Hemi Tane', email: 'hemi@example.co.nz' });
    const retrying = await postEnquiry(page, 'Campervan for Easter', { name: 'Sione Lui', email: 'sione@example.co.nz' });
    expect(sent.status).toBe('sent');
    await setState(failed.id, { status: 'failed', attempts: 12, last_error: 'Connection refused by mail.forecourt.co.nz' });
    const nextTry = new Date(Date.now() + 3_600_000);
    await setState(retrying.id, { status: 'retrying', attempts: 3, last_error: 'Greylisted, try again later', next_attempt_at: nextTry });
    await page.getByRole('button', { name: 'Refresh' }).click();

    const sentCard = card(page, 'Audi e-tron test drive');
    await expect(sentCard.locator('[data-shade="green"]')).toHaveText('Sent');
    await expect(sentCard).toContainText('Mere Walker');
    await expect(sentCard.getByRole('link', { name: 'mere@example.co.nz' })).toHaveAttribute('href', 'mailto:mere@example.co.nz');
    await expect(sentCard).toContainText('Could I see it on Saturday?');
    await expect(sentCard).toContainText('Delivered');
    await expect(sentCard.getByRole('button', { name: /Resend/ })).toHaveCount(0);

    const retryCard = card(page, 'Campervan for Easter');
    await expect(retryCard.locator('[data-shade="amber"]')).toHaveText('Retrying');
    await expect(retryCard).toContainText('3 attempts so far, next attempt');
    await expect(retryCard).toContainText(new Intl.DateTimeFormat('en-NZ', { timeStyle: 'short', timeZone: 'Pacific/Auckland' }).format(nextTry));
    await expect(retryCard).toContainText('Last error: Greylisted, try again later');
    await expect(retryCard.getByRole('link', { name: '021 555 0199' })).toHaveAttribute('href', 'tel:0215550199');

    const failedCard = card(page, 'Trade-in of my Golf');
    await expect(failedCard.locator('[data-shade="red"]')).toHaveText('Failed');
    await expect(failedCard).toContainText('Gave up after 12 attempts');
    await expect(failedCard).toContainText('Last error: Connection refused by mail.forecourt.co.nz');
    await site().screenshot(page, 'admin-messages-tablet-landscape');
    await expectTouchTargets(page, 'main .ant-btn, main .ant-radio-button-wrapper, main .message-contact');
    await expectAccessible(page);

    await failedCard.getByRole('button', { name: 'Resend the message from Hemi Tane: Trade-in of my Golf' }).click();
    await expect(toast(page)).toContainText('Message sent');
    await expect(failedCard.locator('[data-shade="green"]')).toHaveText('Sent');
    await expect(failedCard.getByRole('button', { name: /Resend/ })).toHaveCount(0);
    expect((await messagesOf(page)).find((m) => m.id === failed.id)).toMatchObject({ status: 'sent', lastError: null });
  });

  it('filters by delivery state and searches by name, email or subject', async () => {
    const page = await openAsAdmin();
    const a = await postEnquiry(page, 'Filter: BMW X5 finance', { name: 'Kiri Brown', email: 'kiri@example.co.nz' });
    const b = await postEnquiry(page, 'Filter: MINI warranty', { name: 'Tama Wilson', email: 'tama@example.co.nz' });
    await setState(b.id, { status: 'failed', attempts: 12, last_error: 'Mailbox full' });
    await page.reload();
    const group = page.getByRole('radiogroup', { name: 'Delivery state' });
    const all = await messagesOf(page);
    await expect(group.getByText(`All (${all.length})`)).toBeVisible();
    await group.getByText(/^Failed \(/).click();
    await expect(card(page, 'Filter: MINI warranty')).toBeVisible();
    await expect(card(page, 'Filter: BMW X5 finance')).toHaveCount(0);
    await group.getByText(/^Sent \(/).click();
    await expect(card(page, 'Filter: BMW X5 finance')).toBeVisible();
    await expect(card(page, 'Filter: MINI warranty')).toHaveCount(0);
    await group.getByText(/^All \(/).click();

    const search = page.getByRole('searchbox', { name: 'Search messages' });
    await search.fill('TAMA@example');
    await expect(card(page, 'Filter: MINI warranty')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await search.fill('kiri brown');
    await expect(card(page, 'Filter: BMW X5 finance')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await search.fill('x5 finance');
    await expect(page.getByRole('article')).toHaveCount(1);
    await search.fill('no such enquiry');
    await expect(page.getByText('No messages match.')).toBeVisible();
    expect(a.id).not.toBe(b.id);
  });

  it('shows the start of a long message and all of it on request', async () => {
    const page = await openAsAdmin();
    await postEnquiry(page, 'A long question', { message: LONG_TEXT });
    await page.reload();
    const long = card(page, 'A long question');
    await expect(long).toContainText('Kia ora,');
    await expect(long).not.toContainText('THE VERY END OF THE MESSAGE.');
    await long.getByRole('button', { name: 'Read all' }).click();
    await expect(long).toContainText('THE VERY END OF THE MESSAGE.');
    await expect(long.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await long.getByRole('button', { name: 'Show less' }).click();
    await expect(long).not.toContainText('THE VERY END OF THE MESSAGE.');
  });

  it('shows the vehicle an enquiry is about, linked to its public and staff pages, with the preferred day', async () => {
    const page = await openAsAdmin();
    const car = ((await (await page.request.get('/api/cars')).json()) as Car[])[0]!;
    const name = `${car.year} ${car.brand} ${car.model}`;
    const day = addDays(nzToday(), 5);
    const sent = await postEnquiry(page, `${name} — test drive`, { vehicleKind: 'car', vehicleId: car.id, intent: 'test-drive', preferredDate: day });
    expect(sent).toMatchObject({ vehicle: { kind: 'car', id: car.id, name }, intent: 'test-drive', preferredDate: day });
    await postEnquiry(page, 'Vehicle: general question', { name: 'Nobody Particular' });
    await page.reload();

    const enquiry = card(page, `${name} — test drive`);
    const link = enquiry.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', new RegExp(`^https?://[^/]+${carPath(car)}$`));
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(enquiry.getByRole('link', { name: `Edit car ${name}` })).toHaveAttribute('href', `/admin/cars/edit/${car.id}`);
    await expect(enquiry).toContainText(`About ${name}`);
    await expect(enquiry).toContainText(`Preferred day for the test drive: ${formatPreferredDay(day)}`);
    await expect(card(page, 'Vehicle: general question')).not.toContainText('About');
    await expectTouchTargets(page, 'main .message-contact');
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/enquiry-admin-messages-tablet.png' });

    await page.getByRole('searchbox', { name: 'Search messages' }).fill(`${car.brand} ${car.model}`);
    await expect(enquiry).toBeVisible();
    await enquiry.getByRole('link', { name: `Edit car ${name}` }).click();
    await expect(page).toHaveURL(`/admin/cars/edit/${car.id}`);
  });

  it('fits the tablet upright', async () => {
    const page = await openPortrait(site(), '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/messages');
    await postEnquiry(page, 'Portrait: Range Rover', { message: LONG_TEXT });
    await page.reload();
    await expect(card(page, 'Portrait: Range Rover')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectTouchTargets(page, 'main .ant-btn, main .ant-radio-button-wrapper, main .message-contact');
    await site().screenshot(page, 'admin-messages-tablet-portrait');
    await expectAccessible(page);
  });

  it('says so when there are no messages, and when they cannot be loaded, with Try again', async () => {
    const page = await site().open('tablet', '/auth');
    await page.route('**/api/contact-messages', (route) => route.fulfill({ json: [] }));
    await signIn(page, 'admin', ADMIN_PASSWORD, '/messages');
    await expect(page.getByText('No messages yet.')).toBeVisible();

    await page.unroute('**/api/contact-messages');
    await page.route('**/api/contact-messages', (route) => route.fulfill({ status: 500, json: { error: 'The database is not answering' } }));
    await page.getByRole('button', { name: 'Refresh' }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'Failed to load messages: The database is not answering' });
    await expect(failed).toBeVisible();

    // The server answers again: Try again, beside the words, loads them.
    await page.unroute('**/api/contact-messages');
    await page.route('**/api/contact-messages', (route) => route.fulfill({ json: [] }));
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(failed).toHaveCount(0);
    await expect(page.getByText('No messages yet.')).toBeVisible();
  });

  it('sends a plain user from /messages to the dashboard', async () => {
    await plainUser(site(), 'msgplain');
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'msgplain', PLAIN_PASSWORD, '/messages');
    await page.waitForURL('**/dashboard');
    expect((await page.request.get('/api/contact-messages')).status()).toBe(403);
  });
});
