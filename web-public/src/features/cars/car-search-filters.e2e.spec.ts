// The fuller car search in a browser, on a phone and a desktop: year, odometer, body, fuel and gearbox, the order,
// the count, all kept in the address; one tap from the top of the home page to the search and the first cars; sold
// cars not offered.
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expect } from '../../../test/support/expect.ts';
import type { Car } from '@forecourt/contracts/car';
import { carPath } from '@forecourt/contracts/site';
import { useSite, VIEWPORTS, type ViewportName } from '../../../test/support/site.ts';

const site = useSite();

const grid = (page: Page) => page.getByRole('list', { name: 'Cars' });
const cardTitles = (page: Page) => grid(page).getByRole('heading', { level: 3 });
const carName = (car: Car) => `${car.brand} ${car.model}`;
const prices = async (page: Page) =>
  (await grid(page).locator('.car-card__price').allTextContents()).map((text) => Number(text.replace(/[^\d]/g, '')));
const onSale = async (page: Page): Promise<Car[]> => (await page.request.get('/api/cars')).json();
/** A picture for people to look at (outside the repository), once any smooth scroll has ended. */
async function shoot(page: Page, name: string) {
  let last = -1;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => window.scrollY);
      const still = y === last;
      last = y;
      return still;
    }, { intervals: [250] })
    .toBe(true);
  await page.screenshot({ path: `/tmp/forecourt-search-${name}.png` });
}

/** On a phone the rarer filters wait behind 'More filters'. */
async function openMore(page: Page, viewport: ViewportName) {
  const toggle = page.getByRole('button', { name: /^More filters/ });
  if (viewport === 'phone') {
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
  } else {
    await expect(toggle).toBeHidden();
  }
  await expect(page.getByLabel('Body Type')).toBeVisible();
}

describe('Find Your Car: the fuller search', () => {
  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    it(`filters by year, body, fuel and gearbox, sorts, and keeps it all in the address on a ${viewport}`, async () => {
      const page = await site().open(viewport, '/cars');
      const cars = await onSale(page);
      await openMore(page, viewport);
      await page.getByLabel('Year from').selectOption('2018');
      await page.getByLabel('Fuel Type').selectOption('Petrol');
      await page.getByLabel('Transmission').selectOption('Automatic');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/cars\?minYear=2018&fuel=Petrol&transmission=Automatic$/);
      const expected = cars.filter((c) => c.year >= 2018 && c.fuelType === 'Petrol' && c.transmission === 'Automatic');
      expect(expected.length).toBeGreaterThan(1);
      expect(expected.length).toBeLessThanOrEqual(6);
      await expect(cardTitles(page)).toHaveText(expected.map(carName), { useInnerText: true });
      await expect(page.getByText(`${expected.length} cars`, { exact: true })).toBeVisible();

      // The order applies at once and joins the address.
      await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
      await expect(page).toHaveURL(/\/cars\?minYear=2018&fuel=Petrol&transmission=Automatic&sort=price-asc$/);
      const ascending = [...expected].sort((a, b) => a.price - b.price);
      await expect(cardTitles(page)).toHaveText(ascending.map(carName), { useInnerText: true });
      const shown = await prices(page);
      expect(shown).toEqual([...shown].sort((a, b) => a - b));

      // A reload keeps the search, the order and the open filters.
      await page.reload();
      await expect(page.getByLabel('Year from')).toHaveValue('2018');
      await expect(page.getByLabel('Fuel Type')).toHaveValue('Petrol');
      await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
      await expect(page.getByLabel('Body Type')).toBeVisible();
      await expect(cardTitles(page)).toHaveText(ascending.map(carName), { useInnerText: true });
      await shoot(page, `filters-${viewport}`);

      // Back returns to the order before.
      await page.goBack();
      await expect(page).toHaveURL(/\/cars\?minYear=2018&fuel=Petrol&transmission=Automatic$/);
      await expect(page.getByLabel('Sort by')).toHaveValue('newest');
      await expect(cardTitles(page)).toHaveText(expected.map(carName), { useInnerText: true });
    });
  }

  it('filters by body type and odometer, and sorts by price high to low, year and odometer', async () => {
    const page = await site().open('desktop', '/cars?body=SUV&maxKm=75000');
    const cars = await onSale(page);
    const suvs = cars.filter((c) => c.bodyType === 'SUV' && c.mileage <= 75000);
    expect(suvs.length).toBeGreaterThan(1);
    await expect(page.getByLabel('Body Type')).toHaveValue('SUV');
    await expect(page.getByLabel('Km up to')).toHaveValue('75000');
    await expect(cardTitles(page)).toHaveText(suvs.map(carName), { useInnerText: true });
    const orders: [string, (a: Car, b: Car) => number][] = [
      ['price-desc', (a, b) => b.price - a.price],
      ['year-desc', (a, b) => b.year - a.year],
      ['year-asc', (a, b) => a.year - b.year],
      ['mileage-asc', (a, b) => a.mileage - b.mileage],
    ];
    for (const [sort, order] of orders) {
      await page.getByLabel('Sort by').selectOption(sort);
      await expect(page).toHaveURL(new RegExp(`sort=${sort}$`));
      await expect(cardTitles(page)).toHaveText([...suvs].sort((a, b) => order(a, b) || b.id - a.id).map(carName), { useInnerText: true });
    }
    // A search from a sorted list keeps the order; Clear filters keeps it too and shows every car on sale.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/cars\?sort=mileage-asc$/);
    await expect(page.getByText(`Showing 1–6 of ${cars.length} cars`)).toBeVisible();
    await shoot(page, 'sorted-desktop');
  });

  it('brings the search and the first cars into view with one tap from the top of the home page on a phone', async () => {
    const page = await site().open('phone', '/');
    await expect(cardTitles(page)).toHaveCount(6);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const entry = page.getByRole('link', { name: 'Browse Cars' });
    await expect(entry).toBeInViewport();
    await entry.tap();
    // The smooth scroll ends with the section 100 px from the top, below the header (SPEC §9).
    await expect.poll(async () => Math.round((await page.locator('#find-your-car').boundingBox())!.y)).toBe(100);
    const height = VIEWPORTS.phone.viewport.height;
    const settled = async () => {
      const search = await page.getByRole('search', { name: 'Find your car' }).boundingBox();
      const first = await grid(page).locator(':scope > li').first().boundingBox();
      return search && first ? [search.y >= 0, first.y >= 0 && first.y + 120 <= height] : [false, false];
    };
    // The panel is in view, and the top of the first car (its photo at least) too.
    await expect.poll(settled).toEqual([true, true]);
    await expect(page.getByRole('button', { name: 'Search' })).toBeInViewport();
    await shoot(page, 'one-tap-phone');
  });

  it('offers no sold car, and a sold car opened from an old link offers no test drive', async () => {
    const { client } = await site().app.signedIn('admin');
    const sold = (await client.get<Car[]>('/api/cars?status=sold')).body;
    expect(sold.length).toBeGreaterThan(0);
    const page = await site().open('phone', '/cars');
    await expect(cardTitles(page)).toHaveCount(6);
    for (const pageNo of [1, 2, 3]) {
      await page.goto(`/cars?page=${pageNo}`);
      await expect(cardTitles(page).first()).toBeVisible();
      await expect(grid(page).getByText('Sold', { exact: true })).toHaveCount(0);
      for (const car of sold) await expect(grid(page).getByRole('heading', { name: carName(car), exact: true })).toHaveCount(0);
    }

    await page.goto(carPath(sold[0]!));
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('This car has been sold.')).toBeVisible();
    await expect(dialog.getByText('Sold', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Schedule Test Drive' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Contact Seller' })).toHaveCount(0);
    await shoot(page, 'sold-phone');

    // A car on sale still offers both.
    const available = (await onSale(page)).find((c) => c.status === 'available')!;
    await page.goto(carPath(available));
    await expect(page.getByRole('link', { name: 'Schedule Test Drive' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Seller' })).toBeVisible();
  });

  it('shows a reserved car marked as reserved', async () => {
    const page = await site().open('desktop', '/cars');
    const reserved = (await onSale(page)).filter((c) => c.status === 'reserved');
    expect(reserved.length).toBeGreaterThan(0);
    await page.goto(`/cars?brand=${encodeURIComponent(reserved[0]!.brand)}&model=${encodeURIComponent(reserved[0]!.model)}`);
    const card = grid(page).getByRole('article', { name: carName(reserved[0]!) });
    await expect(card.getByText('Reserved', { exact: true })).toBeVisible();
  });
});

describe('campervans: berths mean sleeps at least', () => {
  it('shows the 6-berth to a family of three asking for 4, on a phone', async () => {
    const page = await site().open('phone', '/campervan-hire');
    await page.getByLabel('Berths').selectOption('4');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/berths=4/);
    const names = page.locator('.campervan-card h3');
    await expect(names.filter({ hasText: 'Kiwi Family Six' })).toHaveCount(1);
    await expect(names.filter({ hasText: 'Kea Duo' })).toHaveCount(0);
    await shoot(page, 'campervans-phone');
  });
});
