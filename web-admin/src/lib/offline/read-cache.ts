// The tablet's copy of what the server last answered to each read, so every staff screen opens with no network.
// A list also files each of its records under the record's own address, so a record never opened online still opens.
import { LOGIN_HISTORY_SCREEN_READ } from '@forecourt/contracts/site';
import { staffDb } from './db.ts';

const RECORD_LISTS = ['/cars', '/campervans'];

export async function remember(url: string, data: unknown, savedAt = Date.now()): Promise<void> {
  const rows = [{ url, data, savedAt }];
  if (RECORD_LISTS.includes(url) && Array.isArray(data)) {
    for (const record of data as { id: number }[]) rows.push({ url: `${url}/${record.id}`, data: record, savedAt });
  }
  await staffDb()
    .then((db) => db.reads.bulkPut(rows))
    .catch((error: unknown) => console.warn('Could not keep a copy for offline use', error));
}

/**
 * How long an answer from the server counts as fresh for the tablet's copy: the warm-up after sign-in (or a reload)
 * takes it rather than asking the server again for what a screen has just read.
 */
export const FRESH_MS = 60_000;
const fresh = new Map<string, { data: unknown }>();

function keepFresh(url: string, data: unknown): void {
  const entry = { data };
  fresh.set(url, entry);
  setTimeout(() => fresh.get(url) === entry && fresh.delete(url), FRESH_MS);
}

/** How long a copy may wait for the tablet to be idle before it is written anyway. */
const IDLE_WAIT_MS = 2_000;

/**
 * Keeps the copy once the tablet is idle: opening IndexedDB and writing a list into it took the main thread while the
 * first screen was being drawn from the same answer. The time kept is the answer's, not the write's.
 */
export function rememberWhenIdle(url: string, data: unknown): void {
  const savedAt = Date.now();
  keepFresh(url, data);
  const write = () => void remember(url, data, savedAt);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(write, { timeout: IDLE_WAIT_MS });
  else setTimeout(write, 0);
}

export async function recall(url: string): Promise<{ data: unknown; savedAt: number } | undefined> {
  return staffDb()
    .then((db) => db.reads.get(url))
    .catch(() => undefined);
}

/** Everything read as one user goes when they sign out: the next person on the tablet must not see it. */
export async function forgetReads(): Promise<void> {
  fresh.clear(); // the next person's warm-up reads every list for their own copy
  await staffDb()
    .then((db) => db.reads.clear())
    .catch(() => {});
}

/** The warm-up's own note: for each gallery in the copy, the vehicle's version and the time it was asked for then. */
const GALLERIES_READ = 'warm-up:galleries';
type GalleriesRead = Record<string, { version: number; askedAt: number }>;

/**
 * What a signed-in person may need with no network: every list, and each vehicle's images. Read once after sign-in
 * (and after each reload) and whenever the connection returns, four at a time, quietly (a failure only means that
 * copy stays older). An address the server answered within FRESH_MS is not asked for again; nor is a gallery the copy
 * holds from when its vehicle had the version the list gives now (every change to its images is a new version), so
 * the tablet reads only the galleries that changed rather than one per vehicle each time the app opens.
 */
export async function warmUp(isAdmin: boolean, fetchJson: (url: string) => Promise<unknown>): Promise<void> {
  // The dashboard reads the recent sign-ins; the Login History screen as many as the server gives.
  const lists = ['/cars', '/car-brands', '/car-features', '/email-settings', '/login-history', LOGIN_HISTORY_SCREEN_READ];
  if (isAdmin) lists.push('/campervans', '/campervan-features', '/users', '/contact-messages');
  // What a screen has just read is in the copy already (or on its way there): that answer serves, not a second read.
  const read = (url: string) => (fresh.has(url) ? Promise.resolve(fresh.get(url)!.data) : fetchJson(url));
  const answers = await Promise.all(lists.map((url) => read(url).catch(() => undefined)));
  const galleries: { url: string; version: number }[] = [];
  answers.forEach((answer, i) => {
    if (!Array.isArray(answer)) return;
    const vehicles = answer as { id: number; version: number }[];
    if (lists[i] === '/cars') galleries.push(...vehicles.map((car) => ({ url: `/carImages/${car.id}`, version: car.version })));
    if (lists[i] === '/campervans') galleries.push(...vehicles.map((van) => ({ url: `/campervan-images/${van.id}`, version: van.version })));
  });

  const db = await staffDb().catch(() => undefined);
  const before = ((await db?.reads.get(GALLERIES_READ).catch(() => undefined))?.data ?? {}) as GalleriesRead;
  const copies = (await db?.reads.bulkGet(galleries.map((gallery) => gallery.url)).catch(() => undefined)) ?? [];
  // Current: asked for at this version, and the answer to that ask is the copy (not lost before it was written).
  const current = (gallery: (typeof galleries)[number], i: number) => {
    const note = before[gallery.url];
    return typeof gallery.version === 'number' && note?.version === gallery.version && (copies[i]?.savedAt ?? -1) >= note.askedAt;
  };
  const now: GalleriesRead = {};
  const stale = galleries.filter((gallery, i) => {
    if (!current(gallery, i)) return true;
    now[gallery.url] = before[gallery.url]!;
    return false;
  });
  let next = 0;
  const lane = async () => {
    while (next < stale.length) {
      const gallery = stale[next++]!;
      const askedAt = Date.now();
      await read(gallery.url).then(
        () => void (now[gallery.url] = { version: gallery.version, askedAt }),
        () => undefined,
      );
    }
  };
  await Promise.all([lane(), lane(), lane(), lane()]);
  await db?.reads.put({ url: GALLERIES_READ, data: now, savedAt: Date.now() }).catch(() => {});
}
