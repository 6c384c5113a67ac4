// What each screen reads, asked for the moment its address is known: the router runs a route's loader while it is
// still fetching the screen's code, so the answers and the code arrive together instead of one after the other (on the
// yard's tablet that chain was the longest wait of a screen). The loaders only start the reads and never hold the
// screen up; the screens read the same answers from the api's cache, and ask again by their own rules.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { store, type RootState } from '../lib/store.ts';
import { sessionApi } from '../lib/session-api.ts';
import { inventoryApi } from '../lib/inventory-api.ts';
import { loginHistoryApi } from '../lib/login-history-api.ts';
import { insightsApi } from '../lib/insights-api.ts';
import { recipientsApi } from '../features/recipients/recipients-api.ts';
import { usersApi } from '../features/users/users-api.ts';

const read = (thunk: ThunkAction<void, RootState, unknown, UnknownAction>) => () => void store.dispatch(thunk);

export const READS = {
  currentUser: read(sessionApi.util.prefetch('currentUser', undefined, {})),
  cars: read(inventoryApi.util.prefetch('listCars', undefined, {})),
  campervans: read(inventoryApi.util.prefetch('listCampervans', undefined, {})),
  recentSignIns: read(loginHistoryApi.util.prefetch('listLoginHistory', undefined, {})),
  /** For administrators only: asked once the current user is known to be one. */
  stockInsight: () =>
    void store
      .dispatch(sessionApi.endpoints.currentUser.initiate(undefined, { subscribe: false }))
      .then(({ data }) => data?.isAdmin && store.dispatch(insightsApi.util.prefetch('stockInsight', undefined, {}))),
  recipients: read(recipientsApi.util.prefetch('listRecipients', undefined, {})),
  users: read(usersApi.util.prefetch('listUsers', undefined, {})),
};

/**
 * A route's loader that starts `reads` and lets the screen render at once; it runs again only when the address's path
 * changes, not for every letter typed into a list's search (which lives in the query string).
 */
export const reads = (...starts: (() => void)[]) => ({
  loader: () => {
    starts.forEach((start) => start());
    return null;
  },
  shouldRevalidate: ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) => currentUrl.pathname !== nextUrl.pathname,
});
