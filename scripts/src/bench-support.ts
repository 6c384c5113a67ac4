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
  cpuSlowdown: number;
  latencyMs: number;
  downKbit: number;
  upKbit: number;
}

/** A mid-range phone: 4x slower CPU, 'Slow 4G' (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up). */
export const MID_RANGE_PHONE: DeviceProfile = { label: 'throttled phone', cpuSlowdown: 4, latencyMs: 150, downKbit: 1600, upKbit: 750 };
/** A mid-range tablet on the yard's patchy Wi-Fi: 4x slower CPU, 80 ms RTT, 5 Mbit/s down, 1 Mbit/s up. */
export const MID_RANGE_TABLET: DeviceProfile = { label: 'throttled tablet', cpuSlowdown: 4, latencyMs: 80, downKbit: 5000, upKbit: 1000 };

export async function throttle(page: Page, profile: DeviceProfile): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: (profile.downKbit * 1024) / 8,
    uploadThroughput: (profile.upKbit * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
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
