// The staff app's byte aim, held by every build: no staff address needs more than 250 KB of JavaScript (gzip) before it
// can show, counted from the built app as `npm run bench:staff` counts it (the entry, the screen's chunks and all they
// import). `npm test` builds the app first. Two changes in a row once took a car's edit screen over the aim unnoticed,
// the benchmark alone saying so.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAFF_AIMS, staffBytes } from './bench-staff.ts';

const dist = path.resolve(import.meta.dirname, '../../web-admin/dist');

describe("the staff app's JavaScript", () => {
  it('is at most 250 KB (gzip) for every staff address', () => {
    expect(existsSync(path.join(dist, '.vite/manifest.json')), 'build the staff app first: npm run build -w web-admin').toBe(true);
    const bytes = staffBytes(dist);
    expect(bytes.map((b) => b.path)).toEqual(expect.arrayContaining(['/auth', '/dashboard', '/admin/cars', '/admin/cars/edit/1', '/edit-campervan/1']));
    const over = bytes.filter((b) => b.jsGzip > STAFF_AIMS.jsGzip).map((b) => `${b.path}: ${b.jsGzip} bytes`);
    expect(over, `over ${STAFF_AIMS.jsGzip} bytes`).toEqual([]);
  });
});
