// What a manage list shows (search text, status filter, sort and page), kept in the address's query string so that
// Back from an edit screen, a reload or a shared link returns to the same view.
import { useCallback } from 'react';
import { useSearchParams } from '../../lib/router/hooks.ts';

export type SortOrder = 'ascend' | 'descend';

export interface ListView {
  /** Free text matched against each row's search text, ignoring case. */
  q: string;
  /** A status value, or 'all'. */
  status: string;
  /** A column key, or null for the server's order (newest first). */
  sort: string | null;
  order: SortOrder;
  page: number;
  /** A day (YYYY-MM-DD): the list as it stood at that day's end; null for now. */
  asOf: string | null;
}

export const ALL_STATUSES = 'all';
/** The status filter's choice for the vehicles taken off the books. */
export const REMOVED = 'removed';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What a manage list shows: the yard now (changed from its rows), as it stood on a day, or what was taken off it. */
export type ListMode = 'now' | 'as-of' | 'removed';

export const listModeOf = (view: ListView): ListMode => (view.asOf ? 'as-of' : view.status === REMOVED ? 'removed' : 'now');

/** The moment a day of the address stands for: its last millisecond, in the tablet's (the dealership's) time. */
export const endOfDay = (day: string): string => new Date(`${day}T23:59:59.999`).toISOString();

export function parseListView(params: URLSearchParams): ListView {
  const page = Number(params.get('page'));
  const asOf = params.get('asOf');
  return {
    q: params.get('q') ?? '',
    status: params.get('status') || ALL_STATUSES,
    sort: params.get('sort') || null,
    order: params.get('order') === 'descend' ? 'descend' : 'ascend',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    asOf: asOf && DAY.test(asOf) && !Number.isNaN(Date.parse(asOf)) ? asOf : null,
  };
}

/** Only what differs from the default view goes into the address, so a plain list has a plain address. */
export function listViewParams(view: ListView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.status !== ALL_STATUSES) params.set('status', view.status);
  if (view.sort) {
    params.set('sort', view.sort);
    params.set('order', view.order);
  }
  if (view.page > 1) params.set('page', String(view.page));
  if (view.asOf) params.set('asOf', view.asOf);
  return params;
}

/**
 * The list's view and a way to change it. Changing the search, the filter or the sort starts again at page 1
 * (SPEC §4: a changed filter resets the page). The address is replaced rather than pushed, so Back leaves the list
 * instead of stepping through every keystroke.
 */
export function useListView(): [ListView, (changes: Partial<ListView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = parseListView(params);
  const change = useCallback(
    (changes: Partial<ListView>) =>
      setParams(
        (current) => {
          const next = { ...parseListView(current), ...changes };
          if (changes.page === undefined) next.page = 1;
          return listViewParams(next);
        },
        { replace: true },
      ),
    [setParams],
  );
  return [view, change];
}
