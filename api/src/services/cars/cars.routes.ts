// HTTP of the cars service (placeholder until the service lands).
import Router from '@koa/router';
import type { Deps } from '../../deps.ts';
import type { AppState } from '../../http/context.ts';

export function carsRoutes(_deps: Deps): Router<AppState> {
  return new Router<AppState>();
}
