// Car changes under load, the same on either database: a stock of cars for sale, the member of staff who changes
// them, and 20 writers each putting a new price on a random car over HTTP through the app (session, load the stream,
// decide, append, project, answer), to one app process or spread over several.
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

/**
 * Gives each of `carIds` a long history: price changes written straight into the log after what it holds, until it has
 * `events` events; then replays the log, so each car's kept state stands at its last version.
 */
export async function lengthenHistories(deps: BenchDeps, carIds: readonly number[], events: number): Promise<void> {
  const started = Date.UTC(2024, 0, 1);
  for (const id of carIds) {
    const version = Number((await deps.db('events').where({ stream_type: 'car', stream_id: String(id) }).max('version as v').first())?.v ?? 0);
    const rows = Array.from({ length: events - version }, (_, i) => ({
      stream_type: 'car',
      stream_id: String(id),
      version: version + i + 1,
      type: 'CarPriceChanged',
      data: JSON.stringify({ price: 20_000 + ((i * 7) % 500) * 100 }),
      metadata: JSON.stringify({ actorUsername: 'bench' }),
      recorded_at: new Date(started + i * 3_600_000),
    }));
    for (let i = 0; i < rows.length; i += 2000) await deps.db('events').insert(rows.slice(i, i + 2000));
  }
  await deps.store.rebuild(READ_TABLES);
}

/** The member of staff the writers sign in as. */
export async function addWriter(deps: BenchDeps): Promise<void> {
  await insertUser(deps, { ...WRITER, email: 'writer@forecourt.test', isAdmin: false }, { actorUsername: 'bench' });
}

/** `connections` writers (20 unless told), signed in as the writer, each `PUT /api/cars/:id` with a new price for a random car of `carIds`. */
export async function loadCarChanges(
  base: string,
  carIds: readonly number[],
  timing: { duration: number; warmUp: number },
  connections = WRITERS,
): Promise<LoadResult> {
  const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(WRITER) });
  if (login.status !== 200) throw new Error(`Sign-in for the write benchmark failed: ${login.status}`);
  const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  let sent = 0;
  return load({
    url: `${base}/api/cars/1`,
    connections,
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

/** The same 20 writers spread over several app processes (7, 7, 6 over three): their rates added up. */
export async function loadCarChangesOver(bases: readonly string[], carIds: readonly number[], timing: { duration: number; warmUp: number }): Promise<LoadResult> {
  const shares = bases.map((_, i) => Math.floor(WRITERS / bases.length) + (i < WRITERS % bases.length ? 1 : 0));
  const results = await Promise.all(bases.map((base, i) => loadCarChanges(base, carIds, timing, shares[i])));
  const answers = results.reduce((sum, r) => sum + r.answers, 0);
  return {
    requestsPerSecond: results.reduce((sum, r) => sum + r.requestsPerSecond, 0),
    p50: Math.max(...results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
    answers,
    bytesPerSecond: results.reduce((sum, r) => sum + r.bytesPerSecond, 0),
    ...(results.some((r) => r.failures) ? { failures: results.flatMap((r) => (r.failures ? [r.failures] : [])).join(', ') } : {}),
  };
}
