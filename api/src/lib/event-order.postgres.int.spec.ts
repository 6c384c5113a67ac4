// Appends to different streams run side by side on PostgreSQL (no lock on the whole log), and a reader following the
// log in its (tx, position) order never steps past an event that commits late. PostgreSQL only: the embedded
// database runs one transaction at a time.
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_TABLES } from '@forecourt/db';
import type { User } from '@forecourt/contracts';
import { useTestApp } from '../../test/support/test-app.ts';
import type { Caller } from '../http/context.ts';
import { changeCar, listCar } from '../services/cars/cars.ts';
import { CAR_HISTORIES } from '../services/cars/cars.scenarios.ts';
import { projections } from '../projections.ts';
import { EventStore, type Checkpoint, type RecordedEvent, checkpointOf } from './event-store.ts';

const t = useTestApp();
const x5 = CAR_HISTORIES.bmwX5PriceDropped.listed;
const callerOf = (user: User): Caller => ({ user, metadata: { actorId: user.id, actorUsername: user.username } });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Whether `promise` settles within `ms`. */
const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true, () => true), pause(ms).then(() => false)]);

describe('the event log on PostgreSQL: appends side by side, a global order readers can trust', () => {
  // Other processes: each its own pool and its own event store on the same database.
  const others: Knex[] = [];
  const stores: EventStore[] = [];
  let caller: Caller;

  beforeAll(() => {
    for (let i = 0; i < 3; i++) {
      const db = knexFactory({ client: 'pg', connection: t().database.url, pool: { min: 0, max: 8 } });
      others.push(db);
      stores.push(new EventStore(db, projections));
    }
  });
  afterAll(async () => {
    await Promise.all(others.map((db) => db.destroy()));
  });

  async function stock(count: number): Promise<number[]> {
    caller = callerOf(await t().createUser());
    const ids: number[] = [];
    for (let i = 0; i < count; i++) ids.push((await listCar(t().deps, { ...x5, price: 20_000 + i * 1000 }, caller)).id);
    return ids;
  }

  /** A price change on a car that appends, then waits for `held` before it commits. */
  function heldPriceChange(store: EventStore, carId: number, price: number, held: Promise<void>) {
    const appended = gate();
    const done = store.transactOnStream(async (tx) => {
      const stream = await tx.load('car', carId, { initialState: () => undefined, evolve: () => undefined });
      await tx.append('car', carId, stream.version, [{ type: 'CarPriceChanged', data: { price } }], caller.metadata);
      appended.open();
      await held;
    });
    return { appended: appended.opened, done };
  }

  /** Everything a follower reads after `from`, a page of `size` at a time, until it has nothing more. */
  async function follow(store: EventStore, from: Checkpoint, size = 5): Promise<RecordedEvent[]> {
    const read: RecordedEvent[] = [];
    let at = from;
    for (;;) {
      const page = await store.log.settledAfter(at, size);
      if (page.length === 0) return read;
      read.push(...page);
      at = checkpointOf(page.at(-1)!);
    }
  }

  /**
   * What a follower has read after `from` once it holds `count` events (or 10 s went by). An event settles once every
   * transaction older than its own has ended, in any database of the server (other tests' among them): a moment.
   */
  async function followUntil(store: EventStore, from: Checkpoint, count: number): Promise<RecordedEvent[]> {
    const until = performance.now() + 10_000;
    const read: RecordedEvent[] = [];
    let at = from;
    while (read.length < count && performance.now() < until) {
      const page = await follow(store, at);
      read.push(...page);
      if (page.length) at = checkpointOf(page.at(-1)!);
      else await pause(5);
    }
    return read;
  }

  /** The newest event in the log's order, read straight from the table (nothing else writes to this database now). */
  async function newest(): Promise<Checkpoint> {
    const row = await t().deps.db('events').orderBy([{ column: 'tx', order: 'desc' }, { column: 'position', order: 'desc' }]).first('tx', 'position');
    return { tx: String(row.tx), position: Number(row.position) };
  }

  it('lets a change to one car commit while a change to another is still open, but not a change to the same car', async () => {
    const [a, b] = await stock(2);
    const release = gate();
    const held = heldPriceChange(stores[0]!, a!, 31_000, release.opened);
    let same: Promise<{ price: number }>;
    let whole: Promise<string>;
    try {
      await held.appended;
      // Another car, from another process: not held up by the open change.
      const other = changeCar(t().deps, b!, { price: 32_000 }, caller);
      expect(await settlesWithin(other, 3000)).toBe(true);
      expect((await other).price).toBe(32_000);

      // The same car waits for it; so does a transaction that needs the whole log to itself.
      same = changeCar(t().deps, a!, { price: 33_000 }, caller);
      whole = stores[1]!.transact(async () => 'mine alone');
      expect(await settlesWithin(same, 500)).toBe(false);
      expect(await settlesWithin(whole, 10)).toBe(false);
    } finally {
      release.open();
      await held.done;
    }
    expect((await same).price).toBe(33_000);
    expect(await whole).toBe('mine alone');
    const versions = (await t().deps.store.readStream('car', a!)).map((e) => [e.version, e.data]);
    expect(versions.slice(-2)).toEqual([
      [2, { price: 31_000 }],
      [3, { price: 33_000 }],
    ]);
  });

  it('shows a follower a later commit only once the earlier open change has committed, then both in order', async () => {
    const [a, b] = await stock(2);
    const from = await newest();

    const release = gate();
    const held = heldPriceChange(stores[0]!, a!, 41_000, release.opened);
    let late: number;
    try {
      await held.appended;
      await changeCar(t().deps, b!, { price: 42_000 }, caller);
      late = Number((await t().deps.db('events').where({ stream_type: 'car', stream_id: String(b) }).max('position as p').first())!.p);
      // Car b's change has committed, at a later position than a's open one: a follower does not see it yet, or it
      // would step past a's when that commits.
      expect(await follow(t().deps.store, from)).toEqual([]);
    } finally {
      release.open();
      await held.done;
    }
    const read = await followUntil(t().deps.store, from, 2);
    expect(read.map((e) => [e.streamId, e.data])).toEqual([
      [String(a), { price: 41_000 }],
      [String(b), { price: 42_000 }],
    ]);
    expect(read[0]!.position).toBeLessThan(late);
  });

  it('never lets a follower paging forward skip an event, with writers in three processes committing out of order', async () => {
    const cars = await stock(12);
    const start = await newest();
    let at: Checkpoint = start;
    const read: RecordedEvent[] = [];
    let writing = true;

    // 3 processes × 4 writers, each holding its transaction open a random moment after appending, so commits land
    // out of position order all the time.
    let written = 0;
    const writers = stores.flatMap((store, p) =>
      Array.from({ length: 4 }, async (_, w) => {
        for (let n = 0; n < 25; n++) {
          const car = cars[(p * 4 + w + n) % cars.length]!;
          await store.transactOnStream(async (tx) => {
            const stream = await tx.load('car', car, { initialState: () => undefined, evolve: () => undefined });
            await tx.append('car', car, stream.version, [{ type: 'CarPriceChanged', data: { price: 50_000 + p * 1000 + w * 100 + n } }], caller.metadata);
            await pause(Math.random() * 15);
          });
          written += 1;
        }
      }),
    );
    // It follows until the writers are done and it has caught up: an event settles once every transaction older than
    // its own has ended, in any database of the server, so the last ones may take a moment after the writers stop.
    const follower = (async () => {
      const deadline = () => !writing && (read.length >= 300 || performance.now() > stoppedAt + 10_000);
      for (;;) {
        const page = await t().deps.store.log.settledAfter(at, 4);
        read.push(...page);
        if (page.length) at = checkpointOf(page.at(-1)!);
        else if (deadline()) return;
        else await pause(2);
      }
    })();
    await Promise.all(writers);
    const stoppedAt = performance.now();
    writing = false;
    await follower;

    expect(written).toBe(300);
    const all = await t().deps.db('events').where('position', '>', start.position).orderBy('position').select('position');
    expect(all).toHaveLength(300);
    // Every event read once, none skipped...
    expect(read.map((e) => e.position).sort((x, y) => x - y)).toEqual(all.map((r) => Number(r.position)));
    // ...and each car's versions in order, as a projection folding them needs.
    const lastVersion = new Map<string, number>();
    for (const event of read) {
      expect(event.version).toBeGreaterThan(lastVersion.get(event.streamId) ?? 0);
      lastVersion.set(event.streamId, event.version);
    }
    // The rebuild folds the log in that same order to the same tables.
    const before = await t().deps.db('cars').orderBy('id').select('id', 'price', 'version');
    await t().deps.store.rebuild(READ_TABLES);
    expect(await t().deps.db('cars').orderBy('id').select('id', 'price', 'version')).toEqual(before);
  });
});
