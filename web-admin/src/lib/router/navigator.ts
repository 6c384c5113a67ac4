// The staff app's navigation, apart from React: where the app is, where it is going, and whether it may go. A move
// (a link, a navigate call, the browser's Back or Forward) finds the routes of its address, starts their reads,
// fetches the code of any screen not yet on the tablet, and only then shows the new address's routes: the screen
// before stays in view while the next one's code arrives. A move whose code is all here is shown at once, in the
// caller's own turn, so a search typed into a list (a new query string) follows the caller's transition.
//
// A form with unsaved work may hold a move back (`block`): a move within the app waits for its answer, and the
// browser's Back or Forward is undone first and done again only if the person chooses to leave.
import { matchRoutes, type RouteMatch, type RouteShape } from './match.ts';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the move that made this entry carried (`navigate(to, { state })`). */
  state: unknown;
  /** One entry of the tablet's history, however often its address recurs. */
  key: string;
}

export interface NavigatorRoute extends RouteShape {
  /** The route's screen, fetched the first time its address is shown. */
  lazy?: () => Promise<unknown>;
  /** Shown in the route's place when a screen at or below it cannot be opened; the nearest one tells of it. */
  errorElement?: unknown;
  /** Starts the reads the route shows, whenever the address's path changes to one it matches. */
  reads?: (url: URL) => void;
}

export interface NavigatorState<R extends NavigatorRoute> {
  /** False until the first address's screens are loaded (or failed to load). */
  ready: boolean;
  location: Location;
  matches: readonly RouteMatch<R>[];
  /** A screen that could not be loaded, told at the route that catches it. */
  failure: { route: R; error: unknown } | null;
  /** The move a form is holding back, waiting for the person's answer. */
  held: symbol | null;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Decides whether the move from `currentLocation` to `nextLocation` waits for the person's answer. */
export type Hold = (move: { currentLocation: Location; nextLocation: Location }) => boolean;

/** What the navigator needs of the browser: its history and address, and word of Back and Forward. */
export interface BrowserHistory {
  readonly state: unknown;
  /** The current address: path, query and fragment. */
  readonly href: string;
  pushState(state: unknown, unused: string, url: string): void;
  replaceState(state: unknown, unused: string, url: string): void;
  go(delta: number): void;
  onPop(listener: () => void): void;
}

/** What the navigator keeps in each history entry: the move's own state, the entry's key and its place in the history. */
interface Entry {
  usr?: unknown;
  key: string;
  idx: number;
}

const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && typeof (value as Entry).key === 'string' && typeof (value as Entry).idx === 'number';

const BASE = 'http://staff.invalid';
const newKey = () => Math.random().toString(36).slice(2, 10);
export const pathOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) => location.pathname + location.search + location.hash;

function locationAt(href: string, state: unknown, key: string, from = '/'): Location {
  const url = new URL(href, new URL(from, BASE));
  // A bare '?' is no query at all.
  return { pathname: url.pathname, search: url.search === '?' ? '' : url.search, hash: url.hash, state, key };
}

export function browserHistory(): BrowserHistory {
  return {
    get state() {
      return window.history.state;
    },
    get href() {
      return window.location.pathname + window.location.search + window.location.hash;
    },
    pushState: (state, unused, url) => window.history.pushState(state, unused, url),
    replaceState: (state, unused, url) => window.history.replaceState(state, unused, url),
    go: (delta) => window.history.go(delta),
    onPop: (listener) => window.addEventListener('popstate', listener),
  };
}

export function createNavigator<R extends NavigatorRoute>(routes: readonly R[], history: BrowserHistory = browserHistory()) {
  const screens = new Map<R, unknown>(); // each lazy route's screen, once fetched
  const loading = new Map<R, Promise<unknown>>();
  const listeners = new Set<(state: NavigatorState<R>) => void>();
  const holds = new Map<symbol, Hold>();
  let held: { id: symbol; proceed: () => void } | null = null;
  let latest = 0; // the newest move: an older one still fetching code is dropped when it arrives
  let undoing = false; // a Back or Forward being undone while a form asks
  let unheld = false; // a Back or Forward done again after the person chose to leave

  const first = isEntry(history.state) ? history.state : { key: 'default', idx: 0 };
  if (!isEntry(history.state)) history.replaceState({ ...first }, '', history.href);
  let index = first.idx;
  let state: NavigatorState<R> = {
    ready: false,
    location: locationAt(history.href, first.usr ?? null, first.key),
    matches: [],
    failure: null,
    held: null,
  };

  const publish = (next: NavigatorState<R>) => {
    state = next;
    for (const listener of listeners) listener(state);
  };

  const load = (route: R): Promise<unknown> => {
    let promise = loading.get(route);
    if (!promise) {
      promise = route.lazy!().then(
        (screen) => {
          screens.set(route, screen);
          return screen;
        },
        (error: unknown) => {
          loading.delete(route); // the next move to it tries again
          throw error;
        },
      );
      loading.set(route, promise);
    }
    return promise;
  };

  /** The route that tells of a failure at `matches[at]`: the nearest one at or above it that catches errors. */
  const catcherOf = (matches: readonly RouteMatch<R>[], at: number) => {
    for (let i = at; i >= 0; i--) if (matches[i]!.route.errorElement !== undefined) return matches[i]!.route;
    return matches[0]!.route;
  };

  /** Shows `next`: its reads start at once, its screens' code is fetched, then it is shown (and, unless the browser
   * moved already, written into the history). */
  const show = (next: Location, write: 'push' | 'replace' | null) => {
    const move = ++latest;
    const matches = matchRoutes(routes, next.pathname) ?? [];
    if (!state.ready || next.pathname !== state.location.pathname) {
      const url = new URL(pathOf(next), BASE);
      for (const { route } of matches) route.reads?.(url);
    }
    const commit = (failure: NavigatorState<R>['failure']) => {
      if (move !== latest) return;
      if (write) {
        index = write === 'push' ? index + 1 : index;
        const entry: Entry = { usr: next.state, key: next.key, idx: index };
        if (write === 'push') history.pushState(entry, '', pathOf(next));
        else history.replaceState(entry, '', pathOf(next));
      }
      publish({ ready: true, location: next, matches, failure, held: null });
    };
    const pending = matches.filter(({ route }) => route.lazy && !screens.has(route));
    if (pending.length === 0) return commit(null);
    void Promise.allSettled(pending.map(({ route }) => load(route))).then((results) => {
      const failed = results.findIndex((result) => result.status === 'rejected');
      if (failed < 0) return commit(null);
      const at = matches.indexOf(pending[failed]!);
      commit({ route: catcherOf(matches, at), error: (results[failed] as PromiseRejectedResult).reason });
    });
  };

  /** Which form holds this move back: the newest one asking to, if it does. */
  const holderOf = (next: Location) => {
    const last = [...holds].at(-1);
    return last && last[1]({ currentLocation: state.location, nextLocation: next }) ? last[0] : null;
  };

  const hold = (id: symbol, proceed: () => void) => {
    held = { id, proceed };
    publish({ ...state, held: id });
  };

  const navigate = (to: string | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') return history.go(to);
    const next = locationAt(to, options.state ?? null, newKey(), pathOf(state.location));
    // A link to where the app already is replaces the entry rather than adding the same address again.
    const replace = options.replace ?? pathOf(next) === pathOf(state.location);
    const holder = holderOf(next);
    if (holder) return hold(holder, () => show(next, replace ? 'replace' : 'push'));
    show(next, replace ? 'replace' : 'push');
  };

  history.onPop(() => {
    if (undoing) {
      undoing = false;
      return;
    }
    const entry = isEntry(history.state) ? history.state : null;
    const to = entry?.idx ?? index + 1;
    const delta = to - index;
    const next = locationAt(history.href, entry?.usr ?? null, entry?.key ?? newKey());
    const holder = unheld || delta === 0 ? null : holderOf(next);
    unheld = false;
    if (holder) {
      // The browser has moved already: back to where the form is, and on again only if the person leaves.
      undoing = true;
      history.go(-delta);
      return hold(holder, () => {
        unheld = true;
        history.go(delta);
      });
    }
    index = to;
    if (!entry) history.replaceState({ key: next.key, idx: index }, '', history.href);
    show(next, null);
  });

  /** The person chose to stay: the held move is dropped. */
  const stay = () => {
    if (!held) return;
    held = null;
    publish({ ...state, held: null });
  };

  show(state.location, null);

  return {
    get state() {
      return state;
    },
    subscribe(listener: (state: NavigatorState<R>) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    navigate,
    /** Lets `decide` hold moves back until the returned function is called. */
    block(id: symbol, decide: Hold) {
      holds.set(id, decide);
      return () => {
        holds.delete(id);
        if (held?.id === id) stay();
      };
    },
    /** The person chose to leave: the held move goes on. */
    proceed() {
      const go = held?.proceed;
      held = null;
      go?.();
    },
    stay,
    /** The screen of a lazy `route`, once fetched. */
    screenOf: (route: R) => screens.get(route),
    /**
     * Fetches the screens of the address `to` (no reads, no move), so a move there later is shown in its own turn
     * rather than after its code arrives. A failure is left to that move, which tries again.
     */
    async preload(to: string): Promise<void> {
      const matches = matchRoutes(routes, locationAt(to, null, '', pathOf(state.location)).pathname) ?? [];
      await Promise.allSettled(matches.filter(({ route }) => route.lazy && !screens.has(route)).map(({ route }) => load(route)));
    },
  };
}

export type Navigator<R extends NavigatorRoute> = ReturnType<typeof createNavigator<R>>;
