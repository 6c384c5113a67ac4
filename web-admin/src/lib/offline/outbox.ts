// The outbox: changes made on this tablet that the server has not confirmed, kept in IndexedDB in the order they were
// made, so a closed tab, a flat battery or a lost connection loses none of them. The sync sends them; the screens lay
// them over what they read; the Sync screen shows the ones that need a person.
import { db } from './db.ts';
import { localRefs, type OutboxEntry } from './outbox-entry.ts';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Calls `listener` after every change to the outbox (in this tab). Answers the way to stop. */
export function onOutboxChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const changed = () => listeners.forEach((listener) => listener());

export async function enqueue(entry: Omit<OutboxEntry, 'seq' | 'status'>, photo?: { blob: Blob; name: string }): Promise<OutboxEntry> {
  const queued: OutboxEntry = { ...entry, status: 'pending' };
  await db.transaction('rw', db.outbox, db.photos, async () => {
    if (photo && entry.localFileId) await db.photos.put({ localFileId: entry.localFileId, blob: photo.blob, name: photo.name });
    queued.seq = await db.outbox.add(queued);
  });
  changed();
  return queued;
}

/** A user's queued changes in the order they were made. */
export async function entriesOf(userId: number): Promise<OutboxEntry[]> {
  return (await db.outbox.where('userId').equals(userId).toArray()).sort((a, b) => a.seq! - b.seq!);
}

export async function allEntries(): Promise<OutboxEntry[]> {
  return db.outbox.orderBy('seq').toArray();
}

export async function updateEntry(seq: number, changes: Partial<OutboxEntry>): Promise<void> {
  await db.outbox.update(seq, changes);
  changed();
}

/** Done: the server has it. Its photo, if any, is no longer needed here. */
export async function removeEntry(entry: OutboxEntry): Promise<void> {
  await db.transaction('rw', db.outbox, db.photos, async () => {
    await db.outbox.delete(entry.seq!);
    if (entry.localFileId) await db.photos.delete(entry.localFileId);
  });
  changed();
}

/**
 * The changes that cannot go without this one: those using the record or photo it makes. Discarding a change discards
 * them too, and the Sync screen says so first.
 */
export function dependentsOf(entry: OutboxEntry, entries: readonly OutboxEntry[]): OutboxEntry[] {
  const made = new Set<string>();
  if (entry.tempId !== undefined) made.add(String(entry.tempId));
  if (entry.localFileId) made.add(entry.localFileId);
  const dependents: OutboxEntry[] = [];
  for (const later of entries.filter((e) => e.seq! > entry.seq!)) {
    if (localRefs(later).some((ref) => made.has(ref))) {
      dependents.push(later);
      if (later.tempId !== undefined) made.add(String(later.tempId));
      if (later.localFileId) made.add(later.localFileId);
    }
  }
  return dependents;
}

/** A person chose to drop this change (and what depends on it): nothing of it will reach the server. */
export async function discard(entry: OutboxEntry): Promise<number> {
  const dependents = dependentsOf(entry, await entriesOf(entry.userId));
  for (const dropped of [entry, ...dependents]) {
    await db.outbox.delete(dropped.seq!);
    if (dropped.localFileId) await db.photos.delete(dropped.localFileId);
  }
  changed();
  return dependents.length;
}

/** Removes a photo taken offline and its queued upload, when the form drops it before it was ever sent. */
export async function dropLocalPhoto(localFileId: string): Promise<void> {
  await db.transaction('rw', db.outbox, db.photos, async () => {
    await db.outbox.filter((e) => e.localFileId === localFileId).delete();
    await db.photos.delete(localFileId);
  });
  changed();
}

export async function photoOf(localFileId: string): Promise<Blob | undefined> {
  return (await db.photos.get(localFileId))?.blob;
}
