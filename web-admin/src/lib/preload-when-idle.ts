// Code a screen will want soon (a dialog, a tab) but does not draw with: fetched once the tablet has nothing else to
// do, so it opens without waiting, and the screen's first draw does not wait for it either.
import { useEffect } from 'react';
import { appFilesOnTablet } from './app-files.ts';

/**
 * `load` undefined: nothing to fetch here (a part only another layout draws). `firstVisit: 'idle'` waits for the
 * tablet to be idle on a first visit too (another screen's code, which the worker's copy of the app brings anyway).
 */
export function usePreloadWhenIdle(load: (() => Promise<unknown>) | undefined, { firstVisit = 'at once' }: { firstVisit?: 'at once' | 'idle' } = {}): void {
  useEffect(() => {
    if (!load) return;
    // On a first visit at once: a dialog opened after the Wi-Fi dropped would not open without its code.
    if ((firstVisit === 'at once' && !appFilesOnTablet()) || typeof requestIdleCallback !== 'function') return void load().catch(() => {});
    const handle = requestIdleCallback(() => void load().catch(() => {}), { timeout: 5_000 });
    return () => cancelIdleCallback(handle);
  }, [load, firstVisit]);
}
