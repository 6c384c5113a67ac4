// Pages opened fresh on a slow phone keep still while they load: the footer does not paint first and then get
// pushed down by the page (Cumulative Layout Shift under 0.1, the 'good' mark), CPU slowed 4× and a slow network.
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expect } from '../../test/support/expect.ts';
import { useSite, VIEWPORTS } from '../../test/support/site.ts';

const site = useSite();

const PAGES = ['/contact', '/about', '/finance', '/valuation', '/campervan-hire'];

/** Opens `path` fresh on a throttled phone and answers its layout shift once it has loaded and settled. */
async function layoutShiftOf(path: string): Promise<number> {
  const context = await site().browser.newContext({ ...VIEWPORTS.phone, baseURL: site().baseUrl, locale: 'en-NZ' });
  try {
    const page: Page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    // A slow 4G phone: 150 ms there and back, 1.6 Mbit/s down, 750 kbit/s up.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 });
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    return await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  } finally {
    await context.close();
  }
}

describe('layout shift on a slow phone', () => {
  for (const path of PAGES) {
    it(`stays under 0.1 on ${path}`, async () => {
      const cls = await layoutShiftOf(path);
      console.log(`CLS ${path}: ${cls.toFixed(3)}`);
      expect(cls).toBeLessThan(0.1);
    });
  }
});
