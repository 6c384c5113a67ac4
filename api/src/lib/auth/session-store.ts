// koa-session's external store in the database, so several API processes share sessions.
import type { Knex } from 'knex';
import { isOutOfSpace } from '../storage-health.ts';

const BROWSER_SESSION_MS = 24 * 60 * 60 * 1000;

interface SessionData {
  userId?: number;
  [key: string]: unknown;
}

export function databaseSessionStore(db: Knex) {
  return {
    async get(key: string): Promise<SessionData | undefined> {
      const row = await db('sessions').where({ id: key }).andWhere('expires_at', '>', db.fn.now()).first();
      return row?.data;
    },
    async set(key: string, data: SessionData, maxAge: number | string | undefined): Promise<void> {
      const ms = typeof maxAge === 'number' ? maxAge : BROWSER_SESSION_MS;
      const row = {
        id: key,
        data: JSON.stringify(data),
        expires_at: new Date(Date.now() + ms),
        user_id: typeof data.userId === 'number' ? data.userId : null,
      };
      try {
        await db('sessions').insert(row).onConflict('id').merge(['data', 'expires_at', 'user_id']);
      } catch (err) {
        // Extending a session that exists is a courtesy: on a full disk it keeps its old expiry, rather than turn a
        // change already made into an error. A new session (signing in) must be stored, or signing in fails.
        if (isOutOfSpace(err) && (await db('sessions').where({ id: key }).first('id'))) return;
        throw err;
      }
    },
    async destroy(key: string): Promise<void> {
      await db('sessions').where({ id: key }).delete();
    },
  };
}

/** Removes expired sessions; called now and then by the server. */
export async function purgeExpiredSessions(db: Knex): Promise<number> {
  return db('sessions').where('expires_at', '<=', db.fn.now()).delete();
}

/** Ends every session of one account (deleted, or its password changed by someone else) on every device. */
export async function endSessionsOf(db: Knex, userId: number): Promise<number> {
  return db('sessions').where({ user_id: userId }).delete();
}
