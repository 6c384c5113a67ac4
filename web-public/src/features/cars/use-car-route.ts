// The car section's place in the address: the search in the query, and an open car at /cars/:id-slug over the list.
// Opening a car pushes its address; closing goes Back to the list when the list came first, else to /cars.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useRoute, useSearch } from 'wouter';
import { carPath, idFromSlug } from '@forecourt/contracts/site';
import type { Car } from '@forecourt/contracts/car';
import { carFiltersSearch, readCarFilters, type CarFilters } from './car-search.ts';

/** Kept in the history entry of a car opened from the list, so closing it can go Back there. */
const FROM_LIST = { fromCarList: true };
/** The detail holds on to its car this long after it closes before clearing it (SPEC §4, §9). */
export const DETAIL_CLEAR_DELAY_MS = 300;

export const isCarDetailPath = (pathname: string): boolean => /^\/cars\/[^/]+$/.test(pathname);

export interface CarRoute {
  filters: CarFilters;
  /** The query string of the search as read (unknown parts left out): '' or '?brand=BMW'. */
  search: string;
  /** Shows another search: a push, so Back restores the previous one, unless `replace`. */
  setFilters(next: CarFilters, options?: { replace?: boolean }): void;
  /** The address of a car's detail, keeping the search. */
  detailHref(car: Pick<Car, 'id' | 'year' | 'brand' | 'model'>): string;
  /** The history state a detail link pushes. */
  detailState: typeof FROM_LIST;
  /** Whether a car's address is open. */
  detailOpen: boolean;
  /** The car shown in the detail, kept DETAIL_CLEAR_DELAY_MS after closing; undefined when nothing shows. */
  shown: { id: number | undefined } | undefined;
  closeDetail(): void;
}

export function useCarRoute(): CarRoute {
  const [pathname, navigate] = useLocation();
  const rawSearch = useSearch();
  const [isDetail, params] = useRoute<{ slug: string }>('/cars/:slug');
  const slug = isDetail ? params.slug : undefined;
  const filters = useMemo(() => readCarFilters(rawSearch), [rawSearch]);
  const search = carFiltersSearch(filters);
  const listPath = pathname === '/' ? '/' : '/cars';

  const setFilters = useCallback(
    (next: CarFilters, options?: { replace?: boolean }) => {
      const target = listPath + carFiltersSearch(next);
      if (target !== listPath + search) navigate(target, options);
    },
    [listPath, navigate, search],
  );

  // Escape pressed twice must not go Back twice: one close per open address.
  const closing = useRef(false);
  useEffect(() => {
    closing.current = false;
  }, [slug]);
  const closeDetail = useCallback(() => {
    if (closing.current) return;
    closing.current = true;
    const state = window.history.state as Partial<typeof FROM_LIST> | null;
    if (state?.fromCarList) window.history.back();
    else navigate(`/cars${search}`, { replace: true });
  }, [navigate, search]);

  const shownSlug = useLingering(slug, DETAIL_CLEAR_DELAY_MS);
  return {
    filters,
    search,
    setFilters,
    detailHref: (car) => carPath(car) + search,
    detailState: FROM_LIST,
    detailOpen: isDetail,
    shown: shownSlug === undefined ? undefined : { id: idFromSlug(shownSlug) },
    closeDetail,
  };
}

/** The value, or for `ms` after it becomes undefined, the last value it had. */
function useLingering(value: string | undefined, ms: number): string | undefined {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (value !== undefined) {
      setShown(value);
      return;
    }
    const timer = window.setTimeout(() => setShown(undefined), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return value ?? shown;
}
