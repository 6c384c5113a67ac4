// The way the app reaches the tablet's database (staff-db.ts). Dexie and the database's schema load on first use, not
// with the app: with nothing waiting on the tablet (see outbox.ts), a screen opens and draws its answer without it, and
// the copy kept for offline use is written once the tablet is idle. That keeps about 30 KB (gzip) off every screen's start.
import type { StaffDb } from './staff-db.ts';

export type { CachedRead, IdMapping, StaffDb, StoredPhoto, StoredValue, VersionMapping } from './staff-db.ts';

let opening: Promise<StaffDb> | undefined;

/** The tablet's database, its code loaded the first time (again after a failed load). */
export function staffDb(): Promise<StaffDb> {
  opening ??= import('./staff-db.ts').then(
    (module) => module.db,
    (error: unknown) => {
      opening = undefined;
      throw error;
    },
  );
  return opening;
}
