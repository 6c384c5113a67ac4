// The append-only event log: one version check per command, the read tables kept in the same transaction, and each
// stream's state kept beside the log so a command reads one row instead of folding its whole history. A price change
// is five statements: begin, load (the log's lock shared and the stream's kept state locked), append (with the kept
// state), the read row, commit.
//
// Appends to different streams run side by side: nothing locks the whole log for them. Each event carries its
// transaction's id (`tx`); the log's order is (tx, position), which agrees with every stream's own version order
// because a stream's command takes its stream's lock before its transaction has an id. A reader that follows the log
// reads only below the oldest transaction still running (`EventLog.settledAfter`), where nothing can commit any more,
// so it never steps past an event that commits late.
import type { Knex } from 'knex';
import { foldStream, type Decider, type NewEvent } from '@forecourt/domain/decider';
import { VersionConflict } from './errors.ts';
import { EventLog } from './event-log.ts';

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
  /** The id of the transaction that appended it ('0' for events older than the id's keeping). */
  tx: string;
  streamType: string;
  streamId: string;
  version: number;
  type: E['type'];
  data: E['data'];
  metadata: EventMetadata;
  recordedAt: Date;
}

/** An event as the log stores it. */
export interface EventRow {
  position: number;
  tx: string;
  stream_type: string;
  stream_id: string;
  version: number;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  recorded_at: Date;
}

/**
 * Applies one event to the read tables, inside the transaction that appended it. A projection of a kind of stream
 * with many events may also offer a `replayer` for rebuilds: it folds the events in memory and writes the final rows
 * in bulk, instead of a round trip per event.
 */
export type Projection = ((trx: Knex.Transaction, event: RecordedEvent) => Promise<void>) & { replayer?: () => Replayer };

/** One rebuild's in-memory fold of a kind of stream: every event in log order, then the rows written once. */
export interface Replayer {
  apply(event: RecordedEvent): void;
  write(trx: Knex.Transaction): Promise<void>;
}

/** A stream's state with what the log knows beside it: its version and when its first and last events happened. */
export interface Stamped<State> {
  state: State;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The read tables of a kind of stream as a pure function of its state (the domain's rows function): written from the
 * state before and after a command, only what differs, and from the final states in a rebuild. Streams of such a
 * kind keep their state beside the log.
 */
export interface StateProjection<State = any> {
  kind: 'state';
  fold: Pick<Decider<State, never, NewEvent>, 'initialState' | 'evolve'>;
  /** Bumped when the state's shape changes: a kept state of another shape is folded again from the log. */
  shape: number;
  write(trx: Knex.Transaction, streamId: string, before: Stamped<State> | undefined, after: Stamped<State>): Promise<void>;
  writeAll(trx: Knex.Transaction, streams: ReadonlyMap<string, Stamped<State>>): Promise<void>;
}

export type ReadModel = Projection | StateProjection;

const isStateProjection = (model: ReadModel | undefined): model is StateProjection => typeof model === 'object' && model.kind === 'state';

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
  recordedAt?: Date | undefined;
}

export interface Handled<State, Event extends NewEvent> {
  state: State;
  version: number;
  events: RecordedEvent<Event>[];
}

/** A stream as a command found it, under the append lock (and its kept state's row lock). */
export interface LoadedStream<State> {
  streamType: string;
  streamId: string;
  state: State;
  version: number;
  /** When its first and last events happened; undefined for a stream with none. */
  createdAt?: Date | undefined;
  updatedAt?: Date | undefined;
  /** The state before any event of this transaction, for the read tables. */
  readonly before?: Stamped<State> | undefined;
}

/**
 * The log's lock, in two modes. A command on one stream holds it shared, so commands on different streams run side by
 * side (each waits only for its own stream's lock, STREAM_LOCK_SPACE). A transaction that decides from the tables, and the
 * rebuild, hold it exclusively: no append runs while they read and write.
 */
const LOG_LOCK = 7_004_225;

/**
 * The first key of each stream's own lock (the second: a hash of the stream's type and id). An advisory lock, taken
 * before the transaction has an id: a command waiting for its stream gets its id only after the one before it
 * committed, which is what keeps the log's (tx, position) order in step with every stream's versions. (A row lock
 * would not: a transaction gets its id before it waits for one.)
 */
const STREAM_LOCK_SPACE = 7_004_227;

/** The code PostgreSQL answers a unique index's refusal with. */
const UNIQUE_VIOLATION = '23505';

/** Hears which kinds of stream a committed transaction appended to ('*': the read tables were rebuilt). */
export type AppendListener = (streamTypes: readonly string[]) => void;

export class EventStore {
  private readonly appendListeners = new Set<AppendListener>();
  /** Every read of the log goes through here (audit views, insights, idempotency, the seed). */
  readonly log: EventLog;

  constructor(
    private readonly db: Knex,
    private readonly readModels: Record<string, ReadModel>,
    private readonly upcasters: Record<string, Upcaster> = {},
  ) {
    this.log = new EventLog(db, (row) => this.fromRow(row));
  }

  /**
   * Calls `listener` after each transaction of this store that appended something has committed, before the command
   * that appended answers: a read that follows the answer can rely on it. Returns the unsubscribe.
   */
  onAppended(listener: AppendListener): () => void {
    this.appendListeners.add(listener);
    return () => this.appendListeners.delete(listener);
  }

  /**
   * Runs `work` in one transaction holding the log's lock exclusively from its start, so whatever it reads to decide (a
   * count of administrators, whether anyone has registered yet, whether a make is in use) cannot change under it;
   * everything it appends commits together or not at all.
   */
  transact<T>(work: (tx: StoreTransaction) => Promise<T>): Promise<T> {
    return this.run(work, true);
  }

  /**
   * Runs a command that decides from its own stream alone: the log's lock is taken shared with the stream's first read
   * (`load`), which also locks the stream's kept state, saving a round trip on the busiest path. Such commands on
   * different streams do not wait for each other.
   */
  transactOnStream<T>(work: (tx: StoreTransaction) => Promise<T>): Promise<T> {
    return this.run(work, false);
  }

  private async run<T>(work: (tx: StoreTransaction) => Promise<T>, lockFirst: boolean): Promise<T> {
    let touched: string[] = [];
    const result = await this.db.transaction(async (trx) => {
      const tx = new StoreTransaction(trx, this);
      if (lockFirst) await tx.lock();
      const value = await work(tx);
      touched = [...tx.streamTypesAppended];
      return value;
    });
    if (touched.length) this.appended(touched);
    return result;
  }

  handle<State, Command, Event extends NewEvent>(options: HandleOptions<State, Command, Event>): Promise<Handled<State, Event>> {
    return this.transact((tx) => tx.handle(options));
  }

  readStream(streamType: string, streamId: string | number): Promise<RecordedEvent[]> {
    return this.log.stream(streamType, streamId);
  }

  /** Truncates the read tables and the kept states, and replays the whole log into them, in one transaction. */
  async rebuild(readTables: readonly string[], onProgress?: (done: number) => void): Promise<number> {
    const replayed = await this.db.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(?)', [LOG_LOCK]);
      await trx.raw(`truncate ${[...readTables, 'stream_states'].map((t) => `"${t}"`).join(', ')}`);
      const replayers = new Map<string, Replayer>();
      const states = new Map<string, Map<string, Stamped<unknown>>>();
      let after: Checkpoint | undefined;
      let done = 0;
      for (;;) {
        // Every append has committed (the lock is exclusive): the whole log, in its order.
        const events = await this.log.inOrderAfter(after, 1000, trx);
        if (events.length === 0) break;
        for (const event of events) {
          const model = this.readModels[event.streamType];
          if (isStateProjection(model)) {
            let streams = states.get(event.streamType);
            if (!streams) states.set(event.streamType, (streams = new Map()));
            streams.set(event.streamId, evolveStamped(model.fold, streams.get(event.streamId), event));
          } else if (model?.replayer) {
            let replayer = replayers.get(event.streamType);
            if (!replayer) replayers.set(event.streamType, (replayer = model.replayer()));
            replayer.apply(event);
          } else {
            await this.project(trx, event);
          }
        }
        after = checkpointOf(events[events.length - 1]!);
        done += events.length;
        onProgress?.(done);
      }
      for (const replayer of replayers.values()) await replayer.write(trx);
      for (const [streamType, streams] of states) {
        const model = this.readModels[streamType] as StateProjection;
        await model.writeAll(trx, streams);
        await writeStates(trx, streamType, model.shape, streams);
      }
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

  /** @internal */
  readModelOf(streamType: string): ReadModel | undefined {
    return this.readModels[streamType];
  }

  /** @internal */
  async project(trx: Knex.Transaction, event: RecordedEvent): Promise<void> {
    const model = this.readModels[event.streamType];
    if (model && !isStateProjection(model)) await model(trx, event);
  }

  /** @internal */
  fromRow(row: EventRow): RecordedEvent {
    const upcast = this.upcasters[row.type];
    return {
      position: Number(row.position),
      tx: String(row.tx),
      streamType: row.stream_type,
      streamId: row.stream_id,
      version: row.version,
      type: row.type,
      data: upcast ? upcast(row.data) : row.data,
      metadata: row.metadata,
      recordedAt: new Date(row.recorded_at),
    };
  }
}

/** A stamped state one event further on. */
function evolveStamped<State>(fold: StateProjection<State>['fold'], stamped: Stamped<State> | undefined, event: RecordedEvent): Stamped<State> {
  return {
    state: fold.evolve(stamped?.state ?? fold.initialState(), { type: event.type, data: event.data }),
    version: event.version,
    createdAt: stamped?.createdAt ?? event.recordedAt,
    updatedAt: event.recordedAt,
  };
}

/** Writes the kept states of a rebuild in bulk. */
async function writeStates(trx: Knex.Transaction, streamType: string, shape: number, streams: ReadonlyMap<string, Stamped<unknown>>) {
  const rows = [...streams].map(([streamId, s]) => ({
    stream_type: streamType,
    stream_id: streamId,
    version: s.version,
    shape,
    state: JSON.stringify(s.state),
    created_at: s.createdAt,
    updated_at: s.updatedAt,
  }));
  for (let i = 0; i < rows.length; i += 1000) await trx('stream_states').insert(rows.slice(i, i + 1000));
}

interface StateRow {
  version: number | null;
  shape: number | null;
  state: unknown;
  created_at: Date | null;
  updated_at: Date | null;
}

/** Where a reader of the log stands: the last event it read, in the log's (tx, position) order. */
export interface Checkpoint {
  tx: string;
  position: number;
}

export const checkpointOf = (event: Pick<RecordedEvent, 'tx' | 'position'>): Checkpoint => ({ tx: event.tx, position: event.position });

/** What a command handler can do inside one append transaction. */
export class StoreTransaction {
  /** The kinds of stream this transaction appended to, for the append listeners once it commits. */
  readonly streamTypesAppended = new Set<string>();
  private held: 'none' | 'shared' | 'exclusive' = 'none';

  constructor(
    readonly trx: Knex.Transaction,
    private readonly store: EventStore,
  ) {}

  /**
   * Takes the log's lock exclusively (once per transaction): nothing else appends until this transaction ends. Taken
   * first, before the transaction has written anything; a transaction already holding it shared may not take it so
   * (two such would wait for each other for ever).
   */
  async lock(): Promise<void> {
    if (this.held === 'exclusive') return;
    if (this.held === 'shared') throw new Error('A command on one stream cannot take the whole log exclusively; run it with transact()');
    await this.trx.raw('select pg_advisory_xact_lock(?)', [LOG_LOCK]);
    this.held = 'exclusive';
  }

  /** The statement's fragment that takes the log's lock shared, when this transaction holds it in no mode yet. */
  private shareClause(): { sql: string; bindings: number[] } {
    if (this.held !== 'none') return { sql: 'select 1', bindings: [] };
    this.held = 'shared';
    return { sql: 'select pg_advisory_xact_lock_shared(?)', bindings: [LOG_LOCK] };
  }

  /** The next id of a new stream, from its database sequence (taking the log's lock shared in the same statement). */
  async nextId(sequence: string): Promise<number> {
    const share = this.shareClause();
    const result = await this.trx.raw(`select nextval(?::regclass) as id from (${share.sql}) as log_lock`, [sequence, ...share.bindings]);
    return Number(result.rows[0].id);
  }

  readStream(streamType: string, streamId: string | number): Promise<RecordedEvent[]> {
    return this.store.log.stream(streamType, streamId, this.trx);
  }

  /**
   * A stream as it is now, for a command to decide on: its kept state in one read that first takes the log's lock
   * shared and the stream's own lock (so no other command on it can slip in between), else folded from its events.
   * The state's row is read `for update`, which reads its newest version even though the statement began before
   * the lock was granted; it is also the transaction's first write, so the transaction gets its id only now, after
   * every earlier command on the stream has committed: the log's (tx, position) order keeps each stream's versions.
   */
  async load<State, Event extends NewEvent = NewEvent>(
    streamType: string,
    streamId: string | number,
    fold: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  ): Promise<LoadedStream<State>> {
    const id = String(streamId);
    const model = this.store.readModelOf(streamType);
    if (isStateProjection(model)) {
      const share = this.shareClause();
      const result = await this.trx.raw(
        `select s.version, s.shape, s.state, s.created_at, s.updated_at
           from (${share.sql}) as log_lock
           cross join (select pg_advisory_xact_lock(?, hashtext(?))) as stream_lock
           left join lateral (select * from stream_states where stream_type = ? and stream_id = ? for update) as s on true`,
        [...share.bindings, STREAM_LOCK_SPACE, `${streamType}:${id}`, streamType, id],
      );
      const row = result.rows[0] as StateRow | undefined;
      if (row?.version != null && row.shape === model.shape) {
        const stamped: Stamped<State> = { state: row.state as State, version: row.version, createdAt: new Date(row.created_at!), updatedAt: new Date(row.updated_at!) };
        return { streamType, streamId: id, ...stamped, before: stamped };
      }
    } else {
      await this.lock();
    }
    const history = await this.readStream(streamType, id);
    const state = foldStream(fold, history);
    const first = history[0];
    const last = history.at(-1);
    const stamped = first && last ? { state, version: last.version, createdAt: first.recordedAt, updatedAt: last.recordedAt } : undefined;
    return { streamType, streamId: id, state, version: last?.version ?? 0, createdAt: first?.recordedAt, updatedAt: last?.recordedAt, before: stamped };
  }

  /** Loads the stream, checks the caller's version once, decides, appends the events and keeps the read side. */
  async handle<State, Command, Event extends NewEvent>(options: HandleOptions<State, Command, Event>): Promise<Handled<State, Event>> {
    const stream = await this.load(options.streamType, options.streamId, options.decider);
    if (options.expectedVersion !== undefined && options.expectedVersion !== stream.version) {
      throw new VersionConflict(stream.version, stream.state);
    }
    return this.decide(stream, options.decider, options.command, options.metadata, options.recordedAt);
  }

  /** Decides a command on a loaded stream and appends what it decided (nothing, if nothing changes). */
  async decide<State, Command, Event extends NewEvent>(
    stream: LoadedStream<State>,
    decider: Decider<State, Command, Event>,
    command: Command,
    metadata: EventMetadata,
    recordedAt?: Date,
  ): Promise<Handled<State, Event>> {
    const events = decider.decide(command, stream.state);
    const state = events.reduce(decider.evolve, stream.state);
    const recorded = await this.appendTo(stream, state, events, metadata, recordedAt);
    return { state, version: stream.version + events.length, events: recorded as RecordedEvent<Event>[] };
  }

  /**
   * Appends events after `expectedVersion` (409 if the stream is elsewhere) and keeps the read side: for callers that
   * hold no decider (an account's audit events, imports).
   */
  async append(
    streamType: string,
    streamId: string | number,
    expectedVersion: number,
    events: readonly NewEvent[],
    metadata: EventMetadata,
    recordedAt?: Date,
  ): Promise<RecordedEvent[]> {
    if (events.length === 0) return [];
    const model = this.store.readModelOf(streamType);
    const fold = isStateProjection(model) ? model.fold : { initialState: () => undefined, evolve: () => undefined };
    const stream = await this.load(streamType, streamId, fold);
    if (stream.version !== expectedVersion) throw new VersionConflict(stream.version, undefined);
    const state = events.reduce((s, e) => fold.evolve(s as never, e), stream.state as never);
    return this.appendTo(stream, state, events, metadata, recordedAt);
  }

  /** Appends after whatever the stream already holds (an account's audit events: they record, they decide nothing). */
  async appendAfterLatest(streamType: string, streamId: string | number, events: readonly NewEvent[], metadata: EventMetadata): Promise<RecordedEvent[]> {
    await this.lock();
    const version = await this.store.log.versionOf(streamType, streamId, this.trx);
    return this.append(streamType, streamId, version, events, metadata);
  }

  /** The insert of a command's events, with its stream's kept state beside them for a kind that keeps it. */
  private async insertEvents<State>(
    model: ReadModel | undefined,
    stream: LoadedStream<State>,
    after: State,
    insert: string,
    bindings: Knex.RawBinding[],
    at: Date | null,
    count: number,
  ): Promise<EventRow[]> {
    if (isStateProjection(model)) {
      const result = await this.trx.raw(
        `with appended as (${insert}),
              kept as (
                insert into stream_states (stream_type, stream_id, version, shape, state, created_at, updated_at)
                values (?, ?, ?::integer, ?::integer, ?::jsonb, coalesce(?::timestamptz, now()), coalesce(?::timestamptz, now()))
                on conflict (stream_type, stream_id) do update
                  set version = excluded.version, shape = excluded.shape, state = excluded.state, updated_at = excluded.updated_at)
         select * from appended order by version`,
        [
          ...bindings,
          stream.streamType,
          stream.streamId,
          stream.version + count,
          model.shape,
          JSON.stringify(after),
          stream.createdAt ?? at,
          at,
        ],
      );
      return result.rows;
    }
    return (await this.trx.raw(insert, bindings)).rows;
  }

  /** The one write of a command: its events and, for a stream that keeps its state, that state, in one statement. */
  private async appendTo<State>(stream: LoadedStream<State>, after: State, events: readonly NewEvent[], metadata: EventMetadata, recordedAt?: Date): Promise<RecordedEvent[]> {
    if (events.length === 0) return [];
    if (this.held === 'none') await this.lock();
    this.streamTypesAppended.add(stream.streamType);
    const model = this.store.readModelOf(stream.streamType);
    const cleanMetadata = JSON.stringify(Object.fromEntries(Object.entries(metadata).filter(([, v]) => v !== undefined && v !== null)));
    const at = recordedAt ?? null;
    const values = events.map(() => '(?, ?, ?::integer, ?, ?::jsonb, ?::jsonb, coalesce(?::timestamptz, now()))').join(', ');
    const bindings = events.flatMap((event, i) => [stream.streamType, stream.streamId, stream.version + i + 1, event.type, JSON.stringify(event.data), cleanMetadata, at]);
    const insert = `insert into events (stream_type, stream_id, version, type, data, metadata, recorded_at) values ${values} returning *`;
    let rows: EventRow[];
    try {
      rows = await this.insertEvents(model, stream, after, insert, bindings, at, events.length);
    } catch (error) {
      // A stream with no kept state to lock (a new one) that another command appended to first: its version is taken.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION && /stream_type_stream_id_version/.test(String((error as { constraint?: string }).constraint))) {
        throw new VersionConflict(stream.version + 1, undefined);
      }
      throw error;
    }
    const recorded = rows.map((row) => this.store.fromRow(row));
    if (isStateProjection(model)) {
      const last = recorded.at(-1)!;
      const stamped: Stamped<State> = { state: after, version: last.version, createdAt: stream.createdAt ?? recorded[0]!.recordedAt, updatedAt: last.recordedAt };
      await model.write(this.trx, stream.streamId, stream.before, stamped);
      Object.assign(stream, { state: after, version: last.version, createdAt: stamped.createdAt, updatedAt: stamped.updatedAt, before: stamped });
    } else {
      for (const event of recorded) await this.store.project(this.trx, event);
    }
    return recorded;
  }
}
