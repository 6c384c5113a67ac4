// Idempotency-Keys are kept only for calls the API has, from someone signed in, under that person, and for a week:
// a stranger can neither fill the table with keys nor replay an administrator's answer by repeating their key.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/support/test-app.ts';
import { KEY_LIFETIME_DAYS, purgeExpiredKeys } from './idempotency.ts';

const t = useTestApp();

const keysKept = async () => Number((await t().deps.db('commands').count('* as n').first())!.n);
const newUser = (username: string) => ({ username, email: `${username}@forecourt.test`, password: 'a-good-long-password', firstName: 'Hemi', lastName: 'Walker', isAdmin: false });

describe('which keys are kept', () => {
  it('keeps none for addresses the API does not have, however many fresh keys a visitor sends', async () => {
    const visitor = t().client();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => visitor.post(`/api/no-such-call-${i}`, { junk: 'x'.repeat(1000) }, { headers: { 'Idempotency-Key': `flood-key-${i}` } })),
    );
    expect(answers.every((a) => a.status === 404)).toBe(true);
    const { client } = await t().signedIn('user');
    expect((await client.post('/api/nothing-here', {}, { headers: { 'Idempotency-Key': 'signed-in-unknown' } })).status).toBe(404);
    expect(await keysKept()).toBe(0);
  });

  it('keeps none for a visitor who is not signed in, nor for a call the caller may not make', async () => {
    const visitor = t().client();
    expect((await visitor.post('/api/car-brands', { name: 'Audi' }, { headers: { 'Idempotency-Key': 'anonymous-brand' } })).status).toBe(401);
    const { client } = await t().signedIn('user');
    expect((await client.post('/api/users', newUser('sneaky'), { headers: { 'Idempotency-Key': 'not-an-admin-call' } })).status).toBe(403);
    expect(await keysKept()).toBe(0);
  });

  it("answers someone else's key as a fresh request of theirs, never with the first caller's answer", async () => {
    const { client: admin } = await t().signedIn('admin');
    const key = { headers: { 'Idempotency-Key': 'admin-made-a-user-0001' } };
    const made = await admin.post('/api/users', newUser('hemi'), key);
    expect(made.status).toBe(201);
    expect((await admin.post('/api/users', newUser('hemi'), key)).headers.get('idempotent-replayed')).toBe('true');

    const visitor = await t().client().post('/api/users', newUser('hemi'), key);
    expect(visitor.status).toBe(401);
    expect(visitor.body).not.toMatchObject({ username: 'hemi' });
    const { client: staff } = await t().signedIn('user');
    const plain = await staff.post('/api/users', newUser('hemi'), key);
    expect(plain.status).toBe(403);
    expect(plain.headers.get('idempotent-replayed')).toBeNull();

    // Another administrator with the same key makes their own user, and is answered with it.
    const { client: otherAdmin } = await t().signedIn('admin');
    const theirs = await otherAdmin.post('/api/users', newUser('aroha'), key);
    expect(theirs.status).toBe(201);
    expect(theirs.body.username).toBe('aroha');
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(await keysKept()).toBe(2);
  });
});

describe('how long keys are kept', () => {
  it(`forgets keys older than ${KEY_LIFETIME_DAYS} days, after which the same key is a fresh request`, async () => {
    const { client, user } = await t().signedIn('user');
    const key = (k: string) => ({ headers: { 'Idempotency-Key': k } });
    expect((await client.post('/api/car-brands', { name: 'Audi' }, key('old-brand-key'))).status).toBe(201);
    expect((await client.post('/api/car-brands', { name: 'BMW' }, key('new-brand-key'))).status).toBe(201);
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000);
    await t().deps.db('commands').where({ actor_id: user.id, command_id: 'old-brand-key' }).update({ created_at: daysAgo(KEY_LIFETIME_DAYS + 1) });
    await t().deps.db('commands').where({ actor_id: user.id, command_id: 'new-brand-key' }).update({ created_at: daysAgo(KEY_LIFETIME_DAYS - 1) });

    expect(await purgeExpiredKeys(t().deps.db, new Date())).toBe(1);
    expect(await t().deps.db('commands').pluck('command_id')).toEqual(['new-brand-key']);
    // The forgotten key is looked at afresh: the make exists now, so this time it is refused.
    const fresh = await client.post('/api/car-brands', { name: 'Audi' }, key('old-brand-key'));
    expect(fresh.status).toBe(409);
    expect(fresh.headers.get('idempotent-replayed')).toBeNull();
    expect((await client.post('/api/car-brands', { name: 'BMW' }, key('new-brand-key'))).headers.get('idempotent-replayed')).toBe('true');
  });
});
