// The tablet's copy for offline use is filled after sign-in and after every reload: every list and every gallery. A
// list the screen has just read from the server is already on its way into the copy, so the warm-up does not ask the
// server for it a second time on the yard's Wi-Fi; it still reads it once that answer is old, or for the next person.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./db.ts', () => ({
  staffDb: async () => ({ reads: { bulkPut: async () => {}, clear: async () => {} } }),
}));

const VANS = [{ id: 3 }, { id: 4 }];

/** Runs an administrator's warm-up and gives the addresses it asked the server for. */
async function warmUpAsks(): Promise<string[]> {
  const { warmUp } = await import('./read-cache.ts');
  const asked: string[] = [];
  await warmUp(true, async (url) => {
    asked.push(url);
    return url === '/campervans' ? VANS : [];
  });
  return asked;
}

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
  vi.stubGlobal('requestIdleCallback', () => 0); // the copy's write is the db mock's; only the fresh answer matters
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
    rememberWhenIdle('/campervans', VANS);
    const asked = await warmUpAsks();
    expect(asked).not.toContain('/campervans');
    expect(asked).toEqual(expect.arrayContaining(['/cars', '/campervan-images/3', '/campervan-images/4']));
  });

  it('asks again once that answer is a minute old', async () => {
    const { FRESH_MS, rememberWhenIdle } = await import('./read-cache.ts');
    rememberWhenIdle('/campervans', VANS);
    vi.advanceTimersByTime(FRESH_MS);
    expect(await warmUpAsks()).toContain('/campervans');
  });

  it("asks again for the next person once the last one's reads are forgotten", async () => {
    const { forgetReads, rememberWhenIdle } = await import('./read-cache.ts');
    rememberWhenIdle('/campervans', VANS);
    await forgetReads();
    expect(await warmUpAsks()).toContain('/campervans');
  });
});
