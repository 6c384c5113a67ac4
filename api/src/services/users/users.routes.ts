// HTTP of staff accounts (administrators only): /api/users and /api/users/:id.
import Router from '@koa/router';
import type { Deps } from '../../deps.ts';
import { callerOf, type AppState } from '../../http/context.ts';
import { createUser, deleteUser, listUsers, updateUser } from './users.ts';
import { idParam } from '../../http/params.ts';

export function usersRoutes(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/users', async (ctx) => {
    ctx.body = await listUsers(deps, callerOf(ctx));
  });

  router.post('/api/users', async (ctx) => {
    ctx.body = await createUser(deps, ctx.request.body, callerOf(ctx));
    ctx.status = 201;
  });

  router.put('/api/users/:id', async (ctx) => {
    ctx.body = await updateUser(deps, idParam(ctx, 'id', 'User id'), ctx.request.body, callerOf(ctx));
  });

  router.delete('/api/users/:id', async (ctx) => {
    await deleteUser(deps, idParam(ctx, 'id', 'User id'), callerOf(ctx));
    ctx.status = 204;
  });

  return router;
}
