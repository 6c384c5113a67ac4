// What one change costs the database, counted statement by statement (BEGIN and COMMIT included): a price change
// reads the car's kept state once (taking the log's lock shared and the car's own lock in the same statement),
// appends its event with the new state, updates the car's row, and answers from the state, with no read back and no
// fold of the car's history, however long it is.
import { describe, expect, it } from 'vitest';
import type { User } from '@forecourt/contracts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { carBody } from '../../../test/support/vehicle-requests.ts';
import type { Caller } from '../../http/context.ts';
import { changeCar, getCar, listCar } from './cars.ts';

const t = useTestApp();

/** Every statement the database is sent while `work` runs. */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const listener = (query: { sql: string }) => sent.push(query.sql);
  t().deps.db.on('query', listener);
  try {
    await work();
  } finally {
    t().deps.db.off('query', listener);
  }
  return sent;
}

async function staff(): Promise<Caller> {
  const { user } = await t().signedIn('user');
  return { user: user as User, metadata: { actorId: user.id, actorUsername: user.username } };
}

describe('the cost of a price change', () => {
  it('is at most five statements, begin and commit included, and answers the car as the list then shows it', async () => {
    const caller = await staff();
    const car = await listCar(t().deps, carBody(), caller);
    const sent = await statementsOf(() => changeCar(t().deps, car.id, { price: 69990 }, caller, { expectedVersion: car.version }));
    expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(5);
    expect(sent[0]).toMatch(/^begin/i);
    expect(sent.at(-1)).toMatch(/^commit/i);
    expect(sent.filter((sql) => /from events|events\s+where/i.test(sql) && !/insert into events/i.test(sql)), 'no read of the history').toEqual([]);
    expect(await getCar(t().deps, car.id)).toMatchObject({ price: 69990, version: 2 });
  });

  it('costs the same on a car with a long history', async () => {
    const caller = await staff();
    const car = await listCar(t().deps, carBody(), caller);
    let version = car.version;
    for (let i = 0; i < 60; i++) version = (await changeCar(t().deps, car.id, { price: 60000 + i }, caller, { expectedVersion: version })).version;
    const sent = await statementsOf(() => changeCar(t().deps, car.id, { price: 59990 }, caller, { expectedVersion: version }));
    expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(5);
    expect(await getCar(t().deps, car.id)).toMatchObject({ price: 59990, version: 62 });
  });

  it('answers exactly what a read of the car answers afterwards', async () => {
    const caller = await staff();
    const car = await listCar(t().deps, carBody(), caller);
    expect(car).toEqual(await getCar(t().deps, car.id));
    const changed = await changeCar(t().deps, car.id, { price: 71990, color: 'Black Sapphire', status: 'reserved' }, caller, { expectedVersion: 1 });
    expect(changed).toEqual(await getCar(t().deps, car.id));
  });
});
