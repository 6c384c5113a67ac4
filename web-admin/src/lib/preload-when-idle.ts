// Code a screen will want soon (a dialog, a tab) but does not draw with: fetched once the tablet has nothing else to
// do, so it opens without waiting, and the screen's first draw does not wait for it either.
import { useEffect } from 'react';
import { appFilesOnTablet } from './app-files.ts';

/** `load` undefined: nothing to fetch here (a part only another layout draws). */
export function usePreloadWhenIdle(load: (() => Promise<unknown>) | undefined): void {
  useEffect(() => {
    if (!load) return;
    // On a first visit at once: a dialog opened after the Wi-Fi dropped would not open without its code.
    if (!appFilesOnTablet() || typeof requestIdleCallback !== 'function') return void load().catch(() => {});
    const handle = requestIdleCallback(() => void load().catch(() => {}), { timeout: 5_000 });
    return () => cancelIdleCallback(handle);
  }, [load]);
}
