// A change waiting in the tablet's outbox: the request as the screen made it, with the command id it is sent under
// (Idempotency-Key), the version it was based on, who made it, on which device and when. Pure data and pure functions.
import type { FieldClash } from '@forecourt/contracts/sync';

export type OutboxStatus = 'pending' | 'conflict' | 'rejected';

export interface OutboxEntry {
  /** Replay order (Dexie's auto-increment). */
  seq?: number;
  /** The command id: sent as Idempotency-Key, so a replay after a lost answer changes nothing twice. */
  id: string;
  userId: number;
  /** When it was made on the tablet (ISO), sent as X-Device-Time. */
  deviceTime: string;
  method: 'POST' | 'PUT' | 'DELETE';
  /** Under /api, with stand-in ids as the screen knew them: '/cars/-17…/images/order'. */
  url: string;
  body?: unknown;
  /** The version the change was based on (If-Match). */
  ifMatch?: number;
  /** For a record made on the tablet: the stand-in id the screens use until the server gives the real one. */
  tempId?: number;
  /** For a photo: the stand-in file id, and the photo in the photos table under it. */
  localFileId?: string;
  /** The record as the tablet knew it when the change was made: the base of a conflict. */
  base?: Record<string, unknown>;
  /** What it does, in words: 'Change 2019 BMW 330i'. */
  label: string;
  status: OutboxStatus;
  /** Why the server refused it, when it did. */
  error?: string;
  issues?: { path: string; message: string }[];
  /** The server's side of a clash: its version, the record there, and the fields changed on both sides. */
  conflict?: { currentVersion: number; current: Record<string, unknown>; clashes: FieldClash[] };
}

/** The record a request is about: 'cars:12', 'campervans:-17…', 'email-settings:3'; undefined for a list-level create. */
export function streamOf(url: string): string | undefined {
  const match = /^\/(cars|campervans|email-settings)\/(-?\d+)(\/|$)/.exec(url);
  return match ? `${match[1]}:${match[2]}` : undefined;
}

/** The changes the outbox may hold: the inventory, its photos and catalogue, and the e-mail recipients. */
const QUEUEABLE: [string, RegExp][] = [
  ['POST', /^\/(cars|campervans|carImages|campervan-images|car-brands|car-features|campervan-features|email-settings|upload)$/],
  ['PUT', /^\/(cars|campervans|email-settings)\/-?\d+$/],
  ['PUT', /^\/cars\/-?\d+\/images\/order$/],
  ['PUT', /^\/campervans\/-?\d+\/images$/],
  ['POST', /^\/email-settings\/-?\d+\/set-primary$/],
  ['DELETE', /^\/(cars|campervans|carImages|campervan-images|car-features|campervan-features|email-settings)\/-?\d+$/],
  ['DELETE', /^\/upload\/[A-Za-z0-9_-]+$/],
];

export const isQueueable = (method: string, url: string): boolean =>
  QUEUEABLE.some(([m, pattern]) => m === method.toUpperCase() && pattern.test(url));

/** Posting to one of these lists makes a new record that gets an id (a stand-in one while offline). */
export const CREATES_RECORD = /^\/(cars|campervans|carImages|campervan-images|car-brands|car-features|campervan-features|email-settings)$/;

const LOCAL_FILE = /local-[A-Za-z0-9_-]+/g;

/** A stand-in id: negative, so it can never be a server's id, and unique on this tablet. */
let lastTemp = 0;
export function newTempId(now = Date.now()): number {
  const candidate = -(now * 16);
  lastTemp = candidate < lastTemp ? candidate : lastTemp - 1;
  return lastTemp;
}

export const newLocalFileId = (uuid: string): string => `local-${uuid.replace(/[^A-Za-z0-9]/g, '')}`;

export const isLocalFileId = (fileId: string | null | undefined): boolean => !!fileId && fileId.startsWith('local-');

/** The stand-in ids and file ids a request still carries (in its address or body), as the ids table keys them. */
export function localRefs(entry: Pick<OutboxEntry, 'url' | 'body'>): string[] {
  const refs = new Set<string>();
  for (const match of entry.url.matchAll(/\/(-\d+)(?=\/|$)/g)) refs.add(match[1]!);
  walk(entry.body, (value, key) => {
    if (typeof value === 'number' && value < 0 && isIdKey(key)) refs.add(String(value));
    if (typeof value === 'string') for (const match of value.matchAll(LOCAL_FILE)) refs.add(match[0]);
    return value;
  });
  return [...refs];
}

/** The request with every stand-in replaced by what the server gave it (those not known yet stay as they are). */
export function resolveRefs<T extends Pick<OutboxEntry, 'url' | 'body'>>(entry: T, lookup: (local: string) => number | string | undefined): T {
  const url = entry.url.replace(/\/(-\d+)(?=\/|$)/g, (whole, local: string) => {
    const real = lookup(local);
    return real === undefined ? whole : `/${real}`;
  });
  const body = walk(entry.body, (value, key) => {
    if (typeof value === 'number' && value < 0 && isIdKey(key)) return lookup(String(value)) ?? value;
    if (typeof value === 'string') return value.replace(LOCAL_FILE, (local) => String(lookup(local) ?? local));
    return value;
  });
  return { ...entry, url, body };
}

/** Fields that hold a record's id: a stand-in there must be swapped for the real one. */
const isIdKey = (key: string | undefined): boolean => key === undefined || key === 'id' || key.endsWith('Id') || key.endsWith('Ids');

/** Maps every leaf of a JSON value; `key` is the property (or, inside an array, the array's property). */
function walk(value: unknown, leaf: (value: unknown, key: string | undefined) => unknown, key?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => walk(item, leaf, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, leaf, k)]));
  }
  return leaf(value, key);
}
