// The campervan hire page's list: hero, filters in the address, price ranges, empty and error texts, pages.
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expect } from '../../../test/support/expect.ts';
import type { Campervan } from '@forecourt/contracts/campervan';
import { ADMIN_PASSWORD, expectAccessible, useSite } from '../../../test/support/site.ts';

const site = useSite();

const cards = (page: Page) => page.getByRole('region', { name: 'Available Campervans' }).getByRole('article');
const cardNames = (page: Page) => cards(page).getByRole('heading').allTextContents();

async function search(page: Page, filters: { berths?: string; price?: string }) {
  if (filters.berths) await page.getByLabel('Berths').selectOption(filters.berths);
  if (filters.price) await page.getByLabel('Price Range').selectOption(filters.price);
  await page.getByRole('button', { name: 'Search' }).click();
}

describe('campervan hire page', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`shows the hero, the filters and the campervans on a ${viewport}`, async () => {
      const page = await site().open(viewport, '/campervan-hire#top');
      await expect(page.getByRole('heading', { level: 1, name: 'Campervan Hire' })).toBeVisible();
      await expect(page.locator('#top').getByRole('img')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Filter Campervans' })).toBeVisible();
      // Berths mean 'sleeps at least': 2, 4 and 6 (SPEC §9) read 2+, 4+ and 6+.
      await expect(page.getByLabel('Berths').locator('option')).toHaveText(['Any', '2+', '4+', '6+']);
      await expect(page.getByLabel('Price Range').locator('option')).toHaveText(['Any', '$0 - $100', '$100 - $200', '$200 - $300', '$300+']);
      await expect(cards(page)).toHaveCount(4);
      await expect(page.getByRole('navigation', { name: 'Campervan pages' })).toHaveCount(0);

      const tui = cards(page).filter({ hasText: 'Tui Explorer' });
      await expect(tui.getByText('Available', { exact: true })).toBeVisible();
      await expect(tui).toContainText('$189 per day');
      await expect(tui).toContainText('$1,190 per week');
      await expect(tui).toContainText('4 berths');
      await expect(tui).toContainText('Self-contained four-berth');
      await expect(tui.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', /^\/campervans\/\d+-tui-explorer-4-berth/);
      await expect(cards(page).filter({ hasText: 'Kiwi Family Six' }).getByText('Rented', { exact: true })).toBeVisible();
      await expect(cards(page).first().getByRole('img')).toHaveAttribute('loading', 'eager');
      await expect(cards(page).last().getByRole('img')).toHaveAttribute('loading', 'lazy');
      expect(await page.title()).toMatch(/^Campervan hire \|/);
      await site().screenshot(page, `campervans-${viewport}`);
      await expectAccessible(page);
    });
  }

  it('filters by berths (sleeps at least), keeps the filters in the address, and Back restores the last search', async () => {
    const page = await site().open('desktop', '/campervan-hire');
    await expect(cards(page)).toHaveCount(4);
    expect(await page.getByLabel('Berths').locator('option').allTextContents()).toEqual(['Any', '2+', '4+', '6+']);
    // A family of three choosing 4 also sees the 6-berth.
    await search(page, { berths: '4' });
    await expect(page).toHaveURL(/\/campervan-hire\?berths=4&page=1$/);
    await expect(cards(page)).toHaveCount(3);
    expect((await cardNames(page)).sort()).toEqual(['Kiwi Family Six', 'Ruru Luxury', 'Tui Explorer']);
    for (const card of await cards(page).all()) await expect(card).toContainText(/(^|[^\d])[46] berths/);

    await page.goBack();
    await expect(cards(page)).toHaveCount(4);
    await expect(page.getByLabel('Berths')).toHaveValue('any');

    const shared = await site().open('tablet', '/campervan-hire?berths=6&page=1');
    await expect(shared.getByLabel('Berths')).toHaveValue('6');
    await expect(cards(shared)).toHaveCount(1);
    await expect(cards(shared)).toContainText('Kiwi Family Six');
  });

  it('filters by price per day, both ends included, and 300+ has no upper end', async () => {
    const page = await site().open('desktop', '/campervan-hire');
    await search(page, { price: '100-200' });
    await expect(page).toHaveURL(/\?price=100-200&page=1$/);
    await expect.poll(() => cardNames(page).then((n) => n.sort())).toEqual(['Kea Duo', 'Tui Explorer']);
    await search(page, { price: '300+' });
    await expect.poll(() => cardNames(page)).toEqual(['Ruru Luxury']);
    await search(page, { berths: '6', price: '100-200' });
    await expect(page.getByText('No campervans found matching your criteria.')).toBeVisible();

    // A daily price of exactly $200 is in both '100-200' and '200-300'.
    const tui = await setDailyPrice(page, 'Tui Explorer', 200);
    try {
      for (const price of ['100-200', '200-300']) {
        await page.goto(`/campervan-hire?price=${price}`);
        await expect(cards(page).filter({ hasText: 'Tui Explorer' })).toContainText('$200 per day');
      }
    } finally {
      await setDailyPrice(page, 'Tui Explorer', tui.pricePerDay);
    }
  });

  it('says so when no campervan matches', async () => {
    const page = await site().open('phone', '/campervan-hire?berths=6&price=0-100');
    await expect(page.getByText('No campervans found matching your criteria.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  it('shows the error when the campervans cannot be loaded', async () => {
    const page = await site().open('desktop', '/');
    await page.route('**/api/campervans?*', (route) => route.fulfill({ status: 500, json: { error: 'Database unavailable' } }));
    await page.goto('/campervan-hire');
    await expect(page.getByRole('alert')).toContainText('Failed to load campervans: 500: Database unavailable');
    await expect(cards(page)).toHaveCount(0);
  });

  it('shows pages only when there is more than one, and brings a page number past the end back in range', async () => {
    const page = await site().open('desktop', '/campervan-hire?page=9');
    await expect(page).toHaveURL(/\/campervan-hire\?page=1$/);
    await expect(cards(page)).toHaveCount(4);

    // Nine campervans: the real four and five more, six to a page.
    const real: Campervan[] = await (await page.request.get('/api/campervans')).json();
    const nine = Array.from({ length: 9 }, (_, i) => ({ ...real[i % 4]!, id: 100 + i, name: `Campervan ${i + 1}` }));
    await page.route('**/api/campervans?*', (route) => {
      const n = Number(new URL(route.request().url()).searchParams.get('page'));
      route.fulfill({ json: { items: nine.slice((n - 1) * 6, n * 6), total: 9, page: n, pageSize: 6, pageCount: 2 } });
    });
    await page.goto('/campervan-hire');
    await expect(cards(page)).toHaveCount(6);
    const pages = page.getByRole('navigation', { name: 'Campervan pages' });
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect.poll(() => cardNames(page)).toEqual(['Campervan 7', 'Campervan 8', 'Campervan 9']);
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.goBack();
    await expect(cards(page)).toHaveCount(6);
    await expectAccessible(page);
  });
});

async function setDailyPrice(page: Page, name: string, pricePerDay: number): Promise<Campervan> {
  const login = await page.request.post('/api/login', { data: { username: 'admin', password: ADMIN_PASSWORD } });
  expect(login.status()).toBe(200);
  const all: Campervan[] = await (await page.request.get('/api/campervans')).json();
  const campervan = all.find((c) => c.name === name)!;
  const res = await page.request.put(`/api/campervans/${campervan.id}`, { data: { pricePerDay } });
  expect(res.status()).toBe(200);
  await page.request.post('/api/logout');
  return campervan;
}
