// Reading the event log: every query of the `events` table outside the append itself lives here, so the log's shape,
// its indexes and its upcasting are one module's business. The audit views, insights, idempotency and the seed ask
// these questions; none of them writes SQL against the log.
import type { Knex } from 'knex';
import type { Checkpoint, EventRow, RecordedEvent } from './event-store.ts';

/** What the owner can filter the log by (GET /api/events), newest first below a cursor position. */
export interface LogFilter {
  streamType?: string | undefined;
  streamId?: string | undefined;
  /** The username who made the change, any case. */
  actor?: string | undefined;
  type?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  cursor?: string | undefined;
}

export interface StreamNeed {
  streamType: string;
  streamId: string;
  /** Read from the first event through this version. */
  version: number;
}

export class EventLog {
  constructor(
    private readonly db: Knex,
    private readonly fromRow: (row: EventRow) => RecordedEvent,
  ) {}

  /** One stream's events in version order. */
  async stream(streamType: string, streamId: string | number, db: Knex = this.db): Promise<RecordedEvent[]> {
    const rows: EventRow[] = await db('events').where({ stream_type: streamType, stream_id: String(streamId) }).orderBy('version');
    return rows.map(this.fromRow);
  }

  /** Several streams at once, each from its first event through the version it needs, in one read. */
  async streamsUpTo(needs: readonly StreamNeed[]): Promise<RecordedEvent[]> {
    if (needs.length === 0) return [];
    const result = await this.db.raw(
      `select e.* from events e
         join (values ${needs.map(() => '(?::text, ?::text, ?::integer)').join(', ')}) as need (stream_type, stream_id, up_to)
           on e.stream_type = need.stream_type and e.stream_id = need.stream_id and e.version <= need.up_to
       order by e.stream_type, e.stream_id, e.version`,
      needs.flatMap((need) => [need.streamType, need.streamId, need.version]),
    );
    return (result.rows as EventRow[]).map(this.fromRow);
  }

  /**
   * One page of the log, newest first, below the cursor, `limit` of them. Each filter has an index that ends in the
   * position (migration 0003), so a page reads only its own rows however long the log is.
   */
  pageQuery(filter: LogFilter, limit: number): Knex.QueryBuilder {
    const query = this.db('events').select('*');
    if (filter.streamType) query.where('stream_type', filter.streamType);
    if (filter.streamId) query.where('stream_id', filter.streamId);
    if (filter.actor) query.whereRaw(`lower(metadata->>'actorUsername') = lower(?)`, [filter.actor]);
    if (filter.type) query.where('type', filter.type);
    if (filter.from) query.where('recorded_at', '>=', filter.from);
    // Times are recorded to the microsecond but given to the millisecond: `to` takes in its whole millisecond.
    if (filter.to) query.where('recorded_at', '<', new Date(filter.to.getTime() + 1));
    if (filter.cursor) query.where('position', '<', Number(filter.cursor));
    return query.orderBy('position', 'desc').limit(limit);
  }

  async page(filter: LogFilter, limit: number): Promise<RecordedEvent[]> {
    return ((await this.pageQuery(filter, limit)) as EventRow[]).map(this.fromRow);
  }

  /** Every event of a kind of stream in log order, leaving out the types that start with `except`. */
  async ofStreamType(streamType: string, except?: string): Promise<RecordedEvent[]> {
    const query = this.db('events').where('stream_type', streamType);
    if (except) query.andWhereNot('type', 'like', `${except}%`);
    return ((await query.orderBy('position')) as EventRow[]).map(this.fromRow);
  }

  /**
   * Every event of a kind of stream recorded by `at` (to its millisecond), stream by stream in version order: what a
   * list of the yard as it stood then is folded from. Every event of the kind is looked at (a dealer's log is small).
   */
  async ofStreamTypeRecordedBy(streamType: string, at: Date): Promise<RecordedEvent[]> {
    const rows: EventRow[] = await this.db('events')
      .where('stream_type', streamType)
      .andWhere('recorded_at', '<', new Date(at.getTime() + 1))
      .orderBy([{ column: 'stream_id' }, { column: 'version' }]);
    return rows.map(this.fromRow);
  }

  /** When the last change of all happened; undefined for an empty log. */
  async lastRecordedAt(): Promise<Date | undefined> {
    const row = await this.db('events').max('recorded_at as at').first();
    return row?.at ? new Date(row.at) : undefined;
  }

  /**
   * A value that changes with every commit that appends to the log, by any process, and never comes back: the oldest
   * transaction still running (the horizon), how many events above it have committed, and the newest event's
   * transaction. A commit either moves the horizon on or adds events above it. Appends commit in no fixed order of
   * position, so the last position alone would miss an event that commits after a later one. Index reads of the few
   * newest events.
   *
   * Given the version read before (`since`), that same value comes back while the events above its horizon and the
   * newest event's transaction are as they were: every transaction older than the horizon had ended then, so any append
   * since is above it. A horizon moved on by transactions that appended nothing (on this database or another of the
   * server) then leaves the version alone. A log emptied and filled again (a restore, whose events all take its own
   * transaction) has a newest transaction never seen before, however many events it holds.
   */
  async version(since?: string): Promise<string> {
    const now = `(select horizon::text || ':' || (select count(*) from events where tx >= horizon) || ':' || coalesce((select max(tx) from events)::text, '0')
                    from (select pg_snapshot_xmin(pg_current_snapshot()) as horizon) as h)`;
    const [horizon, count, last] = since?.split(':') ?? [];
    const result =
      horizon && count && last
        ? await this.db.raw(
            `select case when (select count(*) from events where tx >= ?::xid8) = ?::bigint and coalesce((select max(tx) from events), '0') = ?::xid8
                      then ? else ${now} end as version`,
            [horizon, count, last, since!],
          )
        : await this.db.raw(`select ${now} as version`);
    return String(result.rows[0].version);
  }

  async count(): Promise<number> {
    return Number((await this.db('events').count<{ n: number }[]>('* as n').first())?.n ?? 0);
  }

  /** Whether anything but the given kinds of stream has ever been written (the demo only goes into an empty yard). */
  async hasAnyBut(streamType: string): Promise<boolean> {
    return Boolean(await this.db('events').whereNot({ stream_type: streamType }).first('position'));
  }

  /** Whether a change was made under this command id by this person (written in the same transaction as the change). */
  async hasCommand(commandId: string, actorId: number, db: Knex = this.db): Promise<boolean> {
    return Boolean(await db('events').whereRaw("metadata->>'commandId' = ? and metadata->>'actorId' = ?", [commandId, String(actorId)]).first('position'));
  }

  /** The current version of a stream (0 when it has no events). */
  async versionOf(streamType: string, streamId: string | number, db: Knex = this.db): Promise<number> {
    const row = await db('events').where({ stream_type: streamType, stream_id: String(streamId) }).max('version as version').first();
    return Number(row?.version ?? 0);
  }

  /**
   * Events in the log's order, (tx, position), after a checkpoint (from the start without one), `limit` of them. Only
   * for a reader that holds the log's lock exclusively (the rebuild): every append has committed.
   */
  inOrderAfter(after: Checkpoint | undefined, limit: number, db: Knex = this.db): Promise<RecordedEvent[]> {
    return this.inOrder(after, limit, db, false);
  }

  /**
   * What a reader following the log reads next: events after its checkpoint in the log's order, only from
   * transactions older than the oldest one still running. Every such transaction has ended, so no event can commit
   * before the checkpoint afterwards: paging on from the last event read never skips one that committed late. An
   * event shows here once every transaction that started before its own has ended (usually milliseconds).
   */
  settledAfter(after: Checkpoint | undefined, limit: number, db: Knex = this.db): Promise<RecordedEvent[]> {
    return this.inOrder(after, limit, db, true);
  }

  private async inOrder(after: Checkpoint | undefined, limit: number, db: Knex, settledOnly: boolean): Promise<RecordedEvent[]> {
    const query = db('events').orderBy([{ column: 'tx' }, { column: 'position' }]).limit(limit);
    if (settledOnly) query.whereRaw('tx < pg_snapshot_xmin(pg_current_snapshot())');
    if (after) query.whereRaw('(tx, position) > (?::xid8, ?::bigint)', [after.tx, after.position]);
    return ((await query) as EventRow[]).map(this.fromRow);
  }
}
