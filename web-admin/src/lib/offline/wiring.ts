// Starts the tablet's offline work once the store exists: follows the connection, keeps the outbox counts on the
// badge, and runs the sync when the network returns, when a change is queued, after sign-in, and every 15 s while
// changes wait (a dropped Wi-Fi does not always say it is back).
import type { Dispatch } from '@reduxjs/toolkit';
import { api, callApi, TAG_TYPES } from '../api.ts';
import { loadRules } from './offline-calls.ts';
import { deviceId } from '../device.ts';
import { appFilesOnTablet } from '../app-files.ts';
import { outboxCounted, signInNeeded, syncProgressed, wentOffline, wentOnline } from './offline-slice.ts';
import { staffDb } from './db.ts';
import { entriesOf, onOutboxChange } from './outbox.ts';
import { outboxKnownEmpty } from './outbox-mark.ts';
import { countActions } from './actions.ts';
import { warmUp } from './read-cache.ts';
import { onSignedInChange, signedInUser } from './signed-in.ts';
import { onDemand } from '../on-demand.ts';
import type { SyncResult } from './sync.ts';

const RETRY_MS = 15_000;
/** The sync's code, fetched the first time something waits to be sent: a tablet whose outbox is empty (most starts)
 * never loads it. It is only needed online, when it can be fetched (and an installed app has it on the tablet). */
const syncCode = onDemand(() => import('./sync.ts'));
const NOTHING_SENT: SyncResult = { sent: 0, waiting: 0 };
/** After the page's load, how long the first screen is left alone before the tablet fills its copy of every list. */
const SETTLE_MS = 1_500;

const whenLoaded = (work: () => void) =>
  document.readyState === 'complete' ? work() : window.addEventListener('load', () => work(), { once: true });

function whenSettled(work: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => work(), { timeout: SETTLE_MS * 2 }) : work());
  whenLoaded(() => setTimeout(idle, SETTLE_MS));
}

let syncRequested: () => void = () => {};
/** Sends what waits now, if the tablet can reach the server ('Sync now'). */
export const requestSync = () => syncRequested();

export function startOfflineWork(dispatch: Dispatch): void {
  if (typeof window === 'undefined' || typeof indexedDB === 'undefined') return;

  const refreshScreens = () =>
    dispatch(api.util.invalidateTags(TAG_TYPES.filter((tag) => tag !== 'CurrentUser')));

  const count = async () => {
    const user = signedInUser();
    const entries = user && !outboxKnownEmpty() ? await entriesOf(user.id) : [];
    dispatch(
      outboxCounted({
        // One thing a person did is one waiting change, however many commands it queued (a car and its photos).
        waiting: countActions(entries.filter((e) => e.status === 'pending')),
        conflicts: entries.filter((e) => e.status === 'conflict').length,
        refused: entries.filter((e) => e.status === 'rejected').length,
      }),
    );
    return entries;
  };

  const sync = async (): Promise<SyncResult> => {
    // Nothing waits on this tablet (see outbox-mark.ts), or no one is signed in whose changes could go.
    if (signedInUser() === null || outboxKnownEmpty()) return NOTHING_SENT;
    let syncOutbox;
    try {
      ({ syncOutbox } = await syncCode());
    } catch {
      // The code could not be fetched (the network went as the sync began): as if the server could not be reached.
      if (!navigator.onLine) dispatch(wentOffline());
      return { ...NOTHING_SENT, stoppedBy: 'unreachable' };
    }
    return syncOutbox({
      fetch: (input, init) => window.fetch(input, init),
      deviceId,
      userId: () => signedInUser()?.id ?? null,
      onProgress: (progress) => dispatch(syncProgressed(progress)),
      onSignInNeeded: () => {
        dispatch(signInNeeded(true));
        // The guards ask again who is signed in, and send the person to sign in; the changes wait.
        dispatch(api.util.invalidateTags(['CurrentUser']));
      },
      onUnreachable: () => {
        if (!navigator.onLine) dispatch(wentOffline());
      },
      onSent: () => {
        dispatch(wentOnline());
        refreshScreens();
      },
    });
  };

  /** Back online: the screens are read again once what waits is sent, so the reads see it (and do not slow it). */
  let readAfterSync = false;
  const readAgain = () => {
    refreshScreens();
    warm();
  };
  const readAgainIfWaiting = () => {
    if (!readAfterSync) return;
    readAfterSync = false;
    readAgain();
  };
  let soon: ReturnType<typeof setTimeout> | undefined;
  const syncSoon = () => {
    clearTimeout(soon);
    soon = setTimeout(() => {
      if (!navigator.onLine || !signedInUser()) {
        if (navigator.onLine) readAgainIfWaiting();
        return;
      }
      void sync().then(async (result) => {
        readAgainIfWaiting();
        // Queued while that run was going: go again.
        const entries = await count();
        if (!result.stoppedBy && entries.filter((e) => e.status === 'pending').length > result.waiting) syncSoon();
      });
    }, 50);
  };

  // Through the one api like every read: the copy is kept there, and what waits in the outbox is laid over.
  const readOnce = async (url: string) => {
    const result = await callApi({ url, cache: 'no-store' }, dispatch);
    if (result.error) throw new Error(String(result.error.status));
    return result.data;
  };
  // Not while the first screen is opening: the copy is for later, and its thirty-odd reads would take the tablet's CPU
  // and connections from the screen the person is waiting for. Once the page has loaded and the tablet is idle.
  const warm = () =>
    whenSettled(() => {
      const user = signedInUser();
      if (user && navigator.onLine) void warmUp(user.isAdmin, readOnce);
    });

  syncRequested = syncSoon;
  // Anything queued (a change, a photo) goes as soon as it can; the sync's own progress changes the outbox too, and a
  // run asked for while one is going joins it.
  onOutboxChange(() => {
    void count();
    syncSoon();
  });
  onSignedInChange((user) => {
    void count();
    if (!user) return;
    // The database's code once the page has loaded, not when it is first written to: until the worker holds the app's
    // files (a tablet's first visit), code not yet fetched cannot be fetched with no network, and a change made when
    // the Wi-Fi drops just after the screen opened could not be kept on the tablet.
    whenLoaded(() => void staffDb().catch(() => {}));
    // The rules a queued change is decided by (offline-calls.ts) at once, beside the screen's code, unless the app's
    // files are on the tablet already: no screen needs them (nor zod, which they bring) to draw, but a change made the
    // moment the network drops does.
    if (!appFilesOnTablet()) void loadRules().catch(() => {});
    dispatch(signInNeeded(false));
    syncSoon();
    warm();
  });
  window.addEventListener('online', () => {
    dispatch(wentOnline());
    // What waits goes first, alone on the line; the screens and the read cache are read after it.
    if (signedInUser()) readAfterSync = true;
    else readAgain();
    syncSoon();
  });
  window.addEventListener('offline', () => dispatch(wentOffline()));
  setInterval(() => {
    void count().then((entries) => {
      if (entries.some((e) => e.status === 'pending') && navigator.onLine) void sync();
    });
  }, RETRY_MS);
}
