// The event log as the owner reads it (GET /api/events): filtered, newest first, one keyset page at a time, each
// event optionally with what its record is called and the fields it changed. Administrators only.
import { auditQuerySchema, type AuditEvent, type AuditMetadata, type AuditPage, type AuditQuery } from '@forecourt/contracts';
import type { Deps } from '../../deps.ts';
import type { Caller } from '../../http/context.ts';
import { requireAdmin } from '../../lib/auth/authorize.ts';
import type { RecordedEvent } from '../../lib/event-store.ts';
import { parse } from '../../lib/validate.ts';
import { readStream } from './stream-views.ts';

export type AuditFilter = Pick<AuditQuery, 'streamType' | 'streamId' | 'actor' | 'type' | 'from' | 'to' | 'cursor'>;

/** Reads the query of GET /api/events (400 with the schema's messages) and checks the caller may read the log. */
export function auditQuery(caller: Caller, input: unknown): AuditQuery {
  requireAdmin(caller.user);
  return parse(auditQuerySchema, input);
}

function toAuditEvent(event: RecordedEvent): AuditEvent {
  return {
    position: Number(event.position),
    streamType: event.streamType,
    streamId: event.streamId,
    version: event.version,
    type: event.type,
    data: event.data as Record<string, unknown>,
    metadata: event.metadata as AuditMetadata,
    recordedAt: new Date(event.recordedAt).toISOString(),
  };
}

const streamKey = (streamType: string, streamId: string) => `${streamType}\u0000${streamId}`;

/**
 * Adds `subject` and `changes` to each event of a page. Every stream the page touches is read in one query, from its
 * first event up to the highest version the page needs, and folded once with the stream's own evolve.
 */
async function withChanges(deps: Deps, events: AuditEvent[]): Promise<AuditEvent[]> {
  const upTo = new Map<string, { streamType: string; streamId: string; version: number }>();
  for (const event of events) {
    const key = streamKey(event.streamType, event.streamId);
    const known = upTo.get(key);
    if (!known || known.version < event.version) upTo.set(key, { streamType: event.streamType, streamId: event.streamId, version: event.version });
  }
  if (upTo.size === 0) return events;
  const streams = await deps.store.log.streamsUpTo([...upTo.values()]);
  const byStream = new Map<string, RecordedEvent[]>();
  for (const event of streams) {
    const key = streamKey(event.streamType, event.streamId);
    const list = byStream.get(key) ?? [];
    list.push(event);
    byStream.set(key, list);
  }
  const readings = new Map([...byStream].map(([key, stream]) => [key, readStream(stream[0]!.streamType, stream)]));
  return events.map((event) => {
    const reading = readings.get(streamKey(event.streamType, event.streamId))?.get(event.version);
    return { ...event, subject: reading?.subject ?? '', changes: reading?.changes ?? [] };
  });
}

/** One page of the log; `nextCursor` is the position to continue below, null when nothing older matches. */
export async function readAuditPage(deps: Deps, filter: AuditFilter, limit: number, includeChanges: boolean): Promise<AuditPage> {
  const rows = await deps.store.log.page(filter, limit + 1);
  const more = rows.length > limit;
  const events = rows.slice(0, limit).map(toAuditEvent);
  const items = includeChanges ? await withChanges(deps, events) : events;
  return { items, nextCursor: more ? String(items.at(-1)!.position) : null };
}

/**
 * Every event the filter matches, newest first, with its changes, read a batch at a time (the CSV export). The first
 * batch is read before this answers, so a failing database is an ordinary error answer, not a cut-off download.
 */
export async function allAuditEvents(deps: Deps, filter: AuditFilter, batch = 500): Promise<AsyncIterable<AuditEvent>> {
  const first = await readAuditPage(deps, filter, batch, true);
  return (async function* () {
    yield* first.items;
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await readAuditPage(deps, { ...filter, cursor }, batch, true);
      yield* page.items;
      cursor = page.nextCursor;
    }
  })();
}
