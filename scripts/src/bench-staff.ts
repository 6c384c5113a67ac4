// `npm run bench:staff`: the staff app on a mid-range tablet, measured and printed (not timed tests): the JavaScript
// (gzip) each staff address needs before it can show, and the time from navigation to its first screen (the screen's
// heading) and to a settled screen (heading shown, no spinner left), cold and cached, in headless Chromium.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { staffChunksOf } from '@forecourt/api/services/site/site-assets';
import { BENCH_ADMIN_PASSWORD, MID_RANGE_TABLET, chunkClosure, kb, launchBrowser, median, readManifest, startSeededSite, throttle, verdict } from './bench-support.ts';

// WEB_ADMIN_DIR measures another build of the staff app than the one in web-admin/dist.
const dist = process.env.WEB_ADMIN_DIR ?? path.resolve(import.meta.dirname, '../../web-admin/dist');
const BUDGET_FIRST_SCREEN_MS = 2500;
const RUNS = 3;

/** The staff addresses measured; the modules each needs are the ones the server preloads for it. */
const SCREENS = ['/auth', '/dashboard', '/admin/cars', '/admin/cars/new', '/manage-campervans', '/edit-campervan', '/email-settings', '/manage-users', '/login-history', '/messages']
  .map((path) => ({ path, chunks: staffChunksOf(path), signedIn: path !== '/auth' }));

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

async function measure(browser: Browser, base: string, screen: (typeof SCREENS)[number]) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, baseURL: base });
  try {
    if (screen.signedIn) {
      const res = await context.request.post('/api/login', { data: { username: 'admin', password: BENCH_ADMIN_PASSWORD } });
      if (!res.ok()) throw new Error(`Sign-in for the benchmark failed: ${res.status()}`);
    }
    // First visit (cold cache), then the same address again in the same browser: the staff come back every day and
    // the app's files are cached for good.
    const visit = async () => {
      const page = await context.newPage();
      await page.addInitScript(SCREEN_WATCH);
      await throttle(page, MID_RANGE_TABLET);
      await page.goto(screen.path);
      await page.waitForFunction(() => (window as unknown as { __screen: { settled: number } }).__screen.settled > 0, undefined, { timeout: 30_000 });
      const times = await page.evaluate(() => (window as unknown as { __screen: { first: number; settled: number } }).__screen);
      await page.close();
      return times;
    };
    const cold = await visit();
    const warm = await visit();
    return { first: cold.first, settled: cold.settled, warm: warm.settled };
  } finally {
    await context.close();
  }
}

const manifest = readManifest(dist);
const site = await startSeededSite({ WEB_ADMIN_DIR: dist });
const browser = await launchBrowser();
console.log(`Staff app on a ${MID_RANGE_TABLET.label} (${MID_RANGE_TABLET.cpuSlowdown}x CPU, ${MID_RANGE_TABLET.latencyMs} ms RTT, ${MID_RANGE_TABLET.downKbit / 1000} Mbit/s), median of ${RUNS}`);
console.log('  address                JS gzip   first screen   settled   settled, cached');
try {
  for (const screen of SCREENS) {
    const js = chunkClosure(dist, manifest, ['index.html', ...screen.chunks]);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, site.base, screen));
    const first = median(runs.map((r) => r.first));
    const settled = median(runs.map((r) => r.settled));
    const warm = median(runs.map((r) => r.warm));
    const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);
    console.log(`  ${screen.path.padEnd(20)} ${kb(js.gzip).padStart(9)}   ${ms(first)}       ${ms(settled)}  ${ms(warm)}          first screen ${verdict(first < BUDGET_FIRST_SCREEN_MS)} (${BUDGET_FIRST_SCREEN_MS} ms)`);
  }
} finally {
  await browser.close();
  await site.close();
}
