// Starting and ending a signed-in session on the request: the one place that knows koa-session's quirks.
import { SIGNED_IN_HINT_COOKIE } from '@forecourt/contracts/session-hint';
import type { AppContext } from '../../http/context.ts';

/** 'Remember me' keeps the session cookie for 30 days; without it the cookie ends with the browser. */
export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Signs `userId` in on this request. The session always gets a new id and the one the browser came with is
 * destroyed on the server, so a session id planted or seen before sign-in is worth nothing after it.
 */
export async function startSession(ctx: AppContext, userId: number, remember: boolean): Promise<void> {
  const session = ctx.session;
  if (!session) throw new Error('the session middleware is not installed');
  // Nothing of an earlier session (another person's, perhaps) is carried into the new one.
  for (const key of Object.keys(session.toJSON())) delete (session as unknown as Record<string, unknown>)[key];
  session.userId = userId;
  // koa-session returns the promise although its types say void.
  await (session.regenerate() as unknown as Promise<void>);
  // Set after regenerate, through the setter: koa-session forgets a 'session' lifetime once it has saved, and
  // the setter forces the save at the end of the request to write the cookie with the lifetime asked for.
  session.maxAge = remember ? REMEMBER_ME_MS : 'session';
  setSignedInHint(ctx, remember ? REMEMBER_ME_MS : undefined);
}

/**
 * The public site's hint that a session may exist (SIGNED_IN_HINT_COOKIE): readable by scripts and carrying nothing
 * secret, with the session cookie's lifetime. `maxAge` undefined: it ends with the browser, as the session does.
 */
function setSignedInHint(ctx: AppContext, maxAge: number | undefined): void {
  ctx.cookies.set(SIGNED_IN_HINT_COOKIE, '1', { httpOnly: false, signed: false, sameSite: 'lax', secure: ctx.secure, overwrite: true, ...(maxAge ? { maxAge } : {}) });
}

/** Drops the hint: at logout, and when a browser that holds it turns out to have no session (ended or expired). */
export function clearSignedInHint(ctx: AppContext): void {
  if (ctx.cookies.get(SIGNED_IN_HINT_COOKIE, { signed: false }) === undefined) return;
  ctx.cookies.set(SIGNED_IN_HINT_COOKIE, null, { httpOnly: false, signed: false, sameSite: 'lax', secure: ctx.secure, overwrite: true });
}

/** Signs out: the session row is deleted on the server and the browser told to drop the cookie. */
export function endSession(ctx: AppContext): void {
  ctx.session = null;
  clearSignedInHint(ctx);
}
