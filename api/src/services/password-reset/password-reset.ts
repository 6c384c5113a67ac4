// Forgotten passwords (issue 4), one service function per use case: ask for a link, check a link, set a new
// password through it. The answer to asking never says whether the account exists.
import {
  newPasswordSchema,
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_LINK_INVALID,
  PASSWORD_RESET_SENT,
  passwordResetRequestSchema,
} from '@forecourt/contracts/user';
import type { Deps } from '../../deps.ts';
import type { Caller } from '../../http/context.ts';
import { hashPassword } from '../../lib/auth/password.ts';
import { endSessionsOf } from '../../lib/auth/session-store.ts';
import { AppError } from '../../lib/errors.ts';
import { takeOrRefuse } from '../../lib/rate-limit.ts';
import { parse } from '../../lib/validate.ts';
import { forgetFailuresOf } from '../auth/login-throttle.ts';
import { appendAudit } from '../users/users.ts';
import { findUserRowById, updateUserRow } from '../users/users.repository.ts';
import { deliverResetRequests, queueResetRequest } from './password-reset-delivery.ts';
import * as repo from './password-resets.repository.ts';

export { MAX_LINKS_PER_ACCOUNT } from './password-reset-delivery.ts';
/** Requests one address may make in an hour, whatever they name; then 429. */
export const MAX_REQUESTS_PER_IP = 20;
const WINDOW_MS = 60 * 60_000;
export const tooManyResetRequests = (wait: string) => `Too many password reset requests. Please try again in ${wait}.`;

const SENT = { message: PASSWORD_RESET_SENT } as const;
/** One answer for every link that does not work (unknown, used, replaced, expired, malformed): 410 Gone. */
const linkInvalid = () => new AppError(410, PASSWORD_RESET_LINK_INVALID, { message: PASSWORD_RESET_LINK_INVALID });

/** Runs work once the answer has gone out (the route passes one that waits for the response to close). */
export type AfterAnswer = (work: () => Promise<void>) => void;

/** Reset work under way after its answer, per app, so a test (or a shutdown) can wait for it. */
const underway = new WeakMap<Deps, Set<Promise<void>>>();

/** Resolves once every reset request answered so far has had its first try: a link made and mailed, or nothing. */
export async function resetMailSettled(deps: Deps): Promise<void> {
  await Promise.all(underway.get(deps) ?? []);
}

/**
 * POST /api/password-reset. Before answering it does only what is the same for every login: check the form, count
 * the request against its address (429 past the limit) and store it for the mail worker. Everything that depends on
 * whether the login names an account (finding it, its own limit, the link, the e-mail) happens after the answer has
 * gone, so neither the answer nor its timing tells anyone which usernames or addresses exist. This process tries the
 * request at once after answering; if it stops first, any process's mail worker takes it up.
 */
export async function requestPasswordReset(deps: Deps, input: unknown, caller: Caller, origin: string, afterAnswer: AfterAnswer): Promise<typeof SENT> {
  const { login } = parse(passwordResetRequestSchema, input);
  const ip = caller.metadata.ip ?? 'unknown';
  await takeOrRefuse(deps.db, [{ scope: 'password-reset-address', key: ip, max: MAX_REQUESTS_PER_IP, windowMs: WINDOW_MS }], deps.clock(), tooManyResetRequests);
  const id = await queueResetRequest(deps, { login, origin, ip: caller.metadata.ip ?? null, requestId: caller.metadata.requestId ?? null });
  const set = underway.get(deps) ?? new Set();
  underway.set(deps, set);
  const done = new Promise<void>((resolve) => {
    afterAnswer(() =>
      deliverResetRequests(deps, id)
        .then(() => undefined)
        .catch((err: unknown) => deps.logger.error({ err, requestId: caller.metadata.requestId }, 'password reset request failed after answering'))
        .finally(resolve),
    );
  });
  set.add(done);
  void done.finally(() => set.delete(done));
  return SENT;
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
