// The car detail as a page of its own: the full-screen gallery readable when the car's address is opened fresh
// (its styles must win whatever order the stylesheets arrive in), and the document title of a car opened from
// the grid, the same as the server writes for the car's address, with the home title back on close.
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expect } from '../../../test/support/expect.ts';
import type { Car } from '@forecourt/contracts/car';
import { carPageTitle, sitePage } from '@forecourt/contracts/site';
import { useSite, type ViewportName } from '../../../test/support/site.ts';

const site = useSite();

const carById = async (page: Page, id: number): Promise<Car> => (await page.request.get(`/api/cars/${id}`)).json();
const name = (car: Car) => `${car.year} ${car.brand} ${car.model}`;

/** WCAG contrast of an element's text colour against the nearest opaque background behind it. */
const contrastOf = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) throw new Error(`no ${sel}`);
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
    };
    let bg: number[] | undefined;
    for (let node: Element | null = el; node && !bg; node = node.parentElement) {
      const c = rgb(getComputedStyle(node).backgroundColor);
      if (c.length === 3 || (c.length === 4 && c[3] === 1)) bg = c.slice(0, 3);
    }
    const fg = rgb(getComputedStyle(el).color).slice(0, 3);
    const [a, b] = [luminance(fg), luminance(bg ?? [255, 255, 255])].sort((x, y) => y - x);
    return { ratio: (a! + 0.05) / (b! + 0.05), fg: getComputedStyle(el).color, bg: String(bg) };
  }, selector);

describe('car detail page', () => {
  for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
    it(`shows the gallery's close button, title and counter readable when the car's address is opened fresh on a ${viewport}`, async () => {
      const page = await site().open(viewport, '/cars/1');
      const car = await carById(page, 1);
      await page.getByRole('dialog', { name: name(car) }).getByRole('button', { name: /Click to enlarge/ }).click();
      const gallery = page.getByRole('dialog', { name: `${name(car)} photos` });
      await expect(gallery.getByText(/^1 \/ \d$/)).toBeVisible();
      for (const selector of ['.car-gallery .dialog-close', '.car-gallery .dialog-title', '.car-gallery__counter']) {
        const { ratio, fg, bg } = await contrastOf(page, selector);
        expect(ratio, `${selector}: ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
      await site().screenshot(page, `car-gallery-fresh-${viewport}`);
    });

    it(`titles the document with a car opened from the grid on a ${viewport}, as the server does, and restores it on close`, async () => {
      const page = await site().open(viewport, '/');
      const homeTitle = sitePage('/')!.title;
      await expect(page).toHaveTitle(homeTitle);
      const link = page.getByRole('list', { name: 'Cars' }).getByRole('link', { name: 'View Details' }).first();
      await link.scrollIntoViewIfNeeded();
      const href = (await link.getAttribute('href'))!;
      const car = await carById(page, Number(href.match(/\/cars\/(\d+)/)![1]));
      const served = (await (await page.request.get(href)).text()).match(/<title>([^<]*)<\/title>/)![1]!.replace(/&amp;/g, '&');
      expect(carPageTitle(car)).toBe(served);
      await link.click();
      await expect(page.getByRole('dialog', { name: name(car) })).toBeVisible();
      await expect(page).toHaveTitle(served);
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveTitle(homeTitle);
    });
  }
});
