// The first screen's reads, sent by the entry the moment the page starts, before React, the store and the data layer
// have loaded. On the yard's tablet the app's code takes longer to load and run than the answers take to come back,
// so the answers are waiting when the data layer asks. The data layer's fetch takes each answer once (see
// lib/upload-progress.ts), so every read still goes through the offline copy and the outbox as any other; an answer
// nobody took is dropped after a while, and a later read of the same address goes to the server as usual.
//
// This module is part of the entry: it imports nothing the app's large chunks hold.
import { staffReadsOf } from '@forecourt/contracts/site';

/** How long an answer waits to be taken: past this the screen is up, and a later read should be fresh. */
const KEPT_MS = 20_000;

const started = new Map<string, Promise<Response>>();

/** Sends the reads `pathname` shows first (nothing offline: the data layer answers from the tablet's copy). */
export function startFirstReads(pathname: string, send: typeof fetch = fetch): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  for (const read of staffReadsOf(pathname)) {
    const address = `/api${read}`;
    // The session read must never come from the HTTP cache, as the data layer asks for it (lib/session-api.ts).
    const answer = send(address, { credentials: 'include', ...(read === '/user' ? { cache: 'no-store' as const } : {}) });
    answer.catch(() => {}); // a failure is the taker's to see
    started.set(address, answer);
  }
  if (started.size) setTimeout(() => started.clear(), KEPT_MS);
}

/** The answer started for this GET, once; undefined for any other call or when none was started. */
export function takeFirstRead(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET' || started.size === 0) return undefined;
  const url = new URL(request.url);
  if (url.origin !== location.origin) return undefined;
  const address = `${url.pathname}${url.search}`;
  const answer = started.get(address);
  started.delete(address);
  return answer;
}
