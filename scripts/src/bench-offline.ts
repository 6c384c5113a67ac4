// `npm run bench:offline`: how long a tablet back from a day offline takes to send a 100-change outbox, measured in
// headless Chromium against the real app (printed, not a timed test). The outbox holds what a day in the yard makes:
// 70 price changes across the yard (several to the same car, each based on the version the tablet had), 20 new makes
// and 10 new e-mail recipients. Timed from the network's return to an empty outbox, on the local network and on the
// throttled tablet profile. `npm run bench` sets it beside the same 100 changes sent straight from Node over HTTP,
// one after another (no browser, no outbox): the floor of what the server and the round trips take.
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { BENCH_ADMIN_PASSWORD, MID_RANGE_TABLET, deviceText, launchBrowser, startSeededSite, throttle } from './bench-support.ts';
import { verdictOf } from './bench-table.ts';
import { STAFF_DB_NAME } from '../../web-admin/src/lib/offline/db.ts';
import { OUTBOX_MARK } from '../../web-admin/src/lib/offline/outbox-mark.ts';

const dist = process.env.WEB_ADMIN_DIR ?? path.resolve(import.meta.dirname, '../../web-admin/dist');
export const CHANGES = 100;
/** The aim on the throttled tablet: the whole outbox sent in under this many seconds (it goes in batches of up to 100). */
export const AIM_THROTTLED_SECONDS = 3;

interface Car {
  id: number;
  price: number;
  version: number;
}

/**
 * Fills the tablet's outbox as the app does when offline: typed commands on their streams, with command ids, base
 * versions, device times and stand-in ids (web-admin/src/lib/offline/queued-command.ts).
 */
async function queueChanges(page: Page, userId: number, cars: Car[]): Promise<void> {
  await page.evaluate(
    async ({ userId, cars, total, name, generation }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      // As the app's enqueue does: a change added moves the outbox's generation mark, so no read takes it as empty.
      const moveGeneration = () => localStorage.setItem(generation, `bench-${Date.now()}-${Math.random()}`);
      moveGeneration();
      const store = db.transaction('outbox', 'readwrite').objectStore('outbox');
      const at = Date.now();
      for (let i = 0; i < total; i++) {
        const base = { id: crypto.randomUUID(), userId, deviceTime: new Date(at + i).toISOString(), status: 'pending', label: `change ${i + 1}` };
        if (i < 70) {
          const car = cars[i % cars.length]!;
          const command = { type: 'ChangeCar', changes: { price: car.price - 10 * (i + 1) } };
          store.add({ ...base, stream: 'car', streamId: car.id, command, baseVersion: car.version });
        } else if (i < 90) {
          const id = -(at * 16 + i);
          store.add({ ...base, stream: 'brand', streamId: id, command: { type: 'AddEntry', id, name: `Marque ${i}`, isCustom: true } });
        } else {
          const id = -(at * 16 + i);
          const command = { type: 'AddRecipient', id, email: `yard-${i}@forecourt.test`, name: null, isActive: true, makePrimary: false };
          store.add({ ...base, stream: 'recipient', streamId: id, command });
        }
      }
      await new Promise((resolve) => (store.transaction.oncomplete = resolve));
      moveGeneration();
      db.close();
    },
    { userId, cars, total: CHANGES, name: STAFF_DB_NAME, generation: OUTBOX_MARK.generation },
  );
}

const outboxSize = (page: Page) =>
  page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
    });
    const n = await new Promise<number>((resolve) => {
      const request = db.transaction('outbox').objectStore('outbox').count();
      request.onsuccess = () => resolve(request.result);
    });
    db.close();
    return n;
  }, STAFF_DB_NAME);

export async function measureOfflineSync(throttled: boolean): Promise<{ seconds: number; events: number }> {
  const site = await startSeededSite({ WEB_ADMIN_DIR: dist });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, baseURL: site.base });
    const login = await context.request.post('/api/login', { data: { username: 'admin', password: BENCH_ADMIN_PASSWORD } });
    if (!login.ok()) throw new Error(`Sign-in for the benchmark failed: ${login.status()}`);
    const user = (await login.json()) as { id: number };
    const cars = ((await (await context.request.get('/api/cars')).json()) as Car[]).map(({ id, price, version }) => ({ id, price, version }));
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await context.setOffline(true);
    await queueChanges(page, user.id, cars);
    if (throttled) await throttle(page, MID_RANGE_TABLET);
    const before = Number((await site.deps.db('events').count('* as n'))[0]!.n);
    const started = performance.now();
    await context.setOffline(false);
    const deadline = started + 300_000;
    while ((await outboxSize(page)) > 0) {
      if (performance.now() > deadline) throw new Error('The outbox did not empty in 5 minutes');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const seconds = (performance.now() - started) / 1000;
    const events = Number((await site.deps.db('events').count('* as n'))[0]!.n) - before;
    return { seconds, events };
  } finally {
    await browser.close();
    await site.close();
  }
}

/** The same 100 changes, in the same order and with the same headers, sent by Node straight to the API. */
export async function measureDirectSends(): Promise<{ seconds: number; events: number }> {
  const site = await startSeededSite();
  try {
    const login = await fetch(`${site.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: BENCH_ADMIN_PASSWORD }) });
    if (login.status !== 200) throw new Error(`Sign-in for the benchmark failed: ${login.status}`);
    const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    const cars = ((await (await fetch(`${site.base}/api/cars`)).json()) as Car[]).map(({ id, price, version }) => ({ id, price, version }));
    const before = Number((await site.deps.db('events').count('* as n'))[0]!.n);
    const started = performance.now();
    for (let i = 0; i < CHANGES; i++) {
      const headers: Record<string, string> = { cookie, 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-device-id': 'bench-tablet', 'x-device-time': new Date().toISOString() };
      let request: [string, string, unknown];
      if (i < 70) {
        const car = cars[i % cars.length]!;
        headers['if-match'] = `"${car.version}"`;
        request = ['PUT', `/api/cars/${car.id}`, { price: car.price - 10 * (i + 1) }];
      } else if (i < 90) request = ['POST', '/api/car-brands', { name: `Marque ${i}` }];
      else request = ['POST', '/api/email-settings', { email: `yard-${i}@forecourt.test` }];
      const res = await fetch(`${site.base}${request[1]}`, { method: request[0], headers, body: JSON.stringify(request[2]) });
      if (!res.ok) throw new Error(`${request[0]} ${request[1]}: ${res.status} ${await res.text()}`);
      // As the outbox does, a later change to the same car is based on the version this one made.
      const answer = (await res.json()) as { id?: number; version?: number };
      const changed = cars.find((car) => car.id === answer.id);
      if (i < 70 && changed && answer.version) changed.version = answer.version;
    }
    const seconds = (performance.now() - started) / 1000;
    return { seconds, events: Number((await site.deps.db('events').count('* as n'))[0]!.n) - before };
  } finally {
    await site.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`Offline sync: a ${CHANGES}-change outbox (70 price changes, 20 new makes, 10 new recipients) sent when the network returns`);
  for (const throttled of [false, true]) {
    const { seconds, events } = await measureOfflineSync(throttled);
    const label = throttled ? deviceText(MID_RANGE_TABLET) : 'local network, no throttling';
    const aim = throttled ? `   aim < ${AIM_THROTTLED_SECONDS} s with ${CHANGES} events: ${verdictOf(seconds < AIM_THROTTLED_SECONDS && events === CHANGES)}` : '';
    console.log(`  ${label.padEnd(48)} ${seconds.toFixed(2).padStart(6)} s   ${(CHANGES / seconds).toFixed(1).padStart(6)} changes/s   ${events} events appended${aim}`);
  }
}
