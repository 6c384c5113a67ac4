// /sitemap.xml lists every public page and vehicle with its last change; /robots.txt keeps crawlers out of staff routes.
import { SITE_PAGES, STAFF_ROUTE_PREFIXES, campervanPath, carPath } from '@forecourt/contracts';
import type { Deps } from '../../deps.ts';

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const day = (date: Date) => new Date(date).toISOString().slice(0, 10);

export async function sitemapXml(deps: Deps, base: string): Promise<string> {
  const [cars, campervans, latest] = await Promise.all([
    deps.db('cars').select('id', 'year', 'brand', 'model', 'updated_at').orderBy('id'),
    deps.db('campervans').select('id', 'name', 'berths', 'updated_at').orderBy('id'),
    deps.store.log.lastRecordedAt(),
  ]);
  const siteChanged = day(latest ?? deps.clock());
  const entries = [
    ...SITE_PAGES.map((page) => ({ loc: base + page.path, lastmod: siteChanged })),
    ...cars.map((car) => ({ loc: base + carPath(car), lastmod: day(car.updated_at) })),
    ...campervans.map((c) => ({ loc: base + campervanPath(c), lastmod: day(c.updated_at) })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((e) => `  <url><loc>${xmlEscape(e.loc)}</loc><lastmod>${e.lastmod}</lastmod></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(base: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...STAFF_ROUTE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
