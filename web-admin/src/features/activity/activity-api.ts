// GET /api/events for the Activity feed: the whole log, newest first, a page at a time as the list scrolls, with each
// change's record named and its fields before → after; and the staff, to call people by their names.
import type { AuditPage } from '@forecourt/contracts/audit';
import type { User } from '@forecourt/contracts/user';
import { api } from '../../lib/api.ts';

export interface ActivityFilters {
  streamType?: string;
  streamId?: string;
  actor?: string;
  type?: string;
  /** ISO. */
  from?: string;
  to?: string;
}

export const ACTIVITY_PAGE = 30;

/** The query string of the filters that are set (also the CSV export's). */
export function filterParams(filters: ActivityFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => typeof value === 'string' && value !== '')) as Record<string, string>;
}

export const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    listEvents: build.infiniteQuery<AuditPage, ActivityFilters, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/events',
        params: { ...filterParams(queryArg), include: 'changes', limit: ACTIVITY_PAGE, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
      providesTags: [{ type: 'AuditEvent', id: 'LIST' }],
    }),
    listStaff: build.query<User[], void>({
      query: () => '/users',
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
  }),
});

export const { useListEventsInfiniteQuery, useListStaffQuery } = activityApi;
