// Replays the outbox to the server, oldest first, under each change's own command id: a repeat after a lost answer or a
// closed tab changes nothing twice. The changes go in batches (POST /api/commands, up to BATCH_SIZE a request), each
// still its own command, run and answered on its own by the server as its single call would be; a photo goes on its
// own. A record made on the tablet gets its real id from the answer that made it and every later change uses it: a
// batch stops before a change that needs an id only that batch's answers will give. A later change to a record in
// the same batch is based on the version the change before it made (the server reads it from that answer). A change
// based on an older version than the server has is re-decided there, and only a real clash stops (for a person, on
// the Sync screen) together with the later changes to the same record. A refusal stays with its reason. Nothing is
// dropped without a person choosing to. Each command goes as the request the one table (command-requests.ts) makes of
// it; the server's answers are told apart by their code.
import type { ErrorBody } from '@forecourt/contracts/errors';
import type { BatchCommand, CommandBatchAnswer } from '@forecourt/contracts/command-batch';
import { COMMAND_BATCH_PATH } from '@forecourt/contracts/limits';
import { requestOf, type CommandRequest } from './command-requests.ts';
import { staffDb } from './db.ts';
import { entriesOf, settle, type Settled } from './outbox.ts';
import { outboxKnownEmpty } from './outbox-mark.ts';
import { madeBy, streamOf, type OutboxEntry } from './outbox-entry.ts';
import { galleryStandIns, localRefs, MAKES_RECORD, resolveRefs, streamKeyOf, type QueuedCommand } from './queued-command.ts';

/** The most changes sent in one request. */
export const BATCH_SIZE = 100;
/** The most bytes of changes in one request, well under the server's limit for a JSON body. */
const BATCH_BYTES = 256 * 1024;

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

/** A change going in a batch: its command as the server will get it, and the version it is based on. */
interface Planned {
  entry: OutboxEntry;
  real: QueuedCommand;
  stream: string;
  request: CommandRequest;
  /** A version, or the place in the batch of the change whose answer gives it. */
  ifMatch: number | { answerOf: number } | undefined;
}

/** What became of a change sent: as its single call's answer is read, or held back by the server behind a clash. */
type Answered = Outcome | { kind: 'held' };

async function replay(deps: SyncDeps): Promise<SyncResult> {
  const userId = deps.userId();
  // Nothing waits on this tablet (see outbox.ts): no need to open the outbox while a screen is opening.
  if (userId === null || outboxKnownEmpty()) return { sent: 0, waiting: 0 };
  const entries = await entriesOf(userId);
  const waiting = entries.filter((e) => e.status === 'pending');
  if (waiting.length === 0) return { sent: 0, waiting: 0 };

  const db = await staffDb();
  const [idRows, versionRows] = await Promise.all([db.ids.toArray(), db.versions.toArray()]);
  const ids = new Map(idRows.map((m) => [m.local, m.real] as const));
  // Read once: each change's version is looked up here, and each answer's version filed here too.
  const versionOf = new Map(versionRows.map((m) => [m.key, m.version] as const));
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
    let next = 0;
    while (next < entries.length) {
      // The next batch: changes in order, up to the first that needs an id this batch's answers will give.
      const batch: Planned[] = [];
      const settled: Settled = { done: [], marked: [], ids: [], versions: [] };
      const madeHere = new Set<string>();
      /** `${stream}@${version}` or `${stream}@#${place}` → the place of the change in this batch based on it. */
      const basedHere = new Map<string, number>();
      let bytes = 0;
      for (; next < entries.length && batch.length < BATCH_SIZE; next++) {
        const entry = entries[next]!;
        const real = resolveRefs(entry, (local) => ids.get(local));
        const stream = streamOf(real);
        const unresolved = localRefs(real);
        if (entry.status !== 'pending' || heldStreams.has(stream) || heldStreams.has(streamOf(entry)) || unresolved.some((ref) => heldRefs.has(ref))) {
          hold(entry, stream);
          continue;
        }
        if (unresolved.some((ref) => madeHere.has(ref))) break;
        if (unresolved.length > 0) {
          // What it needs was made by no change still waiting: that change was discarded.
          settled.marked.push({ seq: entry.seq!, changes: { status: 'rejected', error: 'It needs a change that was discarded. Discard it too, or make it again.' } });
          hold(entry, stream);
          continue;
        }
        const request = requestOf(real);
        // A photo goes on its own, between the batches.
        if (request.photo && batch.length > 0) break;
        const size = request.body === undefined ? 0 : JSON.stringify(request.body).length;
        if (batch.length > 0 && bytes + size > BATCH_BYTES) break;
        bytes += size + 300;
        let ifMatch: Planned['ifMatch'];
        if (entry.baseVersion !== undefined) {
          let key = `${stream}@${latestVersion(versionOf, stream, entry.baseVersion)}`;
          ifMatch = Number(key.slice(stream.length + 1));
          for (let place = basedHere.get(key); place !== undefined; place = basedHere.get(key)) {
            ifMatch = { answerOf: place };
            key = `${stream}@#${place}`;
          }
          basedHere.set(key, batch.length);
        }
        batch.push({ entry, real, stream, request, ifMatch });
        madeBy(entry).forEach((ref) => madeHere.add(ref));
        if (request.photo) {
          next++;
          break;
        }
      }
      if (batch.length === 0) {
        await settle(settled);
        continue;
      }

      const answered = batch.length === 1 && batch[0]!.request.photo ? [await sendOne(deps, batch[0]!, batch[0]!.ifMatch as number | undefined)] : await sendBatch(deps, batch);
      /** The version each change was based on, and the one its answer gave. */
      const versions: (number | undefined)[] = [];
      let stop: SyncResult['stoppedBy'];
      for (const [place, planned] of batch.entries()) {
        const { entry, real, stream } = planned;
        const outcome: Answered = stop === 'signed-out' ? { kind: 'signed-out' } : stop === 'unreachable' ? { kind: 'unreachable' } : (answered[place] ?? { kind: 'unreachable' });
        const ifMatch = typeof planned.ifMatch === 'object' ? versions[planned.ifMatch.answerOf] : planned.ifMatch;
        versions.push(ifMatch);
        if (outcome.kind === 'signed-out' || outcome.kind === 'unreachable') {
          stop ??= outcome.kind;
          continue;
        }
        if (outcome.kind === 'held') {
          hold(entry, stream);
          continue;
        }
        if (outcome.kind === 'sent') {
          const version = remember(real, outcome.data, stream, ifMatch, ids, settled);
          if (version !== undefined) versions[place] = version;
          settled.done.push(entry);
          sent += 1;
        } else if (outcome.kind === 'conflict') {
          settled.marked.push({ seq: entry.seq!, changes: { status: 'conflict', conflict: outcome.conflict } });
          hold(entry, stream);
        } else {
          settled.marked.push({ seq: entry.seq!, changes: { status: 'rejected', error: outcome.error, issues: outcome.issues } });
          hold(entry, stream);
        }
        done += 1;
        deps.onProgress({ done, total: waiting.length });
      }
      await settle(settled);
      for (const { key, version } of settled.versions) versionOf.set(key, version);
      if (stop === 'signed-out') {
        deps.onSignInNeeded();
        return { sent, waiting: waiting.length - done, stoppedBy: 'signed-out' };
      }
      if (stop === 'unreachable') {
        deps.onUnreachable();
        return { sent, waiting: waiting.length - done, stoppedBy: 'unreachable' };
      }
    }
    return { sent, waiting: waiting.length - sent };
  } finally {
    deps.onProgress(null);
    if (sent > 0) deps.onSent();
  }
}

/** The version a change based on `version` should now name: after each of this tablet's own changes to the record. */
function latestVersion(versionOf: ReadonlyMap<string, number>, stream: string, version: number): number {
  let current = version;
  for (let hops = 0; hops < 1000; hops++) {
    const next = versionOf.get(`${stream}@${current}`);
    if (next === undefined || next === current) return current;
    current = next;
  }
  return current;
}

/**
 * Files what the server gave (written with the rest of the batch): real ids for stand-ins, the real file id of a
 * photo, the stream's new version, which it answers.
 */
function remember(
  real: QueuedCommand,
  data: unknown,
  stream: string,
  ifMatch: number | undefined,
  ids: Map<string, number | string>,
  settled: Settled,
): number | undefined {
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
  settled.ids.push(...mappings);
  const makesStream = command.type === 'ListCar' || command.type === 'ListCampervan' || command.type === 'AddEntry' || command.type === 'AddRecipient';
  if (typeof answer.version !== 'number') return undefined;
  if (makesStream && typeof answer.id === 'number') {
    const madeStream = streamKeyOf({ stream: real.stream, streamId: answer.id } as QueuedCommand);
    settled.versions.push({ key: `${madeStream}@${answer.version}`, version: answer.version });
  } else if (ifMatch !== undefined) {
    settled.versions.push({ key: `${stream}@${ifMatch}`, version: answer.version });
  }
  return answer.version;
}

/**
 * Sends a batch and reads each answer as its single call's answer is read. The whole request not reaching the server,
 * or the session having ended, stops there; a batch the server does not take as one (an older server) goes change by
 * change.
 */
async function sendBatch(deps: SyncDeps, batch: Planned[]): Promise<Answered[]> {
  const commands: BatchCommand[] = batch.map(({ entry, stream, request, ifMatch }) => ({
    commandId: entry.id,
    method: request.method,
    path: request.path,
    ...(request.body === undefined ? {} : { body: request.body }),
    ...(ifMatch === undefined ? {} : { ifMatch }),
    deviceTime: entry.deviceTime,
    record: stream,
  }));
  let response: Response;
  try {
    response = await deps.fetch(COMMAND_BATCH_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Device-Id': deps.deviceId() },
      body: JSON.stringify({ commands }),
      credentials: 'include',
    });
  } catch {
    return batch.map(() => ({ kind: 'unreachable' }));
  }
  if (response.status === 401) return batch.map(() => ({ kind: 'signed-out' }));
  if (response.status === 429 || response.status >= 500) return batch.map(() => ({ kind: 'unreachable' }));
  const data = (await response.json().catch(() => undefined)) as CommandBatchAnswer | undefined;
  if (!response.ok || !Array.isArray(data?.answers) || data.answers.length !== batch.length) return sendEach(deps, batch);
  return data.answers.map((answer, i): Answered => {
    if (answer.status === undefined) return answer.outcome === 'held' ? { kind: 'held' } : { kind: 'unreachable' };
    return outcomeOfAnswer(answer.status, answer.body as Body, batch[i]!);
  });
}

/** Change by change, each based on the version the one before it made, and held behind one to its record not sent. */
async function sendEach(deps: SyncDeps, batch: Planned[]): Promise<Answered[]> {
  const answered: Answered[] = [];
  const versions: (number | undefined)[] = [];
  const held = new Set<string>();
  for (const planned of batch) {
    const ref = planned.ifMatch;
    if (held.has(planned.stream) || (typeof ref === 'object' && answered[ref.answerOf]?.kind !== 'sent')) {
      answered.push({ kind: 'held' });
      versions.push(undefined);
      held.add(planned.stream);
      continue;
    }
    const ifMatch = typeof ref === 'object' ? versions[ref.answerOf] : ref;
    const outcome = await sendOne(deps, planned, ifMatch);
    answered.push(outcome);
    const version = outcome.kind === 'sent' ? (outcome.data as { version?: unknown } | undefined)?.version : undefined;
    versions.push(typeof version === 'number' ? version : ifMatch);
    if (outcome.kind !== 'sent') held.add(planned.stream);
    if (outcome.kind === 'unreachable' || outcome.kind === 'signed-out') break;
  }
  return answered;
}

type Body = (Partial<ErrorBody> & Record<string, unknown>) | undefined;

/** How a single call's answer is read, whether it came alone or in a batch. */
function outcomeOfAnswer(status: number, data: Body, { entry, request }: Pick<Planned, 'entry' | 'request'>, statusText = ''): Outcome {
  const error = typeof data?.error === 'string' ? data.error : `${status}: ${statusText}`;
  if (status >= 200 && status < 300) return { kind: 'sent', data };
  if (status === 401) return { kind: 'signed-out' };
  if (status === 429 || status >= 500) return { kind: 'unreachable' };
  if (status === 404 && request.method === 'DELETE') return { kind: 'sent', data }; // already gone: done
  if (status === 409) {
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

/** One change as its own request: a photo, or a change of a batch the server did not take as one. */
async function sendOne(deps: SyncDeps, planned: Planned, ifMatch: number | undefined): Promise<Outcome> {
  const { entry, request } = planned;
  const headers = new Headers({ 'Idempotency-Key': entry.id, 'X-Device-Id': deps.deviceId(), 'X-Device-Time': entry.deviceTime });
  if (ifMatch !== undefined) headers.set('If-Match', `"${ifMatch}"`);
  let body: BodyInit | undefined;
  if (request.photo) {
    const photo = await (await staffDb()).photos.get(request.photo);
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
  const data: Body = await response.json().catch(() => undefined);
  return outcomeOfAnswer(response.status, data, planned, response.statusText);
}
