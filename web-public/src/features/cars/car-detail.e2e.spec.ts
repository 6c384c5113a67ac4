// The car detail in a browser: a dialog on a desktop and a full-screen panel on a phone, at the car's own address
// (deep link, Back), the gallery and its keys, the way to the contact page, scroll lock, focus and accessibility.
import { describe, it } from 'vitest';
import { expect } from '../../../test/support/expect.ts';
import type { Page } from 'playwright-core';
import type { Car } from '@forecourt/contracts/car';
import { formatKm, formatNZD } from '@forecourt/contracts/money';
import { carPath } from '@forecourt/contracts/site';
import { expectAccessible, useSite } from '../../../test/support/site.ts';

const site = useSite();

const carById = async (page: Page, id: number): Promise<Car> => (await page.request.get(`/api/cars/${id}`)).json();
const title = (car: Car) => `${car.year} ${car.brand} ${car.model}`;
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);

/** Opens the first car of the list with its View Details link; answers the link and the list's scroll position. */
async function openFirstCar(page: Page) {
  const link = page.getByRole('list', { name: 'Cars' }).getByRole('link', { name: 'View Details' }).first();
  await link.scrollIntoViewIfNeeded();
  const before = await scrollY(page);
  await link.click();
  return { link, before };
}

describe('car detail', () => {
  it('opens as a dialog on a desktop at the car’s own address, locks the page and gives focus back', async () => {
    const page = await site().open('desktop', '/cars?brand=Audi');
    const firstId = Number((await page.getByRole('list', { name: 'Cars' }).getByRole('link', { name: 'View Details' }).first().getAttribute('href'))!.match(/\/cars\/(\d+)/)![1]);
    const car = await carById(page, firstId);
    const { link, before } = await openFirstCar(page);

    const dialog = page.getByRole('dialog', { name: title(car) });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(`${carPath(car)}?brand=Audi`);
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeLessThan(1000);
    expect(box.height).toBeLessThan(900);

    await expect(dialog.getByText(formatNZD(car.price), { exact: true })).toBeVisible();
    await expect(dialog.getByText('Click to enlarge')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Show photo \d of 2$/ })).toHaveCount(2);
    await expect(dialog.getByText(car.description)).toBeVisible();
    const specifications: [string, string][] = [
      ['Year', String(car.year)],
      ['Transmission', car.transmission],
      ['Fuel Type', car.fuelType],
      ['Mileage', formatKm(car.mileage)],
      ['Body Type', car.bodyType],
      ['Color', car.color],
    ];
    for (const [term, value] of specifications) {
      await expect(dialog.locator('dt', { hasText: term }).locator('+ dd')).toHaveText(value);
    }
    for (const feature of car.features) await expect(dialog.getByRole('listitem').filter({ hasText: feature })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Contact Seller' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Schedule Test Drive' })).toBeVisible();

    // The page behind does not scroll.
    expect(await bodyOverflow(page)).toBe('hidden');
    await page.mouse.move(40, 450);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(await scrollY(page)).toBe(before);
    await expectAccessible(page);
    await site().screenshot(page, 'car-detail-desktop');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/cars\?brand=Audi$/);
    await expect(link).toBeFocused();
    expect(await bodyOverflow(page)).toBe('');
    expect(await scrollY(page)).toBe(before);
  });

  it('fills the screen of a phone and closes with Back', async () => {
    const page = await site().open('phone', '/cars');
    const { link, before } = await openFirstCar(page);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Click to enlarge')).toBeVisible();
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await expect(dialog.getByRole('link', { name: 'Contact Seller' })).toBeInViewport();
    await site().screenshot(page, 'car-detail-phone');

    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/cars$/);
    await expect(link).toBeFocused();
    expect(await scrollY(page)).toBe(before);
  });

  it('opens a car from its address with the list behind, and closes to the list', async () => {
    const page = await site().open('tablet', '/cars/12');
    const car = await carById(page, 12);
    const dialog = page.getByRole('dialog', { name: title(car) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(formatNZD(car.price), { exact: true })).toBeVisible();
    await site().screenshot(page, 'car-detail-tablet');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/cars$/);
    await expect(page.getByRole('heading', { name: 'Available Vehicles' })).toBeInViewport();
    await expect(page.getByRole('list', { name: 'Cars' }).getByRole('article')).toHaveCount(6);
  });

  it('says plainly when the address names no car', async () => {
    const page = await site().open('desktop', '/cars/99999-2019-bmw-nothing');
    const dialog = page.getByRole('dialog', { name: 'Car not found' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("We couldn't find this car.");
    await dialog.getByRole('button', { name: 'Browse our cars' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/cars$/);
  });

  it('shows the photos in a full-screen gallery with wrap-around and the keys Left, Right and Escape', async () => {
    const page = await site().open('desktop', '/cars/1');
    const car = await carById(page, 1);
    const detail = page.getByRole('dialog', { name: title(car) });
    await detail.getByRole('button', { name: /Click to enlarge/ }).click();
    const gallery = page.getByRole('dialog', { name: `${title(car)} photos` });
    await expect(gallery).toBeVisible();
    const counter = gallery.getByText(/^\d \/ 2$/);
    await expect(counter).toHaveText('1 / 2');
    const photo = gallery.getByRole('img', { name: `${title(car)}, photo 1 of 2` });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toMatch(/\/1200\.webp$/);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('2 / 2');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('1 / 2');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('2 / 2');
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText('1 / 2');
    await gallery.getByRole('button', { name: 'Previous photo' }).click();
    await expect(counter).toHaveText('2 / 2');
    await gallery.getByRole('button', { name: 'Show photo 1 of 2' }).click();
    await expect(counter).toHaveText('1 / 2');
    await expectAccessible(page);
    await site().screenshot(page, 'car-gallery-desktop');

    await page.keyboard.press('Escape');
    await expect(gallery).toBeHidden();
    await expect(detail).toBeVisible();
    await expect(detail.getByRole('button', { name: /Click to enlarge/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
  });

  it('leaves for the top of the contact page from Contact Seller and Schedule Test Drive', async () => {
    for (const [name, intent] of [['Contact Seller', 'question'], ['Schedule Test Drive', 'test-drive']] as const) {
      const page = await site().open('desktop', '/cars');
      await openFirstCar(page);
      await page.getByRole('dialog').getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`/contact\\?car=\\d+&intent=${intent}$`));
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect.poll(() => scrollY(page)).toBe(0);
      expect(await bodyOverflow(page)).toBe('');
    }
  });

  it('says when a car has no photos besides its main one', async () => {
    const { client } = await site().app.signedIn('admin');
    const { id: _id, version: _v, createdAt: _c, updatedAt: _u, ...fields } = (await client.get<Car>('/api/cars/3')).body;
    const res = await client.post('/api/cars', { ...fields, model: 'One Photo Coupe' });
    expect(res.status).toBe(201);
    try {
      const page = await site().open('desktop', `/cars/${res.body.id}`);
      const dialog = page.getByRole('dialog', { name: `${fields.year} ${fields.brand} One Photo Coupe` });
      await expect(dialog.getByText('No additional images available')).toBeVisible();
      await expect(dialog.getByRole('button', { name: /^Show photo/ })).toHaveCount(0);
    } finally {
      await client.delete(`/api/cars/${res.body.id}`);
    }
  });
});
