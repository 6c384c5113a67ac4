// Serves the web apps' builds when present; until the web apps land, a plain page at '/'.
import type { Next } from 'koa';
import type { Deps } from '../deps.ts';
import type { AppContext } from './context.ts';

const PLAIN_PAGE = `<!doctype html>
<html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Forecourt — European car specialists, Hamilton</title>
<style>body{font-family:system-ui,sans-serif;margin:0;color:#1f2937}header{background:#004225;color:#fff;padding:2rem}
main{padding:2rem;max-width:48rem}a{color:#004225}</style></head>
<body><header><h1>EUROPEAN CAR SPECIALISTS</h1><p>Premium used European cars and campervan hire in Hamilton.</p></header>
<main><p>The website is on its way. The API is running:</p>
<ul><li><a href="/api/cars">Cars for sale</a></li><li><a href="/api/campervans">Campervans for hire</a></li>
<li><a href="/api/health">Health</a></li></ul></main></body></html>`;

export const webRoutes = (_deps: Deps) => async (ctx: AppContext, next: Next) => {
  await next();
  if (ctx.body !== undefined || ctx.status !== 404 || ctx.method !== 'GET' || ctx.path.startsWith('/api/')) return;
  if (ctx.path === '/') {
    ctx.status = 200;
    ctx.type = 'html';
    ctx.body = PLAIN_PAGE;
  }
};
