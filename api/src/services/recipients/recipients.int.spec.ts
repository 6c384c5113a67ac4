// /api/email-settings over HTTP on a real database: who may call, bad input, and the one-primary rule.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';
import type { TestClient } from '../../../test/support/test-client.ts';

const t = useTestApp();
const PATH = '/api/email-settings';

const eventCount = async () => Number((await t().deps.db('events').count('* as n').first())?.n);
const add = (client: TestClient, email: string, extra: Record<string, unknown> = {}) =>
  client.post(PATH, { email, name: null, isActive: true, isPrimary: false, ...extra });
const summary = async (client: TestClient) =>
  ((await client.get(PATH)).body as { email: string; isPrimary: boolean; isActive: boolean }[]).map(
    (r) => `${r.email}${r.isPrimary ? ' (primary)' : ''}${r.isActive ? '' : ' (off)'}`,
  );

describe('e-mail recipients: who may call', () => {
  it('refuses anonymous visitors on every call and writes nothing', async () => {
    const { client } = await t().signedIn('user');
    const { body: sales } = await add(client, 'sales@forecourt.co.nz');
    const before = await eventCount();
    const anonymous = t().client();
    const answers = [
      await anonymous.get(PATH),
      await add(anonymous, 'spam@example.com'),
      await anonymous.put(`${PATH}/${sales.id}`, { isActive: false }),
      await anonymous.delete(`${PATH}/${sales.id}`),
      await anonymous.post(`${PATH}/${sales.id}/set-primary`),
    ];
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
    expect(answers[0]!.body.error).toBe('Please sign in to do this');
    expect(await eventCount()).toBe(before);
  });

  it('lets staff and administrators alike read and change the list', async () => {
    const { client: user } = await t().signedIn('user');
    const { client: admin } = await t().signedIn('admin');
    const created = await add(user, 'sales@forecourt.co.nz', { name: 'Sales' });
    expect(created.status).toBe(201);
    expect(created.headers.get('etag')).toBe('"2"');
    expect(created.body).toEqual({
      id: 1,
      email: 'sales@forecourt.co.nz',
      name: 'Sales',
      isActive: true,
      isPrimary: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      version: 2,
    });
    expect((await admin.get(PATH)).body).toEqual([created.body]);
    const second = await add(admin, 'owner@forecourt.co.nz');
    expect(second.status).toBe(201);
    expect((await user.put(`${PATH}/${second.body.id}`, { isActive: false })).status).toBe(200);
    expect((await admin.post(`${PATH}/${second.body.id}/set-primary`)).status).toBe(200);
    expect((await user.delete(`${PATH}/${created.body.id}`)).status).toBe(204);
    expect(await summary(admin)).toEqual(['owner@forecourt.co.nz (primary) (off)']);
  });
});

describe('e-mail recipients: bad input writes nothing', () => {
  it('refuses a malformed address with the exact message', async () => {
    const { client } = await t().signedIn('user');
    const res = await add(client, 'not-an-address');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Please enter a valid email address', issues: [{ path: 'email', message: 'Please enter a valid email address' }] });
    expect((await client.post(PATH, {})).body.error).toBe('Please enter a valid email address');
    expect(await eventCount()).toBe(0);
  });

  it('refuses an address already on the list, ignoring case, on add and on change', async () => {
    const { client } = await t().signedIn('user');
    await add(client, 'Sales@Forecourt.co.nz');
    const { body: owner } = await add(client, 'owner@forecourt.co.nz');
    const before = await eventCount();
    const duplicate = await add(client, ' sales@forecourt.CO.NZ ');
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({
      error: 'That email address is already a recipient',
      issues: [{ path: 'email', message: 'That email address is already a recipient' }],
    });
    const renamed = await client.put(`${PATH}/${owner.id}`, { email: 'SALES@forecourt.co.nz' });
    expect(renamed.status).toBe(409);
    expect(await eventCount()).toBe(before);
  });

  it('refuses a switch that is not true or false, a bad id and an unknown id', async () => {
    const { client } = await t().signedIn('user');
    const { body: sales } = await add(client, 'sales@forecourt.co.nz');
    const before = await eventCount();
    const bad = await client.put(`${PATH}/${sales.id}`, { isActive: 'sometimes' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([{ path: 'isActive', message: 'Must be true or false' }]);
    expect((await client.put(`${PATH}/abc`, { isActive: false })).body.error).toBe('Id must be a positive whole number');
    const missing = [await client.put(`${PATH}/99`, { isActive: false }), await client.delete(`${PATH}/99`), await client.post(`${PATH}/99/set-primary`)];
    expect(missing.map((r) => [r.status, r.body.error])).toEqual(Array(3).fill([404, 'Recipient not found']));
    expect(await eventCount()).toBe(before);
  });

  it('refuses a change based on a version the recipient never had', async () => {
    const { client } = await t().signedIn('user');
    const { body: sales } = await add(client, 'sales@forecourt.co.nz');
    const before = await eventCount();
    const ahead = await client.put(`${PATH}/${sales.id}`, { name: 'Sales team' }, { headers: { 'If-Match': '"9"' } });
    expect(ahead.status).toBe(409);
    expect(ahead.body).toEqual({ error: 'This record was changed by someone else. Reload it and try again.', code: 'version-conflict', currentVersion: 2, current: sales });
    expect((await client.post(`${PATH}/${sales.id}/set-primary`, { expectedVersion: 0 })).status).toBe(409);
    expect((await client.delete(`${PATH}/${sales.id}`, { headers: { 'If-Match': '"3"' } })).status).toBe(409);
    expect(await eventCount()).toBe(before);
  });
});

describe('e-mail recipients: changes based on an older version', () => {
  const basedOn = (version: number) => ({ headers: { 'If-Match': `"${version}"` } });

  it('applies only the fields the client changed and keeps what changed since; the same value on both sides is no clash', async () => {
    const { client } = await t().signedIn('user');
    const { body: sales } = await add(client, 'sales@forecourt.co.nz', { name: 'Sales' });
    await client.put(`${PATH}/${sales.id}`, { isActive: false });
    const merged = await client.put(`${PATH}/${sales.id}`, { email: sales.email, name: 'Sales team', isActive: true }, basedOn(sales.version));
    expect(merged.status).toBe(200);
    expect(merged.headers.get('etag')).toBe('"4"');
    expect(merged.body).toMatchObject({ email: 'sales@forecourt.co.nz', name: 'Sales team', isActive: false, isPrimary: true, version: 4 });
    const before = await eventCount();
    const alike = await client.put(`${PATH}/${sales.id}`, { isActive: false }, basedOn(sales.version));
    expect(alike.status).toBe(200);
    expect(alike.body).toEqual(merged.body);
    expect(await eventCount()).toBe(before);
  });

  it('refuses a real clash with 409 naming it, and writes nothing', async () => {
    const { client } = await t().signedIn('user');
    const { body: sales } = await add(client, 'sales@forecourt.co.nz', { name: 'Sales' });
    const { body: renamed } = await client.put(`${PATH}/${sales.id}`, { name: 'Sales team' });
    const before = await eventCount();
    const refused = await client.put(`${PATH}/${sales.id}`, { name: 'Enquiries', isActive: false }, basedOn(sales.version));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: 'This recipient was changed by someone else. Reload it and try again.',
      code: 'field-clash',
      currentVersion: 3,
      current: renamed,
      baseVersion: 2,
      clashes: [{ field: 'name', base: 'Sales', mine: 'Enquiries', theirs: 'Sales team' }],
    });
    expect(await eventCount()).toBe(before);
    expect(await summary(client)).toEqual(['sales@forecourt.co.nz (primary)']);
  });

  it('checks a changed address for duplicates only when the client really changed it', async () => {
    const { client } = await t().signedIn('user');
    const { body: owner } = await add(client, 'owner@forecourt.co.nz');
    // Meanwhile the owner's address moves, and a new recipient takes the old one.
    await client.put(`${PATH}/${owner.id}`, { email: 'boss@forecourt.co.nz' });
    await add(client, 'owner@forecourt.co.nz');
    const merged = await client.put(`${PATH}/${owner.id}`, { email: 'owner@forecourt.co.nz', isActive: false }, basedOn(owner.version));
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ email: 'boss@forecourt.co.nz', isActive: false });
  });

  it('makes primary and removes on the recipient as it is now', async () => {
    const { client } = await t().signedIn('user');
    await add(client, 'sales@forecourt.co.nz');
    const { body: owner } = await add(client, 'owner@forecourt.co.nz');
    await client.put(`${PATH}/${owner.id}`, { name: 'Owner' });
    const primary = await client.post(`${PATH}/${owner.id}/set-primary`, undefined, basedOn(owner.version));
    expect(primary.status).toBe(200);
    expect(primary.body).toMatchObject({ name: 'Owner', isPrimary: true, version: 3 });
    expect((await client.delete(`${PATH}/${owner.id}`, basedOn(owner.version))).status).toBe(204);
    expect(await summary(client)).toEqual(['sales@forecourt.co.nz (primary)']);
  });
});

describe('e-mail recipients: changes', () => {
  it('switches a recipient off and on and corrects its details', async () => {
    const { client } = await t().signedIn('user');
    const { body: sales } = await add(client, 'sales@forecourt.co.nz', { name: 'Sales' });
    const off = await client.put(`${PATH}/${sales.id}`, { isActive: false });
    expect(off.body).toMatchObject({ isActive: false, isPrimary: true, version: 3 });
    const on = await client.put(`${PATH}/${sales.id}`, { isActive: true, email: 'enquiries@forecourt.co.nz', name: '' });
    expect(on.body).toMatchObject({ email: 'enquiries@forecourt.co.nz', name: null, isActive: true, version: 5 });
    const types = (await t().deps.db('events').orderBy('position')).map((e) => e.type);
    expect(types).toEqual(['RecipientAdded', 'RecipientMadePrimary', 'RecipientDeactivated', 'RecipientDetailsChanged', 'RecipientActivated']);
  });
});

describe('e-mail recipients: exactly one primary', () => {
  it('makes the first recipient primary even when not asked, and later ones not', async () => {
    const { client } = await t().signedIn('user');
    await add(client, 'sales@forecourt.co.nz', { isPrimary: false });
    await add(client, 'owner@forecourt.co.nz', { isActive: false });
    await add(client, 'workshop@forecourt.co.nz');
    expect(await summary(client)).toEqual(['sales@forecourt.co.nz (primary)', 'owner@forecourt.co.nz (off)', 'workshop@forecourt.co.nz']);
  });

  it('moves the mark when a new recipient is added as primary, on both streams in one transaction', async () => {
    const { client } = await t().signedIn('user');
    await add(client, 'sales@forecourt.co.nz');
    const { body: owner } = await add(client, 'owner@forecourt.co.nz', { isPrimary: true });
    expect(owner.isPrimary).toBe(true);
    expect(await summary(client)).toEqual(['owner@forecourt.co.nz (primary)', 'sales@forecourt.co.nz']);
    const last = await t().deps.db('events').where('position', '>', 2).orderBy('position');
    expect(last.map((e) => [e.stream_id, e.type])).toEqual([
      ['1', 'RecipientPrimaryCleared'],
      ['2', 'RecipientAdded'],
      ['2', 'RecipientMadePrimary'],
    ]);
    // now() is the transaction's start: one timestamp means one transaction.
    expect(new Set(last.map((e) => new Date(e.recorded_at).getTime())).size).toBe(1);
  });

  it('moves the mark with set-primary and does nothing more when asked again', async () => {
    const { client } = await t().signedIn('user');
    await add(client, 'sales@forecourt.co.nz');
    const { body: owner } = await add(client, 'owner@forecourt.co.nz');
    const moved = await client.post(`${PATH}/${owner.id}/set-primary`);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: owner.id, isPrimary: true, version: 2 });
    expect(await summary(client)).toEqual(['owner@forecourt.co.nz (primary)', 'sales@forecourt.co.nz']);
    const before = await eventCount();
    expect((await client.post(`${PATH}/${owner.id}/set-primary`)).body.version).toBe(2);
    expect(await eventCount()).toBe(before);
  });

  it('promotes the oldest active recipient when the primary is deleted, else the oldest', async () => {
    const { client } = await t().signedIn('user');
    const { body: sales } = await add(client, 'sales@forecourt.co.nz');
    await add(client, 'paused@forecourt.co.nz', { isActive: false });
    const { body: owner } = await add(client, 'owner@forecourt.co.nz');
    await add(client, 'workshop@forecourt.co.nz');
    await client.delete(`${PATH}/${sales.id}`);
    expect(await summary(client)).toEqual(['owner@forecourt.co.nz (primary)', 'paused@forecourt.co.nz (off)', 'workshop@forecourt.co.nz']);

    await client.put(`${PATH}/4`, { isActive: false });
    await client.delete(`${PATH}/${owner.id}`);
    expect(await summary(client)).toEqual(['paused@forecourt.co.nz (primary) (off)', 'workshop@forecourt.co.nz (off)']);
  });

  it('leaves the primary alone when another recipient is deleted, and an empty list when the last goes', async () => {
    const { client } = await t().signedIn('user');
    const { body: sales } = await add(client, 'sales@forecourt.co.nz');
    const { body: owner } = await add(client, 'owner@forecourt.co.nz');
    await client.delete(`${PATH}/${owner.id}`);
    expect(await summary(client)).toEqual(['sales@forecourt.co.nz (primary)']);
    await client.delete(`${PATH}/${sales.id}`);
    expect((await client.get(PATH)).body).toEqual([]);
  });

  it('rebuilds email_settings from the log exactly as the live table', async () => {
    const { client } = await t().signedIn('user');
    await add(client, 'sales@forecourt.co.nz', { name: 'Sales' });
    const { body: owner } = await add(client, 'owner@forecourt.co.nz');
    await add(client, 'workshop@forecourt.co.nz', { isActive: false });
    await client.post(`${PATH}/${owner.id}/set-primary`);
    await client.delete(`${PATH}/${owner.id}`);
    const live = await t().deps.db('email_settings').orderBy('id');
    await t().deps.store.rebuild(['email_settings']);
    expect(await t().deps.db('email_settings').orderBy('id')).toEqual(live);
  });
});
