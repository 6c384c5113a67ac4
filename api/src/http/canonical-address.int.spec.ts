// Public addresses written another way (a trailing slash, capitals) answer 301 to the page's own address with the
// query kept; an unknown vehicle's address answers 404 with the not-found page.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE } from '@forecourt/contracts';
import { useTestApp } from '../../test/support/test-app.ts';

// A stand-in build of the public site: the head slot is what the server fills.
const webDir = mkdtempSync(path.join(tmpdir(), 'forecourt-web-'));
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>');

const t = useTestApp({ env: { WEB_PUBLIC_DIR: webDir }, resetBetweenTests: false });

describe('public addresses', () => {
  it.each([
    ['/about/', '/about'],
    ['/CONTACT', '/contact'],
    ['/Contact/', '/contact'],
    ['/campervan-hire//', '/campervan-hire'],
    ['/Finance?term=60&rate=9.9', '/finance?term=60&rate=9.9'],
    ['/valuation/?make=BMW', '/valuation?make=BMW'],
    ['/Cars?brand=BMW', '/cars?brand=BMW'],
    ['/cars/', '/cars'],
    ['/Cars/12-2019-BMW-330i', '/cars/12-2019-bmw-330i'],
    ['/campervans/3-Kea-4-berth/', '/campervans/3-kea-4-berth'],
  ])('%s answers 301 to %s', async (from, to) => {
    for (const method of ['GET', 'HEAD']) {
      const res = await t().client().request(method, from);
      expect(res.status, `${method} ${from}`).toBe(301);
      expect(res.headers.get('location')).toBe(to);
    }
  });

  it.each(['/', '/about', '/contact', '/cars', '/campervan-hire?berths=4'])('%s answers 200 as it is', async (address) => {
    expect((await t().client().get(address)).status).toBe(200);
  });

  it.each(['/campervans/999', '/campervans/999-no-such-van', '/cars/99999', '/no-such-page/', '/ABOUT-US'])(
    '%s answers 404 with the not-found page and no redirect',
    async (address) => {
      const res = await t().client().get(address);
      expect(res.status).toBe(404);
      expect(res.headers.get('location')).toBeNull();
      expect(res.text).toContain(`<title>${NOT_FOUND_PAGE.title}</title>`);
    },
  );

  it('sends nobody to another site', async () => {
    for (const address of ['//example.com/', '//example.com/about/', '/\\example.com/About']) {
      const res = await t().client().get(address);
      expect(res.status, address).toBe(404);
      expect(res.headers.get('location')).toBeNull();
    }
  });

  it('leaves the API and files alone', async () => {
    expect((await t().client().get('/api/cars/')).headers.get('location')).toBeNull();
    expect((await t().client().get('/Assets/x.js')).headers.get('location')).toBeNull();
  });
});
