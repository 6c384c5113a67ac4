// The proof of sign-in: sessions and their cookie, fixation, sign-out, wrong passwords, the first account, HTTPS
// behind a proxy and requests from other sites, on a real app and database (throttling: login-throttle.int.spec.ts).
import { describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../../app.ts';
import { TEST_PASSWORD, useTestApp } from '../../../test/support/test-app.ts';
import type { TestClient, TestResponse } from '../../../test/support/test-client.ts';

const t = useTestApp();

const sessionCookie = (res: TestResponse) => res.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
const count = async (table: string) => Number((await t().deps.db(table).count('* as n').first())?.n);
const login = (client: TestClient, username: string, password = TEST_PASSWORD, extra: object = {}) =>
  client.post('/api/login', { username, password, ...extra });

/** A second client carrying exactly the cookies `client` holds now (a copy an attacker might have kept). */
function copyOf(client: TestClient): TestClient {
  const copy = t().client();
  for (const name of [SESSION_COOKIE, `${SESSION_COOKIE}.sig`]) {
    const value = client.cookie(name);
    if (value) copy.setCookie(name, value);
  }
  return copy;
}

describe('the current user: GET /api/user', () => {
  it('answers 401 with a message when nobody is signed in', async () => {
    const res = await t().client().get('/api/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Not authenticated', message: 'Not authenticated' });
  });
});

describe('signing in: POST /api/login', () => {
  it('answers the user, never the hash, and sets an httpOnly SameSite=Lax cookie that ends with the browser', async () => {
    const user = await t().createUser({ username: 'mia', firstName: 'Mia', lastName: 'Ngata' });
    const client = t().client();
    const res = await login(client, 'MIA');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(user);
    expect(res.text).not.toMatch(/password|scrypt/i);
    const cookie = sessionCookie(res)!;
    expect(cookie).toMatch(/; httponly/i);
    expect(cookie).toMatch(/; samesite=lax/i);
    expect(cookie).not.toMatch(/; secure/i);
    expect(cookie).not.toMatch(/expires=/i);
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toEqual(user);
    expect(me.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps a session without Remember me a browser session on later requests, hours on', async () => {
    await t().createUser({ username: 'mia' });
    const client = t().client();
    await login(client, 'mia');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 13 * 60 * 60_000);
      const later = await client.get('/api/user');
      expect(later.status).toBe(200);
      expect(sessionCookie(later) ?? '').not.toMatch(/expires=/i);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps the cookie for 30 days with 'Remember me', and the session row as long", async () => {
    await t().createUser({ username: 'mia' });
    const client = t().client();
    const res = await login(client, 'mia', TEST_PASSWORD, { remember: true });
    expect(res.status).toBe(200);
    const expires = /expires=([^;]+)/i.exec(sessionCookie(res)!)?.[1];
    const days = (Date.parse(expires!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    const [session] = await t().deps.db('sessions');
    expect((new Date(session.expires_at).getTime() - Date.now()) / 86_400_000).toBeGreaterThan(29.9);
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('gives a new session id at sign-in: a session cookie from before no longer works after (no fixation)', async () => {
    await t().createUser({ username: 'ana' });
    const bob = await t().createUser({ username: 'bob' });
    const client = t().client();
    await login(client, 'ana');
    const before = copyOf(client);
    const idBefore = client.cookie(SESSION_COOKIE);
    expect((await before.get('/api/user')).body.username).toBe('ana');

    await login(client, 'bob');
    expect(client.cookie(SESSION_COOKIE)).not.toBe(idBefore);
    expect((await client.get('/api/user')).body).toEqual(bob);
    expect((await before.get('/api/user')).status).toBe(401);
    expect(await t().deps.db('sessions').pluck('user_id')).toEqual([bob.id]);
  });

  it('also replaces the session when the same person signs in again', async () => {
    await t().createUser({ username: 'ana' });
    const client = t().client();
    await login(client, 'ana');
    const before = copyOf(client);
    await login(client, 'ana', TEST_PASSWORD, { remember: true });
    expect((await before.get('/api/user')).status).toBe(401);
    expect((await client.get('/api/user')).status).toBe(200);
    expect(await count('sessions')).toBe(1);
  });

  it('refuses a wrong password or an unknown username alike, with the message, recording no login', async () => {
    await t().createUser({ username: 'mia' });
    for (const [username, password] of [['mia', 'wrong-password'], ['nobody', TEST_PASSWORD]] as const) {
      const client = t().client();
      const res = await login(client, username, password);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Invalid username or password', message: 'Invalid username or password' });
      expect(sessionCookie(res)).toBeUndefined();
      expect((await client.get('/api/user')).status).toBe(401);
    }
    expect(await count('login_history')).toBe(0);
    expect(await count('sessions')).toBe(0);
  });

  it('refuses missing fields with the exact messages, counting no failure', async () => {
    const res = await t().client().post('/api/login', { username: '  ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Username is required',
      message: 'Username is required',
      issues: [
        { path: 'username', message: 'Username is required' },
        { path: 'password', message: 'Password is required' },
      ],
    });
    expect(await count('rate_limit_hits')).toBe(0);
  });

  it('records the address and browser of a successful sign-in', async () => {
    const user = await t().createUser({ username: 'mia' });
    await t().client().post('/api/login', { username: 'mia', password: TEST_PASSWORD }, { headers: { 'User-Agent': 'Forecourt-Test/1.0 (tablet)' } });
    const rows = await t().deps.db('login_history');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: user.id, username: 'mia', ip_address: '127.0.0.1', user_agent: 'Forecourt-Test/1.0 (tablet)' });
    expect(Math.abs(new Date(rows[0].login_time).getTime() - Date.now())).toBeLessThan(60_000);
  });
});

describe('signing out: POST /api/logout', () => {
  it('ends the session on the server: the old cookie replayed is refused', async () => {
    const { client } = await t().signedIn('user');
    const kept = copyOf(client);
    const res = await client.post('/api/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'You have been successfully logged out.' });
    expect(sessionCookie(res)).toMatch(/expires=Thu, 01 Jan 1970/i);
    expect(await count('sessions')).toBe(0);
    expect((await kept.get('/api/user')).status).toBe(401);
    expect((await client.get('/api/user')).status).toBe(401);
  });
});

describe('the first account: POST /api/register', () => {
  const form = { username: 'owner', email: 'owner@forecourt.test', password: 'first-owner-pass', firstName: 'Rangi', lastName: 'Parata' };

  it('creates the first user as an administrator and signs them in, then closes', async () => {
    const client = t().client();
    const res = await client.post('/api/register', { ...form, isAdmin: false });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: 1, username: 'owner', email: 'owner@forecourt.test', firstName: 'Rangi', lastName: 'Parata', isAdmin: true });
    expect((await client.get('/api/user')).body.username).toBe('owner');
    expect(sessionCookie(res)).not.toMatch(/expires=/i);

    const events = await t().deps.db('events');
    expect(events.map((e) => [e.stream_type, e.stream_id, e.type])).toEqual([['user', '1', 'UserCreated']]);
    expect(JSON.stringify(events)).not.toMatch(/password|scrypt|first-owner-pass/i);

    const again = await t().client().post('/api/register', { ...form, username: 'intruder', email: 'intruder@example.com' });
    expect(again.status).toBe(403);
    expect(again.body).toEqual({
      error: 'Registration is closed. Ask an administrator for an account.',
      message: 'Registration is closed. Ask an administrator for an account.',
    });
    expect(await count('users')).toBe(1);
  });

  it('lets exactly one of two simultaneous first registrations through', async () => {
    const answers = await Promise.all([
      t().client().post('/api/register', form),
      t().client().post('/api/register', { ...form, username: 'second', email: 'second@forecourt.test' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 403]);
    expect(await count('users')).toBe(1);
    expect(await count('events')).toBe(1);
  });

  it('is closed as soon as any account exists', async () => {
    await t().createUser();
    expect((await t().client().post('/api/register', form)).status).toBe(403);
    expect(await count('users')).toBe(1);
    expect(await count('events')).toBe(0);
  });

  it('refuses bad input with the exact messages and writes nothing', async () => {
    const res = await t().client().post('/api/register', { username: '', email: 'not-an-email', password: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Username is required');
    expect(res.body.issues).toEqual([
      { path: 'username', message: 'Username is required' },
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'password', message: 'Password must be at least 8 characters' },
    ]);
    expect(await count('users')).toBe(0);
    expect(await count('events')).toBe(0);
    expect(await count('sessions')).toBe(0);
  });
});

describe('requests from other websites', () => {
  it('refuses a POST whose Origin is another site, before anything is checked or written', async () => {
    await t().createUser({ username: 'mia' });
    const client = t().client();
    const res = await client.post('/api/login', { username: 'mia', password: TEST_PASSWORD }, { headers: { Origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Requests from other websites are not allowed');
    expect(sessionCookie(res)).toBeUndefined();
    expect(await count('login_history')).toBe(0);
    const own = await client.post('/api/login', { username: 'mia', password: TEST_PASSWORD }, { headers: { Origin: t().baseUrl } });
    expect(own.status).toBe(200);
  });

  it('refuses signing out from another site too, leaving the session alone', async () => {
    const { client } = await t().signedIn('user');
    expect((await client.post('/api/logout', undefined, { headers: { Origin: 'https://evil.example' } })).status).toBe(403);
    expect((await client.get('/api/user')).status).toBe(200);
  });
});

describe('behind a trusted HTTPS proxy (TRUST_PROXY=true)', () => {
  const p = useTestApp({ env: { TRUST_PROXY: 'true' } });

  it('marks the session cookie Secure when the proxy says the request came over HTTPS, and records the real address', async () => {
    const user = await p().createUser({ username: 'mia' });
    const client = p().client();
    const headers = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.7' };
    const res = await client.post('/api/login', { username: 'mia', password: TEST_PASSWORD }, { headers });
    expect(res.status).toBe(200);
    expect(sessionCookie(res)).toMatch(/; secure/i);
    expect(sessionCookie(res)).toMatch(/; httponly/i);
    expect((await client.get('/api/user', { headers })).body).toEqual(user);
    expect(await p().deps.db('login_history').pluck('ip_address')).toEqual(['203.0.113.7']);
  });

  it('leaves the cookie without Secure for plain HTTP', async () => {
    await p().createUser({ username: 'mia' });
    const res = await p().client().post('/api/login', { username: 'mia', password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(sessionCookie(res)).not.toMatch(/; secure/i);
  });
});
