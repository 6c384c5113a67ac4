// Enquiries about a vehicle in a browser, on a phone and a desktop: 'Schedule Test Drive' on a car leads to the
// contact page showing the car, with the subject filled and a preferred day to pick; the message is stored with the
// car; the car can be taken off the enquiry; a campervan's 'Book Now' asks for a pick-up day; a day in the past is
// refused by the server with its message; and every phone number on the public site is a tap-to-call link.
import { describe, it } from 'vitest';
import { expect } from '../../../test/support/expect.ts';
import type { Page } from 'playwright-core';
import { BUSINESS } from '@forecourt/contracts/business';
import type { Campervan } from '@forecourt/contracts/campervan';
import type { Car } from '@forecourt/contracts/car';
import { CONTACT_MIN_FILL_MS } from '@forecourt/contracts/limits';
import { addDays, nzToday } from '@forecourt/contracts/enquiry';
import { campervanPath, carPath } from '@forecourt/contracts/site';
import { expectAccessible, useSite, type ViewportName } from '../../../test/support/site.ts';

const site = useSite();
let visitors = 0;

const title = (car: Car) => `${car.year} ${car.brand} ${car.model}`;
const about = (page: Page) => page.getByRole('group', { name: 'The vehicle this enquiry is about' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send Message' });
const storedFrom = (email: string) => site().app.deps.db('contact_messages').where({ email });

/** A page whose clock the test moves (for the form's 3-second rule), opened at `path`. */
async function openAt(viewport: ViewportName, path: string): Promise<Page> {
  const page = await site().open(viewport, 'about:blank');
  await page.clock.install({ time: Date.now() - 60_000 });
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
  await page.goto(path);
  return page;
}

async function fillVisitor(page: Page) {
  visitors += 1;
  const email = `enquirer${visitors}@example.nz`;
  await page.getByLabel('Name', { exact: true }).fill(`Aroha Enquirer ${visitors}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Message').fill('Could I come in the morning?');
  return email;
}

async function send(page: Page) {
  await page.clock.fastForward(CONTACT_MIN_FILL_MS + 100);
  await sendButton(page).click();
}

describe('an enquiry about a car', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`goes from 'Schedule Test Drive' to the contact page with the car, a subject and a preferred day (${viewport})`, async () => {
      const page = await openAt(viewport, '/cars');
      const link = page.getByRole('list', { name: 'Cars' }).getByRole('link', { name: 'View Details' }).first();
      const id = Number((await link.getAttribute('href'))!.match(/\/cars\/(\d+)/)![1]);
      const car: Car = await (await page.request.get(`/api/cars/${id}`)).json();
      await link.click();
      const dialog = page.getByRole('dialog', { name: title(car) });
      await expect(dialog.getByRole('link', { name: BUSINESS.phone })).toHaveAttribute('href', `tel:${BUSINESS.phoneE164}`);
      await dialog.getByRole('link', { name: 'Schedule Test Drive' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/enquiry-car-detail-${viewport}.png` });
      await dialog.getByRole('link', { name: 'Schedule Test Drive' }).click();

      await expect(page).toHaveURL(`/contact?car=${id}&intent=test-drive`);
      await expect(about(page)).toContainText(`About: ${title(car)}`);
      await expect(about(page).getByRole('link', { name: title(car) })).toHaveAttribute('href', carPath(car));
      await expect(page.getByLabel('Subject')).toHaveValue(`${title(car)} — test drive`);
      const day = page.getByLabel('Preferred day for the test drive (optional)');
      await expect(day).toHaveAttribute('type', 'date');
      const today = nzToday();
      await expect(day).toHaveAttribute('min', today);
      const chosen = addDays(today, 3);
      await day.fill(chosen);
      const email = await fillVisitor(page);
      await page.screenshot({ path: `/tmp/enquiry-test-drive-${viewport}.png`, fullPage: viewport === 'phone' });
      await expectAccessible(page);
      await send(page);
      await expect(page.getByRole('status').getByText('Message Sent')).toBeVisible();
      await expect(page.getByText("Thank you for your message. We'll get back to you soon!")).toBeVisible();

      const rows = await storedFrom(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ subject: `${title(car)} — test drive`, vehicle_kind: 'car', vehicle_id: id, vehicle_name: title(car), intent: 'test-drive', preferred_date: chosen });
      expect(rows[0].vehicle_url).toMatch(new RegExp(`${carPath(car)}$`));
      // The form clears; the car stays, and its subject is suggested again.
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
      await expect(day).toHaveValue('');
      await expect(page.getByLabel('Subject')).toHaveValue(`${title(car)} — test drive`);
      await expect(about(page)).toBeVisible();
    });
  }

  it('sends a general enquiry once the car is removed, keeping a subject the visitor wrote', async () => {
    const car = (await (await fetch(`${site().baseUrl}/api/cars/2`)).json()) as Car;
    const page = await openAt('phone', `/contact?car=2&intent=question`);
    await expect(page.getByLabel('Subject')).toHaveValue(`${title(car)} — question`);
    await expect(page.getByLabel(/Preferred day/)).toHaveCount(0);
    await about(page).getByRole('button', { name: `Remove ${title(car)} from this enquiry` }).click();
    await expect(page).toHaveURL('/contact');
    await expect(about(page)).toHaveCount(0);
    await expect(page.getByLabel('Subject')).toHaveValue('');

    // A subject of the visitor's own stays when the car goes.
    const own = await openAt('desktop', `/contact?car=2&intent=test-drive`);
    await expect(own.getByLabel('Subject')).toHaveValue(`${title(car)} — test drive`);
    await own.getByLabel('Subject').fill('Trade-in and test drive');
    await about(own).getByRole('button', { name: /^Remove / }).click();
    await expect(own.getByLabel('Subject')).toHaveValue('Trade-in and test drive');
    await expect(own.getByLabel(/Preferred day/)).toHaveCount(0);
    const email = await fillVisitor(own);
    await send(own);
    await expect(own.getByRole('status').getByText('Message Sent')).toBeVisible();
    expect(await storedFrom(email)).toMatchObject([{ subject: 'Trade-in and test drive', vehicle_id: null, intent: null, preferred_date: null }]);
  });

  it('shows the server’s message when the preferred day is in the past, and stores nothing', async () => {
    const page = await openAt('desktop', `/contact?car=3&intent=test-drive`);
    const day = page.getByLabel('Preferred day for the test drive (optional)');
    await expect(day).toBeVisible();
    // The date picker will not offer a past day; a day typed around it still meets the server's check.
    await day.evaluate((input) => input.removeAttribute('min'));
    await day.fill(addDays(nzToday(), -1));
    const email = await fillVisitor(page);
    await send(page);
    await expect(page.getByRole('status').getByText('Submission Failed')).toBeVisible();
    await expect(page.getByText('Preferred day cannot be in the past')).toBeVisible();
    expect(await storedFrom(email)).toHaveLength(0);
  });

  it('leaves out a car that is not listed', async () => {
    const page = await openAt('desktop', '/contact?car=999999&intent=test-drive');
    await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();
    await expect(about(page)).toHaveCount(0);
    await expect(page.getByLabel('Subject')).toHaveValue('');
    await expect(page.getByLabel(/Preferred day/)).toHaveCount(0);
  });
});

describe('an enquiry about a campervan', () => {
  it("goes from 'Book Now' to the contact page with the campervan and a pick-up day", async () => {
    const page = await openAt('desktop', '/campervan-hire');
    const all: Campervan[] = await (await page.request.get('/api/campervans')).json();
    const tui = all.find((c) => c.name === 'Tui Explorer')!;
    await page.getByRole('link', { name: 'View Details of Tui Explorer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tui Explorer' });
    await expect(dialog.getByRole('link', { name: BUSINESS.phone })).toHaveAttribute('href', `tel:${BUSINESS.phoneE164}`);
    await page.screenshot({ path: '/tmp/enquiry-campervan-detail-desktop.png' });
    await dialog.getByRole('link', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(`/contact?campervan=${tui.id}&intent=booking`);
    await expect(about(page).getByRole('link', { name: 'Tui Explorer' })).toHaveAttribute('href', campervanPath(tui));
    await expect(page.getByLabel('Subject')).toHaveValue('Tui Explorer — booking');
    const chosen = addDays(nzToday(), 10);
    await page.getByLabel('Preferred pick-up day (optional)').fill(chosen);
    const email = await fillVisitor(page);
    await send(page);
    await expect(page.getByRole('status').getByText('Message Sent')).toBeVisible();
    expect(await storedFrom(email)).toMatchObject([{ vehicle_kind: 'campervan', vehicle_id: tui.id, intent: 'booking', preferred_date: chosen }]);
  });
});

describe('phone numbers on the public site', () => {
  it('are tap-to-call links in a message from the server too', async () => {
    const page = await openAt('phone', '/contact');
    const refusal = `Too many messages have been sent from your connection. Please try again in 40 minutes, or call us on ${BUSINESS.phone}.`;
    await page.route('**/api/contact', (route) => route.fulfill({ status: 429, json: { error: refusal, message: refusal } }));
    await fillVisitor(page);
    await page.getByLabel('Subject').fill('Flooded');
    await send(page);
    const toast = page.getByRole('status');
    await expect(toast).toContainText(refusal);
    await expect(toast.getByRole('link', { name: BUSINESS.phone })).toHaveAttribute('href', `tel:${BUSINESS.phoneE164}`);
  });

  // One test per page, so each has its own time and a failure names the page.
  const numbers: Record<string, string> = { [BUSINESS.phone]: BUSINESS.phoneE164, [BUSINESS.afterHoursPhone]: BUSINESS.afterHoursPhoneE164 };
  /** The two vehicle pages, at the address of the first one listed. */
  const vehiclePages: Record<string, () => Promise<string>> = {
    'a car': async () => carPath(await firstListed<Car>('/api/cars')),
    'a campervan': async () => campervanPath(await firstListed<Campervan>('/api/campervans')),
  };
  async function firstListed<T>(api: string): Promise<T> {
    const answer = await fetch(new URL(api, site().baseUrl));
    return (await answer.json())[0] as T;
  }
  const addressOf = async (name: string): Promise<string> => (vehiclePages[name] ? vehiclePages[name]() : name);

  const pages = ['/', '/about', '/contact', '/campervan-hire', '/finance', '/valuation', '/no-such-page', ...Object.keys(vehiclePages)];

  it.each(pages)('are tap-to-call links with the number in E.164 on %s', async (name) => {
    const path = await addressOf(name);
    const page = await site().open('phone', path);
    await expect(page.locator('footer').getByRole('link', { name: BUSINESS.phone })).toHaveAttribute('href', `tel:${BUSINESS.phoneE164}`);
    // Every piece of text holding one of our numbers is inside a tel: link to that number.
    const shown = await page.evaluate((phones) => {
      const found: { text: string; href: string | null }[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const phone of phones) {
          if (node.textContent?.includes(phone)) found.push({ text: phone, href: node.parentElement?.closest('a')?.getAttribute('href') ?? null });
        }
      }
      return found;
    }, Object.keys(numbers));
    expect(shown.length, path).toBeGreaterThan(0);
    for (const { text, href } of shown) expect(href, `${text} on ${path}`).toBe(`tel:${numbers[text]}`);
    for (const href of await page.locator('a[href^="tel:"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href, path).toMatch(/^tel:\+64\d{8,10}$/);
    }
  });
});
