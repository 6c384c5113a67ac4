// GET /api/health: the process is up and the database answers (a load balancer's check: quick, never hanging).
import Router from '@koa/router';
import type { Deps } from '../../deps.ts';
import type { AppState } from '../../http/context.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../lib/database-unavailable.ts';

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
      ctx.body = { status: 'ok', database: 'ok', databaseMs: Math.round((performance.now() - started) * 10) / 10 };
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
