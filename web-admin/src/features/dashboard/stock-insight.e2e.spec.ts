// Browser tests of the dashboard's 'Stock insight' on the demo yard (sales and price changes over 240 days): an
// administrator sees the figures, the chart of the last twelve months and the cars on sale as GET /api/insights/stock
// gives them, its code asked for beside the dashboard's; a plain user sees none of it and never asks; a failed call
// says so and can be tried again.
import { describe, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { StockInsight } from '@forecourt/contracts/audit';
import { formatNZD } from '@forecourt/contracts/money';
import { expect } from '../../../../web-public/test/support/expect.ts';
import { expectAccessible } from '../../../../web-public/test/support/site.ts';
import { ADMIN_PASSWORD, PLAIN_PASSWORD, holdAnswers, openPortrait, plainUser, signIn, useStaffSite } from '../../../test/support/staff.ts';
import { longMonth, shortMonth } from './stock-insight-figures.ts';

const site = useStaffSite();

const insightOf = async (page: Page): Promise<StockInsight> => (await page.request.get('/api/insights/stock')).json();
const section = (page: Page) => page.getByRole('region', { name: 'Stock insight' });
const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
/** Every piece of text the chart draws, with the middle of it across (x) and its top (y), in the chart's own px. */
const labelsOf = (chart: Locator) =>
  chart.locator('text').evaluateAll((texts) =>
    texts.map((text) => {
      const box = (text as SVGTextElement).getBBox();
      return { text: text.textContent ?? '', x: box.x + box.width / 2, y: box.y };
    }),
  );

describe('stock insight on the dashboard', () => {
  it('shows an administrator the figures, the chart of sales per month and the cars on sale, as the API gives them', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD);
    const insight = await insightOf(page);
    expect(insight.onSale.length).toBeGreaterThan(5);
    expect(insight.soldPerMonth).toHaveLength(12);
    expect(insight.averageDaysToSale).not.toBeNull();
    const stock = section(page);
    await expect(stock.getByRole('heading', { name: 'Stock insight', level: 2 })).toBeVisible();

    await expect(stock.getByRole('region', { name: 'Average days to sale' })).toContainText(`${insight.averageDaysToSale!.toFixed(1)}days`);
    await expect(stock.getByRole('region', { name: 'Cars on sale' })).toContainText(String(insight.onSale.length));
    const sold = insight.soldPerMonth.reduce((sum, month) => sum + month.sold, 0);
    expect(sold).toBeGreaterThan(0);
    await expect(stock.getByRole('region', { name: 'Sold in the last 12 months' })).toContainText(String(sold));

    // The chart: the twelve months along the bottom, oldest first, and over each month with sales its count.
    const chart = stock.getByRole('img', { name: 'Cars sold per month' });
    await expect(chart).toBeVisible();
    const labels = await labelsOf(chart);
    const monthLabels = labels.filter((label) => label.y > labels.find((other) => other.text === '0')!.y + 4 && !/^\d/.test(label.text));
    expect(monthLabels.map((label) => label.text)).toEqual(insight.soldPerMonth.map((month) => shortMonth(month.month)));
    expect(monthLabels.map((label) => label.x)).toEqual([...monthLabels.map((label) => label.x)].sort((a, b) => a - b));
    for (const [i, month] of insight.soldPerMonth.entries()) {
      const over = labels.filter((label) => Math.abs(label.x - monthLabels[i]!.x) < 2 && label.y < monthLabels[i]!.y - 30);
      expect(over.map((label) => label.text), shortMonth(month.month)).toEqual(month.sold > 0 ? [String(month.sold)] : []);
    }
    // Pointing at a month tells its figure; so do the arrow keys, from the latest month back.
    const best = insight.soldPerMonth.reduce((top, month, i) => (month.sold > insight.soldPerMonth[top]!.sold ? i : top), 0);
    await chart.hover({ position: { x: monthLabels[best]!.x, y: 120 } });
    const told = stock.getByRole('status');
    await expect(told).toHaveText(`${longMonth(insight.soldPerMonth[best]!.month)}Cars sold: ${insight.soldPerMonth[best]!.sold}`);
    await page.mouse.move(0, 0);
    await expect(told).toBeHidden();
    await chart.focus();
    await page.keyboard.press('ArrowLeft');
    const latest = insight.soldPerMonth.at(-1)!;
    await expect(told).toHaveText(`${longMonth(latest.month)}Cars sold: ${latest.sold}`);
    await page.keyboard.press('Escape');
    await expect(told).toBeHidden();
    await expect(stock.locator('figcaption')).toContainText('Cars sold per month:');

    // The table: the cars on sale, longest in stock first.
    const rows = stock.getByRole('table', { name: 'Cars on sale' }).locator('tbody tr');
    await expect(rows).toHaveCount(insight.onSale.length);
    const longestFirst = [...insight.onSale].sort((a, b) => b.daysInStock - a.daysInStock || a.carId - b.carId);
    for (const [i, car] of longestFirst.entries()) {
      const row = rows.nth(i);
      await expect(row.getByRole('link', { name: car.name, exact: true })).toHaveAttribute('href', `/admin/cars/edit/${car.carId}`);
      await expect(row).toContainText(days(car.daysInStock));
      await expect(row).toContainText(formatNZD(car.price));
      await expect(row.locator('td').last()).toContainText(String(car.priceChanges));
    }
    const repriced = longestFirst.find((car) => car.priceChanges > 0)!;
    const first = insight.priceChanges.find((car) => car.carId === repriced.carId)!.firstPrice;
    await expect(rows.filter({ hasText: repriced.name })).toContainText(`listed at ${formatNZD(first)}`);

    await stock.getByRole('heading', { name: 'Stock insight' }).evaluate((heading) => {
      heading.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -80); // clear of the sticky header
    });
    await site().screenshot(page, 'admin-dashboard-stock-insight-tablet-landscape');
    await expectAccessible(page);
  });

  it('reads well on the tablet held upright', async () => {
    const page = await openPortrait(site(), '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD);
    const stock = section(page);
    await expect(stock.getByRole('img', { name: 'Cars sold per month' })).toBeVisible();
    await expect(stock.getByRole('table', { name: 'Cars on sale' }).locator('tbody tr').first()).toBeVisible();
    // Nothing wider than the screen: the table and the chart fit beside the page's own padding.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await stock.getByRole('heading', { name: 'Stock insight' }).evaluate((heading) => {
      heading.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -80); // clear of the sticky header
    });
    await site().screenshot(page, 'admin-dashboard-stock-insight-tablet-portrait');
    await stock.getByRole('table', { name: 'Cars on sale' }).scrollIntoViewIfNeeded();
    await site().screenshot(page, 'admin-dashboard-stock-insight-table-tablet-portrait');
    await expectAccessible(page);
  });

  it("asks for the section's code while the dashboard's own code is still on its way", async () => {
    // Signed in without opening a page, so no service worker answers the first one: what it asks for reaches the
    // network, where the test holds it.
    const page = await site().open('tablet', 'about:blank');
    expect((await page.context().request.post('/api/login', { data: { username: 'admin', password: ADMIN_PASSWORD } })).ok()).toBe(true);

    // Opened with the dashboard's code held back until the section's code is asked for (or 8 s pass): a section
    // asked for only once the dashboard had drawn would sit out the whole wait.
    let release!: () => void;
    const sectionAsked = new Promise<void>((resolve) => (release = resolve));
    page.on('request', (request) => {
      if (/\/StockInsightSection-[^/]+\.js$/.test(request.url())) release();
    });
    let releasedBySection: boolean | undefined;
    await page.route(/\/admin\/assets\/DashboardPage-[^/]+\.js$/, async (route) => {
      releasedBySection ??= await Promise.race([sectionAsked.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 8_000))]);
      await route.continue();
    });
    await page.goto('/dashboard');
    await expect(section(page).getByRole('region', { name: 'Cars on sale' })).toBeVisible({ timeout: 20_000 });
    expect(releasedBySection).toBe(true);
  });

  it("asks for the figures as soon as the session's answer says an administrator is signed in, before the app has loaded", async () => {
    const page = await site().open('tablet', 'about:blank');
    expect((await page.context().request.post('/api/login', { data: { username: 'admin', password: ADMIN_PASSWORD } })).ok()).toBe(true);

    // The data layer's code (which asked for the figures once it had read who is signed in) is held back until the
    // figures are asked for (or 8 s pass): the page's start asks for them itself, on the session's answer.
    let release!: () => void;
    const figuresAsked = new Promise<void>((resolve) => (release = resolve));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/insights/stock') release();
    });
    let releasedByFigures: boolean | undefined;
    await page.route(/\/admin\/assets\/data-[^/]+\.js$/, async (route) => {
      releasedByFigures ??= await Promise.race([figuresAsked.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 8_000))]);
      await route.continue();
    });
    const answers: number[] = [];
    page.on('response', (response) => new URL(response.url()).pathname === '/api/insights/stock' && answers.push(response.status()));
    await page.goto('/dashboard');
    await expect(section(page).getByRole('region', { name: 'Cars on sale' })).toBeVisible({ timeout: 20_000 });
    expect(releasedByFigures).toBe(true);
    // Asked once: the data layer took the answer the page's start had asked for.
    expect(answers).toEqual([200]);
  });

  it('waits below the first screen until the cards above have their figures, or a person scrolls to it', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await expect(section(page).getByRole('table', { name: 'Cars on sale' })).toBeVisible();

    // Opened afresh with the car list held: the insight's own answer comes, but the section is not drawn (nor busy,
    // below the fold) while the screen above it still waits for its figures.
    const insightAnswered = page.waitForResponse('**/api/insights/stock');
    const cars = await holdAnswers(page, '**/api/cars');
    await page.reload();
    await insightAnswered;
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.waitForTimeout(1_500);
    const stock = section(page);
    await expect(stock.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(stock.getByRole('table', { name: 'Cars on sale' })).toHaveCount(0);
    expect(await stock.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(768);

    // The figures come: once the tablet is idle the section follows, without scrolling.
    cars.answer();
    await expect(page.getByRole('table', { name: 'Recent Inventory' }).locator('tbody tr')).toHaveCount(5);
    await expect(stock.getByRole('table', { name: 'Cars on sale' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Scrolled to, it is drawn at once, whatever the screen above is waiting for.
    const held = await holdAnswers(page, '**/api/cars');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Stock insight', level: 2 })).toBeAttached();
    await expect(stock.getByRole('table', { name: 'Cars on sale' })).toHaveCount(0);
    await stock.scrollIntoViewIfNeeded();
    await expect(stock.getByRole('table', { name: 'Cars on sale' })).toBeVisible();
    held.answer();
  });

  it('shows a plain user no stock insight, and never asks for it', async () => {
    await plainUser(site(), 'insightplain');
    const page = await site().open('tablet', '/auth');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/insights/') || /\/StockInsightSection-[^/]+\.js$/.test(request.url())) asked.push(request.url());
    });
    await signIn(page, 'insightplain', PLAIN_PASSWORD);
    await expect(page.getByRole('table', { name: 'Recent Logins' }).locator('tbody tr')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: 'Stock insight' })).toHaveCount(0);
    // Nor when the dashboard is the page's first address (its start reads who is signed in before the app is up).
    await page.reload();
    await expect(page.getByRole('table', { name: 'Recent Logins' }).locator('tbody tr')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: 'Stock insight' })).toHaveCount(0);
    expect(asked).toEqual([]);
    expect((await page.request.get('/api/insights/stock')).status()).toBe(403);
  });

  it('says so when the insight cannot be loaded, and loads it on Try again', async () => {
    const page = await site().open('tablet', '/auth');
    await page.route('**/api/insights/stock', (route) => route.fulfill({ status: 500, json: { error: 'Something went wrong' } }));
    await signIn(page, 'admin', ADMIN_PASSWORD);
    const stock = section(page);
    await expect(stock.getByRole('alert')).toContainText('Failed to load the stock insight. Please try again.');
    await expect(stock.getByRole('table', { name: 'Cars on sale' })).toHaveCount(0);
    // The rest of the dashboard is untouched.
    await expect(page.getByRole('table', { name: 'Recent Inventory' }).locator('tbody tr')).toHaveCount(5);
    await expectAccessible(page);

    await page.unroute('**/api/insights/stock');
    await stock.getByRole('button', { name: 'Try again' }).click();
    await expect(stock.getByRole('table', { name: 'Cars on sale' })).toBeVisible();
    await expect(stock.getByRole('alert')).toHaveCount(0);
  });
});
