// The public pages: their paths, titles and descriptions (the server writes them into the HTML head; the site
// sets the same title when it navigates), and the addresses of vehicles.
import { BUSINESS } from './business.ts';
import { formatNZD } from './money.ts';
import { LOGIN_HISTORY_MAX_LIMIT } from './limits.ts';

export interface SitePage {
  path: string;
  title: string;
  description: string;
}

const suffix = `${BUSINESS.name} · European car specialists, Hamilton`;

export const SITE_PAGES: readonly SitePage[] = [
  {
    path: '/',
    title: `Premium used European cars in Hamilton | ${BUSINESS.name}`,
    description: 'Quality used BMW, Mercedes, Audi, Volkswagen, Porsche, Land Rover and MINI in Hamilton, each with a 60-point check, a new WoF and a mechanical breakdown warranty. Campervan hire too.',
  },
  { path: '/campervan-hire', title: `Campervan hire | ${suffix}`, description: 'Two, four and six-berth campervans for hire from Hamilton: unlimited kilometres, insurance included, from three days.' },
  { path: '/about', title: `About us | ${suffix}`, description: `A family-run dealership with ${BUSINESS.yearsInIndustry} years in the motor industry, specialising in premium European cars, with nationwide delivery.` },
  { path: '/contact', title: `Contact us | ${suffix}`, description: 'Call, e-mail or visit our indoor viewing area in Te Pahu, Hamilton. Send us a message and we will get back to you soon.' },
  { path: '/finance', title: `Finance options | ${suffix}`, description: 'Estimate your weekly, fortnightly or monthly repayments on a quality used European car, and ask us about finance.' },
  { path: '/valuation', title: `Get a valuation | ${suffix}`, description: 'Thinking of selling or trading in your car? Tell us about it and we will come back to you with a valuation.' },
];

export const NOT_FOUND_PAGE: SitePage = {
  path: '',
  title: `404 Page Not Found | ${BUSINESS.name}`,
  description: "The page you are looking for doesn't exist or has been moved.",
};

export const sitePage = (path: string): SitePage | undefined => SITE_PAGES.find((p) => p.path === path);

/** 'BMW 330i M Sport' → 'bmw-330i-m-sport': readable, safe in an address. */
export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

export const carPath = (car: { id: number; year: number; brand: string; model: string }): string =>
  `/cars/${car.id}-${slugify(`${car.year} ${car.brand} ${car.model}`)}`;

export const campervanPath = (campervan: { id: number; name: string; berths: number }): string =>
  `/campervans/${campervan.id}-${slugify(`${campervan.name} ${campervan.berths} berth`)}`;

/** The document title of a car's address: the server writes it into the head, the site sets it on opening the car. */
export const carPageTitle = (car: { year: number; brand: string; model: string; price: number }): string =>
  `${car.year} ${car.brand} ${car.model} for sale, ${formatNZD(car.price)} | ${BUSINESS.name}`;

/** The document title of a campervan's address, likewise. */
export const campervanPageTitle = (campervan: { name: string; berths: number; pricePerDay: number }): string =>
  `${campervan.name}, ${campervan.berths} berth campervan hire from ${formatNZD(campervan.pricePerDay)} a day | ${BUSINESS.name}`;

/** The id at the start of a vehicle address segment ('12-2019-bmw-330i' → 12). */
export const idFromSlug = (segment: string): number | undefined => {
  const match = /^(\d{1,9})(?:-|$)/.exec(segment);
  return match ? Number(match[1]) : undefined;
};

/** The mark in each web app's index.html where the server writes the page's title, description and preloads
 * (api/src/http/web.ts); the staff app's build moves it below the entry (web-admin/vite.config.ts). */
export const HEAD_SLOT = '<!--app-head-->';

/** Addresses of the staff app (SPEC §2 protected routes and the login page); the server sends the staff app for them. */
export const STAFF_ROUTE_PREFIXES = [
  '/auth',
  '/dashboard',
  '/admin/',
  '/manage-cars',
  '/manage-campervans',
  '/edit-campervan',
  '/email-settings',
  '/manage-users',
  '/login-history',
  '/reset-password',
  '/messages',
  '/activity',
  '/sync',
] as const;

export const isStaffRoute = (path: string): boolean =>
  STAFF_ROUTE_PREFIXES.some((prefix) => (prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`)));

const STAFF_LAYOUT = 'src/components/AdminLayout.tsx';

/** The staff pages someone signed out sees: each one's module and the reads it shows first. The login page asks who is
 * signed in (to send them on to the dashboard); a password reset goes by its link alone. */
const STAFF_SIGNED_OUT: Record<string, { module: string; reads: string[] }> = {
  '/auth': { module: 'src/features/auth/pages/LoginPage.tsx', reads: ['/user'] },
  '/reset-password': { module: 'src/features/auth/pages/ResetPasswordPage.tsx', reads: [] },
};

/** The staff pages someone signed out sees (the login and a password reset): they show no stock and nothing waiting. */
export const isStaffSignedOutPage = (pathname: string): boolean => Object.hasOwn(STAFF_SIGNED_OUT, pathname);

/** What Login History reads: as many sign-ins as the server gives, for its table to page through. */
export const LOGIN_HISTORY_SCREEN_READ = `/login-history?limit=${LOGIN_HISTORY_MAX_LIMIT}`;

/** A vehicle's Details / History tabs, which its edit screen (not its add form) draws with the form. */
const VEHICLE_TABS = 'src/components/vehicle-history/DetailsAndHistory.tsx';

/** Every staff screen behind sign-in: its addresses, its module (and one it draws `with`) and the reads (under /api)
 * it shows first; and what it shows an administrator alone (`forAdministrators`: reads and a module), asked for once
 * the session read says the person is one. */
const STAFF_SCREENS: { path: RegExp; module: string; reads: string[]; with?: string; forAdministrators?: { reads: string[]; module: string } }[] = [
  {
    path: /^\/dashboard$/,
    module: 'src/features/dashboard/pages/DashboardPage.tsx',
    reads: ['/cars', '/campervans', '/login-history'],
    forAdministrators: { reads: ['/insights/stock'], module: 'src/features/dashboard/components/StockInsightSection.tsx' },
  },
  { path: /^\/(admin\/cars|manage-cars)$/, module: 'src/features/cars/pages/ManageCarsPage.tsx', reads: ['/cars'] },
  // The car forms' makes: read only once the form was drawn, they were the last of its waits on the tablet.
  { path: /^\/admin\/cars\/new$/, module: 'src/features/cars/pages/CarFormPage.tsx', reads: ['/car-brands'] },
  { path: /^\/admin\/cars\/edit\/[^/]+$/, module: 'src/features/cars/pages/CarFormPage.tsx', reads: ['/car-brands'], with: VEHICLE_TABS },
  { path: /^\/manage-campervans$/, module: 'src/features/campervans/pages/ManageCampervansPage.tsx', reads: ['/campervans'] },
  { path: /^\/edit-campervan$/, module: 'src/features/campervans/pages/CampervanFormPage.tsx', reads: [] },
  { path: /^\/edit-campervan\/[^/]+$/, module: 'src/features/campervans/pages/CampervanFormPage.tsx', reads: [], with: VEHICLE_TABS },
  { path: /^\/email-settings$/, module: 'src/features/recipients/pages/EmailSettingsPage.tsx', reads: ['/email-settings'] },
  { path: /^\/manage-users$/, module: 'src/features/users/pages/ManageUsersPage.tsx', reads: ['/users'] },
  { path: /^\/login-history$/, module: 'src/features/logins/pages/LoginHistoryPage.tsx', reads: [LOGIN_HISTORY_SCREEN_READ] },
  { path: /^\/messages$/, module: 'src/features/messages/pages/MessagesPage.tsx', reads: ['/contact-messages'] },
  { path: /^\/sync$/, module: 'src/features/sync/pages/SyncPage.tsx', reads: [] },
  { path: /^\/activity$/, module: 'src/features/activity/pages/ActivityPage.tsx', reads: [] },
];

const staffScreenOf = (pathname: string) => STAFF_SCREENS.find((screen) => screen.path.test(pathname));

/**
 * The staff app's modules (paths under web-admin/) an address shows: its screen (with a vehicle's tabs on an edit
 * screen) and, for every screen behind sign-in, the layout around it. The server preloads them in the page it sends; the app starts loading them before its own
 * code has run, when the page came from the tablet's cache.
 */
export function staffModulesOf(pathname: string): string[] {
  if (isStaffSignedOutPage(pathname)) return [STAFF_SIGNED_OUT[pathname]!.module];
  const screen = staffScreenOf(pathname);
  return screen ? [STAFF_LAYOUT, screen.module, ...(screen.with ? [screen.with] : [])] : [];
}

/**
 * What an address reads before it can show anything (addresses under /api): who is signed in, for every screen behind
 * sign-in and for the login page (which sends someone already signed in on to the dashboard), and the screen's own
 * list. The staff app asks for them the moment the page starts, beside the code.
 */
export function staffReadsOf(pathname: string): string[] {
  if (isStaffSignedOutPage(pathname)) return [...STAFF_SIGNED_OUT[pathname]!.reads];
  const screen = staffScreenOf(pathname);
  return screen ? ['/user', ...screen.reads] : [];
}

/** What an address shows an administrator alone (the dashboard's stock insight): its reads (under /api) and its module,
 * asked for as soon as the session read (the first of `staffReadsOf`) says the person is one. */
export function staffAdministratorPartOf(pathname: string): { reads: string[]; modules: string[] } {
  const part = isStaffSignedOutPage(pathname) ? undefined : staffScreenOf(pathname)?.forAdministrators;
  return part ? { reads: [...part.reads], modules: [part.module] } : { reads: [], modules: [] };
}
