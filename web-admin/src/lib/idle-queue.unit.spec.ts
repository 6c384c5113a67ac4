// The idle work of the staff app (the code of dialogs and of the screen a list's rows open): one piece per idle
// moment, each after the one before has finished, so a tap meets one piece at most.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleQueue } from './idle-queue.ts';

/** Idle moments the test hands out itself. */
function fakeIdle() {
  let pending: (() => void)[] = [];
  return {
    request: (run: () => void) => void pending.push(run),
    waiting: () => pending.length,
    /** One idle moment: runs what asked for it. */
    async moment() {
      const runs = pending;
      pending = [];
      for (const run of runs) run();
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

/** A load the test finishes when it likes. */
function deferredLoad() {
  let finish!: (ok: boolean) => void;
  const load = vi.fn(() => new Promise<void>((resolve, reject) => (finish = (ok) => (ok ? resolve() : reject(new Error('offline'))))));
  return { load, finish: async (ok = true) => (finish(ok), await vi.advanceTimersByTimeAsync(0)) };
}

describe('the idle queue', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('runs one piece per idle moment, the next only after the one before has finished', async () => {
    const idle = fakeIdle();
    const queue = createIdleQueue(idle.request);
    const [a, b, c] = [deferredLoad(), deferredLoad(), deferredLoad()];
    queue.add(a.load);
    queue.add(b.load);
    queue.add(c.load);
    expect(idle.waiting()).toBe(1);

    await idle.moment();
    expect([a.load.mock.calls.length, b.load.mock.calls.length, c.load.mock.calls.length]).toEqual([1, 0, 0]);
    // Still fetching: no idle moment is asked for, and none runs the next piece.
    expect(idle.waiting()).toBe(0);

    await a.finish();
    expect(b.load).not.toHaveBeenCalled();
    await idle.moment();
    expect(b.load).toHaveBeenCalledTimes(1);
    // A failure does not stop the queue.
    await b.finish(false);
    await idle.moment();
    expect(c.load).toHaveBeenCalledTimes(1);
    await c.finish();
    expect(idle.waiting()).toBe(0);
  });

  it('takes back a piece that has not started, and asks for no more idle moments once nothing waits', async () => {
    const idle = fakeIdle();
    const queue = createIdleQueue(idle.request);
    const [a, b] = [deferredLoad(), deferredLoad()];
    const takeBackA = queue.add(a.load);
    const takeBackB = queue.add(b.load);
    takeBackA();
    await idle.moment();
    expect(a.load).not.toHaveBeenCalled();
    expect(b.load).toHaveBeenCalledTimes(1);
    // Too late to take back: it runs to its end, and the queue goes on.
    takeBackB();
    await b.finish();

    const c = deferredLoad();
    const takeBackC = queue.add(c.load);
    expect(idle.waiting()).toBe(1);
    takeBackC();
    await idle.moment();
    expect(c.load).not.toHaveBeenCalled();
    expect(idle.waiting()).toBe(0);
    // And the next piece asks for an idle moment of its own again.
    const d = deferredLoad();
    queue.add(d.load);
    await idle.moment();
    expect(d.load).toHaveBeenCalledTimes(1);
  });

  it('goes on after a piece that never finishes (a request the dropped Wi-Fi left hanging)', async () => {
    const idle = fakeIdle();
    const queue = createIdleQueue(idle.request, 10_000);
    const [hanging, next] = [deferredLoad(), deferredLoad()];
    queue.add(hanging.load);
    queue.add(next.load);
    await idle.moment();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(idle.waiting()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await idle.moment();
    expect(next.load).toHaveBeenCalledTimes(1);
  });
});
