// The device cookie (OWASP's advice against lock-out by strangers): a browser that has signed in to an account carries
// a signed cookie naming that account, and its sign-ins to it are counted against the browser's own small allowance
// instead of the account's. Guesses from anywhere else lock the account for unknown browsers only; the owner's
// tablet still gets in. The cookie holds a random id of the browser and the usernames signed in with it, signed with
// the session keys, so it cannot be made up or moved to another account.
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../http/context.ts';

export const DEVICE_COOKIE = 'forecourt.device';
/** A year: a tablet used daily keeps it for good; one left in a drawer for a year is a stranger again. */
const DEVICE_COOKIE_MS = 365 * 24 * 60 * 60 * 1000;
/** Accounts one browser is known for at most (a shared tablet at the yard): the oldest goes first. */
const MAX_ACCOUNTS = 10;

interface Device {
  id: string;
  usernames: string[];
}

const ID = /^[A-Za-z0-9_-]{22}$/;
const usernameKey = (username: string) => username.toLowerCase();

function readDevice(ctx: AppContext): Device | undefined {
  const value = ctx.cookies.get(DEVICE_COOKIE, { signed: true });
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<Device>;
    if (typeof parsed.id !== 'string' || !ID.test(parsed.id) || !Array.isArray(parsed.usernames)) return undefined;
    return { id: parsed.id, usernames: parsed.usernames.filter((u): u is string => typeof u === 'string').slice(-MAX_ACCOUNTS) };
  } catch {
    return undefined;
  }
}

/** This browser's id when it has signed in to `username` before (a valid, signed cookie naming it); else undefined. */
export function knownDeviceFor(ctx: AppContext, username: string): string | undefined {
  const device = readDevice(ctx);
  return device?.usernames.includes(usernameKey(username)) ? device.id : undefined;
}

/** After a sign-in: this browser is known for `username` from now on (its id kept, or a new one made). */
export function rememberDevice(ctx: AppContext, username: string): void {
  const device = readDevice(ctx) ?? { id: randomBytes(16).toString('base64url'), usernames: [] };
  const usernames = [...device.usernames.filter((u) => u !== usernameKey(username)), usernameKey(username)].slice(-MAX_ACCOUNTS);
  const value = Buffer.from(JSON.stringify({ id: device.id, usernames })).toString('base64url');
  ctx.cookies.set(DEVICE_COOKIE, value, { httpOnly: true, signed: true, sameSite: 'lax', secure: ctx.secure, overwrite: true, maxAge: DEVICE_COOKIE_MS });
}
