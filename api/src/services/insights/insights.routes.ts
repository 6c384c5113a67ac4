// HTTP of the owner's insight into the yard: GET /api/insights/stock (administrators).
import Router from '@koa/router';
import type { Deps } from '../../deps.ts';
import { callerOf, type AppState } from '../../http/context.ts';
import { getStockInsight } from './insights.ts';

export function insightsRoutes(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/insights/stock', async (ctx) => {
    const insight = await getStockInsight(deps, callerOf(ctx));
    // Figures of the business that change by the day: never kept by a browser or a proxy.
    ctx.set('Cache-Control', 'no-store');
    ctx.body = insight;
  });
  return router;
}
