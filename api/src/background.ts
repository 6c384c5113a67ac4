// Work the server does on a timer: deliver queued mail (enquiries and password links), forget expired sessions, uses of the limits that no longer
// count, and idempotency keys past their week.
import type { Deps } from './deps.ts';
import { purgeExpiredSessions } from './lib/auth/session-store.ts';
import { purgeExpiredHits } from './lib/rate-limit.ts';
import { purgeExpiredKeys } from './http/idempotency.ts';
import { runOnce as deliverContactMail } from './services/contact/contact-delivery.ts';
import { deliverResetRequests } from './services/password-reset/password-reset-delivery.ts';

const MAIL_ROUND_MS = 15_000;

/** Runs `work` every `ms`, never two rounds at once (a slow mail server must not pile rounds up). */
function every(ms: number, work: () => Promise<unknown>, onError: (err: unknown) => void): NodeJS.Timeout {
  let running = false;
  return setInterval(() => {
    if (running) return;
    running = true;
    work()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, ms);
}

export function startBackgroundWork(deps: Deps): { stop(): void } {
  const timers = [
    every(MAIL_ROUND_MS, () => deliverContactMail(deps), (err) => deps.logger.warn({ err }, 'mail delivery round failed')),
    every(MAIL_ROUND_MS, () => deliverResetRequests(deps), (err) => deps.logger.warn({ err }, 'password link delivery round failed')),
    every(60 * 60 * 1000, () => purgeExpiredSessions(deps.db), (err) => deps.logger.warn({ err }, 'session purge failed')),
    every(60 * 60 * 1000, () => purgeExpiredHits(deps.db, deps.clock()), (err) => deps.logger.warn({ err }, 'rate limit purge failed')),
    every(60 * 60 * 1000, () => purgeExpiredKeys(deps.db, deps.clock()), (err) => deps.logger.warn({ err }, 'idempotency key purge failed')),
  ];
  for (const t of timers) t.unref();
  return { stop: () => timers.forEach(clearInterval) };
}
