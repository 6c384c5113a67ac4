// Browser tests of the staff app as an installable app: its manifest and icons, the service worker that opens every
// staff route (and no public page) with no network, photos already seen shown offline, and the update prompt.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { expect } from '../../../../web-public/test/support/expect.ts';
import { ADMIN_PASSWORD, signIn, useStaffSite } from '../../../test/support/staff.ts';

// The server runs on a copy of the staff build, so a test can put out a new release of the worker.
const builtDir = path.resolve(process.env.WEB_ADMIN_DIR ?? path.join(import.meta.dirname, '../../../dist'));
const staffDir = mkdtempSync(path.join(tmpdir(), 'forecourt-staff-pwa-'));
cpSync(builtDir, staffDir, { recursive: true });
afterAll(() => rmSync(staffDir, { recursive: true, force: true }));
const builtWorker = readFileSync(path.join(builtDir, 'staff-sw.js'), 'utf8');

/** A deploy: new worker bytes on the server (the built worker, with code before or after it), asked for at once as
 * the browser does on its next check. */
async function release(page: Page, code: { before?: string; after?: string } = {}) {
  writeFileSync(path.join(staffDir, 'staff-sw.js'), `${code.before ?? ''}\n${builtWorker}\n${code.after ?? ''}\n// release ${Date.now()}\n`);
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())!.update();
  });
}

const site = useStaffSite({ env: { WEB_ADMIN_DIR: staffDir } });

/** Opens a staff page and waits until the worker has installed (the shell is precached) and controls the page. */
async function controlledPage(address: string): Promise<Page> {
  const page = await site().open('tablet', address);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${site().baseUrl}/staff-sw.js`);
  return page;
}

/**
 * Records, from outside the page, what the browser does after a moment: navigations, requests that start and end, the
 * workers' states (from the browser's debugging protocol, so it answers even when the page does not) and the page's
 * console, each with its time since the start.
 */
async function watchHandOver(page: Page): Promise<{ report(): string; timesOf(pattern: RegExp): number[] }> {
  const start = Date.now();
  const lines: { at: number; line: string }[] = [];
  const log = (line: string) => lines.push({ at: Date.now() - start, line });
  const open = new Map<unknown, string>();
  page.on('framenavigated', (frame) => frame === page.mainFrame() && log(`navigated ${frame.url()}`));
  page.on('domcontentloaded', () => log('domcontentloaded'));
  page.on('load', () => log('load'));
  page.on('crash', () => log('the page crashed'));
  page.on('console', (message) => log(`console.${message.type()} ${message.text()}`));
  page.on('request', (request) => {
    open.set(request, request.url());
    log(`request ${request.method()} ${request.url()}`);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => {
    open.delete(request);
    log(`failed ${request.url()} ${request.failure()?.errorText}`);
  });
  const cdp = await page.context().newCDPSession(page);
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions) log(`worker ${version.versionId} ${version.status} ${version.runningStatus}`);
  });
  await cdp.send('ServiceWorker.enable');
  return {
    report: () =>
      [...lines.map(({ at, line }) => `${String(at).padStart(6)} ms  ${line}`), `still open: ${[...open.values()].join(', ') || 'none'}`].join('\n'),
    timesOf: (pattern) => lines.filter(({ line }) => pattern.test(line)).map(({ at }) => at),
  };
}

/**
 * Presses the prompt's Reload and waits for the page to load again as a new document (a mark left on the old one is
 * gone). `explain` adds to a failure what was recorded meanwhile.
 */
async function pressReload(page: Page, { timeout = 30_000, explain }: { timeout?: number; explain?: () => string } = {}) {
  await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
  const reloaded = page.waitForEvent('load', { timeout });
  await page.getByRole('button', { name: 'Reload' }).click();
  await reloaded.catch((error: Error) => {
    throw new Error(explain ? `${error.message}\n${explain()}` : error.message);
  });
  expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
}

describe('the staff app as an installable app', () => {
  it('links a manifest that installs it as Forecourt Staff, starting at /dashboard, with icons that load', async () => {
    const page = await site().open('tablet', '/auth');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/admin/staff.webmanifest');
    const res = await page.request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = await res.json();
    expect(manifest).toMatchObject({
      name: 'Forecourt Staff',
      short_name: 'Forecourt',
      id: '/dashboard',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#004225',
    });
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    const appleTouch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    for (const [src, size] of [...icons.map((icon) => [icon.src, icon.sizes] as const), [appleTouch!, '180x180'] as const]) {
      const image = await page.request.get(src);
      expect(image.status(), src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      const { width, height, format } = await sharp(await image.body()).metadata();
      expect(`${format} ${width}x${height}`, src).toBe(`png ${size}`);
    }
  });

  it('precaches the staff app alone, its page under /admin/app-shell, and nothing of the public site', async () => {
    const page = await site().open('tablet', '/auth');
    const worker = await page.request.get('/staff-sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    const urls = [...(await worker.text()).matchAll(/\{url:"([^"]+)"/g)].map((match) => match[1]!);
    expect(urls).toContain('/admin/app-shell');
    expect(urls.some((url) => /^admin\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
    expect(urls.filter((url) => !/^\/?admin\//.test(url))).toEqual([]);
    expect(urls).not.toContain('index.html');
  });
});

describe('the staff app with no network', () => {
  it('opens the login page and every staff route from the worker, but never a public page', async () => {
    const page = await controlledPage('/auth');
    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Administrator Login' })).toBeVisible();

    for (const address of ['/dashboard', '/manage-cars', '/admin/cars/new', '/admin/cars/edit/3', '/manage-campervans', '/email-settings', '/reset-password?token=abc']) {
      const response = await page.goto(address);
      expect(response?.fromServiceWorker(), address).toBe(true);
      expect(response?.status(), address).toBe(200);
      // The data layer is not offline yet, so a guarded screen may show the login page or its spinner: the shell
      // answered and the app started.
      await expect(page).toHaveTitle(/Forecourt staff/);
      await expect(page.locator('#root > *').first()).toBeAttached();
    }

    // The public site shares the origin but is not the worker's: offline it is the browser's own error.
    for (const address of ['/about', '/', '/cars/1-2019-bmw-330i']) {
      await expect(page.goto(address), address).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    }
    await page.context().setOffline(false);
  });

  it('leaves API calls to the network, where the page can still see and answer them', async () => {
    const page = await controlledPage('/auth');
    await page.route('**/api/user', (route) => route.fulfill({ status: 418, json: { error: 'a faked answer' } }));
    expect(await page.evaluate(async () => (await fetch('/api/user')).status)).toBe(418);
    await page.unrouteAll();
    await page.context().setOffline(true);
    expect(await page.evaluate(() => fetch('/api/health').then((res) => res.status, () => 'failed'))).toBe('failed');
    await page.context().setOffline(false);
  });

  it('shows a vehicle photo seen online from its cache offline, and only those seen', async () => {
    const page = await controlledPage('/auth');
    const cars = (await (await page.request.get('/api/cars')).json()) as { imageUrl: string }[];
    const fileId = /\/media\/([^/]+)\//.exec(cars[0]!.imageUrl)![1];
    const seen = `/media/${fileId}/200.webp`;

    const loadImage = (src: string) =>
      page.evaluate(
        (url) =>
          new Promise<number>((resolve) => {
            const img = new Image();
            img.onload = () => resolve(img.naturalWidth);
            img.onerror = () => resolve(0);
            img.src = url;
          }),
        src,
      );
    expect(await loadImage(seen)).toBe(200);
    // Polled from here: a page-side predicate that returns a promise counts as true at once, and would not wait.
    await expect.poll(() => page.evaluate(async (url) => !!(await (await caches.open('forecourt-media')).match(url)), seen)).toBe(true);

    await page.context().setOffline(true);
    expect(await loadImage(seen)).toBe(200);
    expect(await page.evaluate(async (url) => (await fetch(url)).status, seen)).toBe(200);
    // A photo never shown is not there: the cache is what was seen, not a copy of the yard.
    expect(await loadImage(`/media/${fileId}/600.webp`)).toBe(0);
    await page.context().setOffline(false);
  });
});

describe('a new version of the staff app', () => {
  it("waits for 'Update available — Reload', and Reload brings in the new worker", async () => {
    const page = await controlledPage('/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText('Update available — Reload')).toBeHidden();

    // A release whose worker takes a while to start once let in (as clearing a large old version does).
    await release(page, { after: "self.addEventListener('activate', (event) => event.waitUntil(new Promise((done) => setTimeout(done, 1500))));" });
    const prompt = page.getByText('Update available — Reload');
    await expect(prompt).toBeVisible();
    // It waits for the person: the old worker keeps the page until they choose.
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(true);
    await site().screenshot(page, 'admin-update-prompt-tablet');
    await page.setViewportSize({ width: 768, height: 1024 });
    await expect(prompt).toBeVisible();
    await site().screenshot(page, 'admin-update-prompt-tablet-portrait');

    const handOver = await watchHandOver(page);
    // On a failure, what the browser did after Reload, so it says where it stopped.
    await pressReload(page, { explain: () => `after Reload:\n${handOver.report()}` });
    // The page was asked for once the new worker had started, not while it was still starting (a reload sent then
    // waits on it, and in Chromium can stall).
    const newWorker = /worker (\d+) installed/.exec(handOver.report())?.[1];
    const [started] = handOver.timesOf(new RegExp(`worker ${newWorker} activating`));
    const [asked] = handOver.timesOf(/request GET \S+\/dashboard$/);
    expect(asked! - started!, handOver.report()).toBeGreaterThanOrEqual(1_000);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(prompt).toBeHidden();
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: !!registration?.waiting, controlled: navigator.serviceWorker.controller?.state };
      }),
    ).toEqual({ waiting: false, controlled: 'activated' });
  });

  it('reloads on Reload even when the new worker cannot take over yet', async () => {
    const page = await controlledPage('/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    // A release whose worker is held back (as while the old one still finishes a request): it never takes over.
    await release(page, { after: 'self.skipWaiting = () => Promise.resolve();' });
    await expect(page.getByText('Update available — Reload')).toBeVisible();

    await pressReload(page, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  it('asks for the page again, and again a while later, when the reload after Reload does not come back', async () => {
    const page = await controlledPage('/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    // A release whose worker never answers the first two pages it is asked for (as navigations stalled on a worker
    // changing over): the person would look at the old screen with a spinning button for good.
    const holdFirstPages = `let held = 0;
      self.addEventListener('fetch', (event) => {
        if (event.request.mode === 'navigate' && held < 2) { held += 1; event.respondWith(new Promise(() => {})); }
      });`;
    await release(page, { before: holdFirstPages });
    await expect(page.getByText('Update available — Reload')).toBeVisible();

    // Once the new worker has started the page is asked for, then again 10 s later, then again 20 s after that: the
    // third ask comes back, about 32 s after Reload (45 s here with other browser tests beside it).
    const handOver = await watchHandOver(page);
    await pressReload(page, { timeout: 100_000, explain: handOver.report });
    const asks = handOver.timesOf(/request GET \S+\/dashboard$/);
    expect(asks, handOver.report()).toHaveLength(3);
    expect(asks[1]! - asks[0]!, handOver.report()).toBeGreaterThanOrEqual(9_500);
    expect(asks[2]! - asks[1]!, handOver.report()).toBeGreaterThanOrEqual(19_500);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
  }, 180_000);
});
