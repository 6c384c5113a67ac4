// Work the tablet does when it has nothing else to do, one piece per idle moment. Each piece (a screen's or a
// dialog's code: its files fetched, appended and evaluated) waits for the one before it to finish and for the next
// idle moment after that, so a tap that comes meanwhile meets one piece at most, not every screen's at once.

/** Asks for `run` to be called in the next idle moment. */
export type RequestIdle = (run: () => void) => void;

export interface IdleQueue {
  /** Queues `load`; the answer takes it back if it has not started. A failed load is the caller's to try again. */
  add(load: () => Promise<unknown>): () => void;
}

/** `stallMs`: how long a piece may take before the next one goes on anyway (a request the dropped Wi-Fi left hanging). */
export function createIdleQueue(requestIdle: RequestIdle, stallMs = 10_000): IdleQueue {
  const waiting: (() => Promise<unknown>)[] = [];
  // An idle moment asked for, or a piece running.
  let busy = false;
  const next = (): void => {
    busy = waiting.length > 0;
    if (!busy) return;
    requestIdle(() => {
      const load = waiting.shift();
      if (!load) return next();
      let timer: ReturnType<typeof setTimeout> | undefined;
      void Promise.race([Promise.resolve().then(load), new Promise((resolve) => (timer = setTimeout(resolve, stallMs)))])
        .catch(() => {})
        .finally(() => {
          clearTimeout(timer);
          next();
        });
    });
  };
  return {
    add(load) {
      waiting.push(load);
      if (!busy) next();
      return () => {
        const at = waiting.indexOf(load);
        if (at >= 0) waiting.splice(at, 1);
      };
    },
  };
}
