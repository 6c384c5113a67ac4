// The tablet's own database (IndexedDB through Dexie): what the staff screens last read, the outbox of changes not
// yet on the server, photos taken offline, and the ids the server gave to things first made on the tablet.
// The app opens it through db.ts, which loads this module (and Dexie) the first time something needs it.
import Dexie, { type Table } from 'dexie';
import { upgradeEntry, upgradeVersionKey, type LegacyEntry } from './legacy-entry.ts';
import type { OutboxEntry } from './outbox-entry.ts';
import { STAFF_DB_NAME } from './db.ts';

/** One answer of a GET, by its address under /api ('/cars', '/carImages/12'). */
export interface CachedRead {
  url: string;
  data: unknown;
  /** When the server gave it (ms since 1970). */
  savedAt: number;
}

/** A photo taken or chosen offline, kept until its upload goes through. */
export interface StoredPhoto {
  /** The file id the screens use until the server gives the real one ('local-…'). */
  localFileId: string;
  blob: Blob;
  name: string;
}

/** What a stand-in id or file id became on the server. */
export interface IdMapping {
  /** A negative id ('-17…') or a local file id ('local-…'), as text. */
  local: string;
  real: number | string;
}

/** After a queued change on a record succeeded: the version it was based on, and the one it made. */
export interface VersionMapping {
  /** '<stream>@<version based on>', e.g. 'car:12@7'. */
  key: string;
  version: number;
}

export interface StoredValue {
  key: string;
  value: unknown;
}

export class StaffDb extends Dexie {
  reads!: Table<CachedRead, string>;
  outbox!: Table<OutboxEntry, number>;
  photos!: Table<StoredPhoto, string>;
  ids!: Table<IdMapping, string>;
  versions!: Table<VersionMapping, string>;
  values!: Table<StoredValue, string>;

  constructor(name = STAFF_DB_NAME) {
    super(name);
    const stores = {
      reads: 'url',
      outbox: '++seq, &id, userId',
      photos: 'localFileId',
      ids: 'local',
      versions: 'key',
      values: 'key',
    };
    this.version(1).stores(stores);
    // Version 2: the outbox holds typed commands instead of requests; what a tablet had queued is converted, so a
    // person's waiting changes survive the update.
    this.version(2)
      .stores(stores)
      .upgrade(async (tx) => {
        await tx
          .table('outbox')
          .toCollection()
          .modify((entry: Record<string, unknown>, ref: { value: unknown }) => {
            if (typeof entry.url === 'string') ref.value = upgradeEntry(entry as unknown as LegacyEntry);
          });
        const versions = tx.table<VersionMapping, string>('versions');
        const rows = await versions.toArray();
        await versions.clear();
        await versions.bulkPut(rows.map((row) => ({ ...row, key: upgradeVersionKey(row.key) })));
      });
  }
}

export const db = new StaffDb();
