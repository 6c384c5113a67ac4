// Whether a CSS media query matches, kept current as the window or the tablet's orientation changes.
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Under 1100 px (a tablet, either way round) the sidebar becomes a drawer. */
export const SIDEBAR_DRAWER_QUERY = '(max-width: 1099.98px)';
