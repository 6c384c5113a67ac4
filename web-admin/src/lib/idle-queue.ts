// Work the tablet does when it has nothing else to do, one piece per idle moment. Each piece (a screen's or a
// dialog's code: its files fetched, appended and evaluated) waits for the one before it to finish and for the next
// idle moment after that, so a tap that comes meanwhile meets one piece at most, not every screen's at once.

export interface IdleScheduler {
  request(run: () => void): number;
  cancel(handle: number): void;
}

/** The browser's idle callbacks, each due within `timeout` ms however busy the tablet stays. */
export const browserIdle = (timeout: number): IdleScheduler => ({
  request: (run) => requestIdleCallback(run, { timeout }),
  cancel: (handle) => cancelIdleCallback(handle),
});

export interface IdleQueue {
  /** Queues `load`; the answer takes it back if it has not started. A failed load is the caller's to try again. */
  add(load: () => Promise<unknown>): () => void;
}

/** `stallMs`: how long a piece may take before the next one goes on anyway (a request the dropped Wi-Fi left hanging). */
export function createIdleQueue(idle: IdleScheduler, stallMs = 10_000): IdleQueue {
  const waiting: (() => Promise<unknown>)[] = [];
  let handle: number | null = null;
  let running = false;

  const next = () => {
    if (handle !== null || running || waiting.length === 0) return;
    handle = idle.request(() => {
      handle = null;
      const load = waiting.shift();
      if (!load) return;
      running = true;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stalled = new Promise<void>((resolve) => (timer = setTimeout(resolve, stallMs)));
      void Promise.race([Promise.resolve().then(load), stalled])
        .catch(() => {})
        .finally(() => {
          clearTimeout(timer);
          running = false;
          next();
        });
    });
  };

  return {
    add(load) {
      waiting.push(load);
      next();
      return () => {
        const at = waiting.indexOf(load);
        if (at >= 0) waiting.splice(at, 1);
        if (waiting.length === 0 && handle !== null) {
          idle.cancel(handle);
          handle = null;
        }
      };
    },
  };
}
