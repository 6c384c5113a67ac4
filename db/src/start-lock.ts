// The work of a first start (migrations, the first administrator, the demo yard) done by one process at a time: any
// number of app processes may start together on one PostgreSQL, and each finds the work either done or its own to do.
// A session-level advisory lock held on a connection of its own (the work itself uses the pool); if the process dies
// holding it, PostgreSQL ends the session and the lock with it. The embedded database is one process's alone.
import type { Knex } from 'knex';

/** The advisory lock's key: 'forecourt start' in its own space, apart from the event log's and the limits'. */
export const START_LOCK = 7_004_226;

interface PgClient {
  query(sql: string, values?: unknown[]): Promise<unknown>;
}

export async function underStartLock<T>(db: Knex, work: () => Promise<T>): Promise<T> {
  if (db.client.config.client !== 'pg') return work();
  const connection = (await db.client.acquireConnection()) as PgClient;
  try {
    await connection.query('select pg_advisory_lock($1)', [START_LOCK]);
    try {
      return await work();
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [START_LOCK]);
    }
  } finally {
    await db.client.releaseConnection(connection);
  }
}
