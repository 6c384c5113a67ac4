// The one RTK Query api of the staff app. Every server call goes through it: reads cache here, and every change is a
// mutation here, so the offline outbox can later take over sending them in one place. Features add their endpoints
// with `api.injectEndpoints`; every tag type the app uses is declared below.
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

export const TAG_TYPES = [
  'CurrentUser',
  'Car',
  'CarImage',
  'CarBrand',
  'CarFeature',
  'Campervan',
  'CampervanImage',
  'CampervanFeature',
  'EmailRecipient',
  'User',
  'LoginHistory',
  'ContactMessage',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api', credentials: 'include' }),
  tagTypes: TAG_TYPES,
  // SPEC §7: no refetch on focus by default; lists are refreshed by invalidation after each change.
  refetchOnFocus: false,
  refetchOnReconnect: false,
  keepUnusedDataFor: 300,
  endpoints: () => ({}),
});
