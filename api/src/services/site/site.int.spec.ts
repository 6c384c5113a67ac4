import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { carPath } from '@forecourt/contracts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { cinFacts } from '../../../test/support/vehicle-requests.ts';

// A stand-in build of the public site: the head slot is what the server fills.
const webDir = mkdtempSync(path.join(tmpdir(), 'forecourt-web-'));
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>');
mkdirSync(path.join(webDir, 'assets'));
writeFileSync(path.join(webDir, 'assets', 'index-AbCdEf12.js'), 'console.log(1)');
mkdirSync(path.join(webDir, '.vite'));
writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify({
  'index.html': { file: 'assets/index-AbCdEf12.js', isEntry: true },
  'src/features/about/AboutPage.tsx': { file: 'assets/AboutPage-Zz12Yy34.js', isDynamicEntry: true, imports: ['_page-banner.js', 'index.html'], css: ['assets/AboutPage-Qq.css'] },
  '_page-banner.js': { file: 'assets/page-banner-Ww56.js' },
}));

// And of the staff app, whose files live under /admin/assets so they are staff addresses too.
const adminDir = mkdtempSync(path.join(tmpdir(), 'forecourt-admin-'));
writeFileSync(path.join(adminDir, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="staff"></div></body></html>');
mkdirSync(path.join(adminDir, 'admin', 'assets'), { recursive: true });
writeFileSync(path.join(adminDir, 'admin', 'assets', 'AdminLayout-AbCdEf12.js'), 'console.log(2)');
mkdirSync(path.join(adminDir, '.vite'));
writeFileSync(path.join(adminDir, '.vite', 'manifest.json'), JSON.stringify({
  'index.html': { file: 'admin/assets/index-Ab12Cd34.js', isEntry: true },
  'src/components/AdminLayout.tsx': { file: 'admin/assets/AdminLayout-AbCdEf12.js', isDynamicEntry: true, imports: ['index.html', '_antd-layout.js'] },
  'src/features/cars/pages/CarFormPage.tsx': { file: 'admin/assets/CarFormPage-Ef56Gh78.js', isDynamicEntry: true, imports: ['index.html', '_antd-form.js'], css: ['admin/assets/CarFormPage-Ij90.css'] },
  'src/features/auth/pages/LoginPage.tsx': { file: 'admin/assets/LoginPage-Kl12Mn34.js', isDynamicEntry: true, imports: ['index.html', '_antd-form.js'] },
  '_antd-layout.js': { file: 'admin/assets/layout-Op56Qr78.js' },
  '_antd-form.js': { file: 'admin/assets/form-St90Uv12.js' },
}));

const t = useTestApp({ env: { WEB_PUBLIC_DIR: webDir, WEB_ADMIN_DIR: adminDir, PUBLIC_URL: 'https://forecourt.example.nz' }, resetBetweenTests: false });

const car = {
  brand: 'BMW', model: '330i M Sport', year: 2019, description: 'One careful owner, <b>full</b> history & new WoF.', price: 39990,
  transmission: 'Automatic', fuelType: 'Petrol', mileage: 48200, bodyType: 'Sedan', color: 'White', imageUrl: '/media/abcdefghijkl/1200.webp',
  ...cinFacts({ vin: 'WBA5R12070FH45678', registrationPlate: 'MSP330' }),
};

const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);

describe('the HTML the server sends', () => {
  let carId = 0;
  beforeAll(async () => {
    const { client } = await t().signedIn('admin');
    carId = (await client.post('/api/cars', car)).body.id;
  });

  it('writes the head of a car address: title, description, canonical, Open Graph and Product + Car JSON-LD', async () => {
    const res = await t().client().get(carPath({ id: carId, ...car }));
    expect(res.status).toBe(200);
    const html = res.text;
    expect(html).toContain('<title>2019 BMW 330i M Sport for sale, $39,990 | Forecourt</title>');
    expect(html).toContain(`<link rel="canonical" href="https://forecourt.example.nz/cars/${carId}-2019-bmw-330i-m-sport" />`);
    expect(html).toContain('<meta property="og:image" content="https://forecourt.example.nz/media/abcdefghijkl/1200.jpg" />');
    expect(html).toContain('<meta property="og:type" content="product" />');
    // The main photo is fetched with the page, in the width the detail will pick.
    expect(html).toContain('<link rel="preload" as="image" imagesrcset="/media/abcdefghijkl/200.webp 200w, /media/abcdefghijkl/600.webp 600w, /media/abcdefghijkl/1200.webp 1200w" imagesizes="(min-width: 768px) 480px, 100vw" fetchpriority="high" />');
    expect(html).toContain('One careful owner, &lt;b&gt;full&lt;/b&gt; history &amp; new WoF.');
    const data = jsonLd(html);
    expect(data['@type']).toEqual(['Product', 'Car']);
    expect(data).toMatchObject({
      brand: { name: 'BMW' },
      model: '330i M Sport',
      vehicleModelDate: '2019',
      bodyType: 'Sedan',
      fuelType: 'Petrol',
      vehicleTransmission: 'Automatic',
      mileageFromOdometer: { value: 48200, unitCode: 'KMT' },
      itemCondition: 'https://schema.org/UsedCondition',
      offers: { '@type': 'Offer', price: 39990, priceCurrency: 'NZD', availability: 'https://schema.org/InStock' },
    });
  });

  it('answers any slug of a car with its canonical address, and 404 for an unknown car', async () => {
    const res = await t().client().get(`/cars/${carId}-old-name`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`/cars/${carId}-2019-bmw-330i-m-sport`);
    const missing = await t().client().get('/cars/99999-nothing');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<title>404 Page Not Found | Forecourt</title>');
    expect(missing.text).toContain('<meta name="robots" content="noindex" />');
  });

  it('writes each public page its own title and 404 for unknown paths', async () => {
    const about = await t().client().get('/about');
    expect(about.status).toBe(200);
    expect(about.text).toContain('<title>About us | Forecourt · European car specialists, Hamilton</title>');
    // Its lazily loaded page comes with the HTML, not after the app starts.
    expect(about.text).toContain('<link rel="modulepreload" href="/assets/AboutPage-Zz12Yy34.js" />');
    expect(about.text).toContain('<link rel="modulepreload" href="/assets/page-banner-Ww56.js" />');
    expect(about.text).toContain('<link rel="stylesheet" href="/assets/AboutPage-Qq.css" />');
    expect(about.text).not.toContain('modulepreload" href="/assets/index-AbCdEf12.js"');
    expect((await t().client().get('/no/such/page')).status).toBe(404);
    expect((await t().client().get('/missing.png')).status).toBe(404);
  });

  it('sends text compressed to browsers that accept it', async () => {
    const res = await fetch(`${t().baseUrl}/sitemap.xml`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    await res.text();
    const bigger = await fetch(`${t().baseUrl}${carPath({ id: carId, ...car })}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(bigger.headers.get('content-encoding')).toBe('gzip');
    expect(await bigger.text()).toContain('<title>');
  });

  it('serves built assets as immutable, and never the build bookkeeping', async () => {
    expect((await t().client().get('/.vite/manifest.json')).status).toBe(404);
    const res = await t().client().get('/assets/index-AbCdEf12.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await t().client().get('/assets/../../etc/passwd')).status).toBe(404);
  });

  it('sends the staff app, never indexed, for the staff routes, with its built files cached for good', async () => {
    for (const route of ['/auth', '/dashboard', '/admin/cars/edit/3', '/manage-users']) {
      const res = await t().client().get(route);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="staff">');
      expect(res.text).toContain('<meta name="robots" content="noindex" />');
    }
    const asset = await t().client().get('/admin/assets/AdminLayout-AbCdEf12.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await t().client().get('/')).text).not.toContain('<div id="staff">');
  });

  it('asks for the code of a staff screen with the page: the layout and screen behind sign-in, the screen alone before it', async () => {
    const form = (await t().client().get('/admin/cars/edit/3')).text;
    for (const file of ['AdminLayout-AbCdEf12.js', 'layout-Op56Qr78.js', 'CarFormPage-Ef56Gh78.js', 'form-St90Uv12.js']) {
      expect(form).toContain(`<link rel="modulepreload" href="/admin/assets/${file}" />`);
    }
    expect(form).toContain('<link rel="stylesheet" href="/admin/assets/CarFormPage-Ij90.css" />');
    expect(form).not.toContain('index-Ab12Cd34.js'); // the entry is in the page already

    const login = (await t().client().get('/auth')).text;
    expect(login).toContain('<link rel="modulepreload" href="/admin/assets/LoginPage-Kl12Mn34.js" />');
    expect(login).not.toContain('AdminLayout');
  });

  it('lists every public page and vehicle in the sitemap, and keeps crawlers out of staff routes', async () => {
    const sitemap = await t().client().get('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toContain('xml');
    for (const page of ['/', '/campervan-hire', '/about', '/contact', '/finance', '/valuation']) {
      expect(sitemap.text).toContain(`<loc>https://forecourt.example.nz${page}</loc>`);
    }
    expect(sitemap.text).toMatch(new RegExp(`<loc>https://forecourt.example.nz/cars/${carId}-2019-bmw-330i-m-sport</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    const robots = (await t().client().get('/robots.txt')).text;
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toContain('Disallow: /admin/');
    expect(robots).toContain('Sitemap: https://forecourt.example.nz/sitemap.xml');
  });
});
