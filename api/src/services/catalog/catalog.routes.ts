// HTTP of the catalogue: /api/car-brands, /api/car-features, /api/campervan-features.
import Router from '@koa/router';
import type { Deps } from '../../deps.ts';
import { callerOf, type AppState } from '../../http/context.ts';
import { addEntry, listEntries, removeEntry } from './catalog.ts';
import type { CatalogKind } from '@forecourt/domain/catalog/catalog.events';
import { idParam } from '../../http/params.ts';

const PATHS: Record<CatalogKind, string> = {
  brand: '/api/car-brands',
  'car-feature': '/api/car-features',
  'campervan-feature': '/api/campervan-features',
};

export function catalogRoutes(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();
  for (const [kind, path] of Object.entries(PATHS) as [CatalogKind, string][]) {
    router.get(path, async (ctx) => {
      ctx.body = await listEntries(deps, kind);
    });
    router.post(path, async (ctx) => {
      ctx.status = 201;
      ctx.body = await addEntry(deps, kind, ctx.request.body, callerOf(ctx));
    });
    router.delete(`${path}/:id`, async (ctx) => {
      await removeEntry(deps, kind, idParam(ctx), callerOf(ctx));
      ctx.status = 204;
    });
  }
  return router;
}
