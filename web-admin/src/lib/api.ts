// The one RTK Query api of the staff app. Every server call goes through it: reads cache here, and every change is a
// mutation here, sent by `sendCommand` below, which is also where the tablet's offline copy and outbox come in (see
// lib/offline/). Features add their endpoints with `api.injectEndpoints`; every tag type the app uses is declared below.
import type { Dispatch } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { deviceId, newId } from './device.ts';
import { isCommandCall } from './offline/command-requests.ts';
import { changeThrough, readThrough, type CallResult, type OfflineEvents } from './offline/offline-calls.ts';
import { servedFromCopy, wentOffline, wentOnline } from './offline/offline-slice.ts';
import { fetchWithProgress } from './upload-progress.ts';

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
  'AuditEvent',
  'VehicleHistory',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

const http = fetchBaseQuery({ baseUrl: '/api', credentials: 'include', fetchFn: fetchWithProgress });

/** The address under /api a call names, with its query string (the key of the tablet's copy of a read). */
function addressOf(call: FetchArgs): string {
  const params = call.params ? new URLSearchParams(call.params as Record<string, string>).toString() : '';
  return params ? `${call.url}?${params}` : call.url;
}

/**
 * Sends every call. A read answers from the server, or with no network from the tablet's copy; changes still waiting
 * in the outbox are laid over either. A change (any method but GET) goes out under a fresh `Idempotency-Key`, so a
 * repeat after a dropped answer changes nothing twice, and this device's id for the event log; a change that carries
 * its typed command (see offline/command-requests.ts) is queued as that command, under that key, when it must wait. A mutation may set its own key or `If-Match` version in its headers; those are kept. (The
 * server never replays sign-in and password-reset calls, whatever key they carry.)
 */
export const sendCommand: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, baseApi, extra) => {
  const given: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const queued = isCommandCall(given) ? given.queued : undefined;
  const { queued: _queued, ...call } = given as FetchArgs & { queued?: unknown };
  const method = (call.method ?? 'GET').toUpperCase();
  const events: OfflineEvents = {
    servedFromCopy: (savedAt) => baseApi.dispatch(servedFromCopy(savedAt)),
    reachedServer: () => baseApi.dispatch(wentOnline()),
    lostServer: () => baseApi.dispatch(wentOffline()),
  };
  const send = (url: string, body: unknown, headers?: Headers) =>
    http({ ...call, url, body, ...(headers ? { headers } : {}), params: url === call.url ? call.params : undefined }, baseApi, extra) as Promise<CallResult>;

  if (method === 'GET') return (await readThrough(addressOf(call), (url) => send(url, undefined), events)) as never;
  const headers = new Headers(call.headers as HeadersInit | undefined);
  if (!headers.has('Idempotency-Key')) headers.set('Idempotency-Key', newId());
  headers.set('X-Device-Id', deviceId());
  const photo = call.body instanceof FormData ? call.body.get('file') : null;
  return (await changeThrough(queued, headers, (url, body) => send(url, body, headers), events, {
    url: addressOf(call),
    body: call.body,
    ...(photo instanceof Blob ? { photo } : {}),
  })) as never;
};

/**
 * Sends one call through sendCommand from outside a screen's hooks (the Sync screen's clash resolution, the warm-up
 * reads, a photo upload): the same headers, the same offline copy and outbox.
 */
export async function callApi(args: FetchArgs, dispatch: Dispatch, signal = new AbortController().signal): Promise<CallResult> {
  const method = (args.method ?? 'GET').toUpperCase();
  const baseApi = { signal, abort: () => {}, dispatch, getState: () => ({}), extra: undefined, endpoint: 'callApi', type: method === 'GET' ? 'query' : 'mutation' } as const;
  return (await sendCommand(args, baseApi, {})) as CallResult;
}

/** A screen that asks afresh as it opens shows an answer younger than this as it is: on a page opened at that screen,
 * the page's start has just read it (app/first-reads.ts), and a second read would only repeat it. */
export const FRESH_ON_OPEN_S = 5;

export const api = createApi({
  reducerPath: 'api',
  baseQuery: sendCommand,
  tagTypes: TAG_TYPES,
  // SPEC §7: no refetch on focus by default; lists are refreshed by invalidation after each change.
  refetchOnFocus: false,
  refetchOnReconnect: false,
  keepUnusedDataFor: 300,
  endpoints: () => ({}),
});
