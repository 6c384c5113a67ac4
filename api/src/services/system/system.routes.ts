// GET /api/health: the process is up, the database answers, and changes can be stored (a load balancer's and a
// monitor's check: quick, never hanging).
import Router from '@koa/router';
import type { Deps } from '../../deps.ts';
import type { AppState } from '../../http/context.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../lib/database-unavailable.ts';
import { megabytes, MIN_FREE_BYTES, shortOfSpace } from '../../lib/data-folders.ts';

export const STORAGE_FULL = 'Changes cannot be saved: the database has run out of storage space.';

/** Longer than a healthy database ever takes, shorter than a balancer waits for the answer. */
const DATABASE_CHECK_MS = 3_000;

export function systemRoutes(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/health', async (ctx) => {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer in time')), DATABASE_CHECK_MS);
    });
    try {
      await Promise.race([deps.db.raw('select 1'), timeout]);
      const databaseMs = Math.round((performance.now() - started) * 10) / 10;
      // A folder of this process's own is short of room: another process may have it, so this one steps aside (503).
      const short = shortOfSpace(deps.config);
      if (short) {
        ctx.status = 503;
        ctx.set('Retry-After', '60');
        const { role, setting } = short.folder;
        ctx.body = {
          status: 'unavailable', database: 'ok', databaseMs, storage: 'full', folder: setting, freeBytes: short.freeBytes,
          error: `Changes cannot be saved: the ${role} has ${megabytes(short.freeBytes)} free, and needs at least ${megabytes(MIN_FREE_BYTES)}.`,
        };
        return;
      }
      const failure = deps.storage.failure();
      // The database refuses writes for want of space: every process on it has the same trouble, so the answer stays
      // 200 (reads are still served, the public site stays up) and says so for the monitor to raise the alarm.
      ctx.body = failure
        ? { status: 'degraded', database: 'ok', databaseMs, storage: 'full', since: failure.at.toISOString(), error: STORAGE_FULL }
        : { status: 'ok', database: 'ok', databaseMs, storage: 'ok' };
    } catch (err) {
      deps.logger.warn({ err }, 'health check: the database did not answer');
      ctx.status = 503;
      ctx.set('Retry-After', '5');
      ctx.body = { status: 'unavailable', database: 'unreachable', error: DATABASE_UNAVAILABLE_MESSAGE };
    } finally {
      clearTimeout(timer);
    }
  });
  return router;
}
