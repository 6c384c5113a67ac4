// How the one api reaches the server when the network may be gone. A read answers from the server and keeps a copy;
// with no network it answers from the copy. Either way the changes still in the outbox are laid over it. A change to
// the inventory, its photos, catalogue or recipients goes straight to the server when it can; offline (or when it
// must wait behind queued changes to the same record) it is queued with its command id and answered at once as the
// server would, so the screen shows it, marked pending.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { db } from './db.ts';
import { describeChange } from './describe-change.ts';
import { overlay, optimisticAnswer } from './overlay.ts';
import { dropLocalPhoto, enqueue, entriesOf } from './outbox.ts';
import { CREATES_RECORD, isLocalFileId, isQueueable, localRefs, newTempId, resolveRefs, streamOf, type OutboxEntry } from './outbox-entry.ts';
import { recall, remember } from './read-cache.ts';
import { signedInUser } from './signed-in.ts';

export type CallResult = { data: unknown; error?: undefined } | { error: FetchBaseQueryError; data?: undefined };

export interface OfflineEvents {
  /** Data came from the tablet's copy, read from the server at `savedAt`. */
  servedFromCopy(savedAt: number): void;
  reachedServer(): void;
  lostServer(): void;
}

const isNetworkFailure = (result: CallResult) => !!result.error && result.error.status === 'FETCH_ERROR';
const offlineNow = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const NO_NETWORK: CallResult = { error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } };

async function waitingChanges(): Promise<OutboxEntry[]> {
  const user = signedInUser();
  return user ? entriesOf(user.id) : [];
}

/** The request with stand-in ids (and photo ids) replaced by real ones where the server has given them. */
async function withRealIds<T extends { url: string; body: unknown }>(request: T): Promise<T> {
  const locals = localRefs(request);
  if (locals.length === 0) return request;
  const known = new Map((await db.ids.bulkGet(locals)).filter((m) => !!m).map((m) => [m!.local, m!.real] as const));
  return resolveRefs(request, (local) => known.get(local));
}

export async function readThrough(url: string, fetchOnline: (url: string) => Promise<CallResult>, events: OfflineEvents): Promise<CallResult> {
  const realUrl = (await withRealIds({ url, body: undefined })).url;
  const madeHere = /\/-\d+(\/|$)/.test(realUrl); // made on this tablet and not on the server yet
  const result = madeHere ? NO_NETWORK : offlineNow() ? NO_NETWORK : await fetchOnline(realUrl);
  const entries = await waitingChanges();

  if (!result.error) {
    events.reachedServer();
    void remember(realUrl, result.data);
    const laid = overlay(url, result.data, entries);
    return laid && 'data' in laid ? { data: laid.data } : result;
  }
  if (result.error.status === 401) void db.reads.delete(realUrl).catch(() => {});
  if (!isNetworkFailure(result)) return result;

  const copy = madeHere ? undefined : await recall(realUrl);
  const laid = overlay(url, copy?.data, entries);
  if (!madeHere) events.lostServer();
  if (laid && 'gone' in laid) return { error: { status: 404, data: { error: 'Not found' } } };
  if (!laid) return result;
  if (copy) events.servedFromCopy(copy.savedAt);
  return { data: laid.data };
}

/** What the tablet shows now of the record (or image list) a change is about: its copy with the outbox laid over. */
async function shownNow(url: string, entries: readonly OutboxEntry[]): Promise<Record<string, unknown> | undefined> {
  const read = async (address: string) => {
    const copy = await recall(address);
    const laid = overlay(address, copy?.data, entries);
    return laid && 'data' in laid ? (laid.data as Record<string, unknown>) : undefined;
  };
  const images = /^\/(cars|campervans)\/(-?\d+)\/images(\/order)?$/.exec(url);
  if (images) return read(`/${images[1] === 'cars' ? 'carImages' : 'campervan-images'}/${images[2]}`);
  const record = /^\/(cars|campervans)\/(-?\d+)$/.exec(url);
  if (record) return read(url);
  const row = /^\/(email-settings|car-features|campervan-features)\/(-?\d+)/.exec(url);
  if (row) return ((await read(`/${row[1]}`)) as unknown as { id: number }[] | undefined)?.find((r) => r.id === Number(row[2])) as never;
  return undefined;
}

/** The vehicle an image change is about, for its description. */
async function ownerOf(url: string, body: Record<string, unknown> | undefined, entries: readonly OutboxEntry[]) {
  const fromPath = /^\/(cars|campervans)\/(-?\d+)\//.exec(url);
  const carId = fromPath?.[1] === 'cars' ? Number(fromPath[2]) : (body?.carId as number | undefined);
  const vanId = fromPath?.[1] === 'campervans' ? Number(fromPath[2]) : (body?.campervanId as number | undefined);
  if (carId) return shownNow(`/cars/${carId}`, entries);
  if (vanId) return shownNow(`/campervans/${vanId}`, entries);
  return undefined;
}

const ifMatchOf = (headers: Headers): number | undefined => {
  const value = headers.get('If-Match')?.replace(/"/g, '');
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
};

/**
 * Sends a change, or queues it. `headers` already carry its command id (Idempotency-Key); `sendOnline` sends it as
 * it is. Changes that cannot be queued (users, sign-in, messages) are sent and fail plainly offline.
 */
export async function changeThrough(
  method: string,
  url: string,
  body: unknown,
  headers: Headers,
  sendOnline: (url: string, body: unknown) => Promise<CallResult>,
  events: OfflineEvents,
): Promise<CallResult> {
  const user = signedInUser();
  if (!user || !isQueueable(method, url)) {
    const result = await sendOnline(url, body);
    if (isNetworkFailure(result)) {
      events.lostServer();
      return { error: { status: 'FETCH_ERROR', error: 'You are offline. This change needs a connection; try again when the network is back.' } };
    }
    return result;
  }
  // A photo taken offline and dropped before it was sent: nothing to tell the server.
  const dropped = /^\/upload\/(.+)$/.exec(url);
  if (method === 'DELETE' && dropped && isLocalFileId(decodeURIComponent(dropped[1]!))) {
    await dropLocalPhoto(decodeURIComponent(dropped[1]!));
    return { data: { success: true } };
  }

  const entries = await entriesOf(user.id);
  const real = await withRealIds({ url, body });
  const stream = streamOf(url);
  const realStream = streamOf(real.url);
  // It waits offline, behind queued changes to the same record, and while it names something not on the server yet.
  const mustWait =
    offlineNow() ||
    localRefs(real).length > 0 ||
    entries.some((e) => {
      const queuedStream = streamOf(e.url);
      return !!queuedStream && (queuedStream === stream || queuedStream === realStream);
    });
  if (!mustWait) {
    const result = await sendOnline(real.url, real.body);
    if (!isNetworkFailure(result)) {
      events.reachedServer();
      return result;
    }
    events.lostServer();
  }

  // Queued under the same command id it may already have been sent with: if the server did get it, the replay
  // answers what it answered then and changes nothing twice.
  const current = await shownNow(url, entries);
  const owner = await ownerOf(url, body as Record<string, unknown> | undefined, entries);
  const makesRecord = method === 'POST' && CREATES_RECORD.test(url);
  const batch = method === 'PUT' && /^\/campervans\/-?\d+\/images$/.test(url);
  const entry = await enqueue({
    id: headers.get('Idempotency-Key')!,
    userId: user.id,
    deviceTime: new Date().toISOString(),
    method: method as OutboxEntry['method'],
    url,
    body,
    ifMatch: ifMatchOf(headers),
    tempId: makesRecord || batch ? newTempId() : undefined,
    base: method === 'PUT' && !/\/images/.test(url) ? current : undefined,
    label: describeChange(method, url, body, current, owner),
  });
  return { data: optimisticAnswer(entry, current) };
}
