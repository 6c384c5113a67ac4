// Every call of the API (SPEC §7), one router per service.
import Router from '@koa/router';
import type { Deps } from './deps.ts';
import type { AppState } from './http/context.ts';
import { authRoutes } from './services/auth/auth.routes.ts';
import { passwordResetRoutes } from './services/password-reset/password-reset.routes.ts';
import { usersRoutes } from './services/users/users.routes.ts';
import { carsRoutes } from './services/cars/cars.routes.ts';
import { campervansRoutes } from './services/campervans/campervans.routes.ts';
import { catalogRoutes } from './services/catalog/catalog.routes.ts';
import { recipientsRoutes } from './services/recipients/recipients.routes.ts';
import { contactRoutes } from './services/contact/contact.routes.ts';
import { mediaRoutes } from './services/media/media.routes.ts';
import { systemRoutes } from './services/system/system.routes.ts';
import { auditRoutes } from './services/audit/audit.routes.ts';
import { insightsRoutes } from './services/insights/insights.routes.ts';

export function apiRouter(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();
  for (const service of [systemRoutes, authRoutes, passwordResetRoutes, usersRoutes, carsRoutes, campervansRoutes, catalogRoutes, recipientsRoutes, contactRoutes, mediaRoutes, insightsRoutes, auditRoutes]) {
    const sub = service(deps);
    router.use(sub.routes(), sub.allowedMethods());
  }
  return router;
}
