// How the staff app starts on the yard's tablet: antd's look comes from a static stylesheet with the dealership's theme
// (no CSS written by script while a screen opens), and a screen's data is asked for while its code is still on the way.
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expect } from '../../../web-public/test/support/expect.ts';
import { ADMIN_PASSWORD, signIn, storedReads, useStaffSite } from '../../test/support/staff.ts';

const site = useStaffSite();

/** The CSS written into the page by script (style elements), as opposed to the stylesheets the app links. */
const scriptWrittenRules = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('style')].flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText)),
  );

describe('the staff app starting', () => {
  it('draws antd in the dealership theme from its stylesheet, writing no component styles in the browser', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Cars' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Macan S', exact: true })).toBeVisible();

    // The theme reaches the static rules: the dealership's green on the primary button, 44 px controls.
    const add = page.getByRole('link', { name: 'Add New Car' }).or(page.getByRole('button', { name: 'Add New Car' }));
    await expect(add).toHaveCSS('background-color', 'rgb(0, 66, 37)');
    const search = page.getByRole('textbox', { name: 'Search by make, model, plate, VIN or stock no.' });
    expect((await search.locator('xpath=ancestor::*[contains(@class,"ant-input-affix-wrapper")][1]').boundingBox())!.height).toBeGreaterThanOrEqual(44);

    // What script wrote is the theme's variables and icon basics, never a component's rules.
    const written = await scriptWrittenRules(page);
    const componentRules = written.filter((rule) => /\.ant-(btn|table|input|select|menu|layout|card|tag|segmented)\b[^{]*\{(?!\s*--)/.test(rule));
    expect(componentRules).toEqual([]);
    // …and the linked stylesheet holds antd's rules, in a cascade layer the app's own rules come after.
    const layered = await page.evaluate(() =>
      [...document.styleSheets].some((sheet) => sheet.href && [...sheet.cssRules].some((rule) => rule instanceof CSSLayerBlockRule && rule.name === 'antd')),
    );
    expect(layered).toBe(true);
  });

  it('opens a screen from a handful of script files, not dozens', async () => {
    // Every file costs the tablet's main thread a few milliseconds, from the network or from the worker's cache alike:
    // Manage Cars once took 62, and that was the largest single cost of opening it.
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars');
    await page.reload();
    await expect(page.getByRole('cell', { name: 'Macan S', exact: true })).toBeVisible();
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.js')).map((entry) => entry.name),
    );
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.length).toBeLessThanOrEqual(20);
  });

  it("asks for a screen's data while the screen's code is still on its way", async () => {
    const page = await site().open('tablet', 'about:blank');
    let dataAsked = false;
    let release!: () => void;
    const asked = new Promise<void>((resolve) => (release = resolve));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/cars') {
        dataAsked = true;
        release();
      }
    });
    // The Manage Cars code is held back until the list is asked for (or 8 s pass): an app that asked for the data
    // only once the code had run would sit out the whole wait.
    let releasedByData: boolean | undefined;
    await page.route(/\/admin\/assets\/ManageCarsPage-[^/]+\.js$/, async (route) => {
      await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 8_000))]);
      releasedByData ??= dataAsked;
      await route.continue();
    });
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars');
    await expect(page.getByRole('cell', { name: 'Macan S', exact: true })).toBeVisible({ timeout: 20_000 });
    expect(releasedByData).toBe(true);
  });
});

describe('the first screen of a page', () => {
  it("sends its reads before the app's code has arrived, and the app uses those answers rather than asking twice", async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/manage-campervans');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Campervans' })).toBeVisible();

    // Opened afresh: React, antd and the data layer are held back until both reads have gone out (or 8 s pass).
    const reads: string[] = [];
    let release!: () => void;
    const bothAsked = new Promise<void>((resolve) => (release = resolve));
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'GET' && pathname.startsWith('/api/')) reads.push(pathname);
      if (reads.includes('/api/user') && reads.includes('/api/campervans')) release();
    });
    let readsBeforeCode: boolean | undefined;
    await page.route(/\/admin\/assets\/(?:react|vendor|data)-[^/]+\.js$/, async (route) => {
      const asked = await Promise.race([bothAsked.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 8_000))]);
      readsBeforeCode ??= asked;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByText('Tui Explorer').first()).toBeVisible({ timeout: 20_000 });
    expect(readsBeforeCode).toBe(true);
    // One call each: the screen, the guard and the layout took the answers the page's start asked for.
    expect(reads.filter((path) => path === '/api/campervans')).toEqual(['/api/campervans']);
    expect(reads.filter((path) => path === '/api/user')).toEqual(['/api/user']);
  });
});

describe('a long list opening', () => {
  it('draws a screenful of rows first and the rest of the page in the frames straight after', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars');
    await expect(page.getByRole('cell', { name: 'Macan S', exact: true })).toBeVisible();
    // Every frame from the page's start: how many of the list's rows are drawn.
    await page.addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as { rowsPerFrame: number[] }).rowsPerFrame = seen;
      const tick = () => {
        const rows = document.querySelectorAll('[aria-label="Cars"] tbody tr.ant-table-row').length;
        if (rows !== seen.at(-1)) seen.push(rows);
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const onFirstPage = Math.min(((await (await page.request.get('/api/cars')).json()) as unknown[]).length, 20);
    expect(onFirstPage).toBeGreaterThan(8);
    await page.reload();
    await expect(page.locator('[aria-label="Cars"] tbody tr.ant-table-row')).toHaveCount(onFirstPage);
    const counts = await page.evaluate(() => (window as unknown as { rowsPerFrame: number[] }).rowsPerFrame.filter((n) => n > 0));
    expect(counts[0]).toBe(8);
    expect(counts.at(-1)).toBe(onFirstPage);
  });
});

describe("the tablet's database on a start with nothing waiting", () => {
  it('is not loaded before the list is drawn, and the copy for offline use is still kept once it is', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars');
    await expect(page.getByRole('cell', { name: 'Macan S', exact: true })).toBeVisible();
    // The first start counted the outbox and found it empty (see outbox.ts).
    const knownEmpty = () =>
      page.evaluate(() => {
        const emptyAt = localStorage.getItem('forecourt.outbox.emptyAt');
        return emptyAt !== null && emptyAt === (localStorage.getItem('forecourt.outbox.generation') ?? '');
      });
    await expect.poll(knownEmpty).toBe(true);

    // Opened afresh with the database's code held back until the list shows (or 15 s pass).
    let release!: () => void;
    const listShown = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/admin\/assets\/staff-db-[^/]+\.js$/, async (route) => {
      asked = true;
      await Promise.race([listShown, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      await route.continue();
    });
    const reloadedAt = Date.now();
    await page.reload();
    await expect(page.getByRole('cell', { name: 'Macan S', exact: true })).toBeVisible({ timeout: 10_000 });
    release();

    // Once the tablet is idle it loads the database and keeps the list's answer for offline use.
    const copiedAt = async () => (await storedReads(page))['/cars'] ?? 0;
    await expect.poll(copiedAt).toBeGreaterThanOrEqual(reloadedAt);
    expect(asked).toBe(true);
  });
});

describe('the login page on a first open', () => {
  it("asks for none of the code the screens behind it share, and signs in on to them all the same", async () => {
    const page = await site().open('tablet', 'about:blank');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // The libraries three or more screens share (the table, tree, select, menu …), as against the login page's own.
    const screensShared = () => scripts.filter((pathname) => /\/admin\/assets\/vendor-(?!start-)[^/]+\.js$/.test(pathname));

    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Administrator Login' })).toBeVisible();
    // Settled: the worker is in (it fetches the rest of the app for later through requests of its own).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForLoadState('networkidle');
    expect(scripts.some((pathname) => /\/admin\/assets\/vendor-start-[^/]+\.js$/.test(pathname))).toBe(true);
    expect(screensShared()).toEqual([]);

    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    expect(screensShared()).toHaveLength(1);
  });
});
