// Browser tests of the public site: the real server on a real database with the demo yard, driven through Debian's
// Chromium by playwright-core. One server and one browser per test file.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../../../api/test/support/test-app.ts';
import { seedIfEmpty } from '../../../api/src/services/system/first-start.ts';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts';

export const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  tablet: { viewport: { width: 1024, height: 768 }, deviceScaleFactor: 1, isMobile: false, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
/** A browser size of one's own, shaped like those above. */
export type ViewportSize = (typeof VIEWPORTS)[ViewportName] | { viewport: { width: number; height: number }; deviceScaleFactor: number; isMobile: boolean; hasTouch: boolean };

export const ADMIN_PASSWORD = 'e2e-admin-password';
const screenshotsDir = path.resolve(import.meta.dirname, '../../../.test-results/screenshots');

export interface Site {
  app: TestApp;
  baseUrl: string;
  browser: Browser;
  /** A fresh browser context (cookies, storage) of that size with one page; closed after the file. */
  open(viewport?: ViewportName | ViewportSize, path?: string): Promise<Page>;
  /** Saves a screenshot under .test-results/screenshots for people to look at. */
  screenshot(page: Page, name: string): Promise<void>;
}

/**
 * `env` adds settings for the server (e.g. SMTP_URL of a test's own mail server). `reducedMotion` opens every page as
 * a browser whose user asked for less motion, so screens that honour it settle at once instead of animating.
 */
export function useSite(options: { env?: Record<string, string>; reducedMotion?: boolean } = {}): () => Site {
  let site: Site | undefined;
  let close: (() => Promise<void>) | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    const app = await startTestApp({ env: { ADMIN_PASSWORD, ...options.env } });
    await seedIfEmpty(app.deps, () => {});
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
    close = async () => {
      await browser.close();
      await app.close();
    };
    site = {
      app,
      baseUrl: app.baseUrl,
      browser,
      async open(viewport = 'desktop', path = '/') {
        const size = typeof viewport === 'string' ? VIEWPORTS[viewport] : viewport;
        const context = await browser.newContext({
          ...size,
          baseURL: app.baseUrl,
          locale: 'en-NZ',
          timezoneId: 'Pacific/Auckland',
          reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
        });
        contexts.push(context);
        const page = await context.newPage();
        await page.goto(path);
        return page;
      },
      async screenshot(page, name) {
        mkdirSync(screenshotsDir, { recursive: true });
        await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage: false });
      },
    };
  }, 180_000);
  // A failed test leaves a picture of every page it opened, to see what the browser showed when it failed.
  let openedBefore = 0;
  beforeEach(() => {
    openedBefore = contexts.length;
  });
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    const dir = path.join(screenshotsDir, 'failed');
    mkdirSync(dir, { recursive: true });
    const name = task.name.replace(/[^\w]+/g, '-').slice(0, 80);
    const pages = contexts.slice(openedBefore).flatMap((context) => context.pages());
    for (const [i, page] of pages.entries()) {
      await page.screenshot({ path: path.join(dir, `${name}-${i + 1}.png`), fullPage: true, timeout: 10_000 }).catch(() => {});
    }
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await close?.();
  });
  return () => {
    if (!site) throw new Error('the site is not started yet');
    return site;
  };
}

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeText: string | undefined;
const axeScript = () => (axeText ??= readFileSync(axeSource, 'utf8'));

/** Runs axe-core on the page as it is now: no serious or critical accessibility violation may remain. */
export async function expectAccessible(page: Page): Promise<void> {
  // Evaluated through the browser's debugging protocol: a <script> tag would be inline script, which the pages'
  // Content-Security-Policy rightly blocks.
  if ((await page.evaluate(() => typeof (window as { axe?: unknown }).axe)) === 'undefined') await page.evaluate(axeScript());
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')})`);
  });
  expect(violations).toEqual([]);
}
