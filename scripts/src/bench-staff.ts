// `npm run bench:staff` (and the 'staff' part of `npm run bench`): the staff app on a throttled tablet, measured and
// printed (not timed tests): the JavaScript (gzip) each staff address needs before it can show, the time from
// navigation to its first screen (the screen's heading) and to a settled screen (heading shown, no spinner left: the
// data is on it), on a first visit, a second, and as installed on a tablet used daily, in headless Chromium; and the responsiveness (INP: the longest
// wait from a tap or a key to the next paint) of the daily interactions: type in a list's filter, open a car, switch
// to its History tab.
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { staffChunksOf } from '@forecourt/api/services/site/site-assets';
import { fixed, kb as kbFixed, textTable, verdictOf, whole, type BenchRow } from './bench-table.ts';
import { BENCH_ADMIN_PASSWORD, MID_RANGE_TABLET, chunkClosure, cpuSlowdown, deviceText, kb, launchBrowser, median, readManifest, startSeededSite, throttle } from './bench-support.ts';

export const STAFF_AIMS = { firstVisitMs: 2000, cachedMs: 1000, jsGzip: 250 * 1024, inpMs: 200 };
const RUNS = 3;
/** What every address runs: the entry (the app it starts is imported by every screen's own code, and counted there). */
const EVERY_SCREEN = ['index.html'];

/** The staff addresses measured (BENCH_STAFF_ONLY=/dashboard,/admin/cars measures some); the modules each needs are the
 * ones the server preloads for it. */
const SCREENS = ['/auth', '/dashboard', '/admin/cars', '/admin/cars/new', '/manage-campervans', '/edit-campervan', '/email-settings', '/manage-users', '/login-history', '/messages']
  .filter((path) => !process.env.BENCH_STAFF_ONLY || process.env.BENCH_STAFF_ONLY.split(',').includes(path))
  .map((path) => ({ path, chunks: staffChunksOf(path), signedIn: path !== '/auth' }));

/** Every other staff address, whose JavaScript counts against the aim too (not timed: they share the timed ones' code). */
const BYTES_ONLY = ['/reset-password', '/admin/cars/edit/1', '/edit-campervan/1', '/sync', '/activity'];

/** The JavaScript (gzip) each staff address needs, timed or not: the aim is for any one screen. */
export function staffBytes(dist: string, manifest = readManifest(dist)): { path: string; jsGzip: number }[] {
  return [...SCREENS.map((screen) => screen.path), ...BYTES_ONLY].map((address) => ({ path: address, jsGzip: chunkClosure(dist, manifest, [...EVERY_SCREEN, ...staffChunksOf(address)]).gzip }));
}

// Every animation frame: note when the screen's heading first shows, and when it shows with no spinner left.
const SCREEN_WATCH = `
  window.__screen = { first: 0, settled: 0 };
  const tick = () => {
    const heading = document.querySelector('main h1, h1');
    if (heading && heading.textContent.trim()) {
      if (!window.__screen.first) window.__screen.first = performance.now();
      if (!document.querySelector('.ant-spin-spinning, [aria-busy="true"]')) { window.__screen.settled = performance.now(); return; }
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
`;

// Every interaction's longest event (Event Timing): its duration runs from the input to the next paint.
const INTERACTION_WATCH = `
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      window.__interactions.set(entry.interactionId, Math.max(window.__interactions.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

async function signedInContext(browser: Browser, base: string, signedIn = true): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, baseURL: base });
  if (signedIn) {
    const res = await context.request.post('/api/login', { data: { username: 'admin', password: BENCH_ADMIN_PASSWORD } });
    if (!res.ok()) throw new Error(`Sign-in for the benchmark failed: ${res.status()}`);
  }
  return context;
}

async function measureScreen(browser: Browser, base: string, screen: (typeof SCREENS)[number]) {
  const context = await signedInContext(browser, base, screen.signedIn);
  try {
    // A first visit (cold cache); the same address again in the same browser (its files in the HTTP cache); and the app
    // as a tablet used every day holds it: installed (its worker answers from its own cache) and opened before, so the
    // browser keeps the compiled code too. Staff open it many times a day: the last is the one they live with.
    const visit = async (untilInstalled = false) => {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await page.addInitScript(SCREEN_WATCH);
      await throttle(page, MID_RANGE_TABLET);
      await page.goto(screen.path, { waitUntil: 'commit' });
      await page.waitForFunction(() => (window as unknown as { __screen: { settled: number } }).__screen.settled > 0, undefined, { timeout: 30_000 }).catch(async (error: Error) => {
        // Which screen stayed unsettled, and on what: the heading, whatever still spins, what it says, what went wrong.
        const state = await page.evaluate(() => ({
          address: location.pathname,
          heading: document.querySelector('main h1, h1')?.textContent ?? null,
          busy: [...document.querySelectorAll('.ant-spin-spinning, [aria-busy="true"]')].map((node) => node.outerHTML.slice(0, 160)),
          text: document.body.innerText.slice(0, 300),
        }));
        throw new Error(`${screen.path} (${base}) did not settle: ${JSON.stringify({ ...state, errors })}\n${error.message}`);
      });
      const times = await page.evaluate(() => (window as unknown as { __screen: { first: number; settled: number } }).__screen);
      if (untilInstalled) {
        // Installed: the worker is active. (Not "controls this page": a page whose navigation began just before the
        // worker took over stays uncontrolled until it is opened again, which the next visits are.) Polled from here:
        // a page-side predicate that returns a promise counts as true at once.
        const active = () => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.active);
        const deadline = Date.now() + 30_000;
        while (!(await active())) {
          if (Date.now() > deadline) {
            const workers = await page.evaluate(async () => {
              const registration = await navigator.serviceWorker.getRegistration();
              return { installing: registration?.installing?.state, waiting: registration?.waiting?.state };
            });
            throw new Error(`${screen.path} (${base}): the worker did not become active in 30 s: ${JSON.stringify(workers)}`);
          }
          await page.waitForTimeout(100);
        }
      }
      await page.close();
      return times;
    };
    const cold = await visit();
    const warm = await visit(true);
    await visit();
    const installed = await visit();
    return { first: cold.first, settled: cold.settled, warm: warm.settled, installed: installed.settled };
  } finally {
    await context.close();
  }
}

export interface StaffScreenFigures {
  path: string;
  jsGzip: number;
  first: number;
  settled: number;
  /** The second visit: the app's files in the browser's HTTP cache. */
  cached: number;
  /** Opened as on a tablet used every day: installed (the worker answers) and opened before. */
  installed: number;
}

export interface StaffInteractionFigures {
  label: string;
  /** The longest of the interaction's events, median over the runs. */
  inp: number;
}

/** The worst interaction of each kind, on a cached app on the throttled tablet. */
async function measureInteractions(browser: Browser, base: string): Promise<StaffInteractionFigures[]> {
  const kinds: Record<string, number[]> = { 'type "Porsche" in the car list\'s filter': [], 'open a car from the list': [], 'switch to the History tab': [] };
  const context = await signedInContext(browser, base);
  try {
    // Once unthrottled, so the app and its screens are cached as on a tablet used every day.
    const warm = await context.newPage();
    await warm.goto('/admin/cars');
    await warm.getByRole('heading', { name: 'Manage Cars' }).waitFor();
    await warm.close();
    for (let run = 0; run < RUNS; run++) {
      const page: Page = await context.newPage();
      await page.addInitScript(INTERACTION_WATCH);
      await throttle(page, MID_RANGE_TABLET);
      await page.goto('/admin/cars');
      await page.getByRole('heading', { name: 'Manage Cars' }).waitFor();
      await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, [aria-busy="true"]'));
      const worstSince = async (before: number[]) => {
        await page.waitForTimeout(300);
        const all = await page.evaluate(() => [...(window as unknown as { __interactions: Map<number, number> }).__interactions.entries()]);
        return Math.max(0, ...all.filter(([id]) => !before.includes(id)).map(([, duration]) => duration));
      };
      const seen = async () => (await page.evaluate(() => [...(window as unknown as { __interactions: Map<number, number> }).__interactions.keys()]));

      let before = await seen();
      await page.getByRole('searchbox', { name: 'Search by make, model, plate, VIN or stock no.' }).tap();
      await page.keyboard.type('Porsche', { delay: 120 });
      await page.getByRole('cell', { name: 'e-tron 55 quattro', exact: true }).waitFor({ state: 'detached' });
      kinds['type "Porsche" in the car list\'s filter']!.push(await worstSince(before));

      before = await seen();
      await page.getByRole('link', { name: /edit/i }).first().tap();
      await page.getByRole('tab', { name: 'History' }).waitFor();
      kinds['open a car from the list']!.push(await worstSince(before));

      before = await seen();
      await page.getByRole('tab', { name: 'History' }).tap();
      await page.getByRole('tab', { name: 'History', selected: true }).waitFor();
      kinds['switch to the History tab']!.push(await worstSince(before));
      await page.close();
    }
  } finally {
    await context.close();
  }
  return Object.entries(kinds).map(([label, runs]) => ({ label, inp: median(runs) }));
}

/** WEB_ADMIN_DIR (or `dist`) measures another build of the staff app than the one in web-admin/dist. */
export async function measureStaff(log: (line: string) => void, dist = process.env.WEB_ADMIN_DIR ?? path.resolve(import.meta.dirname, '../../web-admin/dist')) {
  const manifest = readManifest(dist);
  const site = await startSeededSite({ WEB_ADMIN_DIR: dist });
  const browser = await launchBrowser();
  const screens: StaffScreenFigures[] = [];
  const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);
  try {
    log(`  Staff app on a ${deviceText(MID_RANGE_TABLET, await cpuSlowdown(browser, MID_RANGE_TABLET))}, median of ${RUNS}`);
    log('    address                JS gzip   first screen   settled   second visit   installed, daily');
    for (const screen of SCREENS) {
      const js = chunkClosure(dist, manifest, [...EVERY_SCREEN, ...screen.chunks]);
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measureScreen(browser, site.base, screen));
      const figures = {
        path: screen.path,
        jsGzip: js.gzip,
        first: median(runs.map((r) => r.first)),
        settled: median(runs.map((r) => r.settled)),
        cached: median(runs.map((r) => r.warm)),
        installed: median(runs.map((r) => r.installed)),
      };
      screens.push(figures);
      log(`    ${screen.path.padEnd(20)} ${kb(js.gzip).padStart(9)}   ${ms(figures.first)}       ${ms(figures.settled)}  ${ms(figures.cached)}       ${ms(figures.installed)}`);
    }
    const bytes = staffBytes(dist, manifest);
    for (const address of bytes.filter((b) => BYTES_ONLY.includes(b.path))) log(`    ${address.path.padEnd(20)} ${kb(address.jsGzip).padStart(9)}   (not timed)`);
    const interactions = await measureInteractions(browser, site.base);
    for (const interaction of interactions) log(`    INP, ${interaction.label}: ${ms(interaction.inp).trim()}`);
    return { screens, bytes, interactions };
  } finally {
    await browser.close();
    await site.close();
  }
}

/** The four rows of `npm run bench`: the worst address or interaction against each aim, with the range of all. */
export function staffRows(screens: StaffScreenFigures[], interactions: StaffInteractionFigures[], bytes: { path: string; jsGzip: number }[]): BenchRow[] {
  const worst = <T,>(items: T[], value: (item: T) => number) => items.reduce((a, b) => (value(b) > value(a) ? b : a));
  const best = <T,>(items: T[], value: (item: T) => number) => items.reduce((a, b) => (value(b) < value(a) ? b : a));
  const range = (value: (s: StaffScreenFigures) => number, show: (n: number) => string) => `${show(value(best(screens, value)))}–${show(value(worst(screens, value)))}`;
  const js = worst(bytes, (s) => s.jsGzip);
  const smallest = best(bytes, (s) => s.jsGzip);
  const first = worst(screens, (s) => s.settled);
  const installed = worst(screens, (s) => s.installed);
  const inp = worst(interactions, (i) => i.inp);
  return [
    { measure: `Staff app: JavaScript a screen needs (gzip; the largest of ${bytes.length} addresses)`, figure: `${kbFixed(js.jsGzip)} (${js.path})`, peer: `all: ${fixed(smallest.jsGzip / 1024, 0)}–${fixed(js.jsGzip / 1024, 0)} KB; over the aim: ${bytes.filter((b) => b.jsGzip > STAFF_AIMS.jsGzip).map((b) => b.path).join(', ') || 'none'}`, ratio: '—', aim: `≤ ${whole(STAFF_AIMS.jsGzip / 1024)} KB`, verdict: verdictOf(js.jsGzip <= STAFF_AIMS.jsGzip) },
    { measure: 'Staff app: a first visit shows its data (slowest address, median of 3)', figure: `${whole(first.settled)} ms (${first.path})`, peer: `all: ${range((s) => s.settled, whole)} ms`, ratio: '—', aim: `≤ ${whole(STAFF_AIMS.firstVisitMs)} ms`, verdict: verdictOf(first.settled <= STAFF_AIMS.firstVisitMs) },
    { measure: 'Staff app: a cached visit shows its data (installed, opened daily; slowest address, median of 3)', figure: `${whole(installed.installed)} ms (${installed.path})`, peer: `all: ${range((s) => s.installed, whole)} ms; second visit (HTTP cache) ${range((s) => s.cached, whole)} ms`, ratio: '—', aim: `≤ ${whole(STAFF_AIMS.cachedMs)} ms`, verdict: verdictOf(installed.installed <= STAFF_AIMS.cachedMs) },
    { measure: 'Staff app: INP of the daily interactions (worst)', figure: `${whole(inp.inp)} ms (${inp.label})`, peer: interactions.map((i) => `${i.label}: ${whole(i.inp)} ms`).join('; '), ratio: '—', aim: `< ${STAFF_AIMS.inpMs} ms`, verdict: verdictOf(inp.inp < STAFF_AIMS.inpMs) },
  ];
}

type ScreenRun = Awaited<ReturnType<typeof measureScreen>>;

/**
 * Two builds compared on the same machine at the same time (BENCH_STAFF_AGAINST=<the other build's dist>): each served
 * by a site of its own, each address opened by one build and then the other, round after round, so a machine whose
 * speed drifts during the run slows both alike. Prints each build's median per address; runs back to back on a busy
 * machine differed by more than the changes they were meant to show.
 */
export async function compareStaff(log: (line: string) => void, before: string, after: string, rounds = Number(process.env.BENCH_STAFF_ROUNDS ?? 5)) {
  const builds = [
    { name: 'before', dist: before },
    { name: 'after', dist: after },
  ].map((build) => ({ ...build, manifest: readManifest(build.dist) }));
  const sites = await Promise.all(builds.map((build) => startSeededSite({ WEB_ADMIN_DIR: build.dist })));
  const browser = await launchBrowser();
  const ms = (value: number) => `${Math.round(value)}`.padStart(6);
  log(`  Staff app, ${builds[0]!.dist} (before) against ${builds[1]!.dist} (after), interleaved, median of ${rounds} rounds`);
  try {
    log(`  on a ${deviceText(MID_RANGE_TABLET, await cpuSlowdown(browser, MID_RANGE_TABLET))}; ms, before → after`);
    log('    address               JS gzip KB      first visit       second visit       installed');
    for (const screen of SCREENS) {
      const js = builds.map((build) => chunkClosure(build.dist, build.manifest, [...EVERY_SCREEN, ...screen.chunks]).gzip / 1024);
      const runs: ScreenRun[][] = [[], []];
      for (let round = 0; round < rounds; round++) {
        for (const i of round % 2 === 0 ? [0, 1] : [1, 0]) runs[i]!.push(await measureScreen(browser, sites[i]!.base, screen));
      }
      const of = (i: number, pick: (run: ScreenRun) => number) => median(runs[i]!.map(pick));
      const pair = (pick: (run: ScreenRun) => number) => `${ms(of(0, pick))} → ${ms(of(1, pick))}`;
      log(
        `    ${screen.path.padEnd(20)} ${js[0]!.toFixed(0).padStart(4)} → ${js[1]!.toFixed(0).padEnd(4)}   ${pair((r) => r.settled)}   ${pair((r) => r.warm)}   ${pair((r) => r.installed)}`,
      );
    }
    // The daily interactions, each round's median of its runs, then the median of the rounds.
    const inp: Record<string, number[]>[] = [{}, {}];
    for (let round = 0; round < rounds; round++) {
      for (const i of round % 2 === 0 ? [0, 1] : [1, 0]) {
        for (const { label, inp: value } of await measureInteractions(browser, sites[i]!.base)) (inp[i]![label] ??= []).push(value);
      }
    }
    log('    interaction (INP, ms)                          before → after');
    for (const label of Object.keys(inp[0]!)) log(`    ${label.padEnd(44)} ${ms(median(inp[0]![label]!))} → ${ms(median(inp[1]![label]!))}`);
  } finally {
    await browser.close();
    await Promise.all(sites.map((site) => site.close()));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const against = process.env.BENCH_STAFF_AGAINST;
  if (against) {
    await compareStaff((line) => console.log(line), path.resolve(against), path.resolve(process.env.WEB_ADMIN_DIR ?? path.resolve(import.meta.dirname, '../../web-admin/dist')));
  } else {
    const { screens, bytes, interactions } = await measureStaff((line) => console.log(line));
    console.log(`\n${textTable(staffRows(screens, interactions, bytes))}`);
  }
}
