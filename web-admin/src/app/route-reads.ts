// What each screen reads, asked for the moment its address is known: the router starts a route's reads while it is
// still fetching the screen's code, so the answers and the code arrive together instead of one after the other (on the
// yard's tablet that chain was the longest wait of a screen). The reads never hold the screen up; the screens read
// the same answers from the api's cache, and ask again by their own rules.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { LOGIN_HISTORY_SCREEN_READ, staffAdministratorPartOf, staffReadsOf } from '@forecourt/contracts/site';
import { store, type RootState } from '../lib/store.ts';
import { sessionApi } from '../lib/session-api.ts';
import { inventoryApi } from '../lib/inventory-api.ts';
import { EVERY_SIGN_IN, loginHistoryApi } from '../lib/login-history-api.ts';
import { insightsApi } from '../lib/insights-api.ts';
import { catalogApi } from '../lib/catalog-api.ts';
import { recipientsApi } from '../features/recipients/recipients-api.ts';
import { usersApi } from '../features/users/users-api.ts';
import { messagesApi } from '../features/messages/messages-api.ts';
import { loadModule } from './screens.ts';

const read = (thunk: ThunkAction<void, RootState, unknown, UnknownAction>) => () => void store.dispatch(thunk);

/** Each read an address can show first (contracts' `staffReadsOf`), by its address under /api. */
export const READS: Record<string, () => void> = {
  '/user': read(sessionApi.util.prefetch('currentUser', undefined, {})),
  '/cars': read(inventoryApi.util.prefetch('listCars', undefined, {})),
  '/campervans': read(inventoryApi.util.prefetch('listCampervans', undefined, {})),
  '/car-brands': read(catalogApi.util.prefetch('listCarBrands', undefined, {})),
  '/login-history': read(loginHistoryApi.util.prefetch('listLoginHistory', undefined, {})),
  [LOGIN_HISTORY_SCREEN_READ]: read(loginHistoryApi.util.prefetch('listLoginHistory', EVERY_SIGN_IN, {})),
  '/email-settings': read(recipientsApi.util.prefetch('listRecipients', undefined, {})),
  '/users': read(usersApi.util.prefetch('listUsers', undefined, {})),
  '/contact-messages': read(messagesApi.util.prefetch('listContactMessages', undefined, {})),
  '/insights/stock': read(insightsApi.util.prefetch('stockInsight', undefined, {})),
};

/** What the address shows administrators alone (contracts' `staffAdministratorPartOf`: the dashboard's stock insight),
 * once the current user is known to be one: its reads and its code, so they arrive beside the screen's own rather
 * than one after another behind it. (On the page's first address the entry has sent them already.) */
const administratorPart = (pathname: string) => {
  const part = staffAdministratorPartOf(pathname);
  if (!part.reads.length && !part.modules.length) return;
  void store.dispatch(sessionApi.endpoints.currentUser.initiate(undefined, { subscribe: false })).then(({ data }) => {
    if (!data?.isAdmin) return;
    for (const address of part.reads) READS[address]?.();
    part.modules.forEach(loadModule); // a module that cannot come is retried where it is shown
  });
};

/**
 * The reads of every screen behind sign-in: those the address shows first. The router starts them whenever the
 * address's path changes, not for every letter typed into a list's search (which lives in the query string). On the
 * page's first address the entry has sent them already (first-reads.ts), and these take those answers.
 */
export const screenReads = (url: URL) => {
  for (const address of staffReadsOf(url.pathname)) READS[address]?.();
  administratorPart(url.pathname);
};
