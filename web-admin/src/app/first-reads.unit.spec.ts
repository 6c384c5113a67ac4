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
  for (const address of ['/api/user', '/api/cars', '/api/campervans', '/api/login-history', '/api/insights/stock']) takeFirstRead(get(address));
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
    expect(await (await taken!)!.json()).toEqual({ address: '/api/campervans' });
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

  describe('what the dashboard shows administrators alone (the stock insight)', () => {
    /** The session read answers `user`; every other read its own address. */
    const server = (user: object | undefined) =>
      vi.fn(async (address: RequestInfo | URL) =>
        String(address) === '/api/user' ? (user ? new Response(JSON.stringify(user), { status: 200 }) : new Response('{"error":"Not signed in"}', { status: 401 })) : answer(String(address)),
      );

    it('is sent as soon as the session read says an administrator is signed in, and handed over once', async () => {
      const send = server({ id: 1, username: 'admin', isAdmin: true });
      const administrator = startFirstReads('/dashboard', send as typeof fetch);
      expect(send.mock.calls.map(([address]) => address)).toEqual(['/api/user', '/api/cars', '/api/campervans', '/api/login-history']);
      expect(await administrator).toBe(true);
      await vi.waitFor(() => expect(send.mock.calls.map(([address]) => address)).toContain('/api/insights/stock'));
      expect(send).toHaveBeenLastCalledWith('/api/insights/stock', { credentials: 'include' });
      expect(await (await takeFirstRead(get('/api/insights/stock')))!.json()).toEqual({ address: '/api/insights/stock' });
      expect(takeFirstRead(get('/api/insights/stock'))).toBeUndefined();
      // The data layer still reads the session answer whole: the entry read a copy.
      expect(await (await takeFirstRead(get('/api/user')))!.json()).toMatchObject({ username: 'admin', isAdmin: true });
    });

    it('is not sent for anyone else, nor when nobody is signed in; the data layer then asks itself if it must', async () => {
      for (const user of [{ id: 2, username: 'sales', isAdmin: false }, undefined]) {
        const send = server(user);
        const administrator = startFirstReads('/dashboard', send as typeof fetch);
        expect(await administrator).toBe(false);
        expect(await takeFirstRead(get('/api/insights/stock'))).toBeUndefined();
        expect(send.mock.calls.map(([address]) => address)).not.toContain('/api/insights/stock');
        takeFirstRead(get('/api/user'));
      }
    });

    it('is no part of a screen that shows administrators nothing of their own', async () => {
      const send = server({ id: 1, username: 'admin', isAdmin: true });
      expect(await startFirstReads('/admin/cars', send as typeof fetch)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(send.mock.calls.map(([address]) => address)).toEqual(['/api/user', '/api/cars']);
      expect(takeFirstRead(get('/api/insights/stock'))).toBeUndefined();
    });
  });
});
