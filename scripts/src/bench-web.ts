// `npm run bench:web`: the public site's budgets, measured and printed (not timed tests):
// JavaScript (gzip) needed to render the home page, and LCP and CLS of the home page and a car address on a
// throttled mid-range phone in headless Chromium. `npm run bench` also measures each page's floor: the same phone
// loading a page that holds nothing but that page's largest element (its image, or its text), from the same machine.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { carPath } from '@forecourt/contracts';
import { MID_RANGE_PHONE, chunkClosure, kb, launchBrowser, median, readManifest, startSeededSite, throttle, verdict } from './bench-support.ts';

const dist = path.resolve(import.meta.dirname, '../../web-public/dist');
export const BUDGET_JS_GZIP = 100 * 1024;
export const BUDGET_LCP_MS = 2500;
export const BUDGET_CLS = 0.05;
const RUNS = 3;

/** The largest element as the browser reported it, enough to draw it alone. */
interface LargestElement {
  url: string;
  tag: string;
  text: string;
  width: number;
  height: number;
  font: string;
}

const PERF_OBSERVER = `
  window.__perf = { lcp: 0, cls: 0, element: null };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__perf.lcp = e.startTime;
      const el = e.element;
      const box = el ? el.getBoundingClientRect() : { width: 0, height: 0 };
      window.__perf.element = el ? { url: e.url || '', tag: el.tagName, text: (el.textContent || '').trim().slice(0, 300),
        width: Math.round(box.width), height: Math.round(box.height), font: getComputedStyle(el).font } : null;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__perf.cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
`;

interface Paint {
  lcp: number;
  cls: number;
  element: LargestElement | null;
}

async function measure(url: string): Promise<Paint> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(PERF_OBSERVER);
    await throttle(page, MID_RANGE_PHONE);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(2500);
    // LCP is final once the user interacts; read it after the page settled.
    return await page.evaluate(() => (window as unknown as { __perf: Paint }).__perf);
  } finally {
    await browser.close();
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The floor of a page's LCP on this phone and network: a page holding only its largest element (the same image bytes
 * at the same size, or the same text in the same font), served from this machine by a bare node:http server.
 */
async function floorOf(element: LargestElement): Promise<number> {
  let image: { bytes: Buffer; type: string } | undefined;
  if (element.url) {
    const res = await fetch(element.url);
    image = { bytes: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') ?? 'image/webp' };
  }
  const body = image
    ? `<img src="/largest" alt="" style="display:block;width:${element.width}px;height:${element.height}px;object-fit:cover">`
    : `<p style="margin:0;font:${escapeHtml(element.font)}">${escapeHtml(element.text)}</p>`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>floor</title></head><body style="margin:0">${body}</body></html>`;
  const server = createServer((req, res) => {
    if (req.url === '/largest' && image) {
      res.writeHead(200, { 'content-type': image.type, 'content-length': image.bytes.length });
      res.end(image.bytes);
    } else {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) runs.push((await measure(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)).lcp);
    return median(runs);
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

export interface PageBudget {
  name: string;
  lcp: number;
  cls: number;
  largest: string;
  /** LCP of the page reduced to its largest element, when asked for. */
  floor?: number;
}

export interface WebBudgets {
  js: { gzip: number; raw: number; files: number };
  pages: PageBudget[];
}

/** Builds nothing: reads web-public/dist as built. */
export async function measureWebBudgets(options: { floors: boolean }): Promise<WebBudgets> {
  const js = chunkClosure(dist, readManifest(dist), ['index.html']);
  const site = await startSeededSite();
  try {
    const car = await site.deps.db('cars').where({ status: 'available' }).orderBy('id').first();
    const pages: PageBudget[] = [];
    for (const [name, url] of [['home page', `${site.base}/`], ['car address', `${site.base}${carPath(car)}`]] as const) {
      const runs: Paint[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(url));
      const element = runs.at(-1)!.element;
      const largest = element ? (element.url ? `image ${element.width}×${element.height}` : `<${element.tag.toLowerCase()}> text`) : 'nothing';
      pages.push({
        name,
        lcp: median(runs.map((r) => r.lcp)),
        cls: median(runs.map((r) => r.cls)),
        largest,
        ...(options.floors && element ? { floor: await floorOf(element) } : {}),
      });
    }
    return { js: { gzip: js.gzip, raw: js.raw, files: js.files.length }, pages };
  } finally {
    await site.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { js, pages } = await measureWebBudgets({ floors: false });
  console.log('Public site budgets');
  console.log(`  JavaScript to render the home page: ${kb(js.gzip)} gzip (${kb(js.raw)} raw, ${js.files} file(s)); budget ${BUDGET_JS_GZIP / 1024} KB: ${verdict(js.gzip <= BUDGET_JS_GZIP)}`);
  for (const { name, lcp, cls } of pages) {
    console.log(`  ${name} on a ${MID_RANGE_PHONE.label} (median of ${RUNS}): LCP ${Math.round(lcp)} ms (budget ${BUDGET_LCP_MS}: ${verdict(lcp < BUDGET_LCP_MS)}), CLS ${cls.toFixed(3)} (budget ${BUDGET_CLS}: ${verdict(cls < BUDGET_CLS)})`);
  }
}
