// Who signed in, when, from where: an ordinary table written at each successful sign-in. Administrators read
// everyone's; anyone else reads only their own (SPEC §6: the screen needs only a signed-in user, and other people's
// IP addresses and devices are not theirs to see).
import type { Knex } from 'knex';
import type { LoginHistoryEntry } from '@forecourt/contracts';
import { loginHistoryQuerySchema } from '@forecourt/contracts';
import type { Deps } from '../../deps.ts';
import type { Caller } from '../../http/context.ts';
import type { EventMetadata } from '../../lib/event-store.ts';
import { requireUser } from '../../lib/auth/authorize.ts';
import { parse } from '../../lib/validate.ts';

// A browser sends a few hundred characters; more is not a browser, and is not worth keeping.
const MAX_USER_AGENT = 512;

interface HistoryRow {
  id: number;
  user_id: number | null;
  username: string;
  login_time: Date;
  ip_address: string | null;
  user_agent: string | null;
  first_name: string | null;
  last_name: string | null;
}

export async function recordLogin(
  db: Knex,
  user: { id: number; username: string },
  metadata: EventMetadata,
  at: Date,
): Promise<void> {
  await db('login_history').insert({
    user_id: user.id,
    username: user.username,
    login_time: at,
    ip_address: metadata.ip || null,
    user_agent: metadata.userAgent?.slice(0, MAX_USER_AGENT) || null,
  });
}

/**
 * GET /api/login-history: newest first, names from the account while it still exists. An administrator gets every
 * sign-in; anyone else only the sign-ins of their own account, matched by user id (a username may be reused later).
 */
export async function listLoginHistory(deps: Deps, query: unknown, caller: Caller): Promise<LoginHistoryEntry[]> {
  const user = requireUser(caller.user);
  const { limit } = parse(loginHistoryQuerySchema, query);
  const rows: HistoryRow[] = await deps
    .db('login_history as h')
    .modify((q) => {
      if (!user.isAdmin) q.where('h.user_id', user.id);
    })
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .select('h.id', 'h.user_id', 'h.username', 'h.login_time', 'h.ip_address', 'h.user_agent', 'u.first_name', 'u.last_name')
    .orderBy([
      { column: 'h.login_time', order: 'desc' },
      { column: 'h.id', order: 'desc' },
    ])
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    loginTime: new Date(row.login_time).toISOString(),
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
  }));
}
