// The tablet's changes not yet on the server, laid over what the server last said: every list and record a staff
// screen reads shows them at once, each marked `pendingSync`, until the outbox has sent them. The rules are the
// server's own: each queued command goes through its stream's decider (vehicle-view.ts, list-view.ts). Pure functions.
import type { QueuedCommand } from './queued-command.ts';
import { viewCatalog, viewRecipients } from './list-view.ts';
import { readTargetOf, type Copies } from './read-targets.ts';
import type { ApiRow, VehicleKindName } from './rows.ts';
import { viewVehicle } from './vehicle-view.ts';

type Entry = QueuedCommand & { deviceTime: string };

/** The vehicles of a list with their queued changes; those made on the tablet first, newest first. */
function overlayVehicles(vehicle: VehicleKindName, rows: ApiRow[], entries: readonly Entry[], copies: Copies): ApiRow[] {
  const listed = new Set(rows.map((row) => row.id));
  const made = [...new Set(entries.filter((e) => e.stream === vehicle && !listed.has(e.streamId as number)).map((e) => e.streamId as number))].reverse();
  const shown = (id: number, record?: ApiRow): ApiRow[] => {
    const view = viewVehicle(vehicle, id, { record, images: copies.images?.(vehicle, id) }, entries);
    if (!view) return record ? [record] : [];
    return view.record ? [view.record] : [];
  };
  return [...made.flatMap((id) => shown(id)), ...rows.flatMap((row) => shown(row.id, row))];
}

/** The server's answer (or the tablet's copy of it) with the outbox laid over. `undefined` in means nothing known. */
export function overlay(url: string, data: unknown, entries: readonly Entry[], copies: Copies = {}): { data: unknown } | { gone: true } | undefined {
  const target = readTargetOf(url);
  if (!target || entries.length === 0) return data === undefined ? undefined : { data };
  const rows = Array.isArray(data) ? (data as ApiRow[]) : data === undefined ? [] : undefined;
  switch (target.kind) {
    case 'vehicles':
      return rows ? { data: overlayVehicles(target.vehicle, rows, entries, copies) } : { data };
    case 'catalog':
      return rows ? { data: viewCatalog(target.catalog, rows, entries) } : { data };
    case 'recipients':
      return rows ? { data: viewRecipients(rows, entries) } : { data };
    case 'images': {
      const record = copies.record?.(target.vehicle, target.id);
      const view = viewVehicle(target.vehicle, target.id, { record: record ?? placeholder(target.id, rows), images: rows ?? [] }, entries);
      if (!view) return data === undefined ? undefined : { data };
      return { data: view.images };
    }
    case 'vehicle': {
      const record = data as ApiRow | undefined;
      const view = viewVehicle(target.vehicle, target.id, { record, images: copies.images?.(target.vehicle, target.id) }, entries);
      if (!view) return record === undefined ? undefined : { data: record };
      if (view.record) return { data: view.record };
      return record === undefined && !view.gone ? undefined : { gone: true };
    }
  }
}

/**
 * The images of a vehicle whose record the tablet has no copy of: its gallery is still its state's images. A vehicle
 * made on the tablet has no copy and no images; its listing comes from the outbox.
 */
const placeholder = (id: number, images: ApiRow[] | undefined): ApiRow | undefined => (id > 0 || images?.length ? { id } : undefined);
