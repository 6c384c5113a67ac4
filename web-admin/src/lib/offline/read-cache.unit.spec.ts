// The tablet's copy for offline use is filled after sign-in and after every reload: every list, and the galleries that
// changed. A list the screen has just read from the server is already on its way into the copy, so the warm-up does
// not ask the server for it a second time on the yard's Wi-Fi; it still reads it once that answer is old, or for the
// next person. A gallery is read again only when its vehicle's version moved on, or its copy was never written.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The tablet's copy: what the warm-up reads and writes, kept in memory across reloads (module resets). */
const copy = vi.hoisted(() => new Map<string, { url: string; data: unknown; savedAt: number }>());
vi.mock('./db.ts', () => ({
  staffDb: async () => ({
    reads: {
      get: async (url: string) => copy.get(url),
      bulkGet: async (urls: string[]) => urls.map((url) => copy.get(url)),
      put: async (row: { url: string; data: unknown; savedAt: number }) => void copy.set(row.url, row),
      bulkPut: async (rows: { url: string; data: unknown; savedAt: number }[]) => rows.forEach((row) => copy.set(row.url, row)),
      clear: async () => copy.clear(),
    },
  }),
}));

let vans = [
  { id: 3, version: 1 },
  { id: 4, version: 1 },
];

/** Runs an administrator's warm-up and gives the addresses it asked the server for. Each answer is kept in the copy
 * as the one api keeps it (when the tablet is idle, here at once). */
async function warmUpAsks(): Promise<string[]> {
  const { rememberWhenIdle, warmUp } = await import('./read-cache.ts');
  const asked: string[] = [];
  await warmUp(true, async (url) => {
    asked.push(url);
    const answer = url === '/campervans' ? vans : [];
    rememberWhenIdle(url, answer);
    return answer;
  });
  return asked;
}

/** The app opened again: its modules start afresh, the tablet's copy stays. */
const reload = () => vi.resetModules();

beforeEach(() => {
  vi.resetModules();
  copy.clear();
  vans = [
    { id: 3, version: 1 },
    { id: 4, version: 1 },
  ];
  vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
  vi.stubGlobal('requestIdleCallback', (write: () => void) => (write(), 0));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the warm-up of the tablet's copy", () => {
  it('reads every list and each gallery when nothing was read yet', async () => {
    const asked = await warmUpAsks();
    expect(asked).toEqual(expect.arrayContaining(['/cars', '/campervans', '/users', '/campervan-images/3', '/campervan-images/4']));
    expect(asked.filter((url) => url === '/campervans')).toHaveLength(1);
  });

  it('takes the list a screen has just read instead of asking again, and still reads the galleries it names', async () => {
    const { rememberWhenIdle } = await import('./read-cache.ts');
    rememberWhenIdle('/campervans', vans);
    const asked = await warmUpAsks();
    expect(asked).not.toContain('/campervans');
    expect(asked).toEqual(expect.arrayContaining(['/cars', '/campervan-images/3', '/campervan-images/4']));
  });

  it('asks again once that answer is a minute old', async () => {
    const { FRESH_MS, rememberWhenIdle } = await import('./read-cache.ts');
    rememberWhenIdle('/campervans', vans);
    vi.advanceTimersByTime(FRESH_MS);
    expect(await warmUpAsks()).toContain('/campervans');
  });

  it("asks again for the next person once the last one's reads are forgotten", async () => {
    const { forgetReads, rememberWhenIdle } = await import('./read-cache.ts');
    rememberWhenIdle('/campervans', vans);
    await forgetReads();
    expect(await warmUpAsks()).toContain('/campervans');
  });

  it('reads again, on the next opening, only the galleries of vehicles changed since (a new version)', async () => {
    expect(await warmUpAsks()).toEqual(expect.arrayContaining(['/campervan-images/3', '/campervan-images/4']));
    reload();
    vans = [
      { id: 3, version: 1 },
      { id: 4, version: 2 },
    ];
    const asked = await warmUpAsks();
    expect(asked).toContain('/campervans');
    expect(asked.filter((url) => url.startsWith('/campervan-images/'))).toEqual(['/campervan-images/4']);
    reload();
    expect((await warmUpAsks()).filter((url) => url.startsWith('/campervan-images/'))).toEqual([]);
  });

  it('reads a gallery again whose answer never reached the copy, and every gallery for the next person', async () => {
    await warmUpAsks();
    copy.delete('/campervan-images/3'); // the tablet closed before the copy was written
    reload();
    expect((await warmUpAsks()).filter((url) => url.startsWith('/campervan-images/'))).toEqual(['/campervan-images/3']);
    const { forgetReads } = await import('./read-cache.ts');
    await forgetReads();
    reload();
    expect(await warmUpAsks()).toEqual(expect.arrayContaining(['/campervan-images/3', '/campervan-images/4']));
  });
});
