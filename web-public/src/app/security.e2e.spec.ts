// The public site under attack and under its own Content-Security-Policy: a car and a campervan with markup and
// script in every text field show that text as text (the lists, the detail, the page head and its JSON-LD written by
// the server), nothing in it runs, and no screen breaks the policy (no inline script; the map's tiles load).
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { campervanPath, carPath } from '@forecourt/contracts/site';
import { expect } from '../../test/support/expect.ts';
import { expectShownAsText, hostile, storeHostileVehicles, watchPolicyViolations, type HostileRecords } from '../../test/support/hostile-records.ts';
import { useSite } from '../../test/support/site.ts';

const site = useSite();

/** A 1×1 PNG for every map tile, so the map shows without the internet. */
const TILE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8v5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==', 'base64');

let records: HostileRecords | undefined;
const stored = async () => (records ??= await storeHostileVehicles(site()));

async function watchedPage(): Promise<{ page: Page; violations: string[] }> {
  const page = await site().open('desktop', 'about:blank');
  const violations = await watchPolicyViolations(page);
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ contentType: 'image/png', body: TILE_PNG }));
  return { page, violations };
}

const jsonLd = async (page: Page) => JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);

describe('stored markup on the public site', () => {
  it('is shown as text in the car list, the car detail and the page head, and never runs', async () => {
    const { car } = await stored();
    const { page, violations } = await watchedPage();
    await page.goto('/');
    const cards = page.getByRole('list', { name: 'Cars' });
    await expect(cards.getByText(hostile('Bd')).first()).toBeVisible();
    await expectShownAsText(page, 'Mdl');
    await expectShownAsText(page, 'Description of a car');

    await page.goto(carPath(car));
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    for (const field of ['Bd', 'Mdl', 'Description of a car', 'Col', 'Ft']) await expectShownAsText(page, field);
    // The head the server wrote: the title as text, and JSON-LD that still parses to the stored words.
    expect(await page.title()).toContain(hostile('Bd'));
    const data = await jsonLd(page);
    expect(data.name).toBe(`2020 ${hostile('Bd')} ${hostile('Mdl')}`);
    expect(data.description).toBe(hostile('Description of a car'));
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(violations).toEqual([]);
  });

  it('is shown as text in the campervan list and detail, and never runs', async () => {
    const { campervan } = await stored();
    const { page, violations } = await watchedPage();
    await page.goto('/campervan-hire');
    await expectShownAsText(page, 'Name');
    await expectShownAsText(page, 'Description of a campervan');

    await page.goto(campervanPath(campervan));
    await expect(page.getByRole('dialog')).toBeVisible();
    for (const field of ['Name', 'Description of a campervan', 'CF']) await expectShownAsText(page, field);
    expect(await page.title()).toContain(hostile('Name'));
    expect((await jsonLd(page)).description).toBe(hostile('Description of a campervan'));
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(violations).toEqual([]);
  });
});

describe('the Content-Security-Policy', () => {
  it('is sent with every page, allows no inline script, and no public screen breaks it', async () => {
    const { page, violations } = await watchedPage();
    const res = await page.goto('/');
    const policy = res!.headers()['content-security-policy'];
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');

    const screens: [string, () => Promise<void>][] = [
      ['/', () => expect(page.getByRole('heading', { name: 'Available Vehicles' })).toBeVisible()],
      ['/cars?brand=Audi', () => expect(page.getByRole('list', { name: 'Cars' }).getByRole('link', { name: 'View Details' }).first()).toBeVisible()],
      ['/campervan-hire', () => expect(page.getByRole('heading', { level: 1, name: 'Campervan Hire' })).toBeVisible()],
      ['/about', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
      ['/contact', () => expect(page.locator('img[src^="https://tile.openstreetmap.org/"]').first()).toBeVisible()],
      ['/finance', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
      ['/valuation', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
      ['/no-such-page', () => expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()],
    ];
    for (const [address, shown] of screens) {
      await page.goto(address);
      await shown();
      await page.waitForLoadState('networkidle');
      expect(violations, address).toEqual([]);
    }
    // A car's detail over the list, and the login dialog from the footer.
    await page.goto('/cars?brand=Audi');
    await page.getByRole('list', { name: 'Cars' }).getByRole('link', { name: 'View Details' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Admin Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);

    // And the policy bites: a script element slipped into the page is blocked, and reported.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__xss = 1';
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(violations[0]).toMatch(/script-src/);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });
});
