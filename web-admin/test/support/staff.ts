// Browser-test helpers for the staff app, on top of the public site's harness (real server, demo yard, Chromium).
import type { Locator, Page, Route } from 'playwright-core';
import { STAFF_DB_NAME } from '../../src/lib/offline/db.ts';
import { expect } from '../../../web-public/test/support/expect.ts';
import { ADMIN_PASSWORD, VIEWPORTS, useSite, type Site } from '../../../web-public/test/support/site.ts';

export { ADMIN_PASSWORD };

/** The yard tablet both ways round: landscape is the harness's 'tablet'; portrait is added here. */
export const TABLET_PORTRAIT = { ...VIEWPORTS.tablet, viewport: { width: 768, height: 1024 } };

export const PLAIN_PASSWORD = 'plain-user-password';

/**
 * The real server with the demo yard, for the staff app. Its pages ask for reduced motion, which the app honours by
 * turning antd's animations off: a busy test machine then never clicks a menu, dialog or option still sliding in.
 */
export const useStaffSite = (options: Parameters<typeof useSite>[0] = {}) => useSite({ reducedMotion: true, ...options });

/** Opens a page at the tablet's portrait size (its context closes with the browser at the end of the file). */
export const openPortrait = (site: Site, path: string): Promise<Page> => site.open(TABLET_PORTRAIT, path);

/** Signs the page's browser in through the API (cookies shared with the page), then opens `path`. */
export async function signIn(page: Page, username: string, password: string, path = '/dashboard'): Promise<void> {
  const res = await page.request.post('/api/login', { data: { username, password } });
  expect(res.status()).toBe(200);
  await page.goto(path);
}

/**
 * Holds the answers to requests matching `url` until `answer()` is called, then lets each be answered by the server or
 * by `respond`: a test can then see what the screen shows while it waits, however slowly its code arrives (the app
 * asks for a screen's data with the page, so a fixed delay may run out before the screen is there to show it).
 */
export async function holdAnswers(page: Page, url: string | RegExp, respond?: (route: Route) => Promise<void>): Promise<{ answer: () => void }> {
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(url, async (route) => {
    await held;
    await (respond ? respond(route) : route.fallback());
  });
  return { answer };
}

/** A plain (not administrator) user with a known password. */
export async function plainUser(site: Site, username: string) {
  return site.app.createUser({ username, email: `${username}@forecourt.test`, firstName: 'Pat', lastName: 'Plain', password: PLAIN_PASSWORD, isAdmin: false });
}

/** Fails if a visible control in `scope` is smaller than 44 px either way (SPEC: touch targets for the tablet). */
export async function expectTouchTargets(page: Page, selector: string): Promise<void> {
  // A menu or drawer still opening is scaled by its animation: measure what a finger meets once it has settled.
  // (Endless ones, a spinner say, never settle and change no size; nor do those the scroll position drives, a wide
  // table's edge shadows, which run for as long as the page is open.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity || animation.timeline !== document.timeline),
  );
  const small = await page.locator(selector).evaluateAll((elements) =>
    elements
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .filter(({ box }) => box.height < 43.5 || box.width < 43.5)
      .map(({ el, box }) => `${el.tagName} "${(el.textContent ?? '').trim().slice(0, 30) || el.getAttribute('aria-label')}" ${Math.round(box.width)}x${Math.round(box.height)}`),
  );
  expect(small).toEqual([]);
}

/**
 * What the tablet's database holds (IndexedDB, read directly): each offline copy's address with when its answer was
 * given, and how many commands wait in the outbox. Empty before the app has made its database.
 */
function staffDbContents(page: Page): Promise<{ reads: Record<string, number>; outbox: number }> {
  return page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const ask = <T,>(store: string, read: (store: IDBObjectStore) => IDBRequest<T>, none: T) =>
      db.objectStoreNames.contains(store)
        ? new Promise<T>((resolve, reject) => {
            const request = read(db.transaction(store).objectStore(store));
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          })
        : Promise.resolve(none);
    try {
      const rows = (await ask('reads', (store) => store.getAll(), [])) as { url: string; savedAt: number }[];
      return { reads: Object.fromEntries(rows.map((row) => [row.url, row.savedAt])), outbox: await ask('outbox', (store) => store.count(), 0) };
    } finally {
      db.close();
    }
  }, STAFF_DB_NAME);
}

/** The tablet's offline copies: each address with when its answer was given. */
export const storedReads = async (page: Page) => (await staffDbContents(page)).reads;
/** How many commands wait in the tablet's outbox. */
export const outboxCount = async (page: Page) => (await staffDbContents(page)).outbox;

/**
 * Types `text` into a list's search box, letter by letter, on a tablet slowed six times, and says what the page showed
 * at each letter once it had handled the key (a listener after React's, its updates of the key flushed): the box's
 * text and how many of `rows` were drawn. Returns once the list shows `settledRows` rows. A box that holds each letter
 * while the list still shows an earlier text's rows painted the letter without waiting for the list.
 */
export async function typeOnSlowTablet(page: Page, box: Locator, text: string, rows: string, settledRows: number): Promise<{ value: string; rows: number }[]> {
  await page.evaluate((selector) => {
    const seen: { value: string; rows: number }[] = [];
    (window as unknown as { seen: typeof seen }).seen = seen;
    window.addEventListener('input', (event) => {
      const input = event.target as HTMLInputElement;
      queueMicrotask(() => seen.push({ value: input.value, rows: document.querySelectorAll(selector).length }));
    });
  }, rows);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await box.click();
  await page.keyboard.type(text, { delay: 10 });
  await expect(page.locator(rows)).toHaveCount(settledRows, { timeout: 20_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  await expect(box).toHaveValue(text);
  return page.evaluate(() => (window as unknown as { seen: { value: string; rows: number }[] }).seen);
}
