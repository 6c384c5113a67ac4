// Login history over HTTP: newest first, names while the account exists, the limit, and its bad values; everyone's
// for an administrator, only one's own for anyone else, nothing for a visitor.
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestApp } from '../../../test/support/test-app.ts';

const START = new Date('2025-03-01T09:00:00.000Z');
let now = START;
const t = useTestApp({ clock: () => now });
beforeEach(() => {
  now = START;
});

const signInAt = async (at: string, username: string, headers: Record<string, string> = {}) => {
  now = new Date(at);
  const res = await t().client().post('/api/login', { username, password: TEST_PASSWORD }, { headers });
  expect(res.status).toBe(200);
};

describe('login history: GET /api/login-history', () => {
  it('answers every sign-in newest first, with the names of the account', async () => {
    const admin = await t().createUser({ username: 'boss', firstName: 'Aroha', lastName: 'Wiremu', isAdmin: true });
    const mia = await t().createUser({ username: 'mia', firstName: 'Mia', lastName: 'Ngata' });
    await signInAt('2025-03-01T08:00:00.000Z', 'mia', { 'User-Agent': 'Tablet/1' });
    await signInAt('2025-03-02T08:00:00.000Z', 'MIA');
    await signInAt('2025-03-03T08:00:00.000Z', 'boss', { 'User-Agent': 'Desktop/2' });
    const client = t().client();
    await client.post('/api/login', { username: 'boss', password: TEST_PASSWORD });

    const res = await client.get('/api/login-history');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toHaveLength(4);
    expect(res.body[1]).toEqual({
      id: 3,
      userId: admin.id,
      username: 'boss',
      firstName: 'Aroha',
      lastName: 'Wiremu',
      loginTime: '2025-03-03T08:00:00.000Z',
      ipAddress: '127.0.0.1',
      userAgent: 'Desktop/2',
    });
    expect(res.body.slice(2)).toEqual([
      expect.objectContaining({ id: 2, userId: mia.id, username: 'mia', firstName: 'Mia', loginTime: '2025-03-02T08:00:00.000Z' }),
      expect.objectContaining({ id: 1, userId: mia.id, username: 'mia', userAgent: 'Tablet/1', loginTime: '2025-03-01T08:00:00.000Z' }),
    ]);
  });

  it('shows names as they are now, and none once the account is gone', async () => {
    const mia = await t().createUser({ username: 'mia', firstName: 'Mia', lastName: 'Ngata' });
    const gone = await t().createUser({ username: 'gone' });
    await signInAt('2025-03-01T08:00:00.000Z', 'mia');
    await signInAt('2025-03-01T09:00:00.000Z', 'gone');
    await t().deps.db('users').where({ id: mia.id }).update({ last_name: 'Ngata-Smith' });
    await t().deps.db('users').where({ id: gone.id }).delete();
    const { client } = await t().signedIn('admin');
    const res = await client.get('/api/login-history?limit=3');
    expect(res.body.slice(1)).toEqual([
      expect.objectContaining({ username: 'gone', userId: null, firstName: null, lastName: null }),
      expect.objectContaining({ username: 'mia', userId: mia.id, firstName: 'Mia', lastName: 'Ngata-Smith' }),
    ]);
  });

  it('answers at most `limit` entries (default 100, at most 500)', async () => {
    const user = await t().createUser({ username: 'mia' });
    const rows = Array.from({ length: 120 }, (_, i) => ({
      user_id: user.id,
      username: 'mia',
      login_time: new Date(Date.UTC(2025, 0, 1, 0, i)),
    }));
    await t().deps.db('login_history').insert(rows);
    const { client } = await t().signedIn('admin');
    expect((await client.get('/api/login-history')).body).toHaveLength(100);
    const two = await client.get('/api/login-history?limit=2');
    expect(two.body.map((h: { loginTime: string }) => h.loginTime)).toEqual([now.toISOString(), '2025-01-01T01:59:00.000Z']);
    expect((await client.get('/api/login-history?limit=500')).body).toHaveLength(121);
    expect(two.body[1]).toMatchObject({ ipAddress: null, userAgent: null });
  });

  it('refuses a limit outside 1 to 500 with the exact message', async () => {
    const { client } = await t().signedIn('admin');
    for (const limit of ['0', '501', 'ten', '2.5', '-1']) {
      const res = await client.get(`/api/login-history?limit=${limit}`);
      expect(res.status, limit).toBe(400);
      expect(res.body).toEqual({
        error: 'Limit must be a whole number from 1 to 500',
        issues: [{ path: 'limit', message: 'Limit must be a whole number from 1 to 500' }],
      });
    }
  });

  it('answers a visitor 401 and nothing else', async () => {
    await t().createUser({ username: 'mia' });
    await signInAt('2025-03-01T08:00:00.000Z', 'mia');
    const res = await t().client().get('/api/login-history');
    expect(res.status).toBe(401);
    expect(JSON.stringify(res.body)).not.toContain('mia');
  });
});

describe('login history for someone who is not an administrator', () => {
  it('answers only their own sign-ins, by user id, newest first, with the same fields and limit', async () => {
    const boss = await t().createUser({ username: 'boss', isAdmin: true });
    const mia = await t().createUser({ username: 'mia', firstName: 'Mia', lastName: 'Ngata' });
    const ben = await t().createUser({ username: 'ben' });
    await signInAt('2025-03-01T08:00:00.000Z', 'mia', { 'User-Agent': 'Tablet/1' });
    await signInAt('2025-03-01T09:00:00.000Z', 'ben', { 'User-Agent': 'Phone/3' });
    await signInAt('2025-03-01T10:00:00.000Z', 'boss');
    // A row that carries mia's username but another account's id (a name reused after a deletion) is not hers.
    await t().deps.db('login_history').insert({ user_id: ben.id, username: 'mia', login_time: new Date('2025-03-01T11:00:00.000Z') });
    now = new Date('2025-03-02T08:00:00.000Z');
    const client = t().client();
    expect((await client.post('/api/login', { username: 'mia', password: TEST_PASSWORD })).status).toBe(200);

    const res = await client.get('/api/login-history');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual([
      expect.objectContaining({ userId: mia.id, username: 'mia', firstName: 'Mia', lastName: 'Ngata', loginTime: '2025-03-02T08:00:00.000Z' }),
      {
        id: 1,
        userId: mia.id,
        username: 'mia',
        firstName: 'Mia',
        lastName: 'Ngata',
        loginTime: '2025-03-01T08:00:00.000Z',
        ipAddress: '127.0.0.1',
        userAgent: 'Tablet/1',
      },
    ]);
    expect(res.text).not.toContain('Phone/3');
    expect((await client.get('/api/login-history?limit=1')).body).toHaveLength(1);
    expect((await client.get('/api/login-history?limit=0')).status).toBe(400);

    // The administrator still sees everyone's: 4 sign-ins, the inserted row, and this one.
    const { client: admin } = await t().signedIn('admin');
    const all = (await admin.get('/api/login-history')).body as { userId: number }[];
    expect(all).toHaveLength(6);
    for (const id of [boss.id, mia.id, ben.id]) expect(all.some((row) => row.userId === id)).toBe(true);
  });

  it('answers someone just signed in for the first time with that one sign-in and nobody else\'s', async () => {
    const mia = await t().createUser({ username: 'mia' });
    await signInAt('2025-03-01T08:00:00.000Z', 'mia');
    const { client } = await t().signedIn('user');
    const mine = (await client.get('/api/login-history')).body as { userId: number }[];
    expect(mine).toHaveLength(1);
    expect(mine[0]!.userId).not.toBe(mia.id);
  });
});
