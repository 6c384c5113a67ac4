// Car changes under load, the same on either database: a stock of cars for sale, the member of staff who changes
// them, and 20 writers each putting a new price on a random car over HTTP through the app (session, load the stream,
// decide, append, project, answer).
import { READ_TABLES } from '@forecourt/db';
import { insertUser } from '@forecourt/api/services/users/users';
import { carsForSale } from './bench-history.ts';
import { load, type LoadResult } from './bench-load.ts';
import type { BenchDeps } from './bench-scratch-db.ts';

export const WRITERS = 20;
const WRITER = { username: 'bench-writer', password: 'bench-writer-password-1' };

/** Lists `count` more cars as events written straight into the log, then replays the log into the read tables. */
export async function stockCars(deps: BenchDeps, count: number, firstId: number): Promise<number> {
  const started = performance.now();
  const rows = carsForSale(count, firstId);
  for (let i = 0; i < rows.length; i += 2000) await deps.db('events').insert(rows.slice(i, i + 2000));
  await deps.store.rebuild(READ_TABLES);
  await deps.db.raw("select setval('car_id_seq', (select max(id) from cars))");
  await deps.db.raw('analyze');
  return (performance.now() - started) / 1000;
}

/** The member of staff the writers sign in as. */
export async function addWriter(deps: BenchDeps): Promise<void> {
  await insertUser(deps, { ...WRITER, email: 'writer@forecourt.test', isAdmin: false }, { actorUsername: 'bench' });
}

/** 20 writers, signed in as the writer, each `PUT /api/cars/:id` with a new price for a random car of `carIds`. */
export async function loadCarChanges(base: string, carIds: readonly number[], timing: { duration: number; warmUp: number }): Promise<LoadResult> {
  const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(WRITER) });
  if (login.status !== 200) throw new Error(`Sign-in for the write benchmark failed: ${login.status}`);
  const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  let sent = 0;
  return load({
    url: `${base}/api/cars/1`,
    connections: WRITERS,
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    expectStatus: 200,
    setupRequest: (request) => {
      sent += 1;
      const id = carIds[Math.floor(Math.random() * carIds.length)]!;
      return { ...request, method: 'PUT', path: `/api/cars/${id}`, body: JSON.stringify({ price: 20_000 + (sent % 50_000) * 10 + 7 }) };
    },
    ...timing,
  });
}
