// Find Your Car in a browser: the filters against the API's own data, pagination, the search in the address, and the
// loading, error and empty states of the grid.
import { describe, it } from 'vitest';
import { expect } from '../../../test/support/expect.ts';
import type { Page } from 'playwright-core';
import type { Car } from '@forecourt/contracts/car';
import { CAR_PRICE_RANGES } from '@forecourt/contracts/limits';
import { useSite } from '../../../test/support/site.ts';

const site = useSite();

const allCars = async (page: Page): Promise<Car[]> => (await page.request.get('/api/cars')).json();
const distinct = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en-NZ'));
const grid = (page: Page) => page.getByRole('list', { name: 'Cars' });
const cardTitles = (page: Page) => grid(page).getByRole('heading', { level: 3 });
const optionTexts = (page: Page, label: string) => page.getByLabel(label).locator('option').allTextContents();
const pages = (page: Page) => page.getByRole('navigation', { name: 'Car result pages' });
const search = (page: Page) => page.getByRole('button', { name: 'Search' }).click();
const carName = (car: Car) => `${car.brand} ${car.model}`;
const sectionTop = (page: Page) => page.evaluate(() => Math.round(document.getElementById('find-your-car')!.getBoundingClientRect().top));

describe('Find Your Car', () => {
  it('offers the makes of the yard, and only the chosen make’s models', async () => {
    const page = await site().open('desktop', '/');
    const cars = await allCars(page);
    // The demo yard has 17 cars, 3 of them sold: the public is offered the 14 on sale.
    expect(cars).toHaveLength(14);
    expect(cars.filter((c) => c.status === 'sold')).toEqual([]);
    await expect(page.getByRole('heading', { name: 'Find Your Car' })).toBeVisible();
    await expect.poll(() => optionTexts(page, 'Brand')).toEqual(['All Brands', ...distinct(cars.map((c) => c.brand))]);
    expect(await optionTexts(page, 'Model')).toEqual(['Any Model', ...distinct(cars.map((c) => c.model))]);
    expect(await optionTexts(page, 'Price Range')).toEqual(['Any Price', ...CAR_PRICE_RANGES.map((r) => r.label)]);
    expect(await page.getByLabel('Price Range').locator('option').last().textContent()).toBe('100,000+');
    const values = await page.locator('.car-search option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(values).not.toContain('');

    await page.getByLabel('Brand').selectOption('BMW');
    const bmws = cars.filter((c) => c.brand === 'BMW');
    expect(await optionTexts(page, 'Model')).toEqual(['Any Model', ...distinct(bmws.map((c) => c.model))]);
    await search(page);
    await expect(page).toHaveURL(/\/\?brand=BMW$/);
    await expect(cardTitles(page)).toHaveText(bmws.map(carName), { useInnerText: true });
    await expect(page.getByText(`${bmws.length} cars`, { exact: true })).toBeVisible();

    // A model of another make is dropped when the make changes.
    await page.getByLabel('Model').selectOption(bmws[0]!.model);
    await page.getByLabel('Brand').selectOption('Audi');
    await expect(page.getByLabel('Model')).toHaveValue('all');
  });

  it('shows only the cars within a price range, inclusive at both ends', async () => {
    const { client } = await site().app.signedIn('admin');
    const template = (await client.get<Car[]>('/api/cars')).body[0]!;
    const added: number[] = [];
    try {
      for (const [model, price] of [['Edge Fifteen', 15000], ['Edge Thirty', 30000]] as const) {
        const { id: _id, version: _v, createdAt: _c, updatedAt: _u, ...fields } = template;
        const res = await client.post('/api/cars', { ...fields, brand: 'Volkswagen', model, price, status: 'available' });
        expect(res.status).toBe(201);
        added.push(res.body.id);
      }
      const page = await site().open('desktop', '/');
      const cars = await allCars(page);
      for (const range of [CAR_PRICE_RANGES[0]!, CAR_PRICE_RANGES[1]!, CAR_PRICE_RANGES[4]!]) {
        await page.getByLabel('Price Range').selectOption({ label: range.label });
        await search(page);
        await expect(page).toHaveURL(new RegExp(`price=${range.value}`));
        const expected = cars.filter((c) => c.price >= range.min && c.price <= range.max!);
        expect(expected.length).toBeGreaterThan(0);
        expect(expected.length).toBeLessThanOrEqual(6);
        await expect(cardTitles(page)).toHaveText(expected.map(carName), { useInnerText: true });
      }
      // Both new cars sit on a boundary: each shows in the two ranges that share it.
      await page.goto('/?price=0-15000');
      await expect(grid(page).getByRole('heading', { name: 'Volkswagen Edge Fifteen' })).toBeVisible();
      await expect(grid(page).getByRole('heading', { name: 'Volkswagen Edge Thirty' })).toHaveCount(0);
      await page.goto('/?price=30000-60000');
      await expect(grid(page).getByRole('heading', { name: 'Volkswagen Edge Thirty' })).toBeVisible();
    } finally {
      for (const id of added) expect((await client.delete(`/api/cars/${id}`)).status).toBe(200);
    }
  });

  it('pages through the 14 cars on sale six at a time, and a new search starts at page 1', async () => {
    const page = await site().open('desktop', '/');
    await expect(cardTitles(page)).toHaveCount(6);
    await expect(pages(page).getByRole('button', { name: /^Page \d$/ })).toHaveText(['1', '2', '3']);
    await pages(page).getByRole('button', { name: 'Page 3' }).click();
    await expect(page).toHaveURL(/\?page=3$/);
    const third = (await (await page.request.get('/api/cars?page=3&pageSize=6')).json()) as { items: Car[] };
    await expect(cardTitles(page)).toHaveText(third.items.map(carName), { useInnerText: true });
    await expect(pages(page).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Showing 13–14 of 14 cars')).toBeVisible();

    // A new search from page 3 starts at page 1; 30,000–60,000 holds five cars on sale: one page, no pagination.
    await page.getByLabel('Price Range').selectOption('30000-60000');
    await search(page);
    await expect(page).toHaveURL(/\?price=30000-60000$/);
    await expect(cardTitles(page)).toHaveCount(5);
    await expect(page.getByText('5 cars', { exact: true })).toBeVisible();
    await expect(pages(page)).toHaveCount(0);

    await page.getByLabel('Brand').selectOption('Porsche');
    await page.getByLabel('Price Range').selectOption('all');
    await search(page);
    await expect(cardTitles(page)).toHaveCount(2);
    await expect(pages(page)).toHaveCount(0);
  });

  it('keeps the search in the address: a reload keeps it, Back and Forward restore it', async () => {
    const page = await site().open('desktop', '/');
    await page.getByLabel('Brand').selectOption('Volkswagen');
    await search(page);
    await expect(page).toHaveURL(/\?brand=Volkswagen$/);
    await page.reload();
    await expect(page.getByLabel('Brand')).toHaveValue('Volkswagen');
    await expect(cardTitles(page)).toHaveCount(3);
    await expect(cardTitles(page).first()).toHaveText(/^Volkswagen /);

    await page.getByLabel('Brand').selectOption('Audi');
    await page.getByLabel('Model').selectOption('A4 Avant 2.0 TFSI');
    await search(page);
    await expect(page).toHaveURL(/\?brand=Audi&model=A4\+Avant\+2\.0\+TFSI$/);
    await expect(cardTitles(page)).toHaveText(['Audi A4 Avant 2.0 TFSI']);

    await page.goBack();
    await expect(page.getByLabel('Brand')).toHaveValue('Volkswagen');
    await expect(page.getByLabel('Model')).toHaveValue('all');
    await expect(cardTitles(page)).toHaveCount(3);
    await page.goForward();
    await expect(page.getByLabel('Model')).toHaveValue('A4 Avant 2.0 TFSI');
    await expect(cardTitles(page)).toHaveText(['Audi A4 Avant 2.0 TFSI']);
  });

  it('lands on the section from /cars and from a shared search', async () => {
    for (const path of ['/cars', '/?brand=Porsche']) {
      const page = await site().open('phone', path);
      await expect(page.getByRole('heading', { name: 'Available Vehicles' })).toBeInViewport();
      await expect.poll(() => sectionTop(page)).toBe(100);
    }
  });

  it('shows six skeleton cards while the cars load', async () => {
    const page = await site().open('desktop', '/about');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/cars\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/cars');
    const skeletons = page.locator('#find-your-car .car-card--skeleton');
    await expect(skeletons).toHaveCount(6);
    await expect(skeletons.first()).toBeVisible();
    await expect(page.getByText('Loading cars…')).toBeAttached();
    release();
    await expect(cardTitles(page)).toHaveCount(6);
    await expect(skeletons).toHaveCount(0);
  });

  it('says so when the cars cannot be loaded', async () => {
    const page = await site().open('desktop', '/about');
    await page.route(/\/api\/cars(\?|$)/, (route) => route.fulfill({ status: 500, json: { error: 'The yard is closed' } }));
    await page.goto('/cars');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Error');
    await expect(alert).toContainText('Failed to load cars: 500: The yard is closed');
    await expect(pages(page)).toHaveCount(0);
  });

  it('says so when no car matches', async () => {
    const page = await site().open('desktop', '/cars?brand=Porsche&price=0-15000');
    await expect(page.getByText('No cars found matching your criteria.')).toBeVisible();
    await expect(page.getByLabel('Brand')).toHaveValue('Porsche');
    await expect(page.getByLabel('Price Range')).toHaveValue('0-15000');
    await expect(pages(page)).toHaveCount(0);
  });

  it('lays the grid out in one, two and three columns', async () => {
    for (const [viewport, columns] of [['phone', 1], ['tablet', 2], ['desktop', 3]] as const) {
      const page = await site().open(viewport, '/cars');
      await expect(cardTitles(page)).toHaveCount(6);
      const lefts = await grid(page).locator(':scope > li').evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().left)));
      expect(new Set(lefts).size).toBe(columns);
      const images = grid(page).getByRole('img');
      await expect(images.first()).toHaveAttribute('loading', 'eager');
      await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
      await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
      await expect.poll(() => sectionTop(page)).toBe(100);
      await site().screenshot(page, `cars-grid-${viewport}`);
    }
  });
});
