// The moves a screen makes: to another address, a new query for its own (a list's search and filters, a vehicle's
// tab), and holding a move back while a form has unsaved work.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useHeld, useLocation, useRouter } from './RouterProvider.tsx';
import type { Hold, NavigateOptions } from './navigator.ts';
import { usePreloadWhenIdle } from '../preload-when-idle.ts';

/** Moves to an address (`'/dashboard'`, `'?tab=history'`), or through the history by a number of steps (`-1`). */
export function useNavigate(): (to: string | number, options?: NavigateOptions) => void {
  return useRouter().navigate;
}

/**
 * Fetches the screens of `to` once the tablet is idle (a list, the screen of the row a person is about to open), so the
 * tap on its link moves at once instead of appending and fetching the screen's code while the tap waits for an answer.
 */
export function usePreloadedScreen(to: string | undefined): void {
  const router = useRouter();
  // Idle on a first visit too: the first screen's own files come first.
  usePreloadWhenIdle(useMemo(() => (to === undefined ? undefined : () => router.preload(to)), [router, to]), { firstVisit: 'idle' });
}

type ParamsInit = URLSearchParams | Record<string, string> | string;

/** The address's query, and a move to a new one on the same path. */
export function useSearchParams(): [URLSearchParams, (next: ParamsInit | ((current: URLSearchParams) => ParamsInit), options?: NavigateOptions) => void] {
  const router = useRouter();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: ParamsInit | ((current: URLSearchParams) => ParamsInit), options?: NavigateOptions) => {
      // The newest query, should two changes come before the screen draws again.
      const value = typeof next === 'function' ? next(new URLSearchParams(router.state.location.search)) : next;
      router.navigate(`?${new URLSearchParams(value)}`, options);
    },
    [router],
  );
  return [params, setParams];
}

export interface Blocker {
  state: 'unblocked' | 'blocked';
  /** While blocked: make the move. */
  proceed?: () => void;
  /** While blocked: stay. */
  reset?: () => void;
}

/**
 * Holds back every move for which `shouldBlock` says so (a link, a navigate call, Back, Forward) until the person
 * answers: `proceed` makes the move, `reset` stays. `shouldBlock` is read afresh at each move.
 */
export function useBlocker(shouldBlock: Hold): Blocker {
  const router = useRouter();
  const [id] = useState(() => Symbol('hold'));
  const decide = useRef(shouldBlock);
  decide.current = shouldBlock;
  useEffect(() => router.block(id, (move) => decide.current(move)), [router, id]);
  return useHeld() === id ? { state: 'blocked', proceed: router.proceed, reset: router.stay } : { state: 'unblocked' };
}
