// Serves the web apps: their static files, and each page's HTML with the head written for that address. The staff
// app answers its routes once it is built; everything else is the public site. Without a build, a plain page at '/'.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Next } from 'koa';
import { HEAD_SLOT, isStaffRoute, sitePage } from '@forecourt/contracts';
import type { Deps } from '../deps.ts';
import { pageHead, renderHead } from '../services/site/page-head.ts';
import { robotsTxt, sitemapXml } from '../services/site/sitemap.ts';
import { pageChunkOf, siteAssets, staffChunksOf } from '../services/site/site-assets.ts';
import type { AppContext } from './context.ts';
import { siteOrigin } from './site-origin.ts';

const PLAIN_PAGE = `<!doctype html>
<html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Forecourt — European car specialists, Hamilton</title></head>
<body><h1>EUROPEAN CAR SPECIALISTS</h1><p>The website is being built: run <code>npm run build</code>.
The API is running: <a href="/api/cars">cars for sale</a>, <a href="/api/campervans">campervans</a>.</p></body></html>`;

/** A built app's files, with its index.html read once. */
function builtApp(dir: string) {
  let template: Promise<string | undefined> | undefined;
  return {
    dir,
    template: () => (template ??= readFile(path.join(dir, 'index.html'), 'utf8').catch(() => undefined)),
  };
}

// The staff app's service worker sits at the root, so that its scope covers the staff routes there.
const STAFF_WORKER = '/staff-sw.js';

async function serveFile(ctx: AppContext, dir: string, cacheControl?: string): Promise<boolean> {
  const relative = decodeURIComponent(ctx.path).replace(/^\/+/, '');
  // Never the page template, nor build bookkeeping such as .vite/manifest.json.
  if (!relative || relative === 'index.html' || relative.split('/').some((part) => part.startsWith('.'))) return false;
  const file = path.resolve(dir, relative);
  if (!file.startsWith(dir + path.sep)) return false;
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return false;
  ctx.type = path.extname(file);
  ctx.length = info.size;
  // Built assets carry a content hash in their name and never change; other files may.
  const hashed = /^(admin\/)?assets\//.test(relative) && /-[A-Za-z0-9_-]{8,}\./.test(relative);
  ctx.set('Cache-Control', cacheControl ?? (hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600'));
  // Koa sends no body for HEAD (and closes the file); a null body would turn the answer into a bare 204.
  ctx.body = createReadStream(file);
  return true;
}

export const webRoutes = (deps: Deps) => {
  const publicSite = builtApp(deps.config.webPublicDir);
  const staffApp = builtApp(deps.config.webAdminDir);
  const publicAssets = siteAssets(deps.config.webPublicDir);
  const staffAssets = siteAssets(deps.config.webAdminDir);

  return async (ctx: AppContext, next: Next) => {
    await next();
    if (ctx.body !== undefined || ctx.status !== 404 || !['GET', 'HEAD'].includes(ctx.method)) return;
    if (ctx.path.startsWith('/api/') || ctx.path.startsWith('/media/')) return;
    const base = siteOrigin(ctx, deps.config);

    if (ctx.path === '/robots.txt') {
      ctx.type = 'text/plain';
      ctx.body = robotsTxt(base);
      return;
    }
    if (ctx.path === '/sitemap.xml') {
      ctx.type = 'application/xml';
      ctx.set('Cache-Control', 'public, max-age=600');
      ctx.body = await sitemapXml(deps, base);
      return;
    }

    if (ctx.path === STAFF_WORKER) {
      // Always asked again, so a browser sees a new version of the app straight after a deploy.
      await serveFile(ctx, staffApp.dir, 'no-cache');
      return;
    }

    const staff = isStaffRoute(ctx.path) && (await staffApp.template()) !== undefined;
    const app = staff ? staffApp : publicSite;
    if (await serveFile(ctx, app.dir)) return;
    if (path.extname(ctx.path)) return; // a missing file stays a 404, never a page

    // A public page asked for another way ('/about/', '/CONTACT') moves for good to its own address, query kept.
    const canonical = staff ? undefined : canonicalPublicPath(ctx.path);
    if (canonical && canonical !== ctx.path) {
      ctx.redirect(canonical + (ctx.querystring ? `?${ctx.querystring}` : ''));
      ctx.status = 301;
      ctx.set('Cache-Control', 'public, max-age=3600');
      return;
    }

    const template = await app.template();
    if (!template) {
      if (ctx.path === '/') {
        ctx.status = 200;
        ctx.type = 'html';
        ctx.body = PLAIN_PAGE;
      }
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'html';
    if (staff || isStaffRoute(ctx.path)) {
      ctx.status = 200;
      const preloads = staff ? await staffAssets.preloadTags(staffChunksOf(ctx.path)) : [];
      ctx.body = template.replace(HEAD_SLOT, ['<title>Forecourt staff</title>', '<meta name="robots" content="noindex" />', ...preloads].join('\n    '));
      return;
    }
    const head = await pageHead(deps, ctx.path, base);
    const preloads = await publicAssets.preloadTags(head.status === 200 ? pageChunkOf(ctx.path) : 'src/features/not-found/NotFoundPage.tsx');
    ctx.status = head.status;
    ctx.body = template.replace(HEAD_SLOT, renderHead(head, base, preloads));
  };
};

/**
 * The public site's own spelling of an address it knows, trailing slashes removed and lower case: a page of the
 * site, /cars, or a vehicle's address. Undefined for any other address (which stays a 404), so nothing is sent away.
 */
export function canonicalPublicPath(requestPath: string): string | undefined {
  const candidate = requestPath.replace(/\/+$/, '').toLowerCase() || '/';
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return undefined;
  const known = sitePage(candidate) !== undefined || candidate === '/cars' || /^\/(cars|campervans)\/[a-z0-9-]+$/.test(candidate);
  return known ? candidate : undefined;
}
