// Code a screen will want soon (a dialog, a tab) but does not draw with: fetched once the tablet has nothing else to
// do, so it opens without waiting, and the screen's first draw does not wait for it either.
import { useEffect } from 'react';

export function usePreloadWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    // On a first visit, before the worker holds the app's files, at once: code not yet fetched cannot be fetched once
    // the Wi-Fi drops, and a dialog the person opens then would not open.
    if (!navigator.serviceWorker?.controller || typeof requestIdleCallback !== 'function') return void load().catch(() => {});
    const handle = requestIdleCallback(() => void load().catch(() => {}), { timeout: 5_000 });
    return () => cancelIdleCallback(handle);
  }, [load]);
}
