// What the web benchmarks share: a seeded site on an in-memory database, Debian's Chromium, throttled device
// profiles, and the gzip size of a built chunk with everything it imports statically.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createHttpServer } from '@forecourt/api/http/http-server';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../web-public/test/support/chromium.ts';
import { connect } from '@forecourt/db';
import { createApp } from '@forecourt/api';
import { createDeps } from '@forecourt/api/boot';
import { loadConfig } from '@forecourt/api/lib/config';
import { createLogger } from '@forecourt/api/lib/logger';
import { seedIfEmpty } from '@forecourt/api/services/system/first-start';

export const BENCH_ADMIN_PASSWORD = 'bench-admin-password';

export interface SeededSite {
  base: string;
  deps: Awaited<ReturnType<typeof createDeps>>;
  close(): Promise<void>;
}

/** The real app on an in-memory database with the demo yard, listening on a free port; `env` adds settings. */
export async function startSeededSite(env: Record<string, string> = {}): Promise<SeededSite> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-bench-'));
  const { db, ready } = connect({ dataDir: 'memory' });
  await ready;
  const deps = await createDeps(loadConfig({ ...env, DATA_DIR: dataDir, SESSION_KEYS: 'bench', ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD }), { db, logger: createLogger('silent') });
  await seedIfEmpty(deps, () => {});
  const server = createHttpServer(createApp(deps).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deps,
    async close() {
      server.closeAllConnections();
      server.close();
      await deps.db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const launchBrowser = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });

export interface DeviceProfile {
  label: string;
  /**
   * The device's CPU: this machine's slowed a fixed number of times, or slowed to a speed of its own on the CPU index
   * (CPU_INDEX below), so the device is as fast whichever machine measures it (a 4x slowdown of a fast machine is a faster
   * device than 4x of a slow one: the same build opened installed in 0.5 s on one machine and 1.3 s on another).
   */
  cpu: { slowdown: number } | { index: number };
  latencyMs: number;
  downKbit: number;
  upKbit: number;
}

/** A mid-range phone: 4x slower CPU, 'Slow 4G' (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up). */
export const MID_RANGE_PHONE: DeviceProfile = { label: 'throttled phone', cpu: { slowdown: 4 }, latencyMs: 150, downKbit: 1600, upKbit: 750 };
/**
 * A mid-range tablet on the yard's patchy Wi-Fi: a CPU of index 500 (between Chromium's own calibration presets, 264
 * for a low-tier phone such as a 2022 Moto G Power and 1,000 for a mid-tier one such as a Pixel 5), 80 ms RTT,
 * 5 Mbit/s down, 1 Mbit/s up.
 */
export const MID_RANGE_TABLET: DeviceProfile = { label: 'throttled tablet', cpu: { index: 500 }, latencyMs: 80, downKbit: 5000, upKbit: 1000 };

/**
 * How fast a CPU runs a page's JavaScript, on the scale Lighthouse and Chromium's calibration use (their
 * BenchmarkIndex: the mean of how many times a second, divided by 10, it builds a 10,000-character string and copies a
 * 100,000-element array). Run in the page, so it is Chromium's own speed on this machine, as busy as it is.
 */
const CPU_INDEX = `(() => {
  const timed = (work) => {
    const start = Date.now();
    let times = 0;
    while (times % 10 !== 0 || Date.now() - start < 500) { work(times); times++; }
    return times / 10 / ((Date.now() - start) / 1000);
  };
  const text = timed(() => { let s = ''; for (let i = 0; i < 10000; i++) s += 'a'; if (s.length === 1) throw new Error(); });
  const a = [], b = [];
  for (let i = 0; i < 100000; i++) a[i] = b[i] = i;
  const copy = timed((times) => { const [from, to] = times % 2 ? [b, a] : [a, b]; for (let i = 0; i < from.length; i++) to[i] = from[i]; });
  return (text + copy) / 2;
})()`;

/** The next guess at the slowdown that runs the CPU at `index`, from one that ran it at `measured`: never below 1. */
export const slowdownTo = (index: number, measured: number, slowdown = 1): number => Math.max(1, (slowdown * measured) / index);

const slowdowns = new WeakMap<Browser, Map<number, Promise<number>>>();

/**
 * The slowdown that makes this machine's CPU run at `index`, found once per browser as Chromium's own calibration
 * finds it: measured in a blank page slowed by a guess, and the guess corrected from what it gave (the index does not
 * fall exactly in proportion to the slowdown: on one machine 4x gave 535 where a quarter of 2,420 is 605).
 */
function slowdownFor(browser: Browser, index: number): Promise<number> {
  const known = slowdowns.get(browser) ?? new Map<number, Promise<number>>();
  slowdowns.set(browser, known);
  if (!known.has(index)) {
    known.set(index, (async () => {
      const page = await browser.newPage();
      try {
        const cdp = await page.context().newCDPSession(page);
        const indexAt = async (rate: number) => {
          await cdp.send('Emulation.setCPUThrottlingRate', { rate });
          return page.evaluate<number>(CPU_INDEX);
        };
        await indexAt(1); // warms the page's JavaScript up
        let slowdown = slowdownTo(index, await indexAt(1));
        for (let step = 0; step < 3; step++) slowdown = slowdownTo(index, await indexAt(slowdown), slowdown);
        return slowdown;
      } finally {
        await page.close();
      }
    })());
  }
  return known.get(index)!;
}

/** How many times slower than this machine the device's CPU runs (a CPU index is measured in `browser`). */
export async function cpuSlowdown(browser: Browser | null, profile: DeviceProfile): Promise<number> {
  if ('slowdown' in profile.cpu) return profile.cpu.slowdown;
  if (!browser) throw new Error(`The ${profile.label}'s CPU index needs a browser to measure this machine in.`);
  return slowdownFor(browser, profile.cpu.index);
}

/** The device in words, for a benchmark's heading: with the slowdown worked out for this machine once it is known. */
export function deviceText(profile: DeviceProfile, slowdown?: number): string {
  const cpu = 'slowdown' in profile.cpu
    ? `${profile.cpu.slowdown}x CPU`
    : `CPU index ${profile.cpu.index}${slowdown === undefined ? '' : `: ${slowdown.toFixed(1)}x slower than this machine`}`;
  return `${profile.label} (${cpu}, ${profile.latencyMs} ms RTT, ${profile.downKbit / 1000} Mbit/s)`;
}

export async function throttle(page: Page, profile: DeviceProfile): Promise<void> {
  const rate = await cpuSlowdown(page.context().browser(), profile);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: (profile.downKbit * 1024) / 8,
    uploadThroughput: (profile.upKbit * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export const readManifest = (dist: string): Manifest => JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The given chunks and everything they import statically, with their total size raw and gzipped. */
export function chunkClosure(dist: string, manifest: Manifest, keys: string[]): { files: string[]; gzip: number; raw: number } {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) visit(child);
  };
  const unknown = keys.filter((key) => !manifest[key]);
  // A name the build no longer has would be left out of the figure without a word.
  if (unknown.length > 0) throw new Error(`Not in the build's manifest (${dist}): ${unknown.join(', ')}`);
  keys.forEach(visit);
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

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
export const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
