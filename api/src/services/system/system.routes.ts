// GET /api/health: the process is up and the database answers.
import Router from '@koa/router';
import type { Deps } from '../../deps.ts';
import type { AppState } from '../../http/context.ts';

export function systemRoutes(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/health', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      const started = performance.now();
      await deps.db.raw('select 1');
      ctx.body = { status: 'ok', database: 'ok', databaseMs: Math.round((performance.now() - started) * 10) / 10 };
    } catch {
      ctx.status = 503;
      ctx.body = { status: 'unavailable', database: 'unreachable', error: 'The database is not reachable' };
    }
  });
  return router;
}
