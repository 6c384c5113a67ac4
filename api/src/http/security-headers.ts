// Security headers on every answer (API JSON, pages, static files, media, errors and 404s): what the browser may run
// and load, no framing, no sniffing, a referrer policy, and HSTS once we know the visitor came over HTTPS.
import type { Next } from 'koa';
import { isStaffRoute } from '@forecourt/contracts';
import type { AppContext } from './context.ts';

/** Shared by every answer. Scripts come only from our own files: no inline script, no eval, no other host. */
const BASE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Vehicle photos may be any https address (the car and campervan contracts allow a web address), the contact page
  // shows OpenStreetMap tiles (tile.openstreetmap.org), the staff app previews photos taken offline from blob: URLs.
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/** The public site and everything that is not the staff app: stylesheets from our own files only. */
export const PUBLIC_POLICY = [...BASE_POLICY, "style-src 'self'"].join('; ');

/**
 * The staff app: its page carries Ant Design's theme variables in a <style> element of its head (worked out by its
 * build: web-admin/antd-theme-at-build.ts), and a few are still written by script at run time (a dialog's scroll lock,
 * a theme other than the app's), so styles need 'unsafe-inline' there. A nonce would not fit: the service worker keeps the page to open it
 * offline, so one nonce would be reused for days. Inline styles cannot run code, scripts stay 'self' only, and
 * every stored text is rendered by React as text, so the risk left is limited to restyling the staff screens.
 */
export const STAFF_POLICY = [...BASE_POLICY, "style-src 'self' 'unsafe-inline'"].join('; ');

/** Staff pages and the staff app's own files (under /admin/); its service worker needs nothing more than 'self'. */
const isStaffAnswer = (path: string) => isStaffRoute(path) || path === '/staff-sw.js';

export const securityHeaders = (trustProxy: boolean) => async (ctx: AppContext, next: Next) => {
  ctx.set('Content-Security-Policy', isStaffAnswer(ctx.path) ? STAFF_POLICY : PUBLIC_POLICY);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  // For browsers older than frame-ancestors.
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
  ctx.set('Permissions-Policy', 'geolocation=(), microphone=(), payment=(), usb=()');
  // Only when a proxy we trust says the visitor's connection is HTTPS: over plain HTTP the header means nothing, and
  // an untrusted X-Forwarded-Proto must not pin a site to HTTPS.
  if (trustProxy && ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  await next();
};
