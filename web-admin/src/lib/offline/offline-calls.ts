// How the one api reaches the server when the network may be gone. A read answers from the server and keeps a copy;
// with no network it answers from the copy. Either way the changes still in the outbox are laid over it. A change to
// the inventory, its photos, catalogue or recipients is a typed command: it goes straight to the server when it can;
// offline (or when it must wait behind queued changes to the same stream) it is queued with its command id, decided
// on the tablet by the server's own decider, and answered at once, so the screen shows it, marked pending. A command
// the decider refuses is refused at once, with the server's words.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { AppError } from '@forecourt/domain/errors';
import { requestOf } from './command-requests.ts';
import { existingStaffDb, staffDb } from './db.ts';
import { describeChange } from './describe-change.ts';
import { copyAddresses, readTargetOf, type Copies } from './read-targets.ts';
import { queuePhoto } from './offline-photos.ts';
import { dropLocalPhoto, enqueue, entriesOf, noteIfEmpty } from './outbox.ts';
import { outboxKnownEmpty } from './outbox-mark.ts';
import { streamOf, type OutboxEntry } from './outbox-entry.ts';
import { isLocalFileId, localRefs, resolveRefs, type CommandType, type QueuedCommand, type UploadPhoto } from './queued-command.ts';
import { recall, rememberWhenIdle } from './read-cache.ts';
import { signedInUser } from './signed-in.ts';
import type { ApiRow, VehicleKindName } from './rows.ts';

/** The domain's rules for what is queued (rules.ts): loaded with the first queued change, and straight after sign-in
 * while the worker does not yet hold the app's files (wiring.ts). */
type Rules = typeof import('./rules.ts');
export const loadRules = (): Promise<Rules> => import('./rules.ts');

export type CallResult = { data: unknown; error?: undefined } | { error: FetchBaseQueryError; data?: undefined };

export interface OfflineEvents {
  /** Data came from the tablet's copy, read from the server at `savedAt`. */
  servedFromCopy(savedAt: number): void;
  reachedServer(): void;
  lostServer(): void;
}

/** A call that never reached the server (not one the caller itself stopped). */
const isNetworkFailure = (result: CallResult) =>
  !!result.error && result.error.status === 'FETCH_ERROR' && !/^AbortError/.test(String(result.error.error));
const offlineNow = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const NO_NETWORK: CallResult = { error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } };
const NEEDS_CONNECTION: CallResult = {
  error: { status: 'FETCH_ERROR', error: 'You are offline. This change needs a connection; try again when the network is back.' },
};

type Lookup = (local: string) => number | string | undefined;
const NO_IDS: Lookup = () => undefined;

/** A stand-in id in an address: a record made on this tablet, known to the server by another id or not yet at all. */
const STAND_IN = /\/-\d+(\/|$)/;

async function idLookup(): Promise<Lookup> {
  const known = new Map((await (await staffDb()).ids.toArray()).map((m) => [m.local, m.real] as const));
  return (local) => known.get(local);
}

/** The signed-in person's queued changes, with the stand-ins the server has given real ids for swapped. */
async function waitingChanges(lookup: Lookup): Promise<OutboxEntry[]> {
  const user = signedInUser();
  return user ? (await entriesOf(user.id)).map((entry) => resolveRefs(entry, lookup)) : [];
}

/** A read's address with stand-in ids the server has given real ones for swapped ('/cars/-17…' → '/cars/31'). */
const realAddress = (url: string, lookup: Lookup) => url.replace(/\/(-\d+)(?=\/|$)/g, (whole, local: string) => (lookup(local) === undefined ? whole : `/${lookup(local)}`));

/** The tablet's copies of the vehicles' records and images the queued changes are about. */
async function loadCopies(entries: readonly QueuedCommand[], also: { vehicle: VehicleKindName; id: number }[] = []): Promise<Copies> {
  const vehicles = [...entries.flatMap((e) => (e.stream === 'car' || e.stream === 'campervan' ? [{ vehicle: e.stream, id: e.streamId }] : [])), ...also];
  const addresses = [...new Set(vehicles.flatMap(({ vehicle, id }) => Object.values(copyAddresses(vehicle, id))))];
  const found = new Map<string, unknown>();
  (
    await staffDb()
      .then((db) => db.reads.bulkGet(addresses))
      .catch(() => [])
  ).forEach((read) => read && found.set(read.url, read.data));
  return {
    record: (vehicle, id) => found.get(copyAddresses(vehicle, id).record) as ApiRow | undefined,
    images: (vehicle, id) => found.get(copyAddresses(vehicle, id).images) as ApiRow[] | undefined,
  };
}

const targetVehicles = (url: string) => {
  const target = readTargetOf(url);
  return target && (target.kind === 'vehicle' || target.kind === 'images') ? [{ vehicle: target.vehicle, id: target.id }] : [];
};

export async function readThrough(url: string, fetchOnline: (url: string) => Promise<CallResult>, events: OfflineEvents): Promise<CallResult> {
  // An address of the server's own, and nothing waiting anywhere on this tablet (see outbox.ts) or nothing a change
  // could be laid over (who is signed in, say): no IndexedDB to open before the answer is handed on.
  const nothingWaiting = !STAND_IN.test(url) && (outboxKnownEmpty() || !readTargetOf(url));
  // An address that names nothing made on this tablet goes out at once: the tablet's own reads (ids, outbox) run
  // while the answer travels, rather than before it leaves.
  const early = !STAND_IN.test(url) && !offlineNow() ? fetchOnline(url) : undefined;
  const lookup = nothingWaiting ? NO_IDS : await idLookup();
  const realUrl = realAddress(url, lookup);
  const madeHere = STAND_IN.test(realUrl); // made on this tablet and not on the server yet
  const result = early ? await early : madeHere ? NO_NETWORK : offlineNow() ? NO_NETWORK : await fetchOnline(realUrl);
  const entries = nothingWaiting ? [] : await waitingChanges(lookup);
  const copies = entries.length ? await loadCopies(entries, targetVehicles(realUrl)) : {};
  if (!nothingWaiting && entries.length === 0) void noteIfEmpty().catch(() => {});

  if (!result.error) {
    events.reachedServer();
    rememberWhenIdle(realUrl, result.data);
    const laid = await laidOver(realUrl, result.data, entries, copies);
    return laid && 'data' in laid ? { data: laid.data } : result;
  }
  if (result.error.status === 401)
    void existingStaffDb()
      .then((db) => db?.reads.delete(realUrl))
      .catch(() => {});
  if (!isNetworkFailure(result)) return result;

  const copy = madeHere ? undefined : await recall(realUrl);
  const laid = await laidOver(realUrl, copy?.data, entries, copies);
  if (!madeHere) events.lostServer();
  if (laid && 'gone' in laid) return { error: { status: 404, data: { error: 'Not found' } } };
  if (!laid) return result;
  if (copy) events.servedFromCopy(copy.savedAt);
  return { data: laid.data };
}

/** A read's answer with the queued changes laid over it; with none queued, the answer as it came. */
async function laidOver(url: string, data: unknown, entries: readonly OutboxEntry[], copies: Copies) {
  const asItCame = data === undefined ? undefined : { data };
  if (entries.length === 0) return asItCame;
  // With no network and the rules not yet on the tablet, the answer shows as it came rather than not at all.
  const rules = await loadRules().catch(() => undefined);
  return rules ? rules.overlay(url, data, entries, copies) : asItCame;
}

/** What the tablet shows of what a command is about, before and after it: for its words, its base and its answer. */
async function shown({ viewVehicle, viewRecipients, viewCatalog }: Rules, queued: QueuedCommand, entries: readonly OutboxEntry[]) {
  if (queued.stream === 'car' || queued.stream === 'campervan') {
    const copies = await loadCopies([queued, ...entries]);
    const copy = { record: copies.record?.(queued.stream, queued.streamId), images: copies.images?.(queued.stream, queued.streamId) };
    const view = viewVehicle(queued.stream, queued.streamId, copy, entries);
    return { kind: 'vehicle' as const, copy, record: view ? view.record : copy.record, images: view ? view.images : copy.images };
  }
  if (queued.stream === 'recipient' || queued.stream === 'brand' || queued.stream === 'car-feature' || queued.stream === 'campervan-feature') {
    const list = queued.stream === 'recipient' ? '/email-settings' : readListOf(queued.stream);
    const rows = ((await recall(list))?.data as ApiRow[] | undefined) ?? [];
    const view = (all: readonly OutboxEntry[]) => (queued.stream === 'recipient' ? viewRecipients(rows, all) : viewCatalog(queued.stream, rows, all));
    return { kind: 'list' as const, record: view(entries).find((row) => row.id === queued.streamId), view };
  }
  return { kind: 'other' as const, record: undefined };
}

const readListOf = (stream: 'brand' | 'car-feature' | 'campervan-feature') =>
  ({ brand: '/car-brands', 'car-feature': '/car-features', 'campervan-feature': '/campervan-features' })[stream];

/** Commands the decider checks against the vehicle's images as well as its record. */
const IMAGE_COMMANDS: ReadonlySet<CommandType> = new Set(['AddCarImage', 'RemoveCarImage', 'ReorderCarImages', 'AddCampervanImage', 'RemoveCampervanImage', 'SaveCampervanGallery']);
/** Changes to a record's fields: a clash is told against the record as the tablet knew it (the entry's base). */
const CHANGES: ReadonlySet<CommandType> = new Set(['ChangeCar', 'ChangeCampervan', 'ChangeRecipient']);

/**
 * Refused at once, as the server would refuse it: only when the tablet knows the whole of what the decider looks at
 * (the record, and for a photo change its photos).
 */
function refusalOf(
  { foldVehicle, decideOn }: Rules,
  queued: QueuedCommand,
  entries: readonly OutboxEntry[],
  copy: { record?: ApiRow; images?: readonly ApiRow[] },
): CallResult | undefined {
  if (queued.stream !== 'car' && queued.stream !== 'campervan') return undefined;
  const madeHere = entries.some((e) => e.stream === queued.stream && e.streamId === queued.streamId && e.command.type.startsWith('List'));
  const aboutImages = IMAGE_COMMANDS.has(queued.command.type);
  const isNew = queued.command.type === 'ListCar' || queued.command.type === 'ListCampervan';
  if (!isNew && !madeHere && (!copy.record || (aboutImages && !copy.images))) return undefined;
  const { state } = foldVehicle(queued.stream, queued.streamId, copy, entries);
  try {
    decideOn(queued, state);
    return undefined;
  } catch (error) {
    if (!(error instanceof AppError)) return undefined;
    return { error: { status: error.status, data: error.body } };
  }
}

/** What a queued command answers the screen at once, as the server would have. */
function answerOf(queued: QueuedCommand, after: { record?: ApiRow; images?: readonly ApiRow[] }): unknown {
  const { command } = queued;
  switch (command.type) {
    case 'DelistCar':
    case 'DelistCampervan':
    case 'RemoveEntry':
    case 'RemoveRecipient':
    case 'LegacyRequest':
      return { success: true, id: queued.streamId };
    case 'RemoveCarImage':
    case 'RemoveCampervanImage':
      return { success: true, id: command.imageId };
    case 'AddCarImage':
    case 'AddCampervanImage':
      return after.images?.find((image) => image.id === command.image.id);
    case 'ReorderCarImages':
      return { carId: queued.streamId, version: after.record?.version ?? 0, images: after.images ?? [] };
    case 'SaveCampervanGallery':
      return { campervanId: queued.streamId, version: after.record?.version ?? 0, images: after.images ?? [] };
    default:
      return after.record;
  }
}

/**
 * Sends a change, or queues it. `headers` already carry its command id (Idempotency-Key); `sendOnline` sends it. A
 * call with no command (users, sign-in, messages) is sent and fails plainly offline. `photo` is an upload's file.
 */
export async function changeThrough(
  queued: QueuedCommand | undefined,
  headers: Headers,
  sendOnline: (url: string, body: unknown) => Promise<CallResult>,
  events: OfflineEvents,
  plain: { url: string; body: unknown; photo?: Blob },
): Promise<CallResult> {
  const user = signedInUser();
  if (!user || !queued) {
    const result = await sendOnline(plain.url, plain.body);
    if (isNetworkFailure(result)) {
      events.lostServer();
      return NEEDS_CONNECTION;
    }
    return result;
  }
  // A photo taken offline and dropped before it was sent: nothing to tell the server.
  if (queued.command.type === 'RemoveUpload' && isLocalFileId(queued.command.fileId)) {
    await dropLocalPhoto(queued.command.fileId);
    return { data: { success: true } };
  }

  const lookup = await idLookup();
  const entries = await waitingChanges(lookup);
  const real = resolveRefs(queued, lookup);
  // It waits offline, behind queued changes to the same stream, and while it names something not on the server yet.
  const mustWait = offlineNow() || localRefs(real).length > 0 || entries.some((e) => streamOf(e) === streamOf(real));
  if (!mustWait) {
    const request = requestOf(real);
    const result = await sendOnline(request.path, request.photo ? plain.body : request.body);
    if (!isNetworkFailure(result)) {
      events.reachedServer();
      return result;
    }
    events.lostServer();
  }

  // Queued under the same command id it may already have been sent with: if the server did get it, the replay
  // answers what it answered then and changes nothing twice.
  const commandId = headers.get('Idempotency-Key')!;
  if (real.command.type === 'UploadPhoto') {
    if (!plain.photo) return NO_NETWORK;
    return { data: await queuePhoto(real as QueuedCommand & { command: UploadPhoto }, plain.photo, commandId) };
  }
  // The rules it is decided by: on the tablet from the start (wiring.ts), unless the network went before they came.
  const rules = await loadRules().catch(() => undefined);
  if (!rules) return NEEDS_CONNECTION;
  const before = await shown(rules, real, entries);
  if (before.kind === 'vehicle') {
    const refused = refusalOf(rules, real, entries, before.copy);
    if (refused) return refused;
  }
  const entry = await enqueue({
    ...real,
    id: commandId,
    userId: user.id,
    deviceTime: new Date().toISOString(),
    baseVersion: ifMatchOf(headers),
    base: CHANGES.has(real.command.type) ? before.record : undefined,
    label: describeChange(real, before.record),
  });
  const all = [...entries, entry];
  if (before.kind === 'vehicle') {
    const view = rules.viewVehicle(real.stream as VehicleKindName, real.streamId as number, before.copy, all);
    return { data: answerOf(real, { record: view?.record, images: view?.images }) };
  }
  if (before.kind === 'list') return { data: answerOf(real, { record: before.view(all).find((row) => row.id === real.streamId) }) };
  return { data: answerOf(real, {}) };
}

const ifMatchOf = (headers: Headers): number | undefined => {
  const value = headers.get('If-Match')?.replace(/"/g, '');
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
};
