// `npm run bench:web`: the public site's budgets, measured and printed (not timed tests):
// JavaScript (gzip) needed to render the home page, and LCP and CLS of the home page and a car address on a
// throttled mid-range phone in headless Chromium.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { connect } from '@forecourt/db';
import { carPath } from '@forecourt/contracts';
import { createApp } from '@forecourt/api';
import { createDeps } from '@forecourt/api/boot';
import { loadConfig } from '@forecourt/api/lib/config';
import { createLogger } from '@forecourt/api/lib/logger';
import { seedIfEmpty } from '@forecourt/api/services/system/first-start';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'web-public/dist');
const BUDGET_JS_GZIP = 100 * 1024;
const BUDGET_LCP_MS = 2500;
const BUDGET_CLS = 0.05;
const RUNS = 3;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** The entry chunk and everything it imports statically: what the browser must run before the home page shows. */
function homeJavaScript(): { files: string[]; gzip: number; raw: number } {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) visit(child);
  };
  visit('index.html');
  const files = [...seen].map((key) => manifest[key]!.file);
  let gzip = 0;
  let raw = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(dist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files, gzip, raw };
}

const PERF_OBSERVER = `
  window.__perf = { lcp: 0, cls: 0 };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__perf.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__perf.cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
`;

/** A mid-range phone: 4x slower CPU, 'Slow 4G' network (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up). */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

async function measure(url: string): Promise<{ lcp: number; cls: number }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(PERF_OBSERVER);
    await throttle(page);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(2500);
    // LCP is final once the user interacts; read it after the page settled.
    return (await page.evaluate(() => (window as unknown as { __perf: { lcp: number; cls: number } }).__perf));
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');

const js = homeJavaScript();
console.log('Public site budgets');
console.log(`  JavaScript to render the home page: ${(js.gzip / 1024).toFixed(1)} KB gzip (${(js.raw / 1024).toFixed(1)} KB raw, ${js.files.length} file(s)); budget ${BUDGET_JS_GZIP / 1024} KB: ${verdict(js.gzip <= BUDGET_JS_GZIP)}`);

const dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-bench-web-'));
const { db, ready } = connect({ dataDir: 'memory' });
await ready;
const deps = await createDeps(loadConfig({ DATA_DIR: dataDir, SESSION_KEYS: 'bench', ADMIN_PASSWORD: 'bench-admin-password' }), { db, logger: createLogger('silent') });
await seedIfEmpty(deps, () => {});
const server = createServer(createApp(deps).callback());
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const car = await deps.db('cars').where({ status: 'available' }).orderBy('id').first();

for (const [name, url] of [['home page', `${base}/`], ['car address', `${base}${carPath(car)}`]] as const) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measure(url));
  const lcp = median(runs.map((r) => r.lcp));
  const cls = median(runs.map((r) => r.cls));
  console.log(`  ${name} on a throttled phone (median of ${RUNS}): LCP ${Math.round(lcp)} ms (budget ${BUDGET_LCP_MS}: ${verdict(lcp < BUDGET_LCP_MS)}), CLS ${cls.toFixed(3)} (budget ${BUDGET_CLS}: ${verdict(cls < BUDGET_CLS)})`);
}

server.close();
await deps.db.destroy();
rmSync(dataDir, { recursive: true, force: true });
