// Several app processes started at the same moment on one new, empty PostgreSQL database, as a deployment with
// replicas does: each must come up healthy, and between them migrate the database once, make one administrator and
// write the demo yard once. PostgreSQL only: real processes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { emptyPostgresDatabase } from '../support/test-db.ts';

const PROCESSES = 3;
// FIRST_START_ROUNDS runs it longer (7 rounds are the 21 starts of the first report).
const ROUNDS = Number(process.env.FIRST_START_ROUNDS ?? 3);
/** What the demo yard writes to the log: 17 cars and 4 campervans, with their photos, features and makes. */
const DEMO_YARD_EVENTS = 109;

describe('several processes starting together on an empty PostgreSQL', () => {
  it(`all start healthy, ${ROUNDS} times over, with one administrator and one demo yard`, { timeout: 400_000 }, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const database = await emptyPostgresDatabase();
      const dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-first-start-'));
      const started: ServerProcess[] = [];
      try {
        const starts = await Promise.allSettled(
          Array.from({ length: PROCESSES }, () => startServerProcess({ databaseUrl: database.url, dataDir, env: { SEED_DEMO: 'true', LOG_LEVEL: 'info' } })),
        );
        for (const start of starts) if (start.status === 'fulfilled') started.push(start.value);
        const failures = starts.flatMap((start) => (start.status === 'rejected' ? [String(start.reason)] : []));
        expect(failures, `round ${round}`).toEqual([]);

        // Every process answers, and all give the same yard.
        const lists = await Promise.all(started.map(async (server) => (await server.client().get('/api/cars')).body as { id: number }[]));
        for (const list of lists) expect(list.map((car) => car.id)).toEqual(lists[0]!.map((car) => car.id));
        const db = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 1 } });
        try {
          expect(await db('users').select('username', 'is_admin')).toEqual([{ username: 'admin', is_admin: true }]);
          expect(Number((await db('events').count({ n: '*' }))[0]!.n), `round ${round}`).toBe(DEMO_YARD_EVENTS);
          expect(Number((await db('cars').count({ n: '*' }))[0]!.n)).toBe(17);
          expect(Number((await db('campervans').count({ n: '*' }))[0]!.n)).toBe(4);
          expect(Number((await db('knex_migrations').count({ n: '*' }))[0]!.n)).toBeGreaterThan(0);
        } finally {
          await db.destroy();
        }
        // The generated password is printed once, by the one process that made the account.
        expect(started.filter((server) => /Created the administrator "admin"/.test(server.output()))).toHaveLength(1);
      } finally {
        await Promise.all(started.map((server) => server.stop()));
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  });
});
