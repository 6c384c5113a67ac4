// For the one api's unit tests: a tablet with no network, an administrator signed in, and a fresh database holding the
// tablet's copies of the reads given. (Test support only; nothing else imports it.)
import { afterAll, beforeEach, vi } from 'vitest';
import type { User } from '@forecourt/contracts/user';
import type { CallResult } from './offline-calls.ts';
import { remember } from './read-cache.ts';
import { setSignedIn } from './signed-in.ts';
import { db } from './staff-db.ts';

export const events = { servedFromCopy: vi.fn(), reachedServer: vi.fn(), lostServer: vi.fn() };
export const unreachable = async (): Promise<CallResult> => ({ error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } });

export function useOfflineTablet(copies: Record<string, unknown>): void {
  vi.stubGlobal('navigator', { onLine: false });
  afterAll(() => vi.unstubAllGlobals());
  beforeEach(async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
    setSignedIn({ id: 1, username: 'yard', isAdmin: true } as User);
    for (const [url, data] of Object.entries(copies)) await remember(url, data);
  });
}
