// What the server writes into the HTML head of each public address: title, description, canonical, Open Graph and
// JSON-LD, because link previews and crawlers do not run JavaScript. Unknown addresses answer 404.
import {
  BUSINESS,
  CAMPERVAN_DETAIL_IMAGE_SIZES,
  CAR_DETAIL_IMAGE_SIZES,
  mediaSrcSet,
  NOT_FOUND_PAGE,
  campervanPageTitle,
  campervanPath,
  carPageTitle,
  carPath,
  formatKm,
  idFromSlug,
  sitePage,
  type Campervan,
  type Car,
} from '@forecourt/contracts';
import type { Deps } from '../../deps.ts';
import { getCampervan, listCampervanImages } from '../campervans/campervans.ts';
import { getCar, listCarImages } from '../cars/cars.ts';
import { absoluteImage, campervanData, carData, dealerData } from './structured-data.ts';

export interface PageHead {
  status: number;
  title: string;
  description: string;
  canonicalPath?: string;
  image?: string;
  type?: 'website' | 'product';
  price?: number;
  jsonLd?: object;
  noindex?: boolean;
  /** The main photo the page will show first, fetched with the HTML (its largest paint on a phone). */
  preloadImage?: { url: string; sizes: string };
}

const DEFAULT_IMAGE = '/assets/og-default.png';

const orUndefined = <T>(promise: Promise<T>): Promise<T | undefined> => promise.catch(() => undefined);
const clip = (text: string, max = 155) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

export async function pageHead(deps: Deps, path: string, base: string): Promise<PageHead> {
  const page = sitePage(path === '/cars' ? '/' : path);
  if (page) {
    return { status: 200, title: page.title, description: page.description, canonicalPath: page.path, type: 'website', ...(page.path === '/' ? { jsonLd: dealerData(base) } : {}) };
  }
  const vehicle = /^\/(cars|campervans)\/([^/]+)$/.exec(path);
  const id = vehicle ? idFromSlug(vehicle[2]!) : undefined;
  if (vehicle && id) {
    if (vehicle[1] === 'cars') {
      const car = await orUndefined(getCar(deps, id));
      if (car) return carHead(car, (await listCarImages(deps, id)).map((i) => i.imageUrl), base);
    } else {
      const campervan = await orUndefined(getCampervan(deps, id));
      if (campervan) return campervanHead(campervan, (await listCampervanImages(deps, id)).map((i) => i.imageUrl), base);
    }
  }
  return { status: 404, title: NOT_FOUND_PAGE.title, description: NOT_FOUND_PAGE.description, noindex: true };
}

function carHead(car: Car, images: string[], base: string): PageHead {
  const name = `${car.year} ${car.brand} ${car.model}`;
  return {
    status: 200,
    title: carPageTitle(car),
    description: clip(`${name}, ${formatKm(car.mileage)}, ${car.transmission}, ${car.fuelType}. ${car.description}`),
    canonicalPath: carPath(car),
    image: absoluteImage(base, images[0] ?? car.imageUrl),
    type: 'product',
    price: car.price,
    jsonLd: carData(base, car, images),
    preloadImage: { url: images[0] ?? car.imageUrl, sizes: CAR_DETAIL_IMAGE_SIZES },
  };
}

function campervanHead(campervan: Campervan, images: string[], base: string): PageHead {
  return {
    status: 200,
    title: campervanPageTitle(campervan),
    description: clip(campervan.description),
    canonicalPath: campervanPath(campervan),
    image: absoluteImage(base, images[0] ?? campervan.imageUrl),
    type: 'product',
    price: campervan.pricePerDay,
    jsonLd: campervanData(base, campervan, images),
    preloadImage: { url: images[0] ?? campervan.imageUrl, sizes: CAMPERVAN_DETAIL_IMAGE_SIZES },
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The head tags as HTML; JSON-LD is escaped so no text can close its script element. */
export function renderHead(head: PageHead, base: string, preloads: string[] = []): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    head.canonicalPath ? `<link rel="canonical" href="${escapeHtml(base + head.canonicalPath)}" />` : '',
    meta('property', 'og:site_name', BUSINESS.name),
    meta('property', 'og:locale', 'en_NZ'),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    head.canonicalPath ? meta('property', 'og:url', base + head.canonicalPath) : '',
    meta('property', 'og:image', head.image ?? base + DEFAULT_IMAGE),
    head.price !== undefined ? meta('property', 'product:price:amount', String(head.price)) : '',
    head.price !== undefined ? meta('property', 'product:price:currency', 'NZD') : '',
    meta('name', 'twitter:card', 'summary_large_image'),
    imagePreload(head.preloadImage),
    ...preloads,
    head.jsonLd ? `<script type="application/ld+json">${JSON.stringify(head.jsonLd).replace(/</g, '\\u003c')}</script>` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

function imagePreload(image: PageHead['preloadImage']): string {
  const srcset = image && mediaSrcSet(image.url);
  if (!image || !srcset) return '';
  return `<link rel="preload" as="image" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(image.sizes)}" fetchpriority="high" />`;
}
