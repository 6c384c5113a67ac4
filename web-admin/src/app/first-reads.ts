// The first screen's reads, sent by the entry the moment the page starts, before React, the store and the data layer
// have loaded. On the yard's tablet the app's code takes longer to load and run than the answers take to come back,
// so the answers are waiting when the data layer asks. The data layer's fetch takes each answer once (see
// lib/upload-progress.ts), so every read still goes through the offline copy and the outbox as any other; an answer
// nobody took is dropped after a while, and a later read of the same address goes to the server as usual.
//
// What a screen shows an administrator alone (the dashboard's stock insight) is sent as soon as the session read's
// answer says the person is one, rather than once the app has loaded, read that answer itself and drawn the screen.
//
// This module is part of the entry: it imports nothing the app's large chunks hold.
import { staffAdministratorPartOf, staffReadsOf } from '@forecourt/contracts/site';

/** How long an answer waits to be taken: past this the screen is up, and a later read should be fresh. */
const KEPT_MS = 20_000;

/** Each read sent, by its address; one that was not sent after all (not an administrator) answers undefined. */
const started = new Map<string, Promise<Response | undefined>>();

/**
 * Sends the reads `pathname` shows first (nothing offline: the data layer answers from the tablet's copy), and once
 * the session read says an administrator is signed in, the reads shown to administrators alone. Answers whether one
 * is: false when the session read was not sent, failed, or says otherwise.
 */
export function startFirstReads(pathname: string, send: typeof fetch = fetch): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve(false);
  let session: Promise<Response> | undefined;
  for (const read of staffReadsOf(pathname)) {
    const address = `/api${read}`;
    // The session read must never come from the HTTP cache, as the data layer asks for it (lib/session-api.ts).
    const answer = send(address, { credentials: 'include', ...(read === '/user' ? { cache: 'no-store' as const } : {}) });
    answer.catch(() => {}); // a failure is the taker's to see
    started.set(address, answer);
    if (read === '/user') session = answer;
  }
  // The answer is read from a copy taken as it arrives, before the data layer can have read it.
  const administrator = session ? session.then((answer) => (answer.ok ? answer.clone().json() : undefined)).then(isAdministrator, () => false) : Promise.resolve(false);
  for (const read of session ? staffAdministratorPartOf(pathname).reads : []) {
    const address = `/api${read}`;
    const answer = administrator.then((yes) => (yes ? send(address, { credentials: 'include' }) : undefined));
    answer.catch(() => {});
    started.set(address, answer);
  }
  if (started.size) setTimeout(() => started.clear(), KEPT_MS);
  return administrator;
}

const isAdministrator = (user: unknown): boolean => typeof user === 'object' && user !== null && (user as { isAdmin?: unknown }).isAdmin === true;

/** The answer started for this GET, once; undefined for any other call or when none was started (or, once it settles,
 * when it turned out not to be sent: the caller then sends it itself). */
export function takeFirstRead(request: Request): Promise<Response | undefined> | undefined {
  if (request.method !== 'GET' || started.size === 0) return undefined;
  const url = new URL(request.url);
  if (url.origin !== location.origin) return undefined;
  const address = `${url.pathname}${url.search}`;
  const answer = started.get(address);
  started.delete(address);
  return answer;
}
