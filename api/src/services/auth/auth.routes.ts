// HTTP of sign-in: /api/user, /api/login, /api/logout, /api/register.
import Router from '@koa/router';
import type { Deps } from '../../deps.ts';
import { callerOf, type AppState } from '../../http/context.ts';
import { unauthorized } from '../../lib/errors.ts';
import { login, register } from './auth.ts';

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

export function authRoutes(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/user', (ctx) => {
    if (!ctx.state.user) throw unauthorized('Not authenticated');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = ctx.state.user;
  });

  router.post('/api/login', async (ctx) => {
    const { user, remember } = await login(deps, ctx.request.body, callerOf(ctx));
    // A new session id at every sign-in (no session fixation); 'Remember me' keeps it 30 days.
    ctx.session!.userId = user.id;
    ctx.session!.maxAge = remember ? THIRTY_DAYS_MS : 'session';
    await ctx.session!.regenerate();
    ctx.body = user;
  });

  router.post('/api/register', async (ctx) => {
    const user = await register(deps, ctx.request.body, callerOf(ctx));
    ctx.session!.userId = user.id;
    ctx.session!.maxAge = 'session';
    await ctx.session!.regenerate();
    ctx.status = 201;
    ctx.body = user;
  });

  router.post('/api/logout', (ctx) => {
    ctx.session = null;
    ctx.body = { success: true, message: 'You have been successfully logged out.' };
  });

  return router;
}
