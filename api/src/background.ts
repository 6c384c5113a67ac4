// Work the server does on a timer: deliver queued mail, forget expired sessions.
import type { Deps } from './deps.ts';
import { purgeExpiredSessions } from './lib/auth/session-store.ts';

export function startBackgroundWork(deps: Deps): { stop(): void } {
  const timers = [
    setInterval(() => {
      purgeExpiredSessions(deps.db).catch((err) => deps.logger.warn({ err }, 'session purge failed'));
    }, 60 * 60 * 1000),
  ];
  for (const t of timers) t.unref();
  return { stop: () => timers.forEach(clearInterval) };
}
