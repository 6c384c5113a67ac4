// Replays the outbox to the server, oldest first, one change at a time, under each change's own command id: a repeat
// after a lost answer or a closed tab changes nothing twice. A record made on the tablet gets its real id from the
// first answer and every later change uses it; a change based on an older version than the server has is re-decided
// there, and only a real clash stops (for a person, on the Sync screen) together with the later changes to the same
// record. A refusal stays with its reason. Nothing is dropped without a person choosing to.
import { db } from './db.ts';
import { entriesOf, removeEntry, updateEntry } from './outbox.ts';
import { localRefs, resolveRefs, streamOf, type OutboxEntry } from './outbox-entry.ts';

export interface SyncDeps {
  fetch: typeof fetch;
  deviceId: () => string;
  /** Whose changes to send: the signed-in user, or null (nothing is sent). */
  userId: () => number | null;
  onProgress: (progress: { done: number; total: number } | null) => void;
  /** The session ended: the changes wait for the next sign-in. */
  onSignInNeeded: () => void;
  /** The server could not be reached (or is busy): try again later. */
  onUnreachable: () => void;
  /** Something reached the server: what the screens read is out of date. */
  onSent: () => void;
}

export interface SyncResult {
  sent: number;
  /** Still waiting: not sent (unreachable, signed out) or held back behind a clash or a refusal. */
  waiting: number;
  stoppedBy?: 'unreachable' | 'signed-out';
}

type Outcome =
  | { kind: 'sent'; data: unknown }
  | { kind: 'conflict'; conflict: NonNullable<OutboxEntry['conflict']> }
  | { kind: 'refused'; error: string; issues?: OutboxEntry['issues'] }
  | { kind: 'signed-out' }
  | { kind: 'unreachable' };

let running: Promise<SyncResult> | null = null;

/** Sends what waits; a call while a sync runs joins it. Only one tab of the tablet syncs at a time. */
export function syncOutbox(deps: SyncDeps): Promise<SyncResult> {
  running ??= (async () => {
    try {
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      if (!locks) return await replay(deps);
      return await locks.request('forecourt-outbox', { ifAvailable: true }, async (lock) =>
        lock ? replay(deps) : { sent: 0, waiting: 0 },
      );
    } finally {
      running = null;
    }
  })();
  return running;
}

async function replay(deps: SyncDeps): Promise<SyncResult> {
  const userId = deps.userId();
  if (userId === null) return { sent: 0, waiting: 0 };
  const entries = await entriesOf(userId);
  const waiting = entries.filter((e) => e.status === 'pending');
  if (waiting.length === 0) return { sent: 0, waiting: 0 };

  const ids = new Map((await db.ids.toArray()).map((m) => [m.local, m.real] as const));
  // Records (streams) and stand-ins whose changes are held back behind one that needs a person.
  const heldStreams = new Set<string>();
  const heldRefs = new Set<string>();
  const hold = (entry: OutboxEntry, stream: string | undefined) => {
    if (stream) heldStreams.add(stream);
    if (entry.tempId !== undefined) heldRefs.add(String(entry.tempId));
    if (entry.localFileId) heldRefs.add(entry.localFileId);
  };

  let done = 0;
  let sent = 0;
  deps.onProgress({ done, total: waiting.length });
  try {
    for (const entry of entries) {
      const request = resolveRefs(entry, (local) => ids.get(local));
      const stream = streamOf(request.url);
      const unresolved = localRefs(request);
      if (entry.status !== 'pending' || (stream && heldStreams.has(stream)) || unresolved.some((ref) => heldRefs.has(ref))) {
        hold(entry, stream);
        continue;
      }
      if (unresolved.length > 0) {
        // What it needs was made by no change still waiting: that change was discarded.
        await updateEntry(entry.seq!, { status: 'rejected', error: 'It needs a change that was discarded. Discard it too, or make it again.' });
        hold(entry, stream);
        continue;
      }
      const ifMatch = entry.ifMatch === undefined || !stream ? entry.ifMatch : await latestVersion(stream, entry.ifMatch);
      const outcome = await send(deps, entry, request, ifMatch);
      if (outcome.kind === 'signed-out') {
        deps.onSignInNeeded();
        return { sent, waiting: waiting.length - done, stoppedBy: 'signed-out' };
      }
      if (outcome.kind === 'unreachable') {
        deps.onUnreachable();
        return { sent, waiting: waiting.length - done, stoppedBy: 'unreachable' };
      }
      if (outcome.kind === 'sent') {
        await remember(entry, request, outcome.data, stream, ifMatch, ids);
        await removeEntry(entry);
        sent += 1;
      } else if (outcome.kind === 'conflict') {
        await updateEntry(entry.seq!, { status: 'conflict', conflict: outcome.conflict, ifMatch: entry.ifMatch });
        hold(entry, stream);
      } else {
        await updateEntry(entry.seq!, { status: 'rejected', error: outcome.error, issues: outcome.issues });
        hold(entry, stream);
      }
      done += 1;
      deps.onProgress({ done, total: waiting.length });
    }
    return { sent, waiting: waiting.length - sent };
  } finally {
    deps.onProgress(null);
    if (sent > 0) deps.onSent();
  }
}

/** The version a change based on `version` should now name: after each of this tablet's own changes to the record. */
async function latestVersion(stream: string, version: number): Promise<number> {
  let current = version;
  for (let hops = 0; hops < 1000; hops++) {
    const next = await db.versions.get(`${stream}@${current}`);
    if (!next || next.version === current) return current;
    current = next.version;
  }
  return current;
}

/** Files what the server gave: real ids for stand-ins, the real file id of a photo, the record's new version. */
async function remember(
  entry: OutboxEntry,
  request: Pick<OutboxEntry, 'url' | 'body'>,
  data: unknown,
  stream: string | undefined,
  ifMatch: number | undefined,
  ids: Map<string, number | string>,
): Promise<void> {
  const answer = (data ?? {}) as Record<string, unknown>;
  const mappings: { local: string; real: number | string }[] = [];
  if (entry.tempId !== undefined && typeof answer.id === 'number') mappings.push({ local: String(entry.tempId), real: answer.id });
  if (entry.localFileId && typeof answer.fileId === 'string') mappings.push({ local: entry.localFileId, real: answer.fileId });
  // A campervan's image batch: its new images had stand-in ids by position; the answer lists them in the same order.
  const images = (request.body as { images?: { isNew?: boolean; isDeleted?: boolean }[] } | undefined)?.images;
  if (entry.tempId !== undefined && Array.isArray(images) && Array.isArray(answer.images)) {
    const kept = images.filter((image) => !image.isDeleted);
    kept.forEach((image, i) => {
      const saved = (answer.images as { id: number }[])[i];
      if (image.isNew && saved) mappings.push({ local: String(entry.tempId! - i), real: saved.id });
    });
  }
  for (const mapping of mappings) ids.set(mapping.local, mapping.real);
  await db.transaction('rw', db.ids, db.versions, async () => {
    if (mappings.length) await db.ids.bulkPut(mappings);
    const madeStream = entry.tempId !== undefined && typeof answer.id === 'number' ? streamOf(`${entry.url}/${answer.id}`) : undefined;
    if (stream && ifMatch !== undefined && typeof answer.version === 'number') {
      await db.versions.put({ key: `${stream}@${ifMatch}`, version: answer.version });
    } else if (madeStream && typeof answer.version === 'number') {
      await db.versions.put({ key: `${madeStream}@${answer.version}`, version: answer.version });
    }
  });
}

async function send(deps: SyncDeps, entry: OutboxEntry, request: Pick<OutboxEntry, 'url' | 'body'>, ifMatch: number | undefined): Promise<Outcome> {
  const headers = new Headers({ 'Idempotency-Key': entry.id, 'X-Device-Id': deps.deviceId(), 'X-Device-Time': entry.deviceTime });
  if (ifMatch !== undefined) headers.set('If-Match', `"${ifMatch}"`);
  let body: BodyInit | undefined;
  if (entry.localFileId && request.url === '/upload') {
    const photo = await db.photos.get(entry.localFileId);
    if (!photo) return { kind: 'refused', error: 'The photo is no longer on this tablet. Discard this change and take it again.' };
    const form = new FormData();
    form.append('file', photo.blob, photo.name);
    body = form;
  } else if (request.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(request.body);
  }

  let response: Response;
  try {
    response = await deps.fetch(`/api${request.url}`, { method: entry.method, headers, body, credentials: 'include' });
  } catch {
    return { kind: 'unreachable' };
  }
  const data: Record<string, unknown> | undefined = await response.json().catch(() => undefined);
  const error = typeof data?.error === 'string' ? data.error : `${response.status}: ${response.statusText}`;
  if (response.ok) return { kind: 'sent', data };
  if (response.status === 401) return { kind: 'signed-out' };
  if (response.status === 429 || response.status >= 500) return { kind: 'unreachable' };
  if (response.status === 404 && entry.method === 'DELETE') return { kind: 'sent', data }; // already gone: done
  if (response.status === 409) {
    if (/still being processed/.test(error)) return { kind: 'unreachable' };
    if (typeof data?.currentVersion === 'number') {
      return {
        kind: 'conflict',
        conflict: {
          currentVersion: data.currentVersion,
          current: (data.current ?? {}) as Record<string, unknown>,
          clashes: Array.isArray(data.clashes) ? (data.clashes as NonNullable<OutboxEntry['conflict']>['clashes']) : [],
        },
      };
    }
    // A make or feature someone else added meanwhile under the same name: what was wanted is there.
    if (entry.method === 'POST' && /^\/(car-brands|car-features|campervan-features)$/.test(request.url)) return { kind: 'sent', data: undefined };
  }
  return { kind: 'refused', error, issues: Array.isArray(data?.issues) ? (data.issues as OutboxEntry['issues']) : undefined };
}
