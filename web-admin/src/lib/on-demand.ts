// Code (or anything else costly) fetched once, the first time it is asked for, and kept; a failed fetch is forgotten,
// so the next ask tries again. The tablet's database, a form's checks and antd's dialogs are reached through it.
export interface OnDemand<T> {
  (): Promise<T>;
  /** Whether it has been asked for, and not failed since. */
  readonly asked: boolean;
}

/** What `load` gives, fetched on the first call. Call it at module level: each call of `onDemand` keeps its own. */
export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let loading: Promise<T> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.defineProperty(get, 'asked', { get: () => loading !== undefined }) as OnDemand<T>;
}
