// How the staff app starts on the yard's tablet: antd's look comes from a static stylesheet with the dealership's theme
// (no CSS written by script while a screen opens), and a screen's data is asked for while its code is still on the way.
import { gzipSync } from 'node:zlib';
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expect } from '../../../web-public/test/support/expect.ts';
import { ADMIN_PASSWORD, signIn, storedReads, useStaffSite } from '../../test/support/staff.ts';
import { OUTBOX_MARK } from '../lib/offline/outbox-mark.ts';

const site = useStaffSite();

/**
 * The CSS written into the page by script (style elements), as opposed to what came with it: the stylesheets the app
 * links and the theme's variables the build put in its head (`<style id="antd-theme">`).
 */
const scriptWrittenRules = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style:not(#antd-theme)')].flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText)),
  );

/** A CSS variable as an antd element of `selector` on the page reads it. */
const antdVariable = (page: Page, selector: string, name: string) =>
  page.locator(selector).first().evaluate((element, variable) => getComputedStyle(element).getPropertyValue(variable).trim(), name);

/**
 * From the page's next start, every frame in which what `selector` matches has changed: the texts of the elements
 * then drawn (none before the first). Read it with the function returned.
 */
async function drawnPerFrame(page: Page, selector: string): Promise<() => Promise<string[][]>> {
  await page.addInitScript((watched) => {
    const seen: string[][] = [];
    (window as unknown as { drawnPerFrame: string[][] }).drawnPerFrame = seen;
    const tick = () => {
      const drawn = [...document.querySelectorAll(watched)].map((element) => element.textContent ?? '');
      if (drawn.join('\u0000') !== seen.at(-1)?.join('\u0000')) seen.push(drawn);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, selector);
  return () => page.evaluate(() => (window as unknown as { drawnPerFrame: string[][] }).drawnPerFrame.filter((drawn) => drawn.length > 0));
}

/**
 * How often the code at `marker` (text only that code has) ran in the scripts covered: the count of the innermost
 * range of V8's block coverage around it (a function never called is a range counted 0 in the code around it).
 */
function timesRun(scripts: Awaited<ReturnType<Page['coverage']['stopJSCoverage']>>, marker: string): number {
  const holding = scripts.filter((script) => script.source?.includes(marker));
  expect(holding.map((script) => script.url), marker).toHaveLength(1);
  const [{ source, functions }] = holding as [(typeof holding)[number]];
  const at = source!.indexOf(marker);
  const around = functions.flatMap((fn) => fn.ranges).filter((range) => range.startOffset <= at && at < range.endOffset);
  return around.sort((a, b) => a.endOffset - a.startOffset - (b.endOffset - b.startOffset))[0]!.count;
}

describe('the staff app starting', () => {
  it('draws antd in the dealership theme from its stylesheet, writing no component styles in the browser, nor loading the code that would', async () => {
    const page = await site().open('tablet', '/auth');
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Cars' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Macan S', exact: true })).toBeVisible();

    // The theme reaches the static rules: the dealership's green on the primary button, 44 px controls.
    const add = page.getByRole('link', { name: 'Add New Car' }).or(page.getByRole('button', { name: 'Add New Car' }));
    await expect(add).toHaveCSS('background-color', 'rgb(0, 66, 37)');
    const search = page.getByRole('searchbox', { name: 'Search by make, model, plate, VIN or stock no.' });
    expect((await search.locator('xpath=ancestor::*[contains(@class,"ant-input-affix-wrapper")][1]').boundingBox())!.height).toBeGreaterThanOrEqual(44);

    // Script wrote nothing: no component's rules, nor the theme's variables, which came with the page.
    expect(await scriptWrittenRules(page)).toEqual([]);
    // …and the linked stylesheet holds antd's rules, in a cascade layer the app's own rules come after.
    const layered = await page.evaluate(() =>
      [...document.styleSheets].some((sheet) => sheet.href && [...sheet.cssRules].some((rule) => rule instanceof CSSLayerBlockRule && rule.name === 'antd')),
    );
    expect(layered).toBe(true);
    // The code that turns antd's style objects into CSS (its parser's markers, its serializer's at-rules) is not among
    // the scripts the login page and the list load: about 5 KB gzip on every screen that would never run.
    await page.waitForLoadState('load');
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(10);
    expect(bodies.filter((body) => /_multi_value_|_skip_check_|@namespace/.test(body)).map((body) => body.slice(0, 80))).toEqual([]);
  });

  it("writes no CSS on any staff screen, nor in its dialogs and drop-downs: antd's theme and every component's variables come with the page, with motion and without", async () => {
    // antd worked them out in the browser as each screen opened (a dozen style elements on the dashboard, each making the
    // browser look at every rule again): the build works them out instead (antd-theme-at-build.ts).
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD);
    const antdVariablesWritten = async () => (await scriptWrittenRules(page)).filter((rule) => rule.includes('--ant-'));
    const screens: [string, string][] = [
      ['/dashboard', 'Dashboard'], ['/admin/cars', 'Manage Cars'], ['/admin/cars/new', 'Add New Car'], ['/admin/cars/edit/1', 'Edit Car'],
      ['/manage-campervans', 'Manage Campervans'], ['/edit-campervan', 'Add New Campervan'], ['/email-settings', 'Email Settings'],
      ['/manage-users', 'User Management'], ['/login-history', 'Login History'], ['/messages', 'Messages'], ['/activity', 'Activity'], ['/sync', 'Sync'],
    ];
    for (const [path, heading] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${heading}`) })).toBeVisible();
      await expect(page.locator('.ant-spin-spinning, [aria-busy="true"]')).toHaveCount(0);
      expect(await antdVariablesWritten(), path).toEqual([]);
    }
    // A dialog, a drop-down's options, a tooltip and the avatar menu, each drawn only when opened.
    await page.goto('/admin/cars');
    await page.getByRole('button', { name: /^Delete/ }).first().click();
    await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/admin/cars/new');
    await page.getByLabel('Fuel type', { exact: true }).click();
    await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('Petrol', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    expect(await antdVariablesWritten()).toEqual([]);

    // The variables are the dealership's theme: its green, its 44 px controls; no motion for a tablet that asks for none
    // (these pages ask), antd's own durations for one that does not.
    expect(await antdVariable(page, '.ant-btn', '--ant-color-primary')).toBe('#004225');
    expect(await antdVariable(page, '.ant-btn', '--ant-control-height')).toBe('44px');
    expect(await antdVariable(page, '.ant-btn', '--ant-motion-duration-mid')).toBe('0s');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/admin/cars');
    await expect(page.getByRole('cell', { name: 'Macan S', exact: true })).toBeVisible();
    expect(await antdVariable(page, '.ant-btn', '--ant-motion-duration-mid')).toBe('0.2s');
    expect(await antdVariablesWritten()).toEqual([]);
  });

  it("works out none of antd's theme as a screen opens: the token comes worked out with the page, with motion and without", async () => {
    // antd's palettes, its aliases and a CSS variable for each of some 540 values were worked out on the tablet as the
    // first screen drew; the build does it (antd-theme-at-build.ts). The marker is a value of antd's aliases alone.
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD);
    for (const reducedMotion of ['reduce', 'no-preference'] as const) {
      await page.emulateMedia({ reducedMotion });
      await page.coverage.startJSCoverage();
      await page.goto('/admin/cars');
      await expect(page.getByRole('cell', { name: 'Macan S', exact: true })).toBeVisible();
      await page.getByRole('button', { name: /^Delete/ }).first().click();
      await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toBeVisible();
      const scripts = await page.coverage.stopJSCoverage();
      expect(timesRun(scripts, 'boxShadowPopoverArrow:'), reducedMotion).toBe(0);
      // …and antd reads the theme all the same: the green, the touch-sized controls, motion as the tablet asks.
      await expect(page.getByRole('link', { name: 'Add New Car' }).or(page.getByRole('button', { name: 'Add New Car' }))).toHaveCSS('background-color', 'rgb(0, 66, 37)');
      expect(await antdVariable(page, '.ant-btn', '--ant-motion-duration-mid')).toBe(reducedMotion === 'reduce' ? '0s' : '0.2s');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toHaveCount(0);
    }
  });

  it('opens a screen from a handful of script files, not dozens', async () => {
    // Every file costs the tablet's main thread a few milliseconds, from the network or from the worker's cache alike:
    // Manage Cars once took 62, and that was the largest single cost of opening it. It takes 31 now, 17 of them before
    // the list is drawn: two hold the table's and the pager's libraries, apart so that the dashboard, the settings and
    // the forms do without them, and one the app's own pieces of lists (the search box, the status tags, the delete
    // question…), apart so that a vehicle's form and the activity feed do without them (1.2 KB gzip, which took a car's
    // edit screen over 250 KB); seven come once the list is drawn and the tablet idle (the quick change's dialog and
    // its number formatting, antd's dialogs with the bar for choosing cars, the boxes for choosing them, the avatar
    // menu's pop-up with antd's menu, the update banner with the toasts, the tablet's database), and seven more are the
    // screen a row opens (a car's form, its Details and History tabs, the select library and the form helpers), fetched
    // while the tablet is idle so that a tap on Edit does not fetch and append them while the tap waits for an answer.
    // Opened as a tablet does every day, from the installed app (the worker answering); on a first visit the rules of
    // queued changes come too, beside the screen, as a change made the moment the network drops needs them.
    // Counted once the page has settled, so that what comes just after the screen (the update banner's code) is
    // counted every time rather than only when it happened to arrive first.
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars');
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await page.reload();
    await expect(page.getByRole('cell', { name: 'Macan S', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.js')).map((entry) => entry.name),
    );
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.length, scripts.map((s) => s.replace(/.*\//, '')).join(' ')).toBeLessThanOrEqual(31);
  });

  it("draws Manage Cars' table once, its columns at their set widths, with no pass that measures them nor its scroll bar", async () => {
    // A table that antd scrolls sideways itself (`scroll.x`) or pins a column in measures every column once the rows are
    // drawn and draws the table again: on the yard's tablet about 0.2 s of opening Manage Cars. Its columns fit beside
    // the menu wherever the table shows, so it does neither; its box would scroll should that ever change.
    // Nor does it measure the scroll bar, which only a header kept in view makes room for: it laid the page out while
    // the table drew, and drew the table again.
    const page = await site().open('tablet', '/auth');
    await page.addInitScript(() => {
      const measured: string[] = [];
      (window as unknown as { measured: string[] }).measured = measured;
      new MutationObserver((changes) => {
        for (const change of changes) for (const node of change.addedNodes) if (node instanceof HTMLElement && node.id.startsWith('rc-scrollbar-measure')) measured.push(node.id);
      }).observe(document, { childList: true, subtree: true });
    });
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars');
    const table = page.getByRole('table', { name: 'Cars' });
    await expect(table.getByRole('cell', { name: 'Macan S', exact: true })).toBeVisible();
    await expect(table.locator('.ant-table-measure-row')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { measured: string[] }).measured)).toEqual([]);
    await expect(table.getByRole('columnheader', { name: 'Actions' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: /^Delete / }).first()).toBeInViewport({ ratio: 1 });
    expect(await table.evaluate((element) => element.closest('.ant-table-content')!.scrollWidth - element.closest('.ant-table-content')!.clientWidth)).toBe(0);
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

/**
 * Opens `path` afresh as the administrator with React, antd and the data layer held back until every one of `reads`
 * has gone out (or 8 s pass), waits for `shown`, and tells whether the reads went first, with every GET under /api
 * asked for meanwhile (path and query).
 */
async function readsBeforeTheCode(path: string, heading: string, reads: string[], shown: (page: Page) => Promise<void>) {
  const page = await site().open('tablet', '/auth');
  await signIn(page, 'admin', ADMIN_PASSWORD, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();

  const asked: string[] = [];
  let release!: () => void;
  const allAsked = new Promise<void>((resolve) => (release = resolve));
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (request.method() === 'GET' && pathname.startsWith('/api/')) asked.push(`${pathname}${search}`);
    if (reads.every((read) => asked.includes(read))) release();
  });
  let readsFirst: boolean | undefined;
  await page.route(/\/admin\/assets\/(?:react|vendor|data)-[^/]+\.js$/, async (route) => {
    const first = await Promise.race([allAsked.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 8_000))]);
    readsFirst ??= first;
    await route.continue();
  });
  await page.reload();
  await shown(page);
  // The tablet then fills its copy for offline use (every list, every gallery), once the page has settled.
  await expect.poll(() => asked.filter((read) => read.startsWith('/api/car-brands')).length, { timeout: 20_000 }).toBeGreaterThan(0);
  return { readsFirst, asked };
}

/**
 * Manage Cars opened afresh as the administrator with the scripts `held` matches kept back until the returned function
 * lets them go.
 */
async function manageCarsWithScriptsHeld(held: RegExp): Promise<{ page: Page; release: () => void }> {
  const page = await site().open('tablet', '/auth');
  await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars');
  await expect(page.getByRole('heading', { name: 'Manage Cars', level: 1 })).toBeVisible();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(held, async (route) => {
    await released;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  return { page, release };
}

describe('the first screen of a page', () => {
  it("has a spinner from the page's first paint, before any of the app's code has run, and the screen in its place", async () => {
    const { page, release } = await manageCarsWithScriptsHeld(/\/admin\/assets\/[^/]+\.js$/);
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    expect(await page.evaluate(() => document.querySelectorAll('#root [class*="css-var"]').length)).toBe(0); // nothing antd drew
    release();
    await expect(page.getByRole('heading', { name: 'Manage Cars', level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeHidden();
  });

  it("shows the spinner while the screen's code is slow to come, and the screen once it has", async () => {
    const { page, release } = await manageCarsWithScriptsHeld(/\/admin\/assets\/ManageCarsPage-[^/]+\.js$/);
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Manage Cars', level: 1 })).toBeHidden();
    release();
    await expect(page.getByRole('heading', { name: 'Manage Cars', level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeHidden();
  });

  it("sends its reads before the app's code has arrived, and the app uses those answers rather than asking twice", async () => {
    const { readsFirst, asked } = await readsBeforeTheCode('/manage-campervans', 'Manage Campervans', ['/api/user', '/api/campervans'], (page) =>
      expect(page.getByText('Tui Explorer').first()).toBeVisible({ timeout: 20_000 }),
    );
    expect(readsFirst).toBe(true);
    await expect.poll(() => asked.filter((read) => read.startsWith('/api/campervan-images/')).length, { timeout: 20_000 }).toBeGreaterThan(0);
    // One call each: the screen, the guard and the layout took the answers the page's start asked for, and the copy
    // took the list the screen had just read.
    expect(asked.filter((read) => read === '/api/campervans')).toEqual(['/api/campervans']);
    expect(asked.filter((read) => read === '/api/user')).toEqual(['/api/user']);
  });

  it('sends Login History its sign-ins with the page\'s start, and the screen shows that answer without asking again', async () => {
    const read = '/api/login-history?limit=500';
    const { readsFirst, asked } = await readsBeforeTheCode('/login-history', 'Login History', ['/api/user', read], (page) =>
      expect(page.getByRole('cell', { name: 'Yard Manager (admin)' }).first()).toBeVisible({ timeout: 20_000 }),
    );
    expect(readsFirst).toBe(true);
    expect(asked.filter((path) => path === read)).toEqual([read]);
  });

  it("sends Messages its enquiries with the page's start, and the screen shows that answer without asking again", async () => {
    // Asked for only once the screen was drawn, the enquiries were the last of its waits on the tablet.
    const subject = 'Discovery Sport, first read';
    const blank = await site().open('tablet', 'about:blank');
    const posted = await blank.context().request.post('/api/contact', {
      data: { name: 'Aroha Ngata', email: 'aroha@example.co.nz', subject, message: 'Is it still for sale?', phone: '', honeypot: '', timestamp: Date.now() - 60_000 },
    });
    expect(posted.status()).toBe(200);
    const read = '/api/contact-messages';
    const { readsFirst, asked } = await readsBeforeTheCode('/messages', 'Messages', ['/api/user', read], (page) =>
      expect(page.getByRole('article', { name: subject })).toBeVisible({ timeout: 20_000 }),
    );
    expect(readsFirst).toBe(true);
    expect(asked.filter((path) => path === read)).toEqual([read]);
  });

  it("sends the car form its makes with the page's start, and the form's make list shows that answer without asking again", async () => {
    // Asked for only once the form was drawn, the makes were the last of the form's waits on the tablet.
    const read = '/api/car-brands';
    const { readsFirst, asked } = await readsBeforeTheCode('/admin/cars/new', 'Add New Car', ['/api/user', read], async (page) => {
      await page.getByLabel('Brand', { exact: true }).click();
      const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
      await expect(list.getByTitle('Audi', { exact: true })).toBeVisible({ timeout: 20_000 });
    });
    expect(readsFirst).toBe(true);
    expect(asked.filter((path) => path === read)).toEqual([read]);
  });
});

/** A fresh tablet signed in through the API, on a blank page: what it asks for next is all a first visit's. */
async function signedInBlankPage(): Promise<Page> {
  const page = await site().open('tablet', 'about:blank');
  const login = await page.context().request.post('/api/login', { data: { username: 'admin', password: ADMIN_PASSWORD } });
  expect(login.ok()).toBe(true);
  return page;
}

/** Holds the page's requests for `files` until the function returned is called, then lets them through. */
async function holdBack(page: Page, files: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(files, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('a first visit', () => {
  it("asks for the page's start before the screen's code, so the reads need not queue behind some 20 files", async () => {
    const page = await signedInBlankPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/admin/cars');
    await expect(page.getByRole('cell', { name: 'Macan S', exact: true })).toBeVisible();

    // A browser opens a few connections to a server at a time, in the order the page names the files: the entry (which
    // sends the reads) used to be named after the screen's preloads and waited about a second on the tablet for them.
    const entry = asked.findIndex((pathname) => /^\/admin\/assets\/index-[^/]+\.js$/.test(pathname));
    const screenCode = asked.flatMap((pathname, index) => (/^\/admin\/assets\/(?:react|vendor|data|ManageCarsPage)-[^/]+\.js$/.test(pathname) ? [index] : []));
    expect(entry).toBeGreaterThanOrEqual(0);
    expect(screenCode.length).toBeGreaterThanOrEqual(4);
    expect(entry, asked.slice(0, 8).join(', ')).toBeLessThan(Math.min(...screenCode));
  });
});

describe('a screen without a form', () => {
  const forms = /\/admin\/assets\/(?:forms|zod)-[^/]+\.js$/;
  // Opened afresh (a full page load), as a tablet does when a person taps a bookmark or the app's icon, with the form
  // library and zod held back for good: a screen that needed either would never be drawn.
  const heldBack = async () => {
    const page = await signedInBlankPage();
    await page.route(forms, () => {});
    return page;
  };

  it.each([
    ['/dashboard', (page: Page) => page.getByRole('heading', { name: 'Recent Inventory' })],
    ['/admin/cars', (page: Page) => page.getByRole('cell', { name: 'Macan S', exact: true })],
    ['/manage-campervans', (page: Page) => page.getByText('Tui Explorer').first()],
    ['/manage-users', (page: Page) => page.getByRole('cell', { name: 'admin', exact: true })],
    ['/login-history', (page: Page) => page.getByRole('cell', { name: 'Yard Manager (admin)' }).first()],
    // Its form to add a recipient comes when asked for.
    ['/email-settings', (page: Page) => page.getByRole('list', { name: 'Email recipients' }).getByRole('listitem').first()],
  ] as const)("draws %s without the form libraries (antd's Form among them), zod or the tabs, which come with a form, nor input variants no screen uses, nor boxes for rows it cannot choose, nor the menu library", async (path, shown) => {
    const page = await heldBack();
    // Every other file of the app's is looked into as it comes, and one carrying what the screen should do without is
    // held back for good: the screen is drawn without it or not at all. (A file fetched ahead for a dialog the screen
    // may open is held back too, so that fetching it sooner or later makes no difference here.)
    const without: [string, RegExp][] = [
      // antd's Form (it was in the chunk every screen loads, 12 KB gzip): its field store's validation
      // ('validateFirst'), its items' error lines ('-item-explain') and the scrolling to a field ('scrollMode', which a
      // radio group's name helper brought with the store, 6 KB).
      ["antd's Form", /validateFirst|-item-explain|scrollMode/],
      // A strip of tabs (its ink bar): antd's cards imported antd's Tabs for a strip none of them draws (7 KB gzip), and
      // a vehicle's Details / History come with its edit screen alone.
      ["antd's Tabs", /-ink-bar/],
      // The input variants no screen uses, which antd's Input carries as its properties: the search box with a button
      // ('enterButton') and the one-time-code boxes.
      ['input variants', /enterButton/],
      // But for the lists whose rows can be chosen, antd's checkbox and radio, which every table brought for its row
      // selection ('-wrapper-checked').
      ...(['/admin/cars', '/manage-campervans'].includes(path) ? [] : [['row boxes', /-wrapper-checked/] as [string, RegExp]]),
      // The menu library ('rc-menu-uuid'), which antd's Menu brought for the sidebar's links and its Dropdown for the
      // avatar menu (11 KB): the avatar menu's pop-up fetches its file once the screen is drawn.
      ['the menu library', /rc-menu-uuid/],
    ];
    const drawnWith: string[] = [];
    const heldBackFor = new Set<string>();
    await page.route(/\/admin\/assets\/[^/]+\.js$/, async (route) => {
      if (forms.test(route.request().url())) return route.fallback();
      const response = await route.fetch();
      const body = await response.text();
      const carried = without.filter(([, marks]) => marks.test(body));
      if (carried.length > 0) return void carried.forEach(([what]) => heldBackFor.add(what));
      drawnWith.push(new URL(route.request().url()).pathname);
      await route.fulfill({ response, body });
    });
    await page.goto(path);
    await expect(shown(page), `${path} drawn with the files carrying what it should do without held back`).toBeVisible();
    expect(drawnWith.length).toBeGreaterThan(4);
    // What is looked for is still there to be found: the menu library's file is asked for, and held back.
    await expect.poll(() => heldBackFor.has('the menu library')).toBe(true);
  });

  it("opens the list's quick price change and groups the digits as a dealer writes them, without either", async () => {
    const list = await heldBack();
    await list.goto('/admin/cars');
    await list.getByRole('button', { name: /^Change price of Porsche Macan S,/ }).click();
    const price = list.getByRole('dialog').getByLabel('New price (NZD)');
    await price.pressSequentially('76990');
    await expect(price).toHaveValue('76,990');
  });

  it('loads the form library with a screen with a form', async () => {
    const page = await signedInBlankPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/admin/cars/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Car' })).toBeVisible();
    expect(asked.filter((pathname) => /\/admin\/assets\/forms-[^/]+\.js$/.test(pathname))).toHaveLength(1);
  });

  it("draws an add form without a vehicle's Details / History tabs, and an edit screen with them from its first draw", async () => {
    const page = await signedInBlankPage();
    const scripts: Promise<{ file: string; body: string } | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().then((body) => ({ file: new URL(response.url()).pathname, body }), () => null));
    });
    const withTabs = async () => (await Promise.all(scripts)).filter((script) => script?.body.includes('-ink-bar')).map((script) => script!.file);
    await page.goto('/admin/cars/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Car' })).toBeVisible();
    await expect(page.getByLabel('Model')).toBeVisible();
    await page.waitForLoadState('load');
    expect(await withTabs()).toEqual([]);
    await expect(page.getByRole('tab')).toHaveCount(0);

    // An edit screen opened afresh: the server names the tabs' code with the page's, and the tabs come with the form.
    const car = ((await (await page.request.get('/api/cars')).json()) as { id: number }[])[0]!;
    const fresh = await signedInBlankPage();
    const preloads = (await (await fresh.request.get(`/admin/cars/edit/${car.id}`)).text()).match(/<link rel="modulepreload" href="[^"]+"/g) ?? [];
    await fresh.goto(`/admin/cars/edit/${car.id}`);
    await expect(fresh.getByRole('tab', { name: 'Details', selected: true })).toBeVisible();
    await expect(fresh.getByRole('tab', { name: 'History' })).toBeVisible();
    expect(preloads.some((link) => /\/DetailsAndHistory-[^/"]+\.js"$/.test(link))).toBe(true);

    // And from the add form to a car's edit screen, inside the app.
    await page.goto('/admin/cars');
    await page.getByRole('link', { name: /edit/i }).first().click();
    await expect(page.getByRole('tab', { name: 'History' })).toBeVisible();
    expect((await withTabs()).length).toBeGreaterThan(0);
  });
});

describe("a drop-down's list of options", () => {
  const optionsList = /\/admin\/assets\/options-list-[^/]+\.js$/;

  it('is not what a form waits for; a drop-down opened before it came shows its options once it comes', async () => {
    const page = await signedInBlankPage();
    const release = await holdBack(page, optionsList);
    await page.goto('/edit-campervan');
    await expect(page.getByRole('button', { name: 'Create Campervan' })).toBeVisible();
    const fuel = page.getByLabel('Fuel type', { exact: true });
    await fuel.click();
    const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await expect(list.getByTitle('Petrol', { exact: true })).toHaveCount(0);
    release();
    await expect(list.getByTitle('Petrol', { exact: true })).toBeVisible();
    await list.getByTitle('Petrol', { exact: true }).click();
    await expect(page.locator('.ant-select-content', { has: fuel })).toHaveAttribute('title', 'Petrol');
  });
});

describe("a form's checks", () => {
  const checks = /\/admin\/assets\/(?:zod|schemas)-[^/]+\.js$/;

  it.each([
    ['/auth', async (page: Page) => page.getByRole('button', { name: 'Login' })],
    ['/reset-password', async (page: Page) => page.getByRole('button', { name: 'Send reset link' })],
    ['/edit-campervan', async (page: Page) => page.getByRole('button', { name: 'Create Campervan' })],
    [
      '/email-settings',
      async (page: Page) => {
        await page.getByRole('button', { name: 'Add New Recipient' }).click();
        return page.getByRole('button', { name: 'Save Email' });
      },
    ],
  ] as const)('are not what the form of %s waits for to be drawn', async (path, form) => {
    const page = await signedInBlankPage();
    if (path === '/auth' || path === '/reset-password') await page.context().clearCookies();
    await page.route(checks, () => {}); // never answered
    await page.goto(path);
    await expect(await form(page)).toBeVisible();
  });

  it("come after the car form is drawn; if they cannot, a save says so and keeps what was typed, and the next save checks", async () => {
    const page = await signedInBlankPage();
    await page.route(checks, (route) => route.abort('internetdisconnected'));
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/')) posted += 1;
    });
    await page.goto('/admin/cars/new');
    await page.getByLabel('Model', { exact: true }).fill('Taycan Kept');
    await page.getByRole('button', { name: 'Add Car' }).click();
    await expect(page.locator('.ant-notification-notice').filter({ hasText: 'The form could not be checked: its checks have not reached this device. Check the connection, then try again.' })).toBeVisible();
    await expect(page.getByLabel('Model', { exact: true })).toHaveValue('Taycan Kept');
    await expect(page.getByText('Brand is required', { exact: true })).toHaveCount(0);

    await page.unroute(checks);
    await page.getByRole('button', { name: 'Add Car' }).click();
    await expect(page.getByText('Brand is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Model is required', { exact: true })).toHaveCount(0);
    expect(posted).toBe(0);
  });
});

describe("a vehicle form's feature picker and photo uploader", () => {
  const laterParts = /\/admin\/assets\/later-parts-code-[^/]+\.js$/;

  it('are not what the form waits for: it draws and takes typing while their code is held back, and they come with it', async () => {
    const page = await signedInBlankPage();
    const release = await holdBack(page, laterParts);
    await page.goto('/admin/cars/new');
    await expect(page.getByRole('button', { name: 'Add Car' })).toBeVisible();
    await page.getByLabel('Model', { exact: true }).fill('Taycan Waiting');
    await expect(page.getByText('Loading the photo uploader…', { exact: true })).toBeAttached();
    await expect(page.getByText('Loading the features…', { exact: true })).toBeAttached();
    await expect(page.getByRole('group', { name: 'Car images' })).toHaveCount(0);
    release();
    await expect(page.getByRole('group', { name: 'Car images' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Car features' })).toBeVisible();
    await expect(page.getByText('Loading the photo uploader…', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Model', { exact: true })).toHaveValue('Taycan Waiting');
  });

  it('say so in their place if their code cannot come, keep the form as typed, and come with Try again', async () => {
    const page = await signedInBlankPage();
    await page.route(laterParts, (route) => route.abort('internetdisconnected'));
    await page.goto('/edit-campervan');
    await expect(page.getByRole('button', { name: 'Create Campervan' })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Kea Kept');
    const uploader = page.getByRole('alert').filter({ hasText: 'Failed to load the photo uploader. Please try again.' });
    await expect(uploader).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load the features. Please try again.' })).toBeVisible();

    await page.unroute(laterParts);
    await uploader.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('group', { name: 'Campervan photos' })).toBeVisible();
    await page.getByRole('alert').filter({ hasText: 'Failed to load the features. Please try again.' }).getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('group', { name: 'Features' })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Kea Kept');
  });
});

describe("the car form's Consumer Information Notice", () => {
  const notice = /\/admin\/assets\/CinFields-[^/]+\.js$/;

  it('comes after the first screenful: the form takes typing while its code is held back, and says so if it cannot come', async () => {
    const page = await signedInBlankPage();
    const release = await holdBack(page, notice);
    await page.goto('/admin/cars/new');
    await expect(page.getByRole('button', { name: 'Add Car' })).toBeVisible();
    await page.getByLabel('Model', { exact: true }).fill('Taycan Noticed');
    await expect(page.getByText('Loading the Consumer Information Notice…', { exact: true })).toBeAttached();
    await expect(page.getByLabel('Registration plate')).toHaveCount(0);
    release();
    await page.getByLabel('Registration plate').fill('FCT123');
    await expect(page.getByText('Loading the Consumer Information Notice…', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Model', { exact: true })).toHaveValue('Taycan Noticed');

    // With no network for its code, it says so in its place; Try again brings it, the form as it was typed.
    const offline = await signedInBlankPage();
    await offline.route(notice, (route) => route.abort('internetdisconnected'));
    await offline.goto('/admin/cars/new');
    await offline.getByLabel('Model', { exact: true }).fill('Taycan Kept');
    const failed = offline.getByRole('alert').filter({ hasText: 'Failed to load the Consumer Information Notice. Please try again.' });
    await expect(failed).toBeVisible();
    await offline.unroute(notice);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(offline.getByLabel('Registration plate')).toBeVisible();
    await expect(offline.getByRole('radiogroup', { name: 'Imported' })).toBeVisible();
    await expect(offline.getByLabel('Model', { exact: true })).toHaveValue('Taycan Kept');
  });
});

describe('a long list opening', () => {
  it('draws a screenful of rows first and the rest of the page in the frames straight after', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars');
    await expect(page.getByRole('cell', { name: 'Macan S', exact: true })).toBeVisible();
    const rowsDrawn = await drawnPerFrame(page, '[aria-label="Cars"] tbody tr.ant-table-row');
    const onFirstPage = Math.min(((await (await page.request.get('/api/cars')).json()) as unknown[]).length, 20);
    expect(onFirstPage).toBeGreaterThan(8);
    await page.reload();
    await expect(page.locator('[aria-label="Cars"] tbody tr.ant-table-row')).toHaveCount(onFirstPage);
    const counts = (await rowsDrawn()).map((rows) => rows.length);
    expect(counts[0]).toBe(8);
    expect(counts.at(-1)).toBe(onFirstPage);
  });

  it("draws a form's first screenful first and its other sections and fields in the frames straight after", async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars/new');
    await expect(page.getByRole('button', { name: 'Add Car' })).toBeVisible();
    const headingsAndLabels = await drawnPerFrame(page, 'form[aria-label="Add car"] :is(h2, label)');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Add Car' })).toBeVisible();
    const frames = await headingsAndLabels();
    const sections = ['Car details', 'Consumer Information Notice', 'Features', 'Images'];
    const [first, last] = [frames[0]!, frames.at(-1)!];
    // What a landscape tablet shows first: the car's details down to its status.
    expect(first.filter((text) => sections.includes(text))).toEqual(['Car details']);
    expect(first).toEqual(['Car details', 'Brand', 'Model', 'Year', 'Price (NZD)', 'Mileage', 'Color', 'Transmission', 'Fuel type', 'Body type', 'Status']);
    expect(last.filter((text) => sections.includes(text))).toEqual(sections);
    expect(last).toEqual(expect.arrayContaining(['WoF expiry', 'Registration expiry', 'Cost price (staff only)', 'Description']));
  });
});

describe("the tablet's database on a start with nothing waiting", () => {
  it('is not loaded before the list is drawn, and the copy for offline use is still kept once it is', async () => {
    const page = await site().open('tablet', '/auth');
    await signIn(page, 'admin', ADMIN_PASSWORD, '/admin/cars');
    await expect(page.getByRole('cell', { name: 'Macan S', exact: true })).toBeVisible();
    // The first start counted the outbox and found it empty (see outbox.ts).
    const knownEmpty = () =>
      page.evaluate(({ generation, emptyAt }) => {
        const emptySince = localStorage.getItem(emptyAt);
        return emptySince !== null && emptySince === (localStorage.getItem(generation) ?? '');
      }, OUTBOX_MARK);
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
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
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
    // Nothing of the tablet's database: a tablet with none yet has nothing waiting, and the login page shows nothing
    // that waits. (Its code came with every first visit, and the screen's reads waited for it.)
    expect(scripts.filter((pathname) => /\/admin\/assets\/staff-db-[^/]+\.js$/.test(pathname))).toEqual([]);
    // What a tablet downloads for it, compressed as the server sends it: 360 KB with antd's Card (which brings its
    // tabs, drop-down and menu), antd's App (a dialog nobody opens there) and the database; the aim is 250 KB.
    const shipped = (await Promise.all(bodies)).reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    expect(shipped / 1024).toBeLessThan(300);

    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    expect(screensShared()).toHaveLength(1);
    // The dashboard's screen has no list to page or sort and no form: none of the table's or the form controls' code.
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((pathname) => /\/admin\/assets\/vendor-(?:table|controls)-[^/]+\.js$/.test(pathname))).toEqual([]);

    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Manage Cars' }).click();
    await expect(page.getByRole('heading', { name: 'Manage Cars', level: 1 })).toBeVisible();
    // The shared libraries, then the table's and the pager's (the pager apart: the messages page it with no table, the
    // forms do without it). The controls' (the boxes for choosing cars) and the select library's (the sort list, and the
    // car form a row opens) come once the list is drawn and the tablet idle, and may have by now.
    const kinds = screensShared().map((pathname) => /\/vendor-(table|pager|controls|select)-/.exec(pathname)?.[1] ?? 'shared');
    expect(kinds.filter((kind) => kind !== 'controls' && kind !== 'select').sort()).toEqual(['pager', 'shared', 'table']);
  });
});
