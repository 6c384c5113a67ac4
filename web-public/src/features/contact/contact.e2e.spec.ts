// The contact page in a browser: the form, its anti-spam rules (honeypot, 3 seconds), its toasts, and the details.
import { describe, it } from 'vitest';
import { expect } from '../../../test/support/expect.ts';
import type { Page } from 'playwright-core';
import { BUSINESS } from '@forecourt/contracts/business';
import { CONTACT_MIN_FILL_MS } from '@forecourt/contracts/limits';
import { expectAccessible, useSite, type ViewportName } from '../../../test/support/site.ts';

const site = useSite();
let visitors = 0;

const MAP_TILES = 'https://tile.openstreetmap.org/**';
/** A 1×1 PNG for every map tile, so the map shows without the internet. */
const TILE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8v5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==', 'base64');

const mapTileRequests = (page: Page, outcome: 'load' | 'fail') =>
  page.route(MAP_TILES, (route) => (outcome === 'load' ? route.fulfill({ contentType: 'image/png', body: TILE_PNG }) : route.abort('internetdisconnected')));

/**
 * The contact page with a clock the test moves. The browser's clock runs a minute behind the server's, so the
 * server's own 3-second check (on its own clock) always passes: only the form's timer decides what is sent.
 */
async function openContact(viewport: ViewportName = 'desktop'): Promise<Page> {
  const page = await site().open(viewport, 'about:blank');
  await page.clock.install({ time: Date.now() - 60_000 });
  await mapTileRequests(page, 'load');
  await page.goto('/contact');
  await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();
  return page;
}

async function fillForm(page: Page) {
  visitors += 1;
  const visitor = { name: `Aroha Visitor ${visitors}`, email: `aroha${visitors}@example.nz`, phone: '021 555 0101', subject: 'Test drive', message: 'Could I test drive the BMW on Saturday morning?' };
  await page.getByLabel('Name', { exact: true }).fill(visitor.name);
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByLabel('Phone').fill(visitor.phone);
  await page.getByLabel('Subject').fill(visitor.subject);
  await page.getByLabel('Message').fill(visitor.message);
  return visitor;
}

const storedFrom = (email: string) => site().app.deps.db('contact_messages').where({ email });

/** Every POST /api/contact the page makes. */
function contactPosts(page: Page): unknown[] {
  const posts: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact') posts.push(request.postDataJSON());
  });
  return posts;
}

const sendButton = (page: Page) => page.getByRole('button', { name: 'Send Message' });

async function expectSentToast(page: Page) {
  await expect(page.getByRole('status').getByText('Message Sent')).toBeVisible();
  await expect(page.getByText("Thank you for your message. We'll get back to you soon!")).toBeVisible();
}

describe('contact page', () => {
  it('shows the labelled form, the ways to reach us, the hours and the after-hours line', async () => {
    const page = await openContact('desktop');
    await expect(page).toHaveTitle(/^Contact us \| Forecourt/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('required', '');
    }
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Phone (optional)')).not.toHaveAttribute('required', '');

    const main = page.getByRole('main');
    await expect(main.getByText('1180 Te Pahu Road, Te Pahu, Hamilton 3285').first()).toBeVisible();
    await expect(main.getByRole('link', { name: BUSINESS.phone })).toHaveAttribute('href', `tel:${BUSINESS.phoneE164}`);
    await expect(main.getByRole('link', { name: BUSINESS.email })).toHaveAttribute('href', `mailto:${BUSINESS.email}`);
    const hours = main.getByRole('table', { name: 'Business hours' });
    await expect(hours.getByRole('row')).toHaveText(['Mon-Fri9:00 AM-5:30 PM', 'Sat10:00 AM-4:00 PM', 'SunClosed']);
    await expect(main.getByText('after-hours emergency line for campervan rentals')).toBeVisible();
    await expect(main.getByRole('link', { name: BUSINESS.afterHoursPhone })).toHaveAttribute('href', `tel:${BUSINESS.afterHoursPhoneE164}`);
    await expectAccessible(page);
    await site().screenshot(page, 'contact-desktop');
  });

  it('keeps the honeypot out of sight, out of the tab order and away from screen readers', async () => {
    const page = await openContact('desktop');
    const trap = page.locator('input[name="website"]');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await expect(page.locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1);
    await expect(trap).not.toBeInViewport();
    await page.getByLabel('Message').focus();
    await page.keyboard.press('Tab');
    await expect(sendButton(page)).toBeFocused();
  });

  it('sends a message filled in over more than 3 seconds, then clears the form and starts the timer again', async () => {
    const page = await openContact('phone');
    const posts = contactPosts(page);
    const visitor = await fillForm(page);
    await page.clock.fastForward(CONTACT_MIN_FILL_MS + 100);
    await sendButton(page).click();
    await expectSentToast(page);

    const rows = await storedFrom(visitor.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: visitor.name, email: visitor.email, phone: visitor.phone, subject: visitor.subject, message: visitor.message });
    expect(posts).toEqual([expect.objectContaining({ honeypot: '', timestamp: expect.any(Number) })]);
    for (const label of ['Name', 'Email', 'Phone', 'Subject', 'Message']) await expect(page.getByLabel(label, { exact: label !== 'Phone' })).toHaveValue('');

    // Straight after the reset the 3 seconds start again: an instant second send goes nowhere.
    const again = await fillForm(page);
    await sendButton(page).click();
    await expectSentToast(page);
    expect(posts).toHaveLength(1);
    expect(await storedFrom(again.email)).toHaveLength(0);
    await site().screenshot(page, 'contact-phone-sent');
  });

  it('pretends to send, and sends nothing, when the hidden field is filled', async () => {
    const page = await openContact('desktop');
    const posts = contactPosts(page);
    const visitor = await fillForm(page);
    await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'));
    await page.clock.fastForward(CONTACT_MIN_FILL_MS + 100);
    await sendButton(page).click();
    await expectSentToast(page);
    expect(posts).toHaveLength(0);
    expect(await storedFrom(visitor.email)).toHaveLength(0);
  });

  it('pretends to send, and sends nothing, when the form is sent within 3 seconds of loading', async () => {
    const page = await openContact('desktop');
    const posts = contactPosts(page);
    const visitor = await fillForm(page);
    await sendButton(page).click();
    await expectSentToast(page);
    expect(posts).toHaveLength(0);
    expect(await storedFrom(visitor.email)).toHaveLength(0);
  });

  it("shows 'Sending...' while the message is on its way", async () => {
    const page = await openContact('desktop');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    const visitor = await fillForm(page);
    await page.clock.fastForward(CONTACT_MIN_FILL_MS + 100);
    await sendButton(page).click();
    const pending = page.getByRole('button', { name: 'Sending...' });
    await expect(pending).toBeDisabled();
    release();
    await expectSentToast(page);
    await expect(sendButton(page)).toBeEnabled();
    expect(await storedFrom(visitor.email)).toHaveLength(1);
  });

  it("shows 'Submission Failed' with the server's words, or a fallback, and keeps what was typed", async () => {
    const page = await openContact('tablet');
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, json: { error: 'Mail server down' } }));
    const visitor = await fillForm(page);
    await page.clock.fastForward(CONTACT_MIN_FILL_MS + 100);
    await sendButton(page).click();
    const toast = page.getByRole('status');
    await expect(toast.getByText('Submission Failed')).toBeVisible();
    await expect(toast.getByText('Mail server down')).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue(visitor.message);
    await site().screenshot(page, 'contact-tablet-failed');

    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    await sendButton(page).click();
    await expect(toast.getByText('There was a problem sending your message. Please try again.')).toBeVisible();
    expect(await storedFrom(visitor.email)).toHaveLength(0);
  });
});

describe('contact page map', () => {
  it('shows the map around the yard with directions', async () => {
    const page = await openContact('tablet');
    await expect(page.getByRole('img', { name: /^Map showing Forecourt/ })).toBeVisible();
    await expect.poll(() => page.locator('img[src^="https://tile.openstreetmap.org/14/"]').count()).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: /Get directions/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=1180%20Te%20Pahu%20Road/);
    await expectAccessible(page);
  });

  it('gives way to the directions link when the map cannot load', async () => {
    const page = await site().open('phone', 'about:blank');
    await mapTileRequests(page, 'fail');
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: /Get directions/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Map showing/ })).toHaveCount(0);
    await site().screenshot(page, 'contact-phone-no-map');
    await expectAccessible(page);
  });

  it('gives way to the directions link when the browser goes offline', async () => {
    const page = await openContact('desktop');
    await expect(page.getByRole('img', { name: /^Map showing/ })).toBeVisible();
    await page.context().setOffline(true);
    await expect(page.getByRole('img', { name: /^Map showing/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Get directions/ })).toBeVisible();
    await page.context().setOffline(false);
  });
});
