// The append-only event log: expected-version appends, ordered positions, inline projections in one transaction.
import type { Knex } from 'knex';
import { foldStream, type Decider, type NewEvent } from '@forecourt/domain/decider';
import { VersionConflict } from './errors.ts';

export interface EventMetadata {
  actorId?: number | null;
  actorUsername?: string | null;
  requestId?: string;
  ip?: string;
  userAgent?: string;
  commandId?: string;
  deviceId?: string;
  deviceTime?: string;
  [key: string]: unknown;
}

export interface RecordedEvent<E extends NewEvent = NewEvent> {
  position: number;
  streamType: string;
  streamId: string;
  version: number;
  type: E['type'];
  data: E['data'];
  metadata: EventMetadata;
  recordedAt: Date;
}

/**
 * Applies one event to the read tables, inside the transaction that appended it. A projection of a kind of stream
 * with many events may also offer a `replayer` for rebuilds: it folds the events in memory and writes the final rows
 * in bulk, instead of a round trip per event. What it writes must equal what the projection makes event by event
 * (the rebuild tests compare a rebuild with the tables kept live).
 */
export type Projection = ((trx: Knex.Transaction, event: RecordedEvent) => Promise<void>) & { replayer?: () => Replayer };

/** One rebuild's in-memory fold of a kind of stream: every event in log order, then the rows written once. */
export interface Replayer {
  apply(event: RecordedEvent): void;
  write(trx: Knex.Transaction): Promise<void>;
}

/** Reads an older stored shape of an event as the current one (event names and shapes never change once stored). */
export type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

export interface HandleOptions<State, Command, Event extends NewEvent> {
  streamType: string;
  streamId: string | number;
  decider: Decider<State, Command, Event>;
  command: Command;
  /** The version the caller based its command on; absent means "whatever is current". */
  expectedVersion?: number | undefined;
  metadata: EventMetadata;
  /** Only for importing history (demo seed, restore): when the events happened. */
  recordedAt?: Date;
}

export interface Handled<State, Event extends NewEvent> {
  state: State;
  version: number;
  events: RecordedEvent<Event>[];
}

// One key for the whole log: appends commit one after another, so positions never commit out of order.
const APPEND_LOCK = 7_004_225;

/** Hears which kinds of stream a committed transaction appended to ('*': the read tables were rebuilt). */
export type AppendListener = (streamTypes: readonly string[]) => void;

interface EventRow {
  position: number;
  stream_type: string;
  stream_id: string;
  version: number;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  recorded_at: Date;
}

export class EventStore {
  private readonly appendListeners = new Set<AppendListener>();

  constructor(
    private readonly db: Knex,
    private readonly projections: Record<string, Projection>,
    private readonly upcasters: Record<string, Upcaster> = {},
  ) {}

  /**
   * Calls `listener` after each transaction of this store that appended something has committed, before the command
   * that appended answers: a read that follows the answer can rely on it. Returns the unsubscribe.
   */
  onAppended(listener: AppendListener): () => void {
    this.appendListeners.add(listener);
    return () => this.appendListeners.delete(listener);
  }

  /** Runs `work` in one transaction holding the append lock; everything it appends commits together or not at all. */
  async transact<T>(work: (tx: StoreTransaction) => Promise<T>): Promise<T> {
    let touched: string[] = [];
    const result = await this.db.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(?)', [APPEND_LOCK]);
      const tx = new StoreTransaction(trx, this);
      const value = await work(tx);
      touched = [...tx.streamTypesAppended];
      return value;
    });
    if (touched.length) this.appended(touched);
    return result;
  }

  handle<State, Command, Event extends NewEvent>(
    options: HandleOptions<State, Command, Event>,
  ): Promise<Handled<State, Event>> {
    return this.transact((tx) => tx.handle(options));
  }

  async readStream(streamType: string, streamId: string | number, db: Knex = this.db): Promise<RecordedEvent[]> {
    const rows: EventRow[] = await db('events')
      .where({ stream_type: streamType, stream_id: String(streamId) })
      .orderBy('version');
    return rows.map((row) => this.fromRow(row));
  }

  /** Truncates the read tables and replays the whole log into them, in one transaction. */
  async rebuild(readTables: readonly string[], onProgress?: (done: number) => void): Promise<number> {
    const replayed = await this.db.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(?)', [APPEND_LOCK]);
      await trx.raw(`truncate ${readTables.map((t) => `"${t}"`).join(', ')}`);
      const replayers = new Map<string, Replayer>();
      let after = 0;
      let done = 0;
      for (;;) {
        const rows: EventRow[] = await trx('events').where('position', '>', after).orderBy('position').limit(1000);
        if (rows.length === 0) break;
        for (const row of rows) {
          const event = this.fromRow(row);
          const replayer = this.replayerOf(event.streamType, replayers);
          if (replayer) replayer.apply(event);
          else await this.project(trx, event);
        }
        after = rows[rows.length - 1]!.position;
        done += rows.length;
        onProgress?.(done);
      }
      for (const replayer of replayers.values()) await replayer.write(trx);
      return done;
    });
    this.appended(['*']);
    return replayed;
  }

  private appended(streamTypes: readonly string[]): void {
    for (const listener of this.appendListeners) {
      // What was appended is committed whatever a listener does: its failure must not turn into the command's.
      try {
        listener(streamTypes);
      } catch (error) {
        console.error('an append listener failed', error);
      }
    }
  }

  private replayerOf(streamType: string, replayers: Map<string, Replayer>): Replayer | undefined {
    const make = this.projections[streamType]?.replayer;
    if (!make) return undefined;
    let replayer = replayers.get(streamType);
    if (!replayer) replayers.set(streamType, (replayer = make()));
    return replayer;
  }

  /** @internal */
  async project(trx: Knex.Transaction, event: RecordedEvent): Promise<void> {
    await this.projections[event.streamType]?.(trx, event);
  }

  /** @internal */
  fromRow(row: EventRow): RecordedEvent {
    const upcast = this.upcasters[row.type];
    return {
      position: row.position,
      streamType: row.stream_type,
      streamId: row.stream_id,
      version: row.version,
      type: row.type,
      data: upcast ? upcast(row.data) : row.data,
      metadata: row.metadata,
      recordedAt: row.recorded_at,
    };
  }
}

/** What a command handler can do inside one append transaction. */
export class StoreTransaction {
  /** The kinds of stream this transaction appended to, for the append listeners once it commits. */
  readonly streamTypesAppended = new Set<string>();

  constructor(
    readonly trx: Knex.Transaction,
    private readonly store: EventStore,
  ) {}

  /** The next id of a new stream, from its database sequence. */
  async nextId(sequence: string): Promise<number> {
    const result = await this.trx.raw('select nextval(?::regclass) as id', [sequence]);
    return Number(result.rows[0].id);
  }

  readStream(streamType: string, streamId: string | number): Promise<RecordedEvent[]> {
    return this.store.readStream(streamType, streamId, this.trx);
  }

  /** Loads the stream, decides on its current state, appends the events and projects them. */
  async handle<State, Command, Event extends NewEvent>(
    options: HandleOptions<State, Command, Event>,
  ): Promise<Handled<State, Event>> {
    const { decider } = options;
    const history = await this.readStream(options.streamType, options.streamId);
    const state = foldStream(decider, history);
    const version = history.at(-1)?.version ?? 0;
    if (options.expectedVersion !== undefined && options.expectedVersion !== version) {
      throw new VersionConflict(version, state);
    }
    const events = decider.decide(options.command, state);
    const recorded = await this.append(options.streamType, options.streamId, version, events, options.metadata, options.recordedAt);
    return {
      state: events.reduce(decider.evolve, state),
      version: version + events.length,
      events: recorded as RecordedEvent<Event>[],
    };
  }

  /** Appends events after `expectedVersion` (409 if the stream is elsewhere) and projects each one. */
  async append(
    streamType: string,
    streamId: string | number,
    expectedVersion: number,
    events: readonly NewEvent[],
    metadata: EventMetadata,
    recordedAt?: Date,
  ): Promise<RecordedEvent[]> {
    if (events.length === 0) return [];
    this.streamTypesAppended.add(streamType);
    const row = await this.trx('events')
      .where({ stream_type: streamType, stream_id: String(streamId) })
      .max('version as version')
      .first();
    const current = Number(row?.version ?? 0);
    if (current !== expectedVersion) throw new VersionConflict(current, undefined);
    const cleanMetadata = Object.fromEntries(Object.entries(metadata).filter(([, v]) => v !== undefined && v !== null));
    const rows: EventRow[] = await this.trx('events')
      .insert(
        events.map((event, i) => ({
          stream_type: streamType,
          stream_id: String(streamId),
          version: expectedVersion + i + 1,
          type: event.type,
          data: JSON.stringify(event.data),
          metadata: JSON.stringify(cleanMetadata),
          ...(recordedAt ? { recorded_at: recordedAt } : {}),
        })),
      )
      .returning('*');
    const recorded = rows.map((r) => this.store.fromRow(r));
    for (const event of recorded) await this.store.project(this.trx, event);
    return recorded;
  }
}
