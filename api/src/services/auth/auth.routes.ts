// HTTP of sign-in: /api/user, /api/login, /api/logout, /api/register, and /api/login-history (everyone's
// sign-ins for administrators, one's own for anyone else).
import Router from '@koa/router';
import type { Deps } from '../../deps.ts';
import { callerOf, type AppState } from '../../http/context.ts';
import { clearSignedInHint, endSession, startSession } from '../../lib/auth/sign-in-session.ts';
import { knownDeviceFor, rememberDevice } from '../../lib/auth/device-cookie.ts';
import { unauthorized } from '../../lib/errors.ts';
import { login, register } from './auth.ts';
import { listLoginHistory } from './login-history.ts';

export function authRoutes(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/user', (ctx) => {
    if (!ctx.state.user) {
      clearSignedInHint(ctx);
      throw unauthorized('Not authenticated');
    }
    ctx.body = ctx.state.user;
  });

  router.post('/api/login', async (ctx) => {
    const { user, remember } = await login(deps, ctx.request.body, callerOf(ctx), (username) => knownDeviceFor(ctx, username));
    await startSession(ctx, user.id, remember);
    rememberDevice(ctx, user.username);
    ctx.body = user;
  });

  router.post('/api/register', async (ctx) => {
    const user = await register(deps, ctx.request.body, callerOf(ctx));
    await startSession(ctx, user.id, false);
    rememberDevice(ctx, user.username);
    ctx.status = 201;
    ctx.body = user;
  });

  router.post('/api/logout', (ctx) => {
    endSession(ctx);
    ctx.body = { success: true, message: 'You have been successfully logged out.' };
  });

  router.get('/api/login-history', async (ctx) => {
    ctx.body = await listLoginHistory(deps, ctx.query, callerOf(ctx));
  });

  return router;
}
