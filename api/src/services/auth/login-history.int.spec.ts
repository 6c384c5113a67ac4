// Login history over HTTP: newest first, names while the account exists, the limit, and its bad values.
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
});
