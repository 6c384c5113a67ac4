// Replays the outbox to the server, oldest first, one change at a time, under each change's own command id: a repeat
// after a lost answer or a closed tab changes nothing twice. A record made on the tablet gets its real id from the
// first answer and every later change uses it; a change based on an older version than the server has is re-decided
// there, and only a real clash stops (for a person, on the Sync screen) together with the later changes to the same
// record. A refusal stays with its reason. Nothing is dropped without a person choosing to. Each command goes as the
// request the one table (command-requests.ts) makes of it; the server's answers are told apart by their code.
import type { ErrorBody } from '@forecourt/contracts/errors';
import { requestOf, type CommandRequest } from './command-requests.ts';
import { db } from './db.ts';
import { entriesOf, removeEntry, updateEntry } from './outbox.ts';
import { madeBy, streamOf, type OutboxEntry } from './outbox-entry.ts';
import { galleryStandIns, localRefs, MAKES_RECORD, resolveRefs, streamKeyOf, type QueuedCommand } from './queued-command.ts';

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
  const hold = (entry: OutboxEntry, stream: string) => {
    heldStreams.add(stream);
    madeBy(entry).forEach((ref) => heldRefs.add(ref));
  };

  let done = 0;
  let sent = 0;
  deps.onProgress({ done, total: waiting.length });
  try {
    for (const entry of entries) {
      const real = resolveRefs(entry, (local) => ids.get(local));
      const stream = streamOf(real);
      const unresolved = localRefs(real);
      if (entry.status !== 'pending' || heldStreams.has(stream) || heldStreams.has(streamOf(entry)) || unresolved.some((ref) => heldRefs.has(ref))) {
        hold(entry, stream);
        continue;
      }
      if (unresolved.length > 0) {
        // What it needs was made by no change still waiting: that change was discarded.
        await updateEntry(entry.seq!, { status: 'rejected', error: 'It needs a change that was discarded. Discard it too, or make it again.' });
        hold(entry, stream);
        continue;
      }
      const ifMatch = entry.baseVersion === undefined ? undefined : await latestVersion(stream, entry.baseVersion);
      const outcome = await send(deps, entry, requestOf(real), ifMatch);
      if (outcome.kind === 'signed-out') {
        deps.onSignInNeeded();
        return { sent, waiting: waiting.length - done, stoppedBy: 'signed-out' };
      }
      if (outcome.kind === 'unreachable') {
        deps.onUnreachable();
        return { sent, waiting: waiting.length - done, stoppedBy: 'unreachable' };
      }
      if (outcome.kind === 'sent') {
        await remember(real, outcome.data, stream, ifMatch, ids);
        await removeEntry(entry);
        sent += 1;
      } else if (outcome.kind === 'conflict') {
        await updateEntry(entry.seq!, { status: 'conflict', conflict: outcome.conflict });
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

/** Files what the server gave: real ids for stand-ins, the real file id of a photo, the stream's new version. */
async function remember(
  real: QueuedCommand,
  data: unknown,
  stream: string,
  ifMatch: number | undefined,
  ids: Map<string, number | string>,
): Promise<void> {
  const answer = (data ?? {}) as Record<string, unknown>;
  const { command } = real;
  const mappings: { local: string; real: number | string }[] = [];
  const made = madeBy(real)[0];
  if (command.type === 'UploadPhoto' && typeof answer.fileId === 'string') mappings.push({ local: command.localFileId, real: answer.fileId });
  else if (command.type === 'SaveCampervanGallery' && Array.isArray(answer.images)) {
    // Its new images had stand-in ids by position among those kept; the answer lists them in the same order.
    const saved = answer.images as { id: number }[];
    const kept = galleryStandIns(command).filter((_, i) => !command.batch.images[i]!.isDeleted);
    kept.forEach((standIn, i) => {
      if (standIn !== undefined && saved[i]) mappings.push({ local: String(standIn), real: saved[i].id });
    });
  } else if (made !== undefined && (MAKES_RECORD.has(command.type) || command.type === 'LegacyRequest') && typeof answer.id === 'number') {
    mappings.push({ local: made, real: answer.id });
  }
  for (const mapping of mappings) ids.set(mapping.local, mapping.real);
  const makesStream = command.type === 'ListCar' || command.type === 'ListCampervan' || command.type === 'AddEntry' || command.type === 'AddRecipient';
  await db.transaction('rw', db.ids, db.versions, async () => {
    if (mappings.length) await db.ids.bulkPut(mappings);
    if (typeof answer.version !== 'number') return;
    if (makesStream && typeof answer.id === 'number') {
      const madeStream = streamKeyOf({ stream: real.stream, streamId: answer.id } as QueuedCommand);
      await db.versions.put({ key: `${madeStream}@${answer.version}`, version: answer.version });
    } else if (ifMatch !== undefined) {
      await db.versions.put({ key: `${stream}@${ifMatch}`, version: answer.version });
    }
  });
}

async function send(deps: SyncDeps, entry: OutboxEntry, request: CommandRequest, ifMatch: number | undefined): Promise<Outcome> {
  const headers = new Headers({ 'Idempotency-Key': entry.id, 'X-Device-Id': deps.deviceId(), 'X-Device-Time': entry.deviceTime });
  if (ifMatch !== undefined) headers.set('If-Match', `"${ifMatch}"`);
  let body: BodyInit | undefined;
  if (request.photo) {
    const photo = await db.photos.get(request.photo);
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
    response = await deps.fetch(`/api${request.path}`, { method: request.method, headers, body, credentials: 'include' });
  } catch {
    return { kind: 'unreachable' };
  }
  const data: (Partial<ErrorBody> & Record<string, unknown>) | undefined = await response.json().catch(() => undefined);
  const error = typeof data?.error === 'string' ? data.error : `${response.status}: ${response.statusText}`;
  if (response.ok) return { kind: 'sent', data };
  if (response.status === 401) return { kind: 'signed-out' };
  if (response.status === 429 || response.status >= 500) return { kind: 'unreachable' };
  if (response.status === 404 && request.method === 'DELETE') return { kind: 'sent', data }; // already gone: done
  if (response.status === 409) {
    // The same command is still being worked on (a repeat of one whose answer was lost): try again later.
    if (data?.code === 'idempotency-in-flight') return { kind: 'unreachable' };
    if ((data?.code === 'version-conflict' || data?.code === 'field-clash') && typeof data.currentVersion === 'number') {
      return {
        kind: 'conflict',
        conflict: {
          currentVersion: data.currentVersion,
          current: (data.current ?? {}) as Record<string, unknown>,
          clashes: Array.isArray(data.clashes) ? data.clashes : [],
        },
      };
    }
    // A make or feature someone else added meanwhile under the same name: what was wanted is there.
    if (entry.command.type === 'AddEntry') return { kind: 'sent', data: undefined };
  }
  return { kind: 'refused', error, issues: Array.isArray(data?.issues) ? data.issues : undefined };
}
