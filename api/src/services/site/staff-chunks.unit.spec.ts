// The server's list of staff screens and the staff app's router must name the same modules, or the page would ask for
// code the screen does not use (and miss what it does).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOGIN_HISTORY_SCREEN_READ, staffAdministratorPartOf, staffReadsOf } from '@forecourt/contracts/site';
import { staffChunksOf } from './site-assets.ts';

const router = readFileSync(path.resolve(import.meta.dirname, '../../../../web-admin/src/app/router.tsx'), 'utf8');
// The edit routes also load a vehicle's tabs, through the module that keeps them.
const tabs = readFileSync(path.resolve(import.meta.dirname, '../../../../web-admin/src/components/vehicle-history/details-and-history-on-demand.tsx'), 'utf8');
const routedModules = new Set([
  ...[...router.matchAll(/import\('\.\.\/([^']+)'\)/g)].map((match) => `src/${match[1]}`),
  ...(router.includes('withTabs(') ? [...tabs.matchAll(/import\('\.\/([^']+)'\)/g)].map((match) => `src/components/vehicle-history/${match[1]}`) : []),
]);

const ADDRESSES = [
  '/auth', '/reset-password', '/dashboard', '/admin/cars', '/manage-cars', '/admin/cars/new', '/admin/cars/edit/12',
  '/manage-campervans', '/edit-campervan', '/edit-campervan/3', '/email-settings', '/manage-users', '/login-history', '/messages', '/sync', '/activity',
];

describe('the staff screens the server preloads', () => {
  it('names only modules the router loads, for every staff address', () => {
    for (const address of ADDRESSES) {
      const chunks = staffChunksOf(address);
      expect(chunks.length, address).toBeGreaterThan(0);
      for (const chunk of chunks) expect(routedModules, `${address} → ${chunk}`).toContain(chunk);
    }
  });

  it('covers every screen the router has, but the not-found page', () => {
    const preloaded = new Set(ADDRESSES.flatMap(staffChunksOf));
    const missing = [...routedModules].filter((module) => !preloaded.has(module) && !module.endsWith('NotFoundPage.tsx'));
    expect(missing).toEqual([]);
  });

  it("preloads a vehicle's Details / History tabs for its edit screen alone, not for an add form", () => {
    const TABS = 'src/components/vehicle-history/DetailsAndHistory.tsx';
    expect(staffChunksOf('/admin/cars/edit/12-2019-bmw-330i')).toContain(TABS);
    expect(staffChunksOf('/edit-campervan/3')).toContain(TABS);
    expect(staffChunksOf('/admin/cars/new')).not.toContain(TABS);
    expect(staffChunksOf('/edit-campervan')).not.toContain(TABS);
    expect(staffChunksOf('/admin/cars/new')).toContain('src/features/cars/pages/CarFormPage.tsx');
  });

  it('preloads nothing for an address that is not a staff screen', () => {
    expect(staffChunksOf('/admin/unknown')).toEqual([]);
  });
});

describe('the staff screens the app starts loading itself', () => {
  const screens = readFileSync(path.resolve(import.meta.dirname, '../../../../web-admin/src/app/screens.ts'), 'utf8');
  const globs = [...screens.matchAll(/'\.\.\/([^']+)'/g)].map((match) => new RegExp(`^src/${match[1]!.replaceAll('.', '\\.').replaceAll('*', '[^/]+')}$`));

  it('finds every module the table names among those it can load, those shown to administrators alone too', () => {
    expect(globs.length).toBeGreaterThan(0);
    const named = new Set(ADDRESSES.flatMap((address) => [...staffChunksOf(address), ...staffAdministratorPartOf(address).modules]));
    expect(named).toContain('src/features/dashboard/components/StockInsightSection.tsx');
    for (const module of named) expect(globs.some((glob) => glob.test(module)), module).toBe(true);
  });
});

describe('the reads the staff app sends as its page starts', () => {
  it('names only reads the router’s loader makes the same way, for every staff screen', () => {
    const routeReads = readFileSync(path.resolve(import.meta.dirname, '../../../../web-admin/src/app/route-reads.ts'), 'utf8');
    // Each key is an address written out, or one of the contracts' named reads in brackets.
    const named: Record<string, string> = { LOGIN_HISTORY_SCREEN_READ };
    const loaded = new Set([...routeReads.matchAll(/^ {2}(?:'(\/[^']+)'|\[(\w+)\]): read\(/gm)].map((match) => match[1] ?? named[match[2]!]));
    for (const address of ADDRESSES.filter((a) => a !== '/reset-password')) {
      expect(staffReadsOf(address)[0], address).toBe('/user');
      for (const read of [...staffReadsOf(address), ...staffAdministratorPartOf(address).reads]) expect(loaded, `${address} → ${read}`).toContain(read);
    }
    // The dashboard's stock insight is read by administrators alone, once the session read says the person is one.
    expect(staffAdministratorPartOf('/dashboard').reads).toEqual(['/insights/stock']);
    expect(ADDRESSES.filter((address) => staffAdministratorPartOf(address).reads.length)).toEqual(['/dashboard']);
    expect(staffReadsOf('/admin/cars')).toEqual(['/user', '/cars']);
    expect(staffReadsOf('/dashboard')).toEqual(['/user', '/cars', '/campervans', '/login-history']);
    // Login History reads the most the server gives, as its table pages through them.
    expect(staffReadsOf('/login-history')).toEqual(['/user', '/login-history?limit=500']);
    // The messages come from the start too: read only once the screen was drawn, they were the last of its waits.
    expect(staffReadsOf('/messages')).toEqual(['/user', '/contact-messages']);
    // So do the car forms' makes, which the form's first screenful shows.
    expect(staffReadsOf('/admin/cars/new')).toEqual(['/user', '/car-brands']);
    expect(staffReadsOf('/admin/cars/edit/7')).toEqual(['/user', '/car-brands']);
    // The login page asks who is signed in (to send them on); a password reset is by its link alone.
    expect(staffReadsOf('/auth')).toEqual(['/user']);
    expect(staffReadsOf('/reset-password')).toEqual([]);
  });
});
