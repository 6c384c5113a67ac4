// What the tablet's outbox holds: a typed command on one stream (a car, a campervan, a catalogue entry, a recipient,
// an upload), the very command object the server's decider takes where the domain has one. The tablet runs the same
// decide and evolve on it to show it (overlay.ts) and one table turns it into its HTTP request (command-requests.ts);
// nothing reads meaning back out of a URL. Pure data and pure functions.
import type { CampervanImageBatch } from '@forecourt/contracts/campervan';
import type { CampervanCommand } from '@forecourt/domain/campervans/campervans.decider';
import type { CarCommand } from '@forecourt/domain/cars/cars.decider';
import type { CatalogCommand } from '@forecourt/domain/catalog/catalog.decider';
import type { CatalogKind } from '@forecourt/domain/catalog/catalog.events';
import type { RecipientCommand } from '@forecourt/domain/recipients/recipients.decider';

/**
 * The campervan form saves its whole gallery as the HTTP batch (new, kept and deleted images in order). The domain's
 * SaveCampervanImages needs ids for the new images; on the tablet they are stand-ins, `standInId - i` for the i-th
 * image kept, so the answer's images (in the same order) give each its real id.
 */
export interface SaveCampervanGallery {
  type: 'SaveCampervanGallery';
  batch: CampervanImageBatch;
  standInId: number;
}

/** A photo taken on the tablet, waiting in the photos table under its stand-in file id until it is uploaded. */
export interface UploadPhoto {
  type: 'UploadPhoto';
  localFileId: string;
  name: string;
}

/** An upload no vehicle uses yet, removed. */
export interface RemoveUpload {
  type: 'RemoveUpload';
  fileId: string;
}

/** A change queued before the outbox held typed commands (kept from an older version of the app): sent as it was. */
export interface LegacyRequest {
  type: 'LegacyRequest';
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  /** The stand-in id of the record it makes, if it makes one. */
  standInId?: number;
}

/** The commands the car stream takes from the tablet (restoring an old version needs the network). */
export type QueuedCarCommand = Exclude<CarCommand, { type: 'ResolveCarConflict' | 'RestoreCar' }>;
export type QueuedCampervanCommand =
  | Exclude<CampervanCommand, { type: 'ResolveCampervanConflict' | 'RestoreCampervan' | 'SaveCampervanImages' }>
  | SaveCampervanGallery;

/** One queued command and the stream it is decided on. `streamId` is real, or a stand-in for a record made here. */
export type QueuedCommand =
  | { stream: 'car'; streamId: number; command: QueuedCarCommand }
  | { stream: 'campervan'; streamId: number; command: QueuedCampervanCommand }
  | { stream: CatalogKind; streamId: number; command: CatalogCommand }
  | { stream: 'recipient'; streamId: number; command: Exclude<RecipientCommand, { type: 'ClearPrimary' }> }
  | { stream: 'upload'; streamId: string; command: UploadPhoto | RemoveUpload }
  | { stream: 'legacy'; streamId: string; command: LegacyRequest };

export type QueuedStream = QueuedCommand['stream'];
export type CommandType = QueuedCommand['command']['type'];

/** The stream a command is ordered on: 'car:12', 'recipient:-17…', 'upload:local-ab…'. */
export const streamKeyOf = (queued: Pick<QueuedCommand, 'stream' | 'streamId'>): string => `${queued.stream}:${queued.streamId}`;

/** The commands that make a new record, which gets an id (a stand-in one while offline). */
export const MAKES_RECORD: ReadonlySet<CommandType> = new Set([
  'ListCar',
  'ListCampervan',
  'AddCarImage',
  'AddCampervanImage',
  'AddEntry',
  'AddRecipient',
]);

/** A stand-in id: negative, so it can never be a server's id, and unique on this tablet. */
let lastTemp = 0;
export function newTempId(now = Date.now()): number {
  const candidate = -(now * 16);
  lastTemp = candidate < lastTemp ? candidate : lastTemp - 1;
  return lastTemp;
}

export const newLocalFileId = (uuid: string): string => `local-${uuid.replace(/[^A-Za-z0-9]/g, '')}`;

export const isLocalFileId = (fileId: string | null | undefined): boolean => !!fileId && fileId.startsWith('local-');

/** The stand-in ids a command makes itself (its new record, its new images): never references to wait for. */
export function madeIdsOf(queued: QueuedCommand): string[] {
  const { command } = queued;
  switch (command.type) {
    case 'ListCar':
    case 'ListCampervan':
    case 'AddEntry':
    case 'AddRecipient':
      return [String(command.id)];
    case 'AddCarImage':
    case 'AddCampervanImage':
      return [String(command.image.id)];
    case 'SaveCampervanGallery':
      return galleryStandIns(command).flatMap((id) => (id === undefined ? [] : [String(id)]));
    case 'UploadPhoto':
      return [command.localFileId];
    case 'LegacyRequest':
      return command.standInId === undefined ? [] : [String(command.standInId)];
    default:
      return [];
  }
}

/** For each image of a gallery batch, in order: the stand-in id of a new one kept, else undefined. */
export function galleryStandIns(command: SaveCampervanGallery): (number | undefined)[] {
  let kept = 0;
  return command.batch.images.map((image) => {
    if (image.isDeleted) return undefined;
    const position = kept++;
    return image.isNew ? command.standInId - position : undefined;
  });
}

const LOCAL_FILE = /local-[A-Za-z0-9_-]+/g;
/** A stand-in id in the address of a change queued by an older version of the app ('/cars/-17…/images/order'). */
const URL_STAND_IN = /\/(-\d+)(?=\/|$)/g;

/**
 * Fields that hold a record's id: a stand-in there must be swapped for the real one. A gallery's `standInId` only
 * numbers the new images it makes, and is never a reference.
 */
const isIdKey = (key: string | undefined): boolean =>
  key !== 'standInId' && (key === undefined || key === 'id' || key.endsWith('Id') || key.endsWith('Ids'));

/** Maps every leaf of a JSON value; `key` is the property (or, inside an array, the array's property). */
function walk(value: unknown, leaf: (value: unknown, key: string | undefined) => unknown, key?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => walk(item, leaf, key));
  if (value && typeof value === 'object' && !(value instanceof Blob)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, leaf, k)]));
  }
  return leaf(value, key);
}

/** The stand-in ids and file ids a command still names (its stream or its fields), other than those it makes. */
export function localRefs(queued: QueuedCommand): string[] {
  const refs = new Set<string>();
  walk({ streamId: queued.streamId, command: queued.command }, (value, key) => {
    if (typeof value === 'number' && value < 0 && isIdKey(key)) refs.add(String(value));
    if (typeof value === 'string' && key !== 'localFileId') for (const match of value.matchAll(LOCAL_FILE)) refs.add(match[0]);
    if (typeof value === 'string' && key === 'url') for (const match of value.matchAll(URL_STAND_IN)) refs.add(match[1]!);
    return value;
  });
  for (const made of madeIdsOf(queued)) refs.delete(made);
  return [...refs];
}

/** The command with every stand-in replaced by what the server gave it (those not known yet stay as they are). */
export function resolveRefs<T extends QueuedCommand>(queued: T, lookup: (local: string) => number | string | undefined): T {
  const resolved = walk({ streamId: queued.streamId, command: queued.command }, (value, key) => {
    if (typeof value === 'number' && value < 0 && isIdKey(key)) return lookup(String(value)) ?? value;
    if (typeof value !== 'string' || key === 'localFileId') return value;
    const files = value.replace(LOCAL_FILE, (local) => String(lookup(local) ?? local));
    return key === 'url' ? files.replace(URL_STAND_IN, (whole, local: string) => (lookup(local) === undefined ? whole : `/${lookup(local)}`)) : files;
  }) as Pick<T, 'streamId' | 'command'>;
  return { ...queued, streamId: resolved.streamId, command: resolved.command };
}
