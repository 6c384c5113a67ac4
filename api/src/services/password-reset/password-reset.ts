// Forgotten passwords (issue 4), one service function per use case: ask for a link, check a link, set a new
// password through it. The answer to asking never says whether the account exists.
import { randomBytes } from 'node:crypto';
import {
  newPasswordSchema,
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_LINK_INVALID,
  PASSWORD_RESET_LINK_MINUTES,
  PASSWORD_RESET_SENT,
  passwordResetRequestSchema,
} from '@forecourt/contracts/user';
import type { Deps } from '../../deps.ts';
import type { Caller } from '../../http/context.ts';
import { hashPassword } from '../../lib/auth/password.ts';
import { endSessionsOf } from '../../lib/auth/session-store.ts';
import { AppError, tooManyRequests } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { forgetFailuresOf } from '../auth/login-throttle.ts';
import { appendAudit } from '../users/users.ts';
import { findUserRowById, findUserRowByLogin, updateUserRow } from '../users/users.repository.ts';
import { composeResetMail, resetLink } from './password-reset-mail.ts';
import * as repo from './password-resets.repository.ts';

export const LINK_MS = PASSWORD_RESET_LINK_MINUTES * 60_000;
/** Links one account is sent in an hour; more requests get the same answer and no e-mail. */
export const MAX_LINKS_PER_ACCOUNT = 5;
/** Requests one address may make in an hour, whatever they name; then 429. */
export const MAX_REQUESTS_PER_IP = 20;
const WINDOW_MS = 60 * 60_000;
export const TOO_MANY_REQUESTS = 'Too many password reset requests. Please try again in an hour.';

const SENT = { message: PASSWORD_RESET_SENT } as const;
/** One answer for every link that does not work (unknown, used, replaced, expired, malformed): 410 Gone. */
const linkInvalid = () => new AppError(410, PASSWORD_RESET_LINK_INVALID, { message: PASSWORD_RESET_LINK_INVALID });

/** Reset e-mails on their way, per app, so a test (or a shutdown) can wait for them. */
const underway = new WeakMap<Deps, Set<Promise<void>>>();

/** Resolves once every reset e-mail under way has been handed to the mail server (or has failed and been logged). */
export async function resetMailSettled(deps: Deps): Promise<void> {
  await Promise.all(underway.get(deps) ?? []);
}

/**
 * POST /api/password-reset. The same 202 whether the login names an account or not, with the same work either way
 * (a token made and hashed, the same queries), and the e-mail sent after answering: nobody can tell from the answer
 * or its timing which usernames or addresses exist.
 */
export async function requestPasswordReset(deps: Deps, input: unknown, caller: Caller, origin: string): Promise<typeof SENT> {
  const { login } = parse(passwordResetRequestSchema, input);
  const now = deps.clock();
  const since = new Date(now.getTime() - WINDOW_MS);
  const ip = caller.metadata.ip ?? 'unknown';
  if ((await repo.countRequestsSince(deps.db, ip, since)) >= MAX_REQUESTS_PER_IP) throw tooManyRequests(TOO_MANY_REQUESTS);
  await repo.recordRequest(deps.db, ip, now, since);

  const token = randomBytes(32).toString('base64url');
  const tokenHash = repo.hashToken(token);
  const account = await findUserRowByLogin(deps.db, login);
  const recentLinks = await repo.countLinksSince(deps.db, account?.id ?? 0, since);
  if (!account) return SENT;
  if (recentLinks >= MAX_LINKS_PER_ACCOUNT) {
    deps.logger.warn({ userId: account.id, ip, requestId: caller.metadata.requestId }, 'password reset refused: too many links for this account');
    return SENT;
  }
  // The newest link is the only one that works: an older e-mail, perhaps still in a shared inbox, opens nothing.
  await deps.db.transaction(async (trx) => {
    await repo.revokeOpenLinks(trx, account.id, now);
    await repo.insertLink(trx, account.id, tokenHash, now, new Date(now.getTime() + LINK_MS));
  });
  sendInBackground(deps, account.id, composeResetMail(account, resetLink(origin, token)));
  return SENT;
}

/**
 * Sent directly rather than through the contact outbox: that queue is made for enquiries to the recipients, and
 * storing this mail to retry it would mean storing the token itself. A failed send is logged; the person asks again.
 */
function sendInBackground(deps: Deps, userId: number, mail: ReturnType<typeof composeResetMail>): void {
  const set = underway.get(deps) ?? new Set();
  underway.set(deps, set);
  const sending = deps.mailer.send(mail).then(
    ({ messageId }) => deps.logger.info({ userId, messageId }, 'password reset e-mail sent'),
    (err: unknown) => deps.logger.error({ err, userId }, 'password reset e-mail could not be sent'),
  );
  set.add(sending);
  void sending.finally(() => set.delete(sending));
}

/** A link's token from a request body; anything else reads as a link that does not work. */
const tokenOf = (input: unknown): string => {
  const token = (input as { token?: unknown } | null)?.token;
  return typeof token === 'string' ? token : '';
};

/** POST /api/password-reset/check { token }: whether the link still works, so the page can say so before anything is typed. */
export async function checkResetLink(deps: Deps, input: unknown): Promise<{ valid: true }> {
  if (!(await repo.findUsableLink(deps.db, repo.hashToken(tokenOf(input)), deps.clock()))) throw linkInvalid();
  return { valid: true };
}

/**
 * POST /api/password-reset/complete { token, password }: the new password under the rules of every account. In one transaction the link
 * is used up (once, even for two tries at once), the password replaced, the account's other links and every session
 * of it ended, its failed sign-ins forgotten, and an audit event without secrets recorded.
 */
export async function resetPassword(deps: Deps, input: unknown, caller: Caller): Promise<{ message: string }> {
  const tokenHash = repo.hashToken(tokenOf(input));
  // The link first: someone with a dead link is told so, not asked to fix a password they cannot use.
  if (!(await repo.findUsableLink(deps.db, tokenHash, deps.clock()))) throw linkInvalid();
  const { password } = parse(newPasswordSchema, input);
  const passwordHash = await hashPassword(password);
  await deps.store.transact(async (tx) => {
    const now = deps.clock();
    const userId = await repo.claimLink(tx.trx, tokenHash, now);
    const account = userId === undefined ? undefined : await findUserRowById(tx.trx, userId);
    if (!account) throw linkInvalid();
    await updateUserRow(tx.trx, account.id, { password_hash: passwordHash }, now);
    await repo.revokeOpenLinks(tx.trx, account.id, now);
    await endSessionsOf(tx.trx, account.id);
    await forgetFailuresOf(tx.trx, account.username);
    // Acted by the account itself: it holds the mailbox the link went to.
    await appendAudit(tx, { type: 'UserUpdated', data: { id: account.id, passwordChanged: true } }, {
      ...caller.metadata,
      actorId: account.id,
      actorUsername: account.username,
      via: 'password-reset',
    });
  });
  return { message: PASSWORD_RESET_DONE };
}
