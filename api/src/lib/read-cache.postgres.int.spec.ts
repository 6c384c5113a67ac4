// The list reads answered from memory see changes committed by another process on the same PostgreSQL database, on
// the very next read (each kept answer is checked against the log's version, which every commit moves on). PostgreSQL only: the embedded
// database belongs to one process.
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@forecourt/contracts';
import { useTestApp } from '../../test/support/test-app.ts';
import type { Caller } from '../http/context.ts';
import { listCar } from '../services/cars/cars.ts';
import { CAR_HISTORIES } from '../services/cars/cars.scenarios.ts';
import { EventStore } from './event-store.ts';
import { projections } from '../projections.ts';

const t = useTestApp();
const x5 = CAR_HISTORIES.bmwX5PriceDropped.listed;
const callerOf = (user: User): Caller => ({ user, metadata: { actorId: user.id, actorUsername: user.username } });

async function stock(count: number) {
  const user = await t().createUser();
  for (let i = 0; i < count; i++) {
    await listCar(t().deps, { ...x5, brand: i % 2 ? 'Audi' : 'BMW', price: 20_000 + i * 1000 }, callerOf(user), { recordedAt: new Date(Date.UTC(2025, 0, i + 1)) });
  }
  return t().signedIn('user');
}

/** A transaction that has taken its id and stays open, holding the server's horizon, until `end` (once it is `running`). */
function holdTransaction(db: ReturnType<typeof knexFactory>) {
  let release: (() => void) | undefined;
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  const done = db.transaction(async (trx) => {
    await trx.raw('select pg_current_xact_id()');
    started();
    await new Promise<void>((resolve) => (release = resolve));
  });
  return { running, end: () => (release?.(), done) };
}

describe('read cache: changes made by other processes on PostgreSQL', () => {
  let other: ReturnType<typeof knexFactory>;
  let otherStore: EventStore;

  beforeAll(async () => {
    // Another process: its own pool and its own event store on the same database.
    other = knexFactory({ client: 'pg', connection: t().database.url });
    otherStore = new EventStore(other, projections);
  });
  afterAll(async () => {
    await other.destroy();
  });

  /** The prices of the list's cars, in the order of their ids. */
  const prices = async (query = '') =>
    ((await t().client().get(`/api/cars${query}`)).body as { id: number; price: number }[]).sort((a, b) => a.id - b.id).map((car) => car.price);

  it('sees an append committed by another process on the very next read, every time', async () => {
    await stock(2);
    let price = 20_000;
    for (let version = 1; version <= 5; version++) {
      expect((await prices())[0]).toBe(price);
      expect(await prices('?brand=BMW')).toEqual([price]);
      price += 100;
      await otherStore.transact((tx) => tx.append('car', 1, version, [{ type: 'CarPriceChanged', data: { price } }], { actorUsername: 'other' }));
      expect((await prices())[0]).toBe(price);
      expect(await prices('?brand=BMW')).toEqual([price]);
    }
  });

  it('sees an append that commits after a later one (appends to different cars commit in any order)', async () => {
    await stock(2);
    expect(await prices()).toEqual([20_000, 21_000]);
    let release!: () => void;
    let appended!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const open = new Promise<void>((resolve) => (appended = resolve));
    // Car 1's change appends first (the lower position) and stays open; car 2's commits meanwhile.
    const first = otherStore.transactOnStream(async (tx) => {
      await tx.append('car', 1, 1, [{ type: 'CarPriceChanged', data: { price: 20_500 } }], { actorUsername: 'other' });
      appended();
      await held;
    });
    try {
      await open;
      await otherStore.transactOnStream((tx) => tx.append('car', 2, 1, [{ type: 'CarPriceChanged', data: { price: 21_500 } }], { actorUsername: 'other' }));
      expect(await prices()).toEqual([20_000, 21_500]);
    } finally {
      release();
      await first;
    }
    // The last position did not move with this commit; the answer kept must still go.
    expect(await prices()).toEqual([20_500, 21_500]);
  });

  it('keeps its answers when transactions end that append nothing, whichever database of the server they ran on', async () => {
    await stock(1);
    // Transactions older than any append, here and on another database, hold the horizon back while the list is read.
    const { url } = t().database;
    if (!url) throw new Error('a PostgreSQL test: the database has an address');
    const postgres = new URL(url);
    postgres.pathname = '/postgres';
    const elsewhere = knexFactory({ client: 'pg', connection: postgres.toString() });
    const holders = [other, elsewhere].map(holdTransaction);
    try {
      await Promise.all(holders.map((holder) => holder.running));
      expect(await prices()).toEqual([20_000]);
      await other('cars').update({ price: 17_000 });
      // They end: the horizon moves on, and nothing was appended, so the answer kept is still the log's.
      for (const holder of holders) await holder.end();
      expect(await prices()).toEqual([20_000]);
      await other('events').insert({ stream_type: 'brand', stream_id: '99', version: 1, type: 'BrandAdded', data: JSON.stringify({ id: 99, name: 'Alpina' }), metadata: '{}' });
      expect(await prices()).toEqual([17_000]);
    } finally {
      await Promise.allSettled(holders.map((holder) => holder.end()));
      await elsewhere.destroy();
    }
  });

  it('reads afresh after the log is emptied and filled again with as many events (a restore), even with the horizon held', async () => {
    // A transaction older than every event holds the horizon below them all: the count above it is the whole log's.
    const older = holdTransaction(other);
    await older.running;
    try {
      await stock(1);
      expect(await prices()).toEqual([20_000]);
      // Another process restores a backup that holds as many events, at the same positions, as the log held.
      await other.transaction(async (trx) => {
        const events = await trx('events').orderBy('position');
        await trx.raw('truncate events restart identity');
        await trx('events').insert(events.map(({ tx: _tx, position: _position, ...event }) => (event.type === 'CarListed' ? { ...event, data: { ...event.data, price: 18_000 } } : event)));
        await trx('cars').update({ price: 18_000 });
      });
      expect(await prices()).toEqual([18_000]);
    } finally {
      await older.end();
    }
  });

  it('keeps its answers while the log stands still, and reads afresh once anything is appended', async () => {
    await stock(1);
    expect(await prices()).toEqual([20_000]);
    expect(t().deps.readCache.stats().answers).toBe(1);
    // A write to the read table that appends nothing is not seen: the answer kept is served...
    await other('cars').update({ price: 17_000 });
    expect(await prices()).toEqual([20_000]);
    // ...until any append commits, by anyone, to any stream.
    await other('events').insert({ stream_type: 'brand', stream_id: '99', version: 1, type: 'BrandAdded', data: JSON.stringify({ id: 99, name: 'Alpina' }), metadata: '{}' });
    expect(await prices()).toEqual([17_000]);
  });
});
