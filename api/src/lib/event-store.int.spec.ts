import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestApp } from '../../test/support/test-app.ts';
import { type Decider } from '@forecourt/domain/decider';
import { EventStore, type Projection } from './event-store.ts';
import { VersionConflict } from './errors.ts';

const t = useTestApp();

type CounterEvent = { type: 'Incremented'; data: { by: number } };
const counter: Decider<{ total: number }, { by: number }, CounterEvent> = {
  initialState: () => ({ total: 0 }),
  evolve: (s, e) => ({ total: s.total + e.data.by }),
  decide: (c) => [{ type: 'Incremented', data: { by: c.by } }],
};

const storeWith = (projection: Projection = async () => {}, upcasters = {}) =>
  new EventStore(t().deps.db, { counter: projection }, upcasters);

const handle = (store: EventStore, by: number, expectedVersion?: number) =>
  store.handle({ streamType: 'counter', streamId: 'c1', decider: counter, command: { by }, expectedVersion, metadata: { actorUsername: 'sam' } });

describe('event store', () => {
  it('appends at the expected version and answers the new state and version', async () => {
    const store = storeWith();
    expect(await handle(store, 2, 0)).toMatchObject({ state: { total: 2 }, version: 1 });
    expect(await handle(store, 3, 1)).toMatchObject({ state: { total: 5 }, version: 2 });
    const stream = await store.readStream('counter', 'c1');
    expect(stream.map((e) => [e.version, e.data])).toEqual([[1, { by: 2 }], [2, { by: 3 }]]);
    expect(stream[0]!.metadata).toEqual({ actorUsername: 'sam' });
  });

  it('refuses a stale expected version with the current version and state, appending nothing', async () => {
    const store = storeWith();
    await handle(store, 2);
    const error = await handle(store, 5, 0).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VersionConflict);
    expect((error as VersionConflict).body).toMatchObject({ currentVersion: 1, current: { total: 2 } });
    expect(await store.readStream('counter', 'c1')).toHaveLength(1);
  });

  it('lets exactly one of many simultaneous writers at the same version win', async () => {
    const store = storeWith();
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => handle(store, 1, 0)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'rejected' && o.reason instanceof VersionConflict)).toHaveLength(7);
  });

  it('gives events gap-free, ordered positions even when appends race', async () => {
    const store = storeWith();
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        store.handle({ streamType: 'counter', streamId: `s${i}`, decider: counter, command: { by: i }, metadata: {} }),
      ),
    );
    const positions = (await t().deps.db('events').orderBy('position').select('position')).map((r) => r.position);
    expect(positions).toEqual(Array.from({ length: 10 }, (_, i) => positions[0] + i));
  });

  it('projects inside the append transaction: a failing projection leaves no event behind', async () => {
    const store = storeWith(async () => {
      throw new Error('projection broke');
    });
    await expect(handle(store, 1)).rejects.toThrow('projection broke');
    expect(await t().deps.db('events').count('* as n').first()).toEqual({ n: 0 });
  });

  it('reads an older stored shape through its upcaster', async () => {
    await t().deps.db('events').insert({ stream_type: 'counter', stream_id: 'old', version: 1, type: 'Incremented', data: { amount: 4 }, metadata: {} });
    const store = storeWith(undefined, { Incremented: (data: Record<string, unknown>) => ('amount' in data ? { by: data.amount } : data) });
    expect((await store.readStream('counter', 'old'))[0]!.data).toEqual({ by: 4 });
  });
});

describe('commands over HTTP', () => {
  it('answers a repeated Idempotency-Key as the first time and appends nothing more', async () => {
    const { client } = await t().signedIn('user');
    const headers = { 'Idempotency-Key': 'cmd-0001-brand-audi' };
    const first = await client.post('/api/car-brands', { name: 'Audi' }, { headers });
    const again = await client.post('/api/car-brands', { name: 'Audi' }, { headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await t().deps.db('events').count('* as n').first()).toEqual({ n: 1 });
    const [event] = await t().deps.db('events');
    expect(event.metadata.commandId).toBe('cmd-0001-brand-audi');
  });

  it('repeats a refusal as a refusal, and will not reuse a key for another call', async () => {
    const { client } = await t().signedIn('user');
    const headers = { 'Idempotency-Key': 'cmd-0002-empty-name' };
    expect((await client.post('/api/car-brands', { name: '' }, { headers })).status).toBe(400);
    const again = await client.post('/api/car-brands', { name: '' }, { headers });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('Brand name cannot be empty');
    const other = await client.post('/api/car-features', { name: 'Sunroof' }, { headers });
    expect(other.status).toBe(400);
    expect(other.body.error).toBe('This Idempotency-Key was already used for a different request');
    expect(await t().deps.db('events').count('* as n').first()).toEqual({ n: 0 });
  });

  it('does not keep a refusal for want of a session, so queued work replays under its key after signing in', async () => {
    const user = await t().createUser();
    const tablet = t().client();
    const headers = { 'Idempotency-Key': 'cmd-0004-queued-offline' };
    expect((await tablet.post('/api/car-brands', { name: 'Porsche' }, { headers })).status).toBe(401);
    expect(await t().deps.db('commands').count('* as n').first()).toEqual({ n: 0 });
    expect((await tablet.post('/api/login', { username: user.username, password: TEST_PASSWORD })).status).toBe(200);
    const replayed = await tablet.post('/api/car-brands', { name: 'Porsche' }, { headers });
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await t().deps.db('events').count('* as n').first()).toEqual({ n: 1 });
  });

  it('never keeps or replays the answer of a sign-in, even when it carries a key', async () => {
    const user = await t().createUser();
    const headers = { 'Idempotency-Key': 'cmd-0003-login' };
    const first = await t().client().post('/api/login', { username: user.username, password: TEST_PASSWORD }, { headers });
    const stranger = await t().client().post('/api/login', { username: user.username, password: 'wrong-password' }, { headers });
    expect(first.status).toBe(200);
    expect(stranger.status).toBe(401);
    expect(stranger.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await t().deps.db('commands').count('* as n').first()).toEqual({ n: 0 });
  });

  it('records who, from where and from which device in the event metadata', async () => {
    const { client, user } = await t().signedIn('user');
    const res = await client.post('/api/car-brands', { name: 'MINI' }, {
      headers: { 'User-Agent': 'YardTablet/1.0', 'X-Device-Id': 'tablet-7', 'X-Device-Time': '2026-11-20T09:15:00+13:00', 'X-Request-Id': 'req-12345678' },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('X-Request-Id')).toBe('req-12345678');
    const [event] = await t().deps.db('events');
    expect(event.metadata).toEqual({
      actorId: user.id,
      actorUsername: user.username,
      requestId: 'req-12345678',
      ip: expect.stringMatching(/127\.0\.0\.1/),
      userAgent: 'YardTablet/1.0',
      deviceId: 'tablet-7',
      deviceTime: '2026-11-19T20:15:00.000Z',
    });
  });

  it('refuses a malformed device time and writes nothing', async () => {
    const { client } = await t().signedIn('user');
    const res = await client.post('/api/car-brands', { name: 'MINI' }, { headers: { 'X-Device-Time': 'yesterday' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('X-Device-Time must be an ISO date and time');
    expect(await t().deps.db('events').count('* as n').first()).toEqual({ n: 0 });
  });

  it('answers health with the database reachable', async () => {
    const res = await t().client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t().client().get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found' });
  });

  it('refuses malformed JSON with a clear 400', async () => {
    const { client } = await t().signedIn('user');
    const res = await client.post('/api/car-brands', '{"name": ', { headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBeTruthy();
  });
});
