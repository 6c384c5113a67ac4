// A vehicle's past, read from its stream: each event with the fields it changed (before → after, from folding the
// stream), who made it and from which device, and the vehicle as the API showed it at any moment.
import { yardQuerySchema, type HistoryEntry, type VehicleHistory } from '@forecourt/contracts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { foldStream, type Decider, type NewEvent } from '@forecourt/domain/decider';
import { type RecordedEvent } from '../../lib/event-store.ts';
import { diffViews, type RecordView } from '../audit/field-changes.ts';
import type { VehicleFields, VehicleState } from '@forecourt/domain/vehicles/vehicle-events';
import { vehicleRows } from '@forecourt/domain/vehicles/vehicle-rows';
import type { Vehicle, VehicleReadModel } from './vehicle-read-model.ts';

type Evolver<F, E extends NewEvent> = Pick<Decider<VehicleState<F>, never, E>, 'initialState' | 'evolve'>;

const NO_STAMP = { version: 0, createdAt: '', updatedAt: '' };

/** The vehicle as people read it: the domain's rows of its state, its fields and its image addresses in order. */
export function vehicleView<F extends VehicleFields>(model: VehicleReadModel<F>, state: VehicleState<F>): RecordView | null {
  const rows = vehicleRows(model, state, NO_STAMP);
  if (!rows) return null;
  const { id: _id, version: _version, createdAt: _created, updatedAt: _updated, ...fields } = rows.record;
  return { ...fields, images: rows.images.map((image) => image.imageUrl) };
}

/** Each event of the stream with the state before and after it, oldest first. */
function foldSteps<S, E extends NewEvent>(decider: Pick<Decider<S, never, E>, 'initialState' | 'evolve'>, history: readonly RecordedEvent[]) {
  let state = decider.initialState();
  return history.map((event) => {
    const before = state;
    state = decider.evolve(state, { type: event.type, data: event.data } as E);
    return { event, before, after: state };
  });
}

const iso = (date: Date | string) => new Date(date).toISOString();

/** Every event of the vehicle, newest first, each with its field changes, actor and (offline changes) device. */
export function vehicleHistory<F extends VehicleFields, E extends NewEvent>(model: VehicleReadModel<F>, decider: Evolver<F, E>, history: readonly RecordedEvent[]): VehicleHistory {
  const steps = foldSteps(decider, history);
  const entries: HistoryEntry[] = steps.map(({ event, before, after }) => {
    const { metadata } = event;
    return {
      position: Number(event.position),
      version: event.version,
      type: event.type,
      recordedAt: iso(event.recordedAt),
      actorId: typeof metadata.actorId === 'number' ? metadata.actorId : null,
      actorUsername: typeof metadata.actorUsername === 'string' ? metadata.actorUsername : null,
      device: metadata.deviceId ? { id: metadata.deviceId, time: metadata.deviceTime ?? null } : null,
      changes: diffViews(vehicleView(model, before), vehicleView(model, after)),
    };
  });
  const last = steps.at(-1);
  return {
    streamType: model.streamType as VehicleHistory['streamType'],
    streamId: String(history[0]?.streamId ?? ''),
    version: last?.event.version ?? 0,
    deleted: last?.after.stage === 'delisted',
    entries: entries.reverse(),
  };
}

/**
 * The vehicle as the API showed it at `at`: the events recorded by then (the stream's prefix up to the first one
 * recorded later), folded; its version and updatedAt those of the last of them, createdAt when it was first listed
 * (a restored vehicle keeps it). Undefined when it was not on the books then (not yet listed, or deleted).
 */
export function vehicleAsOf<F extends VehicleFields, E extends NewEvent>(
  model: VehicleReadModel<F>,
  decider: Evolver<F, E>,
  history: readonly RecordedEvent[],
  at: Date,
): Vehicle<F> | undefined {
  const later = history.findIndex((event) => new Date(event.recordedAt).getTime() > at.getTime());
  const known = later === -1 ? history : history.slice(0, later);
  const last = known.at(-1);
  if (!last) return undefined;
  const stamp = { version: last.version, createdAt: iso(history[0]!.recordedAt), updatedAt: iso(last.recordedAt) };
  return vehicleRows(model, foldStream(decider, known), stamp)?.record;
}

/** Every event of a vehicle, deleted or not; an id that never was one of this kind is a 404. */
export async function requireVehicleStream<F>(deps: Deps, model: VehicleReadModel<F>, id: number): Promise<RecordedEvent[]> {
  const history = await deps.store.readStream(model.streamType, id);
  if (history.length === 0) throw notFound(`${model.noun} not found`);
  return history;
}

/** The history of a vehicle (deleted ones too). */
export async function readVehicleHistory<F extends VehicleFields, E extends NewEvent>(deps: Deps, model: VehicleReadModel<F>, decider: Evolver<F, E>, id: number) {
  return vehicleHistory(model, decider, await requireVehicleStream(deps, model, id));
}

/** The vehicle as it stood at `at`; a 404 when it was not on the books then. */
export async function readVehicleAsOf<F extends VehicleFields, E extends NewEvent>(deps: Deps, model: VehicleReadModel<F>, decider: Evolver<F, E>, id: number, at: Date) {
  const vehicle = vehicleAsOf(model, decider, await requireVehicleStream(deps, model, id), at);
  if (!vehicle) throw notFound(`${model.noun} not found at that time`);
  return vehicle;
}

/** Events of many streams, in stream and version order, split into one history per stream. */
function byStream(events: readonly RecordedEvent[]): RecordedEvent[][] {
  const streams = new Map<string, RecordedEvent[]>();
  for (const event of events) {
    const key = String(event.streamId);
    const stream = streams.get(key) ?? [];
    stream.push(event);
    streams.set(key, stream);
  }
  return [...streams.values()].map((stream) => stream.sort((a, b) => a.version - b.version));
}

/** Newest listed first, as the lists are (NEWEST_FIRST): when first listed, then the higher id. */
const newestFirst = <V extends { id: number; createdAt: string }>(a: V, b: V) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/**
 * The yard as it stood at `at` (GET /api/cars?asOf=): every vehicle of the kind on the books then, each as the API
 * showed it at that moment (vehicleAsOf), newest listed first. Folded from the log, so a vehicle since changed,
 * sold or removed shows as it was.
 */
export async function readVehiclesAsOf<F extends VehicleFields, E extends NewEvent>(deps: Deps, model: VehicleReadModel<F>, decider: Evolver<F, E>, at: Date): Promise<Vehicle<F>[]> {
  const streams = byStream(await deps.store.log.ofStreamTypeRecordedBy(model.streamType, at));
  return streams
    .map((history) => vehicleAsOf(model, decider, history, at))
    .filter((vehicle): vehicle is Vehicle<F> => vehicle !== undefined)
    .sort(newestFirst);
}

/** A vehicle taken off the books: as it stood just before, with when and by whom (GET /api/cars?removed=true). */
export type RemovedVehicleOf<F> = Vehicle<F> & { removedAt: string; removedBy: string | null };

/** Every vehicle of the kind removed and not relisted, each as it stood just before, the latest removed first. */
export async function readRemovedVehicles<F extends VehicleFields, E extends NewEvent>(deps: Deps, model: VehicleReadModel<F>, decider: Evolver<F, E>): Promise<RemovedVehicleOf<F>[]> {
  const removed: RemovedVehicleOf<F>[] = [];
  for (const history of byStream(await deps.store.log.ofStreamType(model.streamType))) {
    const steps = foldSteps(decider, history);
    if (steps.at(-1)?.after.stage !== 'delisted') continue;
    // The removal: the last step that took it off the books; it is shown as the step before left it.
    const removal = steps.findLastIndex((step) => step.before.stage === 'listed' && step.after.stage === 'delisted');
    if (removal < 1) continue;
    const { event: removing, before: state } = steps[removal]!;
    const shown = steps[removal - 1]!.event;
    const stamp = { version: shown.version, createdAt: iso(history[0]!.recordedAt), updatedAt: iso(shown.recordedAt) };
    const record = vehicleRows(model, state, stamp)?.record;
    if (!record) continue;
    const actor = removing.metadata.actorUsername;
    removed.push({ ...record, removedAt: iso(removing.recordedAt), removedBy: typeof actor === 'string' ? actor : null });
  }
  return removed.sort((a, b) => b.removedAt.localeCompare(a.removedAt) || b.id - a.id);
}

/**
 * GET /api/cars or /api/campervans with `asOf` or `removed=true` (yardQuerySchema): the yard as it stood then, or the
 * vehicles taken off it. Asked of the log, not the read tables, so only by those who may see a vehicle's history
 * (`allow` throws otherwise, before the query is read).
 */
export function readYard<F extends VehicleFields, E extends NewEvent>(
  deps: Deps,
  model: VehicleReadModel<F>,
  decider: Evolver<F, E>,
  query: unknown,
  allow: () => void,
): Promise<Vehicle<F>[] | RemovedVehicleOf<F>[]> {
  allow();
  const { asOf, removed } = parse(yardQuerySchema, query);
  return removed ? readRemovedVehicles(deps, model, decider) : readVehiclesAsOf(deps, model, decider, asOf!);
}

/** Whether a list call asks the log (asOf or removed) rather than the read tables. */
export const asksTheLog = (query: Record<string, unknown>) => query.asOf !== undefined || query.removed !== undefined;
