// The outbox: changes made on this tablet that the server has not confirmed, kept in IndexedDB in the order they were
// made, so a closed tab, a flat battery or a lost connection loses none of them. The sync sends them; the screens lay
// them over what they read; the Sync screen shows the ones that need a person.
import { staffDb, type StaffDb } from './db.ts';
import { currentGeneration, markEmpty, moveGeneration } from './outbox-mark.ts';
import { madeBy, photoOfEntry, usesRefs, type OutboxEntry, type OutboxMeta } from './outbox-entry.ts';
import type { QueuedCommand } from './queued-command.ts';
import { openAction } from './actions.ts';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Calls `listener` after every change to the outbox (in this tab). Answers the way to stop. */
export function onOutboxChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const changed = () => listeners.forEach((listener) => listener());

/** Counts the outbox and, if it is empty and nothing was added meanwhile, says so for the next reads. */
export async function noteIfEmpty(): Promise<void> {
  const generation = currentGeneration();
  if ((await (await staffDb()).outbox.count()) === 0) markEmpty(generation);
}

type NewEntry = OutboxEntry extends infer E ? (E extends OutboxEntry ? Omit<E, 'seq' | 'status'> : never) : never;

export async function enqueue(entry: NewEntry, photo?: { blob: Blob; name: string }): Promise<OutboxEntry> {
  const queued = { ...entry, action: entry.action ?? openAction(), status: 'pending' } as OutboxEntry;
  const localFileId = photoOfEntry(queued);
  moveGeneration();
  try {
    const db = await staffDb();
    await db.transaction('rw', db.outbox, db.photos, async () => {
      if (photo && localFileId) await db.photos.put({ localFileId, blob: photo.blob, name: photo.name });
      queued.seq = await db.outbox.add(queued);
    });
  } finally {
    moveGeneration();
  }
  changed();
  return queued;
}

/** A user's queued changes in the order they were made. */
export async function entriesOf(userId: number): Promise<OutboxEntry[]> {
  const db = await staffDb();
  return (await db.outbox.where('userId').equals(userId).toArray()).sort((a, b) => a.seq! - b.seq!);
}

export async function allEntries(): Promise<OutboxEntry[]> {
  return (await staffDb()).outbox.orderBy('seq').toArray();
}

/** Changes what the outbox keeps of an entry; a fixed command stays on its stream. */
export async function updateEntry(seq: number, changes: Partial<OutboxMeta> & { command?: QueuedCommand['command'] }): Promise<void> {
  await (await staffDb()).outbox.update(seq, changes as never);
  changed();
}

/** Takes entries out of the outbox with the photos they held; inside the caller's transaction over both. */
async function dropEntries(db: StaffDb, entries: readonly OutboxEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.outbox.bulkDelete(entries.map((entry) => entry.seq!));
  const photos = entries.flatMap((entry) => photoOfEntry(entry) ?? []);
  if (photos.length) await db.photos.bulkDelete(photos);
}

/** Done: the server has it. Its photo, if any, is no longer needed here. */
export async function removeEntry(entry: OutboxEntry): Promise<void> {
  const db = await staffDb();
  await db.transaction('rw', db.outbox, db.photos, () => dropEntries(db, [entry]));
  changed();
}

/** What the server's answers to a batch of changes settle, written at once: done ones go, the others are marked. */
export interface Settled {
  done: OutboxEntry[];
  marked: { seq: number; changes: Partial<OutboxMeta> }[];
  ids: { local: string; real: number | string }[];
  versions: { key: string; version: number }[];
}

export async function settle({ done, marked, ids, versions }: Settled): Promise<void> {
  if (done.length + marked.length + ids.length + versions.length === 0) return;
  const db = await staffDb();
  await db.transaction('rw', [db.outbox, db.photos, db.ids, db.versions], async () => {
    if (ids.length) await db.ids.bulkPut(ids);
    if (versions.length) await db.versions.bulkPut(versions);
    for (const { seq, changes } of marked) await db.outbox.update(seq, changes as never);
    await dropEntries(db, done);
  });
  changed();
}

/**
 * The changes that cannot go without this one: those using the record or photo it makes. Discarding a change discards
 * them too, and the Sync screen says so first.
 */
export function dependentsOf(entry: OutboxEntry, entries: readonly OutboxEntry[]): OutboxEntry[] {
  const made = new Set<string>(madeBy(entry));
  const dependents: OutboxEntry[] = [];
  for (const later of entries.filter((e) => e.seq! > entry.seq!)) {
    if (usesRefs(later).some((ref) => made.has(ref))) {
      dependents.push(later);
      madeBy(later).forEach((ref) => made.add(ref));
    }
  }
  return dependents;
}

/**
 * A person chose to drop this change, or the changes of one thing they did (and what depends on them): nothing of it
 * will reach the server. Answers how many changes went with them beyond those chosen.
 */
export async function discard(chosen: OutboxEntry | readonly OutboxEntry[]): Promise<number> {
  const entries = Array.isArray(chosen) ? chosen : [chosen as OutboxEntry];
  if (entries.length === 0) return 0;
  const db = await staffDb();
  const dropped = new Map<string, OutboxEntry>();
  // All of it or none: a tab closed halfway never leaves a change behind without the one it needs.
  await db.transaction('rw', db.outbox, db.photos, async () => {
    const all = await entriesOf(entries[0]!.userId);
    for (const entry of entries) {
      const current = all.find((e) => e.id === entry.id);
      if (!current) continue; // already gone
      for (const drop of [current, ...dependentsOf(current, all)]) dropped.set(drop.id, drop);
    }
    await dropEntries(db, [...dropped.values()]);
  });
  changed();
  const own = new Set(entries.map((entry) => entry.id));
  return [...dropped.keys()].filter((id) => !own.has(id)).length;
}

/** Removes a photo taken offline and its queued upload, when the form drops it before it was ever sent. */
export async function dropLocalPhoto(localFileId: string): Promise<void> {
  const db = await staffDb();
  await db.transaction('rw', db.outbox, db.photos, async () => {
    await db.outbox.filter((e) => photoOfEntry(e) === localFileId).delete();
    await db.photos.delete(localFileId);
  });
  changed();
}

export async function photoOf(localFileId: string): Promise<Blob | undefined> {
  return (await (await staffDb()).photos.get(localFileId))?.blob;
}
