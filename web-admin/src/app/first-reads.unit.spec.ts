// The reads the page's start sends for its first screen: the right addresses, each answer handed over once (that each
// is a read the router's reads makes too is checked beside the server's list of screens, staff-chunks.unit.spec.ts).
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFirstReads, takeFirstRead } from './first-reads.ts';

const ORIGIN = 'https://yard.forecourt.test';
const online = { onLine: true };
vi.stubGlobal('location', { origin: ORIGIN });
vi.stubGlobal('navigator', online);
afterAll(() => vi.unstubAllGlobals());

const answer = (address: string) => new Response(JSON.stringify({ address }), { status: 200 });
const get = (address: string) => new Request(`${ORIGIN}${address}`);

beforeEach(() => {
  online.onLine = true;
  // Whatever an earlier test started and nobody took.
  for (const address of ['/api/user', '/api/cars', '/api/campervans']) takeFirstRead(get(address));
});

describe('the first screen’s reads', () => {
  it('sends who is signed in (never from the HTTP cache) and the screen’s list, with the session cookie', () => {
    const send = vi.fn(async (address: RequestInfo | URL) => answer(String(address)));
    startFirstReads('/admin/cars', send as typeof fetch);
    expect(send.mock.calls).toEqual([
      ['/api/user', { credentials: 'include', cache: 'no-store' }],
      ['/api/cars', { credentials: 'include' }],
    ]);
  });

  it('hands each answer over once, to a GET of the same address only', async () => {
    const send = vi.fn(async (address: RequestInfo | URL) => answer(String(address)));
    startFirstReads('/manage-campervans', send as typeof fetch);
    expect(takeFirstRead(new Request(`${ORIGIN}/api/campervans`, { method: 'POST', body: '{}' }))).toBeUndefined();
    expect(takeFirstRead(get('/api/campervans?asOf=2026-11-01'))).toBeUndefined();
    expect(takeFirstRead(new Request('https://elsewhere.test/api/campervans'))).toBeUndefined();
    const taken = takeFirstRead(get('/api/campervans'));
    expect(await (await taken!).json()).toEqual({ address: '/api/campervans' });
    expect(takeFirstRead(get('/api/campervans'))).toBeUndefined();
  });

  it('sends nothing offline, nor for an address that is no screen', () => {
    const send = vi.fn(async (address: RequestInfo | URL) => answer(String(address)));
    online.onLine = false;
    startFirstReads('/admin/cars', send as typeof fetch);
    startFirstReads('/auth', send as typeof fetch);
    online.onLine = true;
    startFirstReads('/admin/unknown', send as typeof fetch);
    startFirstReads('/reset-password', send as typeof fetch);
    expect(send).not.toHaveBeenCalled();
  });

  it('asks only who is signed in for the sign-in page, which sends someone signed in on', () => {
    const send = vi.fn(async (address: RequestInfo | URL) => answer(String(address)));
    startFirstReads('/auth', send as typeof fetch);
    expect(send.mock.calls.map(([address]) => address)).toEqual(['/api/user']);
  });

});
