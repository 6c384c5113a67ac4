// The tablet's changes not yet on the server, laid over what the server last said: every list and record a staff
// screen reads shows them at once, each marked `pendingSync`, until the outbox has sent them. Pure functions.
import type { OutboxEntry } from './outbox-entry.ts';

type Row = Record<string, unknown> & { id: number };

/** Marks a row the server does not have yet (or not in this form). */
export const PENDING = 'pendingSync';
export const isPendingSync = (row: object): boolean => (row as Record<string, unknown>)[PENDING] === true;

const mark = <T extends object>(row: T): T => ({ ...row, [PENDING]: true });

/** The lists of records whose rows are made, changed and removed by POST to the list and PUT/DELETE on a row. */
const LISTS = ['/cars', '/campervans', '/car-brands', '/car-features', '/campervan-features', '/email-settings'];

/** Answers for a new record made offline: the request's fields, a stand-in id, and what the server would add. */
function madeRecord(entry: OutboxEntry): Row {
  const body = (entry.body ?? {}) as Record<string, unknown>;
  const row: Row = { ...body, id: entry.tempId ?? 0, version: 1, createdAt: entry.deviceTime, updatedAt: entry.deviceTime };
  if (entry.url === '/cars') {
    row.status ??= 'available';
    row.vehicleType ??= 'car';
    row.features ??= [];
  }
  if (entry.url === '/campervans') row.status ??= 'available';
  if (entry.url === '/email-settings') {
    row.name ??= null;
    row.isActive ??= true;
    row.isPrimary ??= false;
  }
  if (entry.url === '/car-features' || entry.url === '/campervan-features') row.isCustom ??= true;
  return row;
}

const rowIdOf = (url: string, list: string): number | undefined => {
  const match = new RegExp(`^${list}/(-?\\d+)$`).exec(url);
  return match ? Number(match[1]) : undefined;
};

/** A list as the tablet should show it: the server's rows with every queued create, change and removal applied. */
export function overlayList(list: string, rows: Row[], entries: readonly OutboxEntry[]): Row[] {
  let result = [...rows];
  for (const entry of entries) {
    if (entry.method === 'POST' && entry.url === list && entry.tempId !== undefined) {
      const made = mark(madeRecord(entry));
      // Newest first, as the server lists them; a new primary recipient takes the mark.
      if (list === '/email-settings' && made.isPrimary) result = result.map((r) => ({ ...r, isPrimary: false }));
      result = list === '/email-settings' ? [...result, made] : [made, ...result];
      continue;
    }
    if (list === '/email-settings') {
      const primary = /^\/email-settings\/(-?\d+)\/set-primary$/.exec(entry.url);
      if (primary) {
        const id = Number(primary[1]);
        result = result.map((r) => (r.id === id ? mark({ ...r, isPrimary: true }) : r.isPrimary ? { ...r, isPrimary: false } : r));
        continue;
      }
    }
    const id = rowIdOf(entry.url, list);
    if (id === undefined) continue;
    if (entry.method === 'PUT') {
      result = result.map((r) => (r.id === id ? mark({ ...r, ...(entry.body as object) }) : r));
    } else if (entry.method === 'DELETE') {
      const removed = result.find((r) => r.id === id);
      result = result.filter((r) => r.id !== id);
      // Removing the primary recipient makes the next one primary, as the server will.
      if (list === '/email-settings' && removed?.isPrimary && result[0] && !result.some((r) => r.isPrimary)) {
        result = [{ ...result[0], isPrimary: true }, ...result.slice(1)];
      }
    }
  }
  return result;
}

/** One record as the tablet should show it; undefined when a queued change removed it. */
export function overlayRecord(list: string, id: number, record: Row | undefined, entries: readonly OutboxEntry[]): Row | undefined {
  const base = record ? [record] : [];
  return overlayList(list, base, entries).find((r) => r.id === id);
}

type ImageRow = Row & { imageUrl: string; fileId: string | null; position?: number };

/** A vehicle's images with queued additions, removals and reorders (car) or image batches (campervan) applied. */
export function overlayImages(kind: 'car' | 'campervan', ownerId: number, rows: ImageRow[], entries: readonly OutboxEntry[]): ImageRow[] {
  const owner = kind === 'car' ? 'carId' : 'campervanId';
  const vehicles = kind === 'car' ? '/cars' : '/campervans';
  let result = [...rows];
  for (const entry of entries) {
    const body = (entry.body ?? {}) as Record<string, unknown>;
    const isAdd = entry.method === 'POST' && entry.url === (kind === 'car' ? '/carImages' : '/campervan-images');
    if (isAdd && body[owner] === ownerId) {
      result.push(mark({ ...(body as object), id: entry.tempId ?? 0, [owner]: ownerId, transformType: null, transformParams: null } as unknown as ImageRow));
    } else if (entry.method === 'DELETE' && new RegExp(`^/${kind === 'car' ? 'carImages' : 'campervan-images'}/-?\\d+$`).test(entry.url)) {
      const id = Number(entry.url.split('/').pop());
      result = result.filter((r) => r.id !== id);
    } else if (entry.method === 'PUT' && entry.url === `${vehicles}/${ownerId}/images/order`) {
      const order = (body.imageIds as number[] | undefined) ?? [];
      const named = order.map((id) => result.find((r) => r.id === id)).filter((r): r is ImageRow => !!r);
      result = [...named, ...result.filter((r) => !order.includes(r.id))];
    } else if (entry.method === 'PUT' && entry.url === `${vehicles}/${ownerId}/images`) {
      // The batch is the whole gallery in its new order: new ones added, deleted ones gone.
      const images = (body.images as (ImageRow & { isNew?: boolean; isDeleted?: boolean })[] | undefined) ?? [];
      result = images
        .filter((image) => !image.isDeleted)
        .map((image, i) => {
          const { isNew, isDeleted: _deleted, ...rest } = image;
          const row = { ...rest, id: isNew ? (batchImageId(entry, i) ?? 0) : image.id, [owner]: ownerId } as ImageRow;
          return isNew ? mark(row) : row;
        });
    }
  }
  return result.map((r, position) => ({ ...r, position }));
}

/** Stand-in ids of the new images of a queued batch, one per position, made when it was queued. */
const batchImageId = (entry: OutboxEntry, index: number): number | undefined =>
  entry.tempId === undefined ? undefined : entry.tempId - index;

/** Which list, record or image list an address under /api reads, for laying the outbox over its answer. */
export type ReadTarget =
  | { kind: 'list'; list: string }
  | { kind: 'record'; list: string; id: number }
  | { kind: 'images'; vehicle: 'car' | 'campervan'; ownerId: number };

export function readTargetOf(url: string): ReadTarget | undefined {
  if (LISTS.includes(url)) return { kind: 'list', list: url };
  const images = /^\/(carImages|campervan-images)\/(-?\d+)$/.exec(url);
  if (images) return { kind: 'images', vehicle: images[1] === 'carImages' ? 'car' : 'campervan', ownerId: Number(images[2]) };
  const record = /^\/(cars|campervans)\/(-?\d+)$/.exec(url);
  if (record) return { kind: 'record', list: `/${record[1]}`, id: Number(record[2]) };
  return undefined;
}

/** The server's answer (or the tablet's copy of it) with the outbox laid over. `undefined` in means nothing known. */
export function overlay(url: string, data: unknown, entries: readonly OutboxEntry[]): { data: unknown } | { gone: true } | undefined {
  const target = readTargetOf(url);
  if (!target || entries.length === 0) return data === undefined ? undefined : { data };
  if (target.kind === 'list') return Array.isArray(data) || data === undefined ? { data: overlayList(target.list, (data as Row[]) ?? [], entries) } : { data };
  if (target.kind === 'images') {
    return { data: overlayImages(target.vehicle, target.ownerId, (data as ImageRow[] | undefined) ?? [], entries) };
  }
  const record = overlayRecord(target.list, target.id, data as Row | undefined, entries);
  if (record) return { data: record };
  return data === undefined && target.id > 0 ? undefined : { gone: true };
}

/**
 * What a queued change answers the screen at once, as the server would have: the new record, the changed one, the
 * reordered images. `current` is the record (or image list) as the tablet shows it before this change.
 */
export function optimisticAnswer(entry: OutboxEntry, current: unknown): unknown {
  const body = (entry.body ?? {}) as Record<string, unknown>;
  if (entry.method === 'DELETE') return { success: true, id: Number(entry.url.split('/').pop()) || undefined };
  if (entry.method === 'POST' && entry.tempId !== undefined) {
    if (entry.url === '/carImages' || entry.url === '/campervan-images') {
      return { ...body, id: entry.tempId, transformType: null, transformParams: null, [PENDING]: true };
    }
    return mark(madeRecord(entry));
  }
  if (entry.method === 'PUT' && /\/images(\/order)?$/.test(entry.url)) {
    const vehicle = entry.url.startsWith('/cars/') ? 'car' : 'campervan';
    const ownerId = Number(entry.url.split('/')[2]);
    const images = overlayImages(vehicle, ownerId, (current as ImageRow[] | undefined) ?? [], [entry]);
    const version = (entry.ifMatch ?? 0) as number;
    return vehicle === 'car' ? { carId: ownerId, version, images } : { campervanId: ownerId, version, images };
  }
  if (/\/set-primary$/.test(entry.url)) return mark({ ...(current as object), isPrimary: true });
  return mark({ ...(current as object), ...body });
}
