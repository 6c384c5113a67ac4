// Turning stored password-link requests into links and e-mails, through the stored mail queue (lib/mail-queue.ts), so
// a restart between the answer and the send loses nothing and each request is handled by one process. The token is
// made when its e-mail goes, never stored (only its hash, as every link's): a send that fails is retried with a new
// link, which replaces the one that was never delivered.
import { randomBytes } from 'node:crypto';
import { PASSWORD_RESET_LINK_MINUTES } from '@forecourt/contracts/user';
import type { Deps } from '../../deps.ts';
import { claimDue, later, retryDelayMs } from '../../lib/mail-queue.ts';
import { take } from '../../lib/rate-limit.ts';
import { findUserRowById, findUserRowByLogin, type UserRow } from '../users/users.repository.ts';
import { composeResetMail, resetLink } from './password-reset-mail.ts';
import * as repo from './password-resets.repository.ts';

export const REQUESTS_TABLE = 'password_reset_requests';
/** Tries of one e-mail: 30 s, 1, 2, 4 and 8 min apart, so a link still reaches its reader within the link's hour. */
export const MAX_ATTEMPTS = 6;
/** Links one account is sent in an hour; more requests get the same answer and no e-mail. */
export const MAX_LINKS_PER_ACCOUNT = 5;
const WINDOW_MS = 60 * 60_000;
export const LINK_MS = PASSWORD_RESET_LINK_MINUTES * 60_000;
/** Requests one round handles at most; the worker's next round takes the rest. */
const ROUND_SIZE = 20;

export interface ResetRequestRow {
  id: number;
  login: string;
  origin: string;
  ip: string | null;
  request_id: string | null;
  account_id: number | null;
  status: 'pending' | 'retrying' | 'sending';
  attempts: number;
  last_error: string | null;
  created_at: Date;
  next_attempt_at: Date;
}

/** Stores a request, due now. The same statement whatever the login names, so it tells nobody which accounts exist. */
export async function queueResetRequest(deps: Deps, request: { login: string; origin: string; ip: string | null; requestId: string | null }): Promise<number> {
  const now = deps.clock();
  const [row] = await deps.db(REQUESTS_TABLE)
    .insert({ login: request.login, origin: request.origin, ip: request.ip, request_id: request.requestId, created_at: now, next_attempt_at: now })
    .returning('id');
  return (row as { id: number }).id;
}

const done = (deps: Deps, row: ResetRequestRow) => deps.db(REQUESTS_TABLE).where({ id: row.id }).delete();

/**
 * The account a request may mail a link to: the one its login names, if that account has not had its links for the
 * hour (counted as one step with noting the account on the request, so a retry never counts twice, and a burst from
 * many addresses or processes still sends at most that many). Undefined: nothing to send.
 */
async function accountFor(deps: Deps, row: ResetRequestRow): Promise<UserRow | undefined> {
  if (row.account_id !== null) return findUserRowById(deps.db, row.account_id);
  const account = await findUserRowByLogin(deps.db, row.login);
  if (!account) return undefined;
  const allowed = await deps.db.transaction(async (trx) => {
    const verdict = await take(trx, [{ scope: 'password-reset-account', key: String(account.id), max: MAX_LINKS_PER_ACCOUNT, windowMs: WINDOW_MS }], deps.clock());
    if (verdict.allowed) await trx(REQUESTS_TABLE).where({ id: row.id }).update({ account_id: account.id });
    return verdict.allowed;
  });
  if (!allowed) deps.logger.warn({ userId: account.id, ip: row.ip, requestId: row.request_id }, 'password reset refused: too many links for this account');
  return allowed ? account : undefined;
}

/**
 * One claimed request: a fresh link mailed to the account (the newest link is the only one that works, so an older
 * e-mail, perhaps still in a shared inbox, opens nothing), or nothing when the login names no account or its links are
 * used up. A failed send waits for its next try, or is given up after the last, logged; the person asks again.
 */
async function handleClaimed(deps: Deps, row: ResetRequestRow): Promise<'sent' | 'nothing' | 'retrying' | 'failed'> {
  const account = await accountFor(deps, row);
  if (!account) {
    await done(deps, row);
    return 'nothing';
  }
  const now = deps.clock();
  const token = randomBytes(32).toString('base64url');
  await deps.db.transaction(async (trx) => {
    await repo.revokeOpenLinks(trx, account.id, now);
    await repo.insertLink(trx, account.id, repo.hashToken(token), now, new Date(now.getTime() + LINK_MS));
  });
  try {
    const { messageId } = await deps.mailer.send(composeResetMail(account, resetLink(row.origin, token)));
    await done(deps, row);
    deps.logger.info({ userId: account.id, messageId }, 'password reset e-mail sent');
    return 'sent';
  } catch (err) {
    const reason = (err instanceof Error ? err.message : String(err)).slice(0, 500) || 'The mail server refused the message';
    if (row.attempts >= MAX_ATTEMPTS) {
      await done(deps, row);
      deps.logger.error({ err, userId: account.id, attempts: row.attempts }, 'password reset e-mail could not be sent; given up');
      return 'failed';
    }
    await deps.db(REQUESTS_TABLE).where({ id: row.id }).update({ status: 'retrying', last_error: reason, next_attempt_at: later(deps.clock(), retryDelayMs(row.attempts)) });
    deps.logger.warn({ err, userId: account.id, attempts: row.attempts }, 'password reset e-mail could not be sent; will be retried');
    return 'retrying';
  }
}

export interface ResetDeliveryReport {
  sent: number;
  nothing: number;
  retrying: number;
  failed: number;
}

/** Handles what is due (or just request `only`), one claim at a time. A failed send ends the round: the server is likely down. */
export async function deliverResetRequests(deps: Deps, only?: number): Promise<ResetDeliveryReport> {
  const report: ResetDeliveryReport = { sent: 0, nothing: 0, retrying: 0, failed: 0 };
  for (let i = 0; i < ROUND_SIZE; i += 1) {
    const row = await claimDue<ResetRequestRow>(deps.db, REQUESTS_TABLE, deps.clock(), only);
    if (!row) break;
    const outcome = await handleClaimed(deps, row);
    report[outcome] += 1;
    if (outcome === 'retrying' || outcome === 'failed' || only !== undefined) break;
  }
  return report;
}
