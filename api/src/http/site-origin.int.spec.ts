// Every absolute address the server writes (the password-reset e-mail's link, a page's canonical link, Open Graph and
// JSON-LD, the sitemap, robots.txt) starts with the site's own origin, whatever host a request claims to be for:
// PUBLIC_URL when set; otherwise the address the request really came to, a name of this machine or a host of
// ALLOWED_ORIGINS, and for any other name http://localhost at the server's port. Forged hosts go through node:http,
// since fetch will not send a Host of our choosing.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { Deps } from '../deps.ts';
import type { Config } from '../lib/config.ts';
import { resetMailSettled } from '../services/password-reset/password-reset.ts';
import { freePort, SmtpReceiver } from '../../test/support/smtp-receiver.ts';
import { useTestApp } from '../../test/support/test-app.ts';
import { createHttpServer } from './http-server.ts';

// A stand-in build of the public site: the head slot is what the server fills.
const webDir = mkdtempSync(path.join(tmpdir(), 'forecourt-web-'));
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>');

const SHOP = 'http://shop.forecourt.test';
const smtp = new SmtpReceiver(await freePort());
const t = useTestApp({ env: { SMTP_URL: smtp.url, WEB_PUBLIC_DIR: webDir, ALLOWED_ORIGINS: SHOP } });

beforeAll(() => smtp.start());
afterAll(() => smtp.stop());
beforeEach(async () => {
  smtp.received.length = 0;
  await t().createUser({ username: 'mere', email: 'mere@forecourt.test' });
});

interface Site {
  deps: Deps;
  port: number;
}

/** The test app's own server. */
const testSite = (): Site => ({ deps: t().deps, port: Number(new URL(t().baseUrl).port) });

/** The same app on the same database with other settings, on a port of its own, for the tests inside `body`. */
function withSettings(settings: Partial<Config>, body: (site: () => Site) => void) {
  let site: Site | undefined;
  let close = async () => {};
  beforeAll(async () => {
    const deps: Deps = { ...t().deps, config: { ...t().deps.config, ...settings } };
    const server = createHttpServer(createApp(deps).callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    site = { deps, port: (server.address() as AddressInfo).port };
    close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());
  body(() => site!);
}

interface RawAnswer {
  status: number;
  text: string;
}

/** One request with exactly these headers (Host included), as any client other than a browser may send it. */
function send(site: Site, method: string, address: string, headers: Record<string, string>, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: site.port, method, path: address, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** What the site writes for a request with these headers: the reset e-mail, the home page, the sitemap, robots.txt. */
async function writtenFor(site: Site, headers: Record<string, string>) {
  const before = smtp.received.length;
  const asked = await send(site, 'POST', '/api/password-reset', { ...headers, 'content-type': 'application/json' }, JSON.stringify({ login: 'mere' }));
  expect(asked.status, asked.text).toBe(202);
  await resetMailSettled(site.deps);
  const [mail] = await smtp.waitFor(before + 1).then((all) => all.slice(before));
  const [home, sitemap, robots] = await Promise.all(['/', '/sitemap.xml', '/robots.txt'].map((address) => send(site, 'GET', address, headers)));
  for (const answer of [home, sitemap, robots]) expect(answer!.status).toBe(200);
  return { mail: `${mail!.mail.text ?? ''}\n${mail!.mail.html || ''}`, home: home!.text, sitemap: sitemap!.text, robots: robots!.text };
}

/** Every origin in a text but the vocabularies' own (schema.org, sitemaps.org). */
const originsIn = (text: string) =>
  new Set([...text.matchAll(/https?:\/\/[^/\s"'<>]+/g)].map((m) => m[0]).filter((origin) => !/\/\/(www\.)?(schema|sitemaps)\.org$/.test(origin)));

async function expectLinksOn(site: Site, headers: Record<string, string>, origin: string) {
  const written = await writtenFor(site, headers);
  expect(written.mail).toMatch(new RegExp(`^${origin}/reset-password\\?token=[\\w-]+$`, 'm'));
  expect(written.home).toContain(`<link rel="canonical" href="${origin}/" />`);
  expect(written.home).toContain(`<meta property="og:url" content="${origin}/" />`);
  expect(written.sitemap).toContain(`<loc>${origin}/about</loc>`);
  expect(written.robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  for (const [what, text] of Object.entries(written)) expect([...originsIn(text)], what).toEqual([origin]);
}

describe('without PUBLIC_URL', () => {
  it('writes links for a forged Host on the site at this machine, never on the forged host', async () => {
    const { port } = testSite();
    for (const host of ['evil.example', `evil.example:${port}`, 'localhost.evil.example', `127.0.0.1.evil.example:${port}`]) {
      await expectLinksOn(testSite(), { host }, `http://localhost:${port}`);
    }
  });

  it('writes links on the address the request really came to, or a name of this machine at its port, and on no other port', async () => {
    const { port } = testSite();
    await expectLinksOn(testSite(), { host: `127.0.0.1:${port}` }, `http://127.0.0.1:${port}`);
    await expectLinksOn(testSite(), { host: `LOCALHOST:${port}` }, `http://localhost:${port}`);
    await expectLinksOn(testSite(), { host: `127.0.0.1:${port + 1}` }, `http://localhost:${port}`);
  });

  it('writes links on a host of ALLOWED_ORIGINS, but not on one that only looks like it', async () => {
    await expectLinksOn(testSite(), { host: 'shop.forecourt.test' }, SHOP);
    const { port } = testSite();
    for (const host of ['shop.forecourt.test.evil.example', 'shop.forecourt.test:8443']) {
      await expectLinksOn(testSite(), { host }, `http://localhost:${port}`);
    }
  });

  describe('behind a trusted proxy (TRUST_PROXY=true)', () => {
    withSettings({ trustProxy: true }, (site) => {
      it('writes links for a forged X-Forwarded-Host on the site at this machine, and honours one of ALLOWED_ORIGINS', async () => {
        const own = `http://localhost:${site().port}`;
        await expectLinksOn(site(), { host: `127.0.0.1:${site().port}`, 'x-forwarded-host': 'evil.example' }, own);
        await expectLinksOn(site(), { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }, own);
        await expectLinksOn(site(), { host: `127.0.0.1:${site().port}`, 'x-forwarded-host': 'shop.forecourt.test' }, SHOP);
      });
    });
  });
});

describe('with PUBLIC_URL', () => {
  withSettings({ publicUrl: 'https://forecourt.example.nz', trustProxy: true }, (site) => {
    it('writes every link on exactly PUBLIC_URL, whatever Host or X-Forwarded-Host the request names', async () => {
      const requests: Record<string, string>[] = [
        { host: `127.0.0.1:${site().port}` },
        { host: 'evil.example' },
        { host: `127.0.0.1:${site().port}`, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
        { host: 'shop.forecourt.test' },
      ];
      for (const headers of requests) {
        await expectLinksOn(site(), headers, 'https://forecourt.example.nz');
      }
    });

    it('takes changes from pages of PUBLIC_URL, even through a proxy that passes on a Host of its own', async () => {
      const proxied = { host: 'app1:3000', 'content-type': 'application/json' };
      expect((await send(site(), 'POST', '/api/password-reset', { ...proxied, origin: 'https://forecourt.example.nz' }, '{"login":"mere"}')).status).toBe(202);
      expect((await send(site(), 'POST', '/api/password-reset', { ...proxied, origin: 'https://elsewhere.example' }, '{"login":"mere"}')).status).toBe(403);
      await resetMailSettled(site().deps);
    });
  });
});
