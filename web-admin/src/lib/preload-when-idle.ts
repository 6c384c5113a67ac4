// Code a screen will want soon (a dialog, a tab, the screen its rows open) but does not draw with: fetched once the
// tablet has nothing else to do, so it opens without waiting, and the screen's first draw does not wait for it either.
// One piece an idle moment (idle-queue.ts): a list's dialogs and the screen its rows open came in the same moment, so
// a tap into the search box right after the list was drawn could wait for all of them to be appended and evaluated.
import { useEffect } from 'react';
import { appFilesOnTablet } from './app-files.ts';
import { createIdleQueue, type IdleQueue } from './idle-queue.ts';

let queue: IdleQueue | undefined;

/**
 * `load` undefined: nothing to fetch here (a part only another layout draws). `firstVisit: 'idle'` waits for the
 * tablet to be idle on a first visit too (another screen's code, which the worker's copy of the app brings anyway).
 */
export function usePreloadWhenIdle(load: (() => Promise<unknown>) | undefined, { firstVisit = 'at once' }: { firstVisit?: 'at once' | 'idle' } = {}): void {
  useEffect(() => {
    if (!load) return;
    // On a first visit at once: a dialog opened after the Wi-Fi dropped would not open without its code.
    if ((firstVisit === 'at once' && !appFilesOnTablet()) || typeof requestIdleCallback !== 'function') return void load().catch(() => {});
    // Each piece within 5 s however busy the tablet stays.
    queue ??= createIdleQueue((run) => requestIdleCallback(run, { timeout: 5_000 }));
    return queue.add(load);
  }, [load, firstVisit]);
}
