// The home page's marketing sections in a real browser: order, the checklist modal and its PDF, the warranty links,
// the calls to action, the testimonial and the campervan teaser, on a phone and on a desktop.
import { readFile } from 'node:fs/promises';
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expect } from '../../../test/support/expect.ts';
import { BUSINESS } from '@forecourt/contracts/business';
import { MECHANICAL_CHECK_PDF_FILENAME } from '@forecourt/contracts/mechanical-check';
import { expectAccessible, useSite, type ViewportName } from '../../../test/support/site.ts';

const site = useSite();

const CHECKLIST = [
  ['Exterior', 12],
  ['Interior', 12],
  ['Engine Bay', 12],
  ['Underbody', 8],
  ['Tyres', 8],
  ['Road Test', 8],
] as const;

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const tops = async (page: Page, selectors: ReturnType<Page['locator']>[]) =>
  Promise.all(selectors.map(async (locator) => (await locator.boundingBox())!.y));

describe('home page marketing sections', () => {
  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    it(`shows every section in order on a ${viewport}`, async () => {
      const page = await site().open(viewport, '/');
      const hero = region(page, 'EUROPEAN CAR SPECIALISTS');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('EUROPEAN CAR SPECIALISTS');
      expect((await hero.boundingBox())!.height).toBe(500);
      const inOrder = [
        hero,
        heading(page, 'Why Choose Us'),
        heading(page, 'Mechanical Breakdown Warranty Included'),
        heading(page, 'Our Values and Specialization'),
        heading(page, 'How Can We Help?'),
        heading(page, 'What Our Customers Say'),
        page.locator('#find-your-car'),
        heading(page, 'Campervan Hire'),
      ];
      for (const locator of inOrder) await expect(locator).toHaveCount(1);
      const ys = await tops(page, inOrder);
      expect(ys).toEqual([...ys].sort((a, b) => a - b));
      expect(new Set(ys).size).toBe(ys.length);

      const tiles = region(page, 'Why Choose Us').getByRole('listitem');
      await expect(tiles).toHaveCount(6);
      const boxes = await Promise.all((await tiles.all()).map(async (tile) => (await tile.boundingBox())!));
      const columns = new Set(boxes.map((b) => Math.round(b.x))).size;
      const rows = new Set(boxes.map((b) => Math.round(b.y))).size;
      expect([columns, rows]).toEqual(viewport === 'desktop' ? [3, 2] : [1, 6]);
      await expect(region(page, 'Our Values and Specialization').getByRole('heading', { level: 3 })).toHaveCount(3);
      await site().screenshot(page, `home-hero-${viewport}`);
      await expectAccessible(page);
    });
  }

  it('paints the hero first on a phone and nothing above the fold moves', async () => {
    const page = await site().open('phone', '/');
    await expect(heading(page, 'Why Choose Us')).toBeVisible();
    await page.waitForTimeout(1000);
    const { lcpInHero, shift } = await page.evaluate(
      () =>
        new Promise<{ lcpInHero: boolean; shift: number }>((resolve) => {
          let lcp: Element | null = null;
          let shift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) lcp = (entry as unknown as { element: Element | null }).element;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) shift += (entry as unknown as { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve({ lcpInHero: Boolean((lcp as Element | null)?.closest('.hero')), shift }), 200);
        }),
    );
    expect(lcpInHero).toBe(true);
    expect(shift).toBeLessThan(0.1);
  });

  it('scrolls from the hero to the car search', async () => {
    const page = await site().open('phone', '/');
    await page.getByRole('link', { name: 'Browse Cars' }).click();
    await expect.poll(async () => Math.round((await page.locator('#find-your-car').boundingBox())!.y)).toBe(100);
  });
});

describe('the 60-point mechanical check', () => {
  it('lists 60 checks in six sections that fade in one after another, and closes by button, backdrop and Escape', async () => {
    const page = await site().open('desktop', '/');
    const tile = page.getByRole('button', { name: '60-Point Mechanical Check' });
    const dialog = page.getByRole('dialog', { name: '60-Point Mechanical Check' });

    await tile.click();
    await expect(dialog).toBeVisible();
    const sections = dialog.getByRole('region');
    await expect(sections).toHaveCount(CHECKLIST.length);
    for (const [index, [title, count]] of CHECKLIST.entries()) {
      const section = sections.nth(index);
      await expect(section.getByRole('heading')).toHaveText(`${title}${count} checks`);
      await expect(section.getByRole('listitem')).toHaveCount(count);
    }
    await expect(dialog.getByRole('listitem')).toHaveCount(60);
    const motion = await sections.evaluateAll((els) => els.map((el) => [getComputedStyle(el).animationName, getComputedStyle(el).animationDelay]));
    expect(motion).toEqual(['0s', '0.1s', '0.2s', '0.3s', '0.4s', '0.5s'].map((delay) => ['checklist-card-in', delay]));
    await expect.poll(() => sections.last().evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await site().screenshot(page, 'home-checklist-desktop');
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();

    await tile.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(8, 8);
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();

    await tile.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();
  });

  it('shows the cards without animation to someone who asks for less motion', async () => {
    const page = await site().open('phone', '/');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: '60-Point Mechanical Check' }).click();
    const sections = page.getByRole('dialog').getByRole('region');
    await expect(sections).toHaveCount(6);
    expect(await sections.evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName))).toEqual(Array(6).fill('none'));
    await site().screenshot(page, 'home-checklist-phone');
  });

  it('downloads the checklist as a PDF under the branded name', async () => {
    const page = await site().open('desktop', '/');
    await page.getByRole('button', { name: '60-Point Mechanical Check' }).click();
    const link = page.getByRole('dialog').getByRole('link', { name: 'Download PDF Checklist' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(MECHANICAL_CHECK_PDF_FILENAME);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
  });
});

describe('links from the home page', () => {
  it('opens the insurer in a new tab from the banner and the warranty tile', async () => {
    const page = await site().open('desktop', '/');
    await page.context().route(`${new URL(BUSINESS.warrantyUrl).origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Insurer</title>' }),
    );
    const banner = region(page, 'Mechanical Breakdown Warranty Included');
    for (const claim of ['27 years in the industry', '50+ years trusted', '24/7 roadside assistance', 'Full mechanical and electrical coverage', 'No extra cost']) {
      await expect(banner.getByText(claim)).toBeVisible();
    }
    const learnMore = banner.getByRole('link', { name: /^Learn More/ });
    const tile = region(page, 'Why Choose Us').getByRole('link', { name: /^Mechanical Breakdown Warranty/ });
    for (const link of [learnMore, tile]) {
      await expect(link).toHaveAttribute('href', BUSINESS.warrantyUrl);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
      expect(popup.url()).toBe(BUSINESS.warrantyUrl);
      await popup.close();
    }
    await expect(page).toHaveURL(/\/$/);
  });

  it('offers finance, a valuation, about and contact as the four calls to action', async () => {
    const page = await site().open('phone', '/');
    const links = region(page, 'How Can We Help?').getByRole('link');
    await expect(links).toHaveCount(4);
    const expected = [
      ['Explore Finance Options', '/finance'],
      ['Get a Valuation', '/valuation'],
      ['About Us', '/about'],
      ['Contact Us', '/contact'],
    ];
    for (const [index, [name, href]] of expected.entries()) {
      await expect(links.nth(index)).toHaveAccessibleName(name!);
      await expect(links.nth(index)).toHaveAttribute('href', href!);
    }
    await links.nth(1).click();
    await expect(page).toHaveURL(/\/valuation$/);
  });

  it('shows one five-star testimonial and leads on to the campervans', async () => {
    const page = await site().open('phone', '/');
    const testimonial = region(page, 'What Our Customers Say');
    await expect(testimonial.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    expect(await testimonial.getByRole('blockquote').getByRole('paragraph').count()).toBeGreaterThan(1);
    await expect(testimonial.locator('figcaption')).toContainText(', NZ');

    const teaser = region(page, 'Campervan Hire');
    const link = teaser.getByRole('link', { name: 'View Campervan Options' });
    await link.scrollIntoViewIfNeeded();
    await site().screenshot(page, 'home-teaser-phone');
    await link.click();
    await expect(page).toHaveURL(/\/campervan-hire#top$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Campervan Hire' })).toBeInViewport();
  });
});
