// How the tablet shows the catalogue lists and the e-mail recipients with their queued changes: each row becomes its
// stream's state, the queued commands are decided and evolved by the server's deciders, and the state is the row
// again. The one-primary rule spans recipients, so, as the service does, making one primary clears the others and
// removing the primary passes the mark on. Pure functions.
import { catalogDecider } from '@forecourt/domain/catalog/catalog.decider';
import type { CatalogKind, EntryState } from '@forecourt/domain/catalog/catalog.events';
import { recipientDecider, type RecipientCommand } from '@forecourt/domain/recipients/recipients.decider';
import type { RecipientState } from '@forecourt/domain/recipients/recipients.events';
import type { QueuedCommand } from './queued-command.ts';
import { mark, type ApiRow } from './rows.ts';

/** Two ISO times in the order they happened (their text sorts so). */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type Entry = QueuedCommand & { deviceTime: string };

/** Decides and folds, or leaves the state as it was when the decider refuses (the server will refuse it too). */
function step<S, C>(decider: { decide: (command: C, state: S) => { type: string }[]; evolve: (state: S, event: never) => S }, state: S, command: C): S {
  try {
    return decider.decide(command, state).reduce((s, event) => decider.evolve(s, event as never), state);
  } catch {
    return state;
  }
}

/** A catalogue list (makes, car features, campervan features) with the queued additions and removals. */
export function viewCatalog(kind: CatalogKind, rows: readonly ApiRow[], entries: readonly Entry[]): ApiRow[] {
  const decider = catalogDecider(kind);
  const states = new Map<number, { state: EntryState; row: ApiRow; touched: boolean }>();
  for (const row of rows) {
    states.set(row.id, { state: { status: 'listed', id: row.id, name: String(row.name), isCustom: row.isCustom !== false }, row, touched: false });
  }
  const made: number[] = [];
  for (const entry of entries) {
    if (entry.stream !== kind) continue;
    const current = states.get(entry.streamId) ?? { state: decider.initialState(), row: { id: entry.streamId }, touched: false };
    if (!states.has(entry.streamId)) {
      made.unshift(entry.streamId); // newest first, as the lists put what is new on top
      current.row = { id: entry.streamId, version: 1, createdAt: entry.deviceTime, updatedAt: entry.deviceTime };
    }
    states.set(entry.streamId, { ...current, state: step(decider, current.state, entry.command), touched: true });
  }
  const rowOf = (id: number): ApiRow[] => {
    const { state, row, touched } = states.get(id)!;
    if (state.status !== 'listed') return [];
    if (!touched) return [row];
    return [mark({ ...row, id: state.id, name: state.name, ...(kind === 'brand' ? {} : { isCustom: state.isCustom }) })];
  };
  return [...made.flatMap(rowOf), ...rows.flatMap((row) => rowOf(row.id))];
}

type Listed = Extract<RecipientState, { status: 'listed' }>;

/** The e-mail recipients with the queued additions, changes, primary marks and removals. */
export function viewRecipients(rows: readonly ApiRow[], entries: readonly Entry[]): ApiRow[] {
  const states = new Map<number, { state: RecipientState; row: ApiRow; touched: boolean }>();
  const order: number[] = [];
  for (const row of rows) {
    const { id, email, name, isActive, isPrimary } = row as ApiRow & Omit<Listed, 'status'>;
    states.set(id, { state: { status: 'listed', id, email, name, isActive, isPrimary }, row, touched: false });
    order.push(id);
  }
  const listed = () =>
    order.flatMap((id) => {
      const { state, row } = states.get(id)!;
      return state.status === 'listed' ? [{ state, row }] : [];
    });
  const run = (id: number, command: RecipientCommand, touched: boolean) => {
    const current = states.get(id)!;
    states.set(id, { ...current, state: step(recipientDecider, current.state, command), touched: current.touched || touched });
  };
  const clearOthers = (id: number) => listed().forEach(({ state }) => state.id !== id && state.isPrimary && run(state.id, { type: 'ClearPrimary' }, false));

  for (const entry of entries) {
    if (entry.stream !== 'recipient') continue;
    const { command, streamId } = entry;
    if (command.type === 'AddRecipient') {
      if (states.has(streamId)) continue;
      states.set(streamId, { state: { status: 'none' }, row: { id: streamId, createdAt: entry.deviceTime, version: 1 }, touched: true });
      order.push(streamId);
      // The first recipient is primary even if not asked: while any recipient exists, one is primary.
      const makePrimary = command.makePrimary || !listed().some(({ state }) => state.isPrimary);
      if (makePrimary) clearOthers(streamId);
      run(streamId, { ...command, makePrimary }, true);
      continue;
    }
    if (!states.has(streamId)) continue;
    if (command.type === 'MakePrimary') clearOthers(streamId);
    const wasPrimary = states.get(streamId)!.state.status === 'listed' && (states.get(streamId)!.state as Listed).isPrimary;
    run(streamId, command, true);
    if (command.type === 'RemoveRecipient' && wasPrimary) {
      // The mark passes to the oldest active recipient, else the oldest one.
      const left = listed().sort((a, b) => compareText(String(a.row.createdAt), String(b.row.createdAt)) || a.state.id - b.state.id);
      const successor = left.find(({ state }) => state.isActive) ?? left[0];
      if (successor) run(successor.state.id, { type: 'MakePrimary' }, false);
    }
  }
  return listed().map(({ state, row }) => {
    const { status: _status, ...fields } = state;
    const shown = { ...row, ...fields };
    return states.get(state.id)!.touched ? mark(shown) : shown;
  });
}
