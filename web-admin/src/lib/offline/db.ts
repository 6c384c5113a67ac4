// The way the app reaches the tablet's database (staff-db.ts). Dexie and the database's schema are not part of the app's
// start: with nothing waiting on the tablet (see outbox.ts), a screen opens and draws its answer without them; for a
// signed-in person they load once the page has loaded (offline/wiring.ts), so a change made offline can be kept. That
// keeps about 30 KB (gzip) off every screen's start.
import type { StaffDb } from './staff-db.ts';
import { onDemand } from '../on-demand.ts';
import { currentGeneration, markEmpty, outboxKnownEmpty } from './outbox-mark.ts';

export type { CachedRead, IdMapping, StaffDb, StoredPhoto, StoredValue, VersionMapping } from './staff-db.ts';

/** The tablet's database's name in IndexedDB. */
export const STAFF_DB_NAME = 'forecourt-staff';

/** The tablet's database, its code loaded the first time (again after a failed load). */
export const staffDb = onDemand(async () => (await import('./staff-db.ts')).db);

/**
 * Whether the tablet has its database: false only when the browser says there is none yet (the tablet's first start,
 * or its data cleared), which it tells without Dexie. Then nothing waits and nothing was kept.
 */
async function hasDatabase(): Promise<boolean> {
  if (staffDb.asked || typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases().catch(() => undefined);
  return !databases || databases.some((database) => database.name === STAFF_DB_NAME);
}

/** The tablet's database if it has one; undefined, without loading Dexie, when it has none yet. */
export async function existingStaffDb(): Promise<StaffDb | undefined> {
  return (await hasDatabase()) ? staffDb() : undefined;
}

/**
 * Learns whether changes may be waiting on the tablet, and if `open`, starts loading its database for the screen about
 * to open. With no database yet the outbox is known empty from then on, and the screens' reads open none (unless a
 * change was added meanwhile). A failure here is left to the read that needs the database to retry.
 */
export function checkOutbox({ open }: { open: boolean }): void {
  if (outboxKnownEmpty()) return;
  const generation = currentGeneration();
  void hasDatabase().then((has) => {
    if (!has) markEmpty(generation);
    else if (open) staffDb().catch(() => {});
  });
}
