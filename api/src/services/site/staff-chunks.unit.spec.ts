// The server's list of staff screens and the staff app's router must name the same modules, or the page would ask for
// code the screen does not use (and miss what it does).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staffChunksOf } from './site-assets.ts';

const router = readFileSync(path.resolve(import.meta.dirname, '../../../../web-admin/src/app/router.tsx'), 'utf8');
const routedModules = new Set([...router.matchAll(/import\('\.\.\/([^']+)'\)/g)].map((match) => `src/${match[1]}`));

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

  it('preloads nothing for an address that is not a staff screen', () => {
    expect(staffChunksOf('/admin/unknown')).toEqual([]);
  });
});

describe('the staff screens the app starts loading itself', () => {
  const screens = readFileSync(path.resolve(import.meta.dirname, '../../../../web-admin/src/app/screens.ts'), 'utf8');
  const globs = [...screens.matchAll(/'\.\.\/([^']+)'/g)].map((match) => new RegExp(`^src/${match[1]!.replaceAll('.', '\\.').replaceAll('*', '[^/]+')}$`));

  it('finds every module the table names among those it can load', () => {
    expect(globs.length).toBeGreaterThan(0);
    for (const module of new Set(ADDRESSES.flatMap(staffChunksOf))) expect(globs.some((glob) => glob.test(module)), module).toBe(true);
  });
});
