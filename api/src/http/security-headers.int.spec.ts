// Security headers on every kind of answer (API JSON, errors, 404s, pages of both apps, static files, media, the
// sitemap), HSTS and Secure cookies only behind a trusted HTTPS proxy, and page heads that no stored text can break
// out of. The web builds here are small stand-ins written for the test, so it does not depend on `npm run build`.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../app.ts';
import { TEST_PASSWORD, useTestApp } from '../../test/support/test-app.ts';
import type { TestResponse } from '../../test/support/test-client.ts';
import { carBody } from '../../test/support/vehicle-requests.ts';
import { plainImage } from '../services/media/test-images.ts';
import { PUBLIC_POLICY, STAFF_POLICY } from './security-headers.ts';

function standInBuild(name: string, withWorker = false): string {
  const dir = mkdtempSync(path.join(tmpdir(), `forecourt-${name}-`));
  const assets = path.join(dir, name === 'admin' ? 'admin/assets' : 'assets');
  mkdirSync(assets, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><!--app-head--><script type="module" src="/assets/app-abcdefgh.js"></script></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(assets, 'app-abcdefgh.js'), 'console.log("app")');
  if (withWorker) writeFileSync(path.join(dir, 'staff-sw.js'), 'self.addEventListener("fetch", () => {})');
  return dir;
}

const env = { WEB_PUBLIC_DIR: standInBuild('public'), WEB_ADMIN_DIR: standInBuild('admin', true) };
const t = useTestApp({ env });

function expectSecurityHeaders(res: TestResponse, what: string, policy = PUBLIC_POLICY) {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp, what).toBe(policy);
  const scripts = /script-src ([^;]*)/.exec(csp)?.[1];
  expect(scripts, what).toBe("'self'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).not.toContain('unsafe-eval');
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options'), what).toBe('DENY');
  // Over plain HTTP, HSTS would mean nothing (and must not be sent).
  expect(res.headers.get('strict-transport-security'), what).toBeNull();
}

describe('security headers', () => {
  it('are on every kind of answer: JSON, refusals, errors, 404s, media, files and pages', async () => {
    const { client } = await t().signedIn('admin');
    const upload = await client.upload('/api/upload', await plainImage('jpeg'), 'car.jpg');
    await client.post('/api/cars', carBody());
    const visitor = t().client();
    const answers: [string, Promise<TestResponse>, number][] = [
      ['API JSON', visitor.get('/api/cars'), 200],
      ['API HEAD', visitor.request('HEAD', '/api/cars/1'), 200],
      ['not signed in', visitor.get('/api/user'), 401],
      ['not allowed', visitor.post('/api/cars', carBody(), { headers: { Origin: 'https://evil.example' } }), 403],
      ['bad JSON', client.request('POST', '/api/cars', '{"brand":'), 400],
      ['too large', client.request('POST', '/api/cars', JSON.stringify({ description: 'x'.repeat(1_100_000) })), 413],
      ['unknown API address', visitor.get('/api/nothing-here'), 404],
      ['wrong method', visitor.request('PUT', '/api/health'), 405],
      ['media', visitor.get(upload.body.url), 200],
      ['unknown media', visitor.get('/media/nothing/600.jpg'), 404],
      ['robots.txt', visitor.get('/robots.txt'), 200],
      ['sitemap', visitor.get('/sitemap.xml'), 200],
      ['public page', visitor.get('/'), 200],
      ['car page', visitor.get('/cars/1-2021-bmw-m340i'), 200],
      ['404 page', visitor.get('/no-such-page'), 404],
      ['missing file', visitor.get('/assets/missing-abcdefgh.js'), 404],
      ['public file', visitor.get('/assets/app-abcdefgh.js'), 200],
      ['bad address', visitor.get('/%E0%A4%A'), 400],
    ];
    for (const [what, answer, status] of answers) {
      const res = await answer;
      expect(res.status, what).toBe(status);
      expectSecurityHeaders(res, what);
    }
  });

  it("let the staff app's pages and files use inline styles (antd writes them) but never inline scripts", async () => {
    const visitor = t().client();
    for (const address of ['/auth', '/dashboard', '/admin/cars/new', '/activity', '/admin/assets/app-abcdefgh.js', '/staff-sw.js']) {
      const res = await visitor.get(address);
      expect(res.status, address).toBe(200);
      expectSecurityHeaders(res, address, STAFF_POLICY);
      expect(res.headers.get('content-security-policy')).toContain("style-src 'self' 'unsafe-inline'");
    }
    expect(PUBLIC_POLICY).toContain("style-src 'self'");
    expect(PUBLIC_POLICY).not.toContain('unsafe-inline');
  });
});

describe('behind a trusted HTTPS proxy (TRUST_PROXY=true)', () => {
  const p = useTestApp({ env: { ...env, TRUST_PROXY: 'true' } });
  const https = { 'X-Forwarded-Proto': 'https' };

  it('sends HSTS on every answer that came over HTTPS, and not over plain HTTP', async () => {
    for (const address of ['/api/cars', '/api/user', '/', '/dashboard', '/no-such-page']) {
      const res = await p().client().get(address, { headers: https });
      expect(res.headers.get('strict-transport-security'), address).toBe('max-age=31536000; includeSubDomains');
      expect((await p().client().get(address)).headers.get('strict-transport-security'), address).toBeNull();
    }
  });

  it('marks both session cookies Secure, httpOnly and SameSite=Lax', async () => {
    await p().createUser({ username: 'mia' });
    const res = await p().client().post('/api/login', { username: 'mia', password: TEST_PASSWORD, remember: true }, { headers: https });
    const cookies = res.headers.getSetCookie().filter((line) => line.startsWith(SESSION_COOKIE));
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; secure/i);
      expect(cookie).toMatch(/; httponly/i);
      expect(cookie).toMatch(/; samesite=lax/i);
    }
  });
});

describe('without a trusted proxy', () => {
  it('believes no X-Forwarded-Proto: no HSTS, no Secure cookie, both cookies still httpOnly and SameSite=Lax', async () => {
    await t().createUser({ username: 'ana' });
    const headers = { 'X-Forwarded-Proto': 'https' };
    const res = await t().client().post('/api/login', { username: 'ana', password: TEST_PASSWORD }, { headers });
    expect(res.headers.get('strict-transport-security')).toBeNull();
    const cookies = res.headers.getSetCookie().filter((line) => line.startsWith(SESSION_COOKIE));
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) {
      expect(cookie).not.toMatch(/; secure/i);
      expect(cookie).toMatch(/; httponly/i);
      expect(cookie).toMatch(/; samesite=lax/i);
    }
  });
});

describe('the page head the server writes', () => {
  it('keeps stored markup as text: no tag, and no way out of the JSON-LD script', async () => {
    const { client } = await t().signedIn('admin');
    const payload = '</script><script>window.__xss=1</script><img src=x onerror=window.__xss=1>';
    const car = await client.post('/api/cars', carBody({ model: `M3 ${payload}`, description: `Lovely car ${payload} with <!-- a comment` }));
    expect(car.status).toBe(201);
    const page = await t().client().get(`/cars/${car.body.id}-x`);
    expect(page.status).toBe(200);
    const html = page.text;
    // The stand-in template's module script, and the JSON-LD: no third script element.
    expect(html.match(/<script\b/g)).toHaveLength(2);
    expect(html.match(/<\/script>/gi)).toHaveLength(2);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<!-- a comment');
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(jsonLd).description).toBe(`Lovely car ${payload} with <!-- a comment`);
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;window.__xss=1');
  });
});
