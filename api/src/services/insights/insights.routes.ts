// HTTP of the owner's insight into the yard: GET /api/insights/stock (administrators).
import Router from '@koa/router';
import type { Deps } from '../../deps.ts';
import { callerOf, type AppState } from '../../http/context.ts';
import { getStockInsight } from './insights.ts';

export function insightsRoutes(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/insights/stock', async (ctx) => {
    ctx.body = await getStockInsight(deps, callerOf(ctx));
  });
  return router;
}
