// PUBLIC_URL, the site's address: kept as an origin, refused when it is not one, and required in production.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const base = { SESSION_KEYS: 'k', DATA_DIR: '/tmp/forecourt-config-spec' };

describe('PUBLIC_URL', () => {
  it('is kept as the origin it names, as URL spells it', () => {
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://Forecourt.co.nz/' }).publicUrl).toBe('https://forecourt.co.nz');
    expect(loadConfig({ ...base, PUBLIC_URL: ' http://localhost:8080 ' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://forecourt.co.nz:443' }).publicUrl).toBe('https://forecourt.co.nz');
  });

  it('is refused when it is not an http or https origin', () => {
    for (const value of ['forecourt.co.nz', 'ftp://forecourt.co.nz', 'https://forecourt.co.nz/shop', 'https://forecourt.co.nz?x=1', 'https://me:pw@forecourt.co.nz']) {
      expect(() => loadConfig({ ...base, PUBLIC_URL: value }), value).toThrow(`PUBLIC_URL is '${value}': give the site's origin`);
    }
  });

  it('may be left out except in production', () => {
    expect(loadConfig(base).publicUrl).toBeUndefined();
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).publicUrl).toBeUndefined();
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(
      "PUBLIC_URL is not set: in production (NODE_ENV=production) the server needs the site's address, e.g. https://forecourt.co.nz",
    );
    expect(loadConfig({ ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://forecourt.co.nz' }).publicUrl).toBe('https://forecourt.co.nz');
  });
});
