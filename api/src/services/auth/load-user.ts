// Puts the signed-in user (read fresh from the users table) on the request; a deleted user is signed out.
import type { Knex } from 'knex';
import type { Next } from 'koa';
import type { AppContext } from '../../http/context.ts';
import { findUserById } from '../users/users.repository.ts';

export const loadUser = (db: Knex) => async (ctx: AppContext, next: Next) => {
  ctx.state.user = null;
  const userId = ctx.session?.userId;
  if (typeof userId === 'number') {
    const user = await findUserById(db, userId);
    if (user) ctx.state.user = user;
    else ctx.session = null;
  }
  await next();
};
