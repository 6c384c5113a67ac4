// A tablet with no database yet (its first start, or its data cleared) has nothing waiting: the app learns that from
// the browser without loading Dexie, so a first visit (the login page first) downloads and runs none of it. A tablet
// with a database still opens it at start, and a change made meanwhile is never taken for an empty outbox.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../test/support/memory-storage.ts';
import { STAFF_DB_NAME } from './db.ts';

const dexieLoaded = vi.hoisted(() => vi.fn());
vi.mock('./staff-db.ts', async (importOriginal) => {
  dexieLoaded();
  return importOriginal();
});

const databaseNames = async () => (await indexedDB.databases()).map((database) => database.name);
/** A database an earlier start of the app made (its outbox is Dexie's to read). */
const makeDatabase = () =>
  new Promise((resolve) => {
    const request = indexedDB.open(STAFF_DB_NAME);
    request.onsuccess = () => resolve(request.result.close());
  });
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  vi.resetModules();
  dexieLoaded.mockClear();
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('navigator', { onLine: true });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(STAFF_DB_NAME);
    request.onsuccess = request.onerror = resolve;
  });
});

describe('a tablet with no database yet', () => {
  it('knows its outbox is empty without loading Dexie or making a database', async () => {
    const { checkOutbox } = await import('./db.ts');
    const { outboxKnownEmpty } = await import('./outbox-mark.ts');
    expect(outboxKnownEmpty()).toBe(false); // nothing has said so yet
    checkOutbox({ open: true });
    await settle();
    expect(outboxKnownEmpty()).toBe(true);
    expect(dexieLoaded).not.toHaveBeenCalled();
    expect(await databaseNames()).not.toContain(STAFF_DB_NAME);
  });

  it('does not call it empty when a change was added while it asked', async () => {
    const { checkOutbox } = await import('./db.ts');
    const { moveGeneration, outboxKnownEmpty } = await import('./outbox-mark.ts');
    checkOutbox({ open: true });
    moveGeneration(); // a change being added, before the browser has answered
    await settle();
    expect(outboxKnownEmpty()).toBe(false);
  });

  it('reads who is signed in, refused as signed out, without loading Dexie', async () => {
    const { readThrough } = await import('./offline-calls.ts');
    const answer = await readThrough('/user', async () => ({ error: { status: 401, data: { error: 'Not signed in' } } }), {
      servedFromCopy: vi.fn(),
      reachedServer: vi.fn(),
      lostServer: vi.fn(),
    });
    expect(answer).toEqual({ error: { status: 401, data: { error: 'Not signed in' } } });
    await settle();
    expect(dexieLoaded).not.toHaveBeenCalled();
  });
});

describe('a tablet with a database', () => {
  it('opens it at start, and does not take it for an empty outbox', async () => {
    await makeDatabase();
    const { checkOutbox } = await import('./db.ts');
    const { outboxKnownEmpty } = await import('./outbox-mark.ts');
    checkOutbox({ open: true });
    await vi.waitFor(() => expect(dexieLoaded).toHaveBeenCalled());
    expect(outboxKnownEmpty()).toBe(false);
  });

  it('is left closed on the login page, which shows nothing that waits', async () => {
    await makeDatabase();
    const { checkOutbox } = await import('./db.ts');
    checkOutbox({ open: false });
    await settle();
    expect(dexieLoaded).not.toHaveBeenCalled();
  });
});
