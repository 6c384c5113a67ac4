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

/** Under 1100 px (the tablet in landscape) the sidebar folds to a rail of icons, always in view. */
export const SIDEBAR_RAIL_QUERY = '(max-width: 1099.98px)';
/** Under 900 px (the tablet in portrait, a phone) the sidebar becomes a drawer behind the menu button. */
export const SIDEBAR_DRAWER_QUERY = '(max-width: 899.98px)';
