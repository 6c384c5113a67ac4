// Which campervan's detail is open, from the address /campervans/:id-slug, and how it closes: Back closes it, and
// so does the close button, which steps back to the list; a deep link gets the list put behind it in the history
// first, so Back closes it there too. (The layout keeps the list's scroll position under the detail.)
import { useCallback, useEffect } from 'react';
import { useLocation, useRoute, useSearch } from 'wouter';
import { idFromSlug } from '@forecourt/contracts/site';
import { LIST_PATH } from './campervan-filters.ts';

/** History state of a detail address entered from the list: closing it is a step back. */
export const OPENED_FROM_LIST = { campervanDetail: true } as const;

/**
 * Called as a detail opens from the list: with a hash left on the list's address (/campervan-hire#top), the browser
 * would scroll to it again when Back returns to the list, instead of leaving the list where it was.
 */
export function dropListHash(): void {
  const { hash, pathname, search } = window.location;
  if (hash) window.history.replaceState(window.history.state, '', pathname + search);
}

const openedFromList = () => (window.history.state as { campervanDetail?: boolean } | null)?.campervanDetail === true;

export interface CampervanDetailRoute {
  /** The open campervan's id (0 for an address without one), or undefined when only the list shows. */
  id: number | undefined;
  pathname: string;
  /** The query string with its '?', or ''. */
  search: string;
  close(): void;
}

export function useCampervanDetailRoute(): CampervanDetailRoute {
  const [pathname, navigate] = useLocation();
  const [isDetail, params] = useRoute('/campervans/:slug');
  const rawSearch = useSearch();
  const search = rawSearch ? `?${rawSearch}` : '';
  const id = isDetail ? (idFromSlug(params.slug) ?? 0) : undefined;

  // A deep link: put the list behind the detail, so Back (and the close button) lands on the list.
  useEffect(() => {
    if (!isDetail || openedFromList()) return;
    const detail = window.location.pathname + window.location.search;
    navigate(LIST_PATH + window.location.search, { replace: true });
    navigate(detail, { state: OPENED_FROM_LIST });
  }, []); // only the address the page was opened at needs this

  const close = useCallback(() => {
    if (openedFromList()) window.history.back();
    else navigate(LIST_PATH + window.location.search, { replace: true });
  }, [navigate]);

  return { id, pathname, search, close };
}
