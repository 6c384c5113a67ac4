// `npm run screens:staff -- OUT_DIR [COMPARE_DIR]`: every staff screen of a build (WEB_ADMIN_DIR, or web-admin/dist) on
// the demo yard, photographed at the tablet's two orientations (1024x768 and 768x1024) with a few open overlays (a
// drop-down, a dialog, the car drawer), into OUT_DIR. Given COMPARE_DIR (the same shots of another build), it prints
// for each shot the share of pixels that differ, and writes a picture of the differences beside it: a style change
// that should change nothing is checked by eye and by number.
import { mkdirSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { BENCH_ADMIN_PASSWORD, launchBrowser, startSeededSite } from './bench-support.ts';

const [out, compare] = process.argv.slice(2);
if (!out) throw new Error('Usage: npm run screens:staff -- OUT_DIR [COMPARE_DIR]');
const dist = process.env.WEB_ADMIN_DIR ?? path.resolve(import.meta.dirname, '../../web-admin/dist');

interface Shot {
  name: string;
  path: string;
  signedIn?: boolean;
  /** What a person does before the picture: open a list, a dialog … */
  then?: (page: Page) => Promise<void>;
  /** Only at this orientation (the sort choice is the card view's, on a portrait tablet). */
  only?: 'landscape' | 'portrait';
}

const SHOTS: Shot[] = [
  { name: 'auth', path: '/auth', signedIn: false },
  { name: 'dashboard', path: '/dashboard' },
  { name: 'cars', path: '/admin/cars' },
  { name: 'cars-sort-open', path: '/admin/cars', only: 'portrait', then: async (page) => { await page.getByRole('combobox').first().click({ timeout: 3000 }); } },
  { name: 'cars-delete-dialog', path: '/admin/cars', then: async (page) => { await page.getByRole('button', { name: /delete/i }).first().click({ timeout: 3000 }); } },
  { name: 'car-new', path: '/admin/cars/new' },
  { name: 'car-edit', path: '/admin/cars/edit/1' },
  // The tab strip as the keyboard leaves it: focus moved onto History (its focus ring), Details still chosen.
  { name: 'car-edit-tab-focus', path: '/admin/cars/edit/1', then: async (page) => { await page.getByRole('tab', { name: 'Details' }).focus(); await page.keyboard.press('ArrowRight'); } },
  { name: 'car-history', path: '/admin/cars/edit/1?tab=history' },
  { name: 'car-as-of-dialog', path: '/admin/cars/edit/1?tab=history', then: async (page) => { await page.getByRole('button', { name: /^View as of/ }).first().click({ timeout: 3000 }); await page.getByRole('dialog').getByText('Brand').waitFor({ timeout: 5000 }); } },
  { name: 'car-new-errors', path: '/admin/cars/new', then: async (page) => { await page.getByRole('button', { name: /^(save|add car)/i }).first().click(); } },
  { name: 'campervans', path: '/manage-campervans' },
  { name: 'campervan-new', path: '/edit-campervan' },
  { name: 'campervan-edit', path: '/edit-campervan/1' },
  { name: 'campervan-history', path: '/edit-campervan/1?tab=history' },
  { name: 'email-settings', path: '/email-settings' },
  { name: 'users', path: '/manage-users' },
  { name: 'login-history', path: '/login-history' },
  { name: 'messages', path: '/messages' },
  { name: 'activity', path: '/activity' },
  { name: 'activity-dates-open', path: '/activity', then: async (page) => { await page.getByPlaceholder('From').click({ timeout: 3000 }); await page.locator('.ant-picker-dropdown').waitFor({ timeout: 5000 }); } },
  { name: 'activity-vehicle-open', path: '/activity', then: async (page) => { await page.getByRole('combobox', { name: 'Vehicle' }).click({ timeout: 3000 }); await page.locator('.ant-select-item-option').first().waitFor({ timeout: 5000 }); } },
  { name: 'sync', path: '/sync' },
  { name: 'not-found', path: '/admin/nowhere' },
];

const VIEWPORTS = [
  { label: 'landscape', width: 1024, height: 768 },
  { label: 'portrait', width: 768, height: 1024 },
];

/** The share of pixels that differ (any channel by more than 8 of 255), and a picture marking them in red. */
async function difference(a: string, b: string, to: string): Promise<number> {
  const [one, two] = await Promise.all([a, b].map((file) => sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true })));
  if (one!.info.width !== two!.info.width || one!.info.height !== two!.info.height) return 1;
  const { width, height } = one!.info;
  const marks = Buffer.from(one!.data);
  let differ = 0;
  for (let i = 0; i < marks.length; i += 3) {
    const delta = Math.max(...[0, 1, 2].map((c) => Math.abs(one!.data[i + c]! - two!.data[i + c]!)));
    if (delta > 8) {
      differ++;
      marks[i] = 255;
      marks[i + 1] = 0;
      marks[i + 2] = 0;
    }
  }
  await sharp(marks, { raw: { width, height, channels: 3 } }).png().toFile(to);
  return differ / (width * height);
}

mkdirSync(out, { recursive: true });
const site = await startSeededSite({ WEB_ADMIN_DIR: dist });
const browser = await launchBrowser();
const lines: string[] = [];
try {
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport, hasTouch: true, baseURL: site.base, reducedMotion: 'reduce' });
    const login = await context.request.post('/api/login', { data: { username: 'admin', password: BENCH_ADMIN_PASSWORD } });
    if (!login.ok()) throw new Error(`Sign-in failed: ${login.status()}`);
    for (const shot of SHOTS.filter((s) => !s.only || s.only === viewport.label)) {
      const page = await context.newPage();
      if (shot.signedIn === false) await page.context().clearCookies();
      await page.goto(shot.path);
      await page.locator('main h1, h1').first().waitFor();
      await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, [aria-busy="true"], .ant-skeleton'), undefined, { timeout: 15_000 }).catch(() => {});
      if (shot.then) await shot.then(page).catch((error: Error) => lines.push(`  ${shot.name}: could not ${error.message.split('\n')[0]}`));
      await page.waitForTimeout(400);
      const file = path.join(out, `${shot.name}-${viewport.label}.png`);
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
      if (shot.signedIn === false) await context.request.post('/api/login', { data: { username: 'admin', password: BENCH_ADMIN_PASSWORD } });
      await page.close();
      if (compare && existsSync(path.join(compare, path.basename(file)))) {
        const share = await difference(path.join(compare, path.basename(file)), file, file.replace(/\.png$/, '.diff.png'));
        lines.push(`  ${path.basename(file).padEnd(36)} ${(share * 100).toFixed(2).padStart(6)} % of pixels differ`);
      } else {
        lines.push(`  ${path.basename(file)}`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
}
console.log(lines.join('\n'));
writeFileSync(path.join(out, 'shots.txt'), `${lines.join('\n')}\n`);
