// What a person decides on the Sync screen about a change that clashed or was refused: resolve the clash field by
// field (recorded on the server as events), send it again as it is or fixed, or discard it.
import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { FieldClash, ResolutionChoice } from '@forecourt/contracts/sync';
import { newId } from '../device.ts';
import { staffDb } from './db.ts';
import type { CallResult } from './offline-calls.ts';
import { allEntries, removeEntry, updateEntry } from './outbox.ts';
import { changedValues, streamOf, withValues, type OutboxEntry } from './outbox-entry.ts';
import { resolveRefs } from './queued-command.ts';

export interface FieldChoice {
  chosen: ResolutionChoice;
  value: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields a change really changes: those whose value differs from the record it was based on. */
export function changedFields(entry: OutboxEntry): string[] {
  const body = changedValues(entry);
  return Object.keys(body).filter((field) => !entry.base || !same(body[field], entry.base[field]));
}

/** The clashes as they stand against the server's record now: fields changed on both sides to different values. */
export function clashesAgainst(entry: OutboxEntry, current: Record<string, unknown>): FieldClash[] {
  const body = changedValues(entry);
  return changedFields(entry)
    .filter((field) => entry.base && !same(current[field], entry.base[field]) && !same(current[field], body[field]))
    .map((field) => ({ field, base: entry.base?.[field], mine: body[field], theirs: current[field] }));
}

/** Only vehicles record a resolution on the server; anything else is sent again (keep mine) or discarded. */
export const resolvesOnServer = (entry: OutboxEntry): boolean => entry.command.type === 'ChangeCar' || entry.command.type === 'ChangeCampervan';

const RESOLUTIONS = { car: '/cars', campervan: '/campervans' } as const;

export type ResolveResult = { ok: true } | { ok: false; error: string; moved?: boolean };

/**
 * Records the person's choice for each clashing field, with this change's other fields as they were asked, in one
 * call: the server appends the resolution and the changes it makes. If the record moved on again meanwhile, the
 * clash is shown afresh against the newest version. `send` is the one api's sendCommand (same headers, and a plain
 * 'you are offline' with no network).
 */
export async function resolveConflict(
  entry: OutboxEntry,
  choices: Record<string, FieldChoice>,
  send: (call: FetchArgs) => Promise<CallResult>,
): Promise<ResolveResult> {
  const conflict = entry.conflict!;
  const body = changedValues(entry);
  const clashing = new Map(conflict.clashes.map((clash) => [clash.field, clash]));
  const fields = changedFields(entry).map((field) => {
    const clash = clashing.get(field);
    const choice = choices[field] ?? { chosen: 'mine' as const, value: body[field] };
    return {
      field,
      base: clash ? clash.base : (entry.base?.[field] ?? null),
      mine: body[field] ?? null,
      theirs: clash ? clash.theirs : (conflict.current[field] ?? null),
      chosen: clash ? choice.chosen : 'mine',
      value: clash ? choice.value : body[field],
    };
  });
  const db = await staffDb();
  const ids = new Map((await db.ids.toArray()).map((m) => [m.local, m.real] as const));
  const real = resolveRefs(entry, (local) => ids.get(local));
  if (real.stream !== 'car' && real.stream !== 'campervan') return { ok: false, error: 'Only a vehicle’s clash is resolved here.' };
  const result = await send({
    url: `${RESOLUTIONS[real.stream]}/${real.streamId}/conflict-resolutions`,
    method: 'POST',
    headers: {
      'If-Match': `"${conflict.currentVersion}"`,
      'Idempotency-Key': `${entry.id}-resolved-${conflict.currentVersion}`,
      'X-Device-Time': new Date().toISOString(),
    },
    body: { commandId: entry.id, baseVersion: entry.baseVersion ?? 1, fields },
  });
  if (result.error?.status === 'FETCH_ERROR') return { ok: false, error: 'The server cannot be reached. Try again when the network is back.' };
  const answer = ((result.error ? result.error.data : result.data) ?? {}) as Record<string, unknown>;
  if (!result.error) {
    if (entry.baseVersion !== undefined && typeof answer.version === 'number') {
      // Before the entry goes (which sends what waits): a later change to a field this clash settled is a clash too.
      await clashesBehind(entry, new Set(conflict.clashes.map((clash) => clash.field)), answer, answer.version);
      // The later changes of this tablet to the record were based on the same version: they follow this one.
      await db.versions.put({ key: `${streamOf(real)}@${entry.baseVersion}`, version: answer.version });
    }
    await removeEntry(entry);
    return { ok: true };
  }
  if ((answer.code === 'version-conflict' || answer.code === 'field-clash') && typeof answer.currentVersion === 'number') {
    const current = (answer.current ?? {}) as Record<string, unknown>;
    await updateEntry(entry.seq!, { conflict: { currentVersion: answer.currentVersion, current, clashes: clashesAgainst(entry, current) } });
    return { ok: false, moved: true, error: 'Someone changed it again meanwhile. Here it is as it stands now.' };
  }
  const status = typeof result.error.status === 'number' ? result.error.status : 0;
  return { ok: false, error: typeof answer.error === 'string' ? answer.error : `${status}: ${String(result.error.status)}` };
}

/**
 * The changes to the record still waiting behind one whose clash was just resolved, decided again on top of the
 * resolution: one that sets a field the clash settled, to a value other than the one it saw there and the one now
 * chosen, becomes a clash of its own for a person to decide, never a silent overwrite of the choice. The others go as
 * they are (they carry only the fields their person changed).
 */
async function clashesBehind(resolved: OutboxEntry, settled: ReadonlySet<string>, current: Record<string, unknown>, version: number): Promise<void> {
  const waiting = (await allEntries()).filter(
    (later) => later.seq! > resolved.seq! && later.status === 'pending' && streamOf(later) === streamOf(resolved) && resolvesOnServer(later),
  );
  for (const later of waiting) {
    const clashes = clashesAgainst(later, current).filter((clash) => settled.has(clash.field));
    if (clashes.length > 0) await updateEntry(later.seq!, { status: 'conflict', conflict: { currentVersion: version, current, clashes } });
  }
}

/**
 * Send it again (as it is, or fixed) under a new command id: the server keeps its answer to the old one, the refusal.
 * After a clash it goes against the server's current version: the person keeps their change.
 */
export async function sendAgain(entry: OutboxEntry, values?: Record<string, unknown>): Promise<void> {
  await updateEntry(entry.seq!, {
    id: newId(),
    status: 'pending',
    baseVersion: entry.conflict?.currentVersion ?? entry.baseVersion,
    command: (values ? withValues(entry, values) : entry).command,
    conflict: undefined,
    error: undefined,
    issues: undefined,
  });
}
