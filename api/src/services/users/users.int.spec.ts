// Staff accounts over HTTP on a real database: who may call what, the answers, bad input, the last administrator,
// and the audit events (never a password).
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestApp } from '../../../test/support/test-app.ts';
import type { TestClient } from '../../../test/support/test-client.ts';
import { deleteUser } from './users.ts';

const t = useTestApp();

const count = async (table: string) => Number((await t().deps.db(table).count('* as n').first())?.n);
const events = () => t().deps.db('events').where({ stream_type: 'user' }).orderBy('position');
const canSignIn = async (username: string, password: string) =>
  (await t().client().post('/api/login', { username, password })).status === 200;
const newUser = { username: 'kiri', email: 'kiri@forecourt.test', password: 'kiri-secret-1', firstName: 'Kiri', lastName: 'Tane', isAdmin: false };

/** Every hash in the users table, so audit events can be checked for not containing any of them. */
const hashes = async () => (await t().deps.db('users').pluck('password_hash')) as string[];
async function expectNoSecretsInEvents(...passwords: string[]) {
  const text = JSON.stringify(await t().deps.db('events'));
  expect(text).not.toMatch(/password"|password_hash|scrypt\$/i);
  for (const secret of [...passwords, ...(await hashes())]) expect(text).not.toContain(secret);
}

// Login history is not here: a plain user may read it (only their own; login-history.int.spec.ts).
describe('who may call the account calls', () => {
  const calls: [string, (c: TestClient, id: number) => Promise<{ status: number }>, number][] = [
    ['GET /api/users', (c) => c.get('/api/users'), 200],
    ['POST /api/users', (c) => c.post('/api/users', newUser), 201],
    ['PUT /api/users/:id', (c, id) => c.put(`/api/users/${id}`, { username: 'renamed', email: 'renamed@forecourt.test' }), 200],
    ['DELETE /api/users/:id', (c, id) => c.delete(`/api/users/${id}`), 204],
  ];

  for (const [name, call, success] of calls) {
    it(`${name}: anonymous 401, signed-in user 403, administrator ${success}`, async () => {
      const target = await t().createUser({ username: 'target' });
      const anonymous = await call(t().client(), target.id);
      expect(anonymous.status).toBe(401);
      const { client: user } = await t().signedIn('user');
      const refused = await call(user, target.id);
      expect(refused.status).toBe(403);
      expect((refused as { body?: unknown }).body).toEqual({ error: 'Only administrators can do this' });
      expect(await count('events')).toBe(0);
      const { client: admin } = await t().signedIn('admin');
      expect((await call(admin, target.id)).status).toBe(success);
    });
  }
});

describe('listing accounts: GET /api/users', () => {
  it('answers every account by username with exactly the public fields, never the hash', async () => {
    const { client, user: admin } = await t().signedIn('admin', { username: 'zoe' });
    const other = await t().createUser({ username: 'Ben', firstName: 'Ben', lastName: 'Hohaia', email: 'ben@forecourt.test' });
    const res = await client.get('/api/users');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual([other, admin]);
    expect(Object.keys(res.body[0]).sort()).toEqual(['email', 'firstName', 'id', 'isAdmin', 'lastName', 'username']);
    expect(res.text).not.toMatch(/password|scrypt/i);
  });
});

describe('adding an account: POST /api/users', () => {
  it('creates the account, which can then sign in, and records UserCreated without the password', async () => {
    const { client, user: admin } = await t().signedIn('admin');
    const res = await client.post('/api/users', { ...newUser, email: '  Kiri@Forecourt.test ', isAdmin: true });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), username: 'kiri', email: 'Kiri@Forecourt.test', firstName: 'Kiri', lastName: 'Tane', isAdmin: true });
    expect(await canSignIn('KIRI', 'kiri-secret-1')).toBe(true);
    const [created] = await events();
    expect(created).toMatchObject({ stream_id: String(res.body.id), version: 1, type: 'UserCreated', data: res.body });
    expect(created.metadata).toMatchObject({ actorId: admin.id, actorUsername: admin.username });
    await expectNoSecretsInEvents('kiri-secret-1');
  });

  it('defaults names to empty and the role to user', async () => {
    const { client } = await t().signedIn('admin');
    const res = await client.post('/api/users', { username: 'min', email: 'min@forecourt.test', password: 'min-secret-1' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ firstName: '', lastName: '', isAdmin: false });
  });

  it('refuses bad input with the exact messages and writes nothing', async () => {
    const { client } = await t().signedIn('admin');
    const before = await count('users');
    const empty = await client.post('/api/users', {});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      error: 'Username is required',
      issues: [
        { path: 'username', message: 'Username is required' },
        { path: 'email', message: 'Email is required' },
        { path: 'password', message: 'Password is required' },
      ],
    });
    const bad = await client.post('/api/users', { username: 'has space', email: 'kiri@', password: 'short', isAdmin: 'yes', firstName: 'x'.repeat(61) });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([
      { path: 'username', message: 'Username may contain letters, numbers, dots, dashes, underscores and @ only' },
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'password', message: 'Password must be at least 8 characters' },
      { path: 'firstName', message: 'Must be at most 60 characters' },
      { path: 'isAdmin', message: 'Must be true or false' },
    ]);
    expect(await count('users')).toBe(before);
    expect(await count('events')).toBe(0);
  });

  it('refuses a username or e-mail already in use, ignoring case, with 409', async () => {
    const { client } = await t().signedIn('admin');
    await t().createUser({ username: 'kiri', email: 'first@forecourt.test' });
    const name = await client.post('/api/users', { ...newUser, username: 'KIRI', email: 'other@forecourt.test' });
    expect(name.status).toBe(409);
    expect(name.body).toEqual({ error: 'That username is already taken', issues: [{ path: 'username', message: 'That username is already taken' }] });
    const mail = await client.post('/api/users', { ...newUser, username: 'kiri2', email: 'FIRST@forecourt.test' });
    expect(mail.status).toBe(409);
    expect(mail.body.error).toBe('That email address is already in use');
    expect(await count('events')).toBe(0);
  });
});

describe('changing an account: PUT /api/users/:id', () => {
  it('changes the fields given, keeps a blank or absent password, and records only what changed', async () => {
    const { client } = await t().signedIn('admin');
    const user = await t().createUser({ username: 'kiri', firstName: 'Kiri', lastName: 'Tane' });
    const res = await client.put(`/api/users/${user.id}`, { username: 'kiri', email: 'new@forecourt.test', password: '', firstName: 'Kiritapu', lastName: 'Tane', isAdmin: false });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...user, email: 'new@forecourt.test', firstName: 'Kiritapu' });
    expect((await client.get('/api/users')).body).toContainEqual(res.body);
    expect(await canSignIn('kiri', TEST_PASSWORD)).toBe(true);
    const absent = await client.put(`/api/users/${user.id}`, { username: 'kiri', email: 'new@forecourt.test' });
    expect(absent.body).toEqual(res.body);
    expect(await canSignIn('kiri', TEST_PASSWORD)).toBe(true);
    const recorded = await events();
    expect(recorded.map((e) => [e.type, e.version, e.data])).toEqual([
      ['UserUpdated', 1, { id: user.id, email: 'new@forecourt.test', firstName: 'Kiritapu' }],
    ]);
  });

  it("sets a new password, records only that it changed, and signs that person out everywhere", async () => {
    const { client } = await t().signedIn('admin');
    const { client: theirs, user } = await t().signedIn('user');
    const res = await client.put(`/api/users/${user.id}`, { username: user.username, email: user.email, password: 'brand-new-pass' });
    expect(res.status).toBe(200);
    expect(await canSignIn(user.username, TEST_PASSWORD)).toBe(false);
    expect(await canSignIn(user.username, 'brand-new-pass')).toBe(true);
    expect((await theirs.get('/api/user')).status).toBe(401);
    const [updated] = await events();
    expect(updated.data).toEqual({ id: user.id, passwordChanged: true });
    await expectNoSecretsInEvents('brand-new-pass', TEST_PASSWORD);
  });

  it('keeps you signed in when you change your own password', async () => {
    const { client, user } = await t().signedIn('admin');
    expect((await client.put(`/api/users/${user.id}`, { username: user.username, email: user.email, password: 'my-new-pass-1' })).status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('refuses bad input with the exact messages and changes nothing', async () => {
    const { client } = await t().signedIn('admin');
    const user = await t().createUser({ username: 'kiri' });
    const res = await client.put(`/api/users/${user.id}`, { username: ' ', email: 'nope', password: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([
      { path: 'username', message: 'Username is required' },
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'password', message: 'Password must be at least 8 characters' },
    ]);
    expect((await client.put(`/api/users/${user.id}`, {})).body.issues.map((i: { path: string }) => i.path)).toEqual(['username', 'email']);
    expect(await t().deps.db('users').where({ id: user.id }).first()).toMatchObject({ username: 'kiri', email: user.email });
    expect(await canSignIn('kiri', TEST_PASSWORD)).toBe(true);
    expect(await count('events')).toBe(0);
  });

  it("refuses another account's username or e-mail (ignoring case) but accepts the account's own", async () => {
    const { client } = await t().signedIn('admin');
    const kiri = await t().createUser({ username: 'kiri', email: 'kiri@forecourt.test' });
    await t().createUser({ username: 'tama', email: 'tama@forecourt.test' });
    expect((await client.put(`/api/users/${kiri.id}`, { username: 'TAMA', email: kiri.email })).status).toBe(409);
    expect((await client.put(`/api/users/${kiri.id}`, { username: 'kiri', email: 'Tama@Forecourt.test' })).status).toBe(409);
    const own = await client.put(`/api/users/${kiri.id}`, { username: 'Kiri', email: 'KIRI@forecourt.test' });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ username: 'Kiri', email: 'KIRI@forecourt.test' });
  });

  it('answers 404 for an unknown account and 400 for a malformed id', async () => {
    const { client } = await t().signedIn('admin');
    const missing = await client.put('/api/users/9999', { username: 'x', email: 'x@forecourt.test' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'User not found' });
    const malformed = await client.put('/api/users/abc', { username: 'x', email: 'x@forecourt.test' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('User id must be a positive whole number');
  });

  it('refuses to remove the rights of the last administrator, and allows it while another remains', async () => {
    const { client, user: admin } = await t().signedIn('admin');
    const demote = () => client.put(`/api/users/${admin.id}`, { username: admin.username, email: admin.email, isAdmin: false });
    const refused = await demote();
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('You cannot remove administrator rights from the last administrator. Make another user an administrator first.');
    expect(await count('events')).toBe(0);
    await t().createUser({ isAdmin: true });
    expect((await demote()).status).toBe(200);
    // Rights are read afresh on every request: the former administrator is refused at once.
    expect((await client.get('/api/users')).status).toBe(403);
  });
});

describe('removing an account: DELETE /api/users/:id', () => {
  it('removes it, ends its sessions, keeps its login history without names, and records UserDeleted', async () => {
    const { client, user: admin } = await t().signedIn('admin');
    const { client: theirs, user } = await t().signedIn('user', { username: 'leaving' });
    const res = await client.delete(`/api/users/${user.id}`);
    expect(res.status).toBe(204);
    expect((await theirs.get('/api/user')).status).toBe(401);
    expect(await t().deps.db('sessions').where({ user_id: user.id })).toEqual([]);
    expect((await client.get('/api/users')).body).toEqual([admin]);
    const history = (await client.get('/api/login-history')).body;
    expect(history.find((h: { username: string }) => h.username === 'leaving')).toMatchObject({ userId: null, firstName: null, lastName: null });
    const [deleted] = await events();
    expect(deleted).toMatchObject({ type: 'UserDeleted', data: { id: user.id, username: 'leaving' }, metadata: { actorId: admin.id } });
    expect((await client.delete(`/api/users/${user.id}`)).status).toBe(404);
  });

  it('refuses to delete your own account', async () => {
    const { client, user } = await t().signedIn('admin');
    await t().createUser({ isAdmin: true });
    const res = await client.delete(`/api/users/${user.id}`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'You cannot delete your own account' });
    expect(await count('users')).toBe(2);
  });

  it('lets an administrator delete another administrator', async () => {
    const { client } = await t().signedIn('admin');
    const other = await t().createUser({ isAdmin: true });
    expect((await client.delete(`/api/users/${other.id}`)).status).toBe(204);
  });

  it('refuses to delete the last administrator (a caller whose own rights were removed meanwhile)', async () => {
    const caller = await t().createUser({ isAdmin: true });
    const last = await t().createUser({ isAdmin: true });
    await t().deps.db('users').where({ id: caller.id }).update({ is_admin: false });
    const refused = await deleteUser(t().deps, last.id, { user: caller, metadata: {} }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 409, message: 'You cannot delete the last administrator. Make another user an administrator first.' });
    expect(await count('users')).toBe(2);
    expect(await count('events')).toBe(0);
  });

  it('answers 404 for an unknown account', async () => {
    const { client } = await t().signedIn('admin');
    const res = await client.delete('/api/users/9999');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'User not found' });
  });
});
