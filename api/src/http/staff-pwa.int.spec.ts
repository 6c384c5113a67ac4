// The files that make the staff app installable and open offline: the service worker at the root (always asked
// again), the shell page it precaches under a staff address, and the web manifest and icons under /admin/.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/support/test-app.ts';

const WORKER = 'self.addEventListener("fetch", () => {}); // staff worker\n';

// A stand-in public site, with a file of the worker's name that must never be mistaken for the staff one.
const webDir = mkdtempSync(path.join(tmpdir(), 'forecourt-web-'));
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="public"></div></body></html>');
writeFileSync(path.join(webDir, 'staff-sw.js'), '// not the staff worker\n');

// And a stand-in staff build, shaped as vite-plugin-pwa leaves it.
const adminDir = mkdtempSync(path.join(tmpdir(), 'forecourt-admin-'));
writeFileSync(path.join(adminDir, 'index.html'), '<!doctype html><html><head><!--app-head--><link rel="manifest" href="/admin/staff.webmanifest"></head><body><div id="staff"></div></body></html>');
writeFileSync(path.join(adminDir, 'staff-sw.js'), WORKER);
mkdirSync(path.join(adminDir, 'admin', 'icons'), { recursive: true });
writeFileSync(path.join(adminDir, 'admin', 'staff.webmanifest'), JSON.stringify({ name: 'Forecourt Staff', start_url: '/dashboard' }));
writeFileSync(path.join(adminDir, 'admin', 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
mkdirSync(path.join(adminDir, '.vite'));
writeFileSync(path.join(adminDir, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'admin/assets/index-Ab12Cd34.js', isEntry: true } }));

const t = useTestApp({ env: { WEB_PUBLIC_DIR: webDir, WEB_ADMIN_DIR: adminDir }, resetBetweenTests: false });

describe('the staff app as an installable, offline app', () => {
  it('serves the service worker from the staff build at the root, as JavaScript that is always asked for again', async () => {
    const res = await t().client().get('/staff-sw.js');
    expect(res.status).toBe(200);
    expect(res.text).toBe(WORKER);
    expect(res.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const head = await fetch(`${t().baseUrl}/staff-sw.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toBe('no-cache');
    expect(head.headers.get('content-length')).toBe(String(WORKER.length));
  });

  it('answers the shell the worker precaches, /admin/app-shell, with the staff page, revision query and all', async () => {
    for (const address of ['/admin/app-shell', '/admin/app-shell?__WB_REVISION__=bca141a724df']) {
      const res = await t().client().get(address);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.text).toContain('<div id="staff">');
      expect(res.text).toContain('<title>Forecourt staff</title>');
      expect(res.text).toContain('<link rel="manifest" href="/admin/staff.webmanifest">');
      // The shell serves every staff route, so it asks for no one screen's code.
      expect(res.text).not.toContain('modulepreload');
    }
    // The page template itself stays private, by any name.
    expect((await t().client().get('/index.html')).status).toBe(404);
    expect((await t().client().get('/admin/../index.html')).text).not.toContain('<!--app-head-->');
  });

  it('serves the web manifest as application/manifest+json and the icons as PNG, cached for an hour', async () => {
    const manifest = await t().client().get('/admin/staff.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(JSON.parse(manifest.text)).toMatchObject({ name: 'Forecourt Staff', start_url: '/dashboard' });
    const icon = await t().client().get('/admin/icons/icon-192.png');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await t().client().get('/admin/icons/missing.png')).status).toBe(404);
  });

  it('leaves the public site as it was', async () => {
    const about = await t().client().get('/about');
    expect(about.text).toContain('<div id="public">');
    expect(about.text).not.toContain('staff.webmanifest');
  });
});
