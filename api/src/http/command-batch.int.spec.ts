// POST /api/commands over HTTP on a real database: a tablet's queued changes in one request, each run in order as
// its single call would be (its own command id, rules, permissions, events), each answered on its own, and a batch
// sent again after a lost answer doing nothing twice.
import { describe, expect, it } from 'vitest';
import { BATCH_MESSAGES, MAX_BATCH_COMMANDS, type BatchCommand, type CommandBatchAnswer } from '@forecourt/contracts/command-batch';
import type { ErrorBody } from '@forecourt/contracts/errors';
import { useTestApp } from '../../test/support/test-app.ts';
import type { TestClient } from '../../test/support/test-client.ts';
import { basedOn, carBody } from '../../test/support/vehicle-requests.ts';

const t = useTestApp();

const eventCount = async () => Number((await t().deps.db('events').count('* as n').first())!.n);
const keysKept = async () => Number((await t().deps.db('commands').count('* as n').first())!.n);
const send = (client: TestClient, commands: unknown[], headers: Record<string, string> = { 'X-Device-Id': 'tablet-7' }) =>
  client.post<CommandBatchAnswer & Partial<ErrorBody>>('/api/commands', { commands }, { headers });

let n = 0;
const key = () => `batch-cmd-${String(++n).padStart(4, '0')}`;
const brand = (name: string, commandId = key()): BatchCommand => ({ commandId, method: 'POST', path: '/car-brands', body: { name } });
const price = (id: number, value: number, ifMatch: BatchCommand['ifMatch'], commandId = key()): BatchCommand => ({
  commandId,
  method: 'PUT',
  path: `/cars/${id}`,
  body: { price: value },
  ifMatch,
  record: `car:${id}`,
  deviceTime: '2026-11-22T09:30:00.000Z',
});
const newUser = (username: string) => ({ username, email: `${username}@forecourt.test`, password: 'a-good-long-password', firstName: 'Hemi', lastName: 'Walker', isAdmin: false });

/** A car listed by the office (version 1), and a tablet signed in as another member of staff. */
async function carAndTablet() {
  const { client: office } = await t().signedIn('user');
  const { client: tablet, user } = await t().signedIn('user');
  expect((await office.post('/api/cars', carBody())).status).toBe(201);
  return { office, tablet, user };
}

describe('a batch of queued changes', () => {
  it('runs each in order and answers each on its own: applied, clash, refused, held, replayed', async () => {
    const { office, tablet } = await carAndTablet();
    await office.put('/api/cars/1', { mileage: 30000 }, basedOn(1)); // version 2, another field
    const before = await eventCount();
    const first = brand('Alpine');
    const commands = [
      first,
      price(1, 71990, 1), // based on version 1; the office changed another field: merged, version 3
      price(1, 70990, { answerOf: 1 }), // based on the version the change before it made: version 4
      brand(''), // refused with the single call's issues
      price(1, 69990, 1), // based on version 1, but price changed since: a clash
      price(1, 68990, { answerOf: 4 }), // behind the clash on the same car: held
      { ...price(1, 67990, 4), ifMatch: undefined }, // same car, no version: still held behind the clash
      brand('Cupra'),
      { ...first }, // the same command id again: the first answer, nothing done twice
    ];
    const res = await send(tablet, commands);
    expect(res.status).toBe(200);
    const answers = res.body.answers;
    expect(answers.map((a) => [a.commandId, a.outcome, a.status])).toEqual([
      [commands[0]!.commandId, 'applied', 201],
      [commands[1]!.commandId, 'applied', 200],
      [commands[2]!.commandId, 'applied', 200],
      [commands[3]!.commandId, 'refused', 400],
      [commands[4]!.commandId, 'clash', 409],
      [commands[5]!.commandId, 'held', undefined],
      [commands[6]!.commandId, 'held', undefined],
      [commands[7]!.commandId, 'applied', 201],
      [commands[0]!.commandId, 'replayed', 201],
    ]);
    expect(answers[1]!.body).toMatchObject({ id: 1, price: 71990, mileage: 30000, version: 3 });
    expect(answers[2]!.body).toMatchObject({ id: 1, price: 70990, version: 4 });
    expect(answers[3]!.body).toEqual({ error: 'Brand name cannot be empty', issues: [{ path: 'name', message: 'Brand name cannot be empty' }] });
    expect(answers[8]!.body).toEqual(answers[0]!.body);

    // The clash is the single call's 409, body and all.
    const single = await tablet.put('/api/cars/1', { price: 69990 }, basedOn(1));
    expect(single.status).toBe(409);
    expect(answers[4]!.body).toEqual(single.body);
    expect(answers[4]!.body).toMatchObject({ code: 'field-clash', currentVersion: 4, clashes: [{ field: 'price', mine: 69990, theirs: 70990 }] });

    // Alpine, two price changes, Cupra: nothing for the refusal, the clash or the held changes.
    expect(await eventCount()).toBe(before + 4);
    const car = (await tablet.get('/api/cars/1')).body;
    expect(car).toMatchObject({ price: 70990, version: 4 });
    expect((await tablet.get('/api/car-brands')).body.map((b: { name: string }) => b.name)).toEqual(expect.arrayContaining(['Alpine', 'Cupra']));
  });

  it('records each change as its single call does: under its own command id, with the device and its time', async () => {
    const { tablet, user } = await carAndTablet();
    const change = price(1, 71990, 1);
    expect((await send(tablet, [change])).body.answers[0]!.outcome).toBe('applied');
    const [event] = await t().deps.db('events').where({ stream_type: 'car', stream_id: '1', version: 2 });
    expect(event.type).toBe('CarPriceChanged');
    expect(event.metadata).toMatchObject({
      actorId: user.id,
      actorUsername: user.username,
      commandId: change.commandId,
      deviceId: 'tablet-7',
      deviceTime: '2026-11-22T09:30:00.000Z',
    });
  });

  it('checks who may make each change: a change the person may not make is refused with 403 and the others go ahead', async () => {
    const { client: staff } = await t().signedIn('user');
    const before = await eventCount();
    const res = await send(staff, [brand('Alpine'), { commandId: key(), method: 'POST', path: '/users', body: newUser('sneaky') }, brand('Cupra')]);
    expect(res.body.answers.map((a) => [a.outcome, a.status])).toEqual([
      ['applied', 201],
      ['refused', 403],
      ['applied', 201],
    ]);
    expect(res.body.answers[1]!.body).toEqual({ error: 'Only administrators can do this' });
    expect(await t().deps.db('users').where({ username: 'sneaky' }).first()).toBeUndefined();
    expect(await eventCount()).toBe(before + 2);
    // A refusal for want of permission is not kept (as for the single call): only the two brands' keys are.
    expect(await keysKept()).toBe(2);

    const { client: admin } = await t().signedIn('admin');
    const made = await send(admin, [{ commandId: key(), method: 'POST', path: '/users', body: newUser('hemi') }]);
    expect(made.body.answers[0]).toMatchObject({ outcome: 'applied', status: 201, body: { username: 'hemi' } });
  });

  it('reads who may do what afresh after a change to the users in the same batch', async () => {
    await t().signedIn('admin'); // another administrator, so this one may step down
    const { client: admin, user } = await t().signedIn('admin');
    const res = await send(admin, [
      { commandId: key(), method: 'POST', path: '/users', body: newUser('hemi') },
      { commandId: key(), method: 'PUT', path: `/users/${user.id}`, body: { username: user.username, email: user.email, isAdmin: false } },
      { commandId: key(), method: 'POST', path: '/users', body: newUser('aroha') },
    ]);
    expect(res.body.answers.map((a) => [a.outcome, a.status])).toEqual([
      ['applied', 201],
      ['applied', 200],
      ['refused', 403],
    ]);
    expect(await t().deps.db('users').where({ username: 'aroha' }).first()).toBeUndefined();
  });

  it('sent again after its answer was lost, replays every change and appends nothing', async () => {
    const { office, tablet } = await carAndTablet();
    await office.put('/api/cars/1', { price: 72990 }, basedOn(1)); // version 2
    const commands = [brand('Alpine'), price(1, 71990, 2), price(1, 70990, { answerOf: 1 }), price(1, 1, 1, key()), brand('')];
    commands[3]!.record = 'car:other';
    const first = await send(tablet, commands);
    expect(first.body.answers.map((a) => a.outcome)).toEqual(['applied', 'applied', 'applied', 'clash', 'refused']);
    const events = await eventCount();

    const again = await send(tablet, commands);
    expect(again.body.answers.map((a) => a.outcome)).toEqual(['replayed', 'replayed', 'replayed', 'clash', 'refused']);
    expect(again.body.answers.map((a) => a.body)).toEqual(first.body.answers.map((a) => a.body));
    expect(await eventCount()).toBe(events);
    expect((await tablet.get('/api/cars/1')).body).toMatchObject({ price: 70990, version: 4 });
  });

  it('after some changes went as single calls, sends the rest and only answers the ones already made', async () => {
    const { tablet } = await carAndTablet();
    const commands = [brand('Alpine'), price(1, 71990, 1), price(1, 70990, { answerOf: 1 }), brand('Cupra')];
    // The first two went one by one (the old way), then the connection dropped.
    expect((await tablet.post('/api/car-brands', { name: 'Alpine' }, { headers: { 'Idempotency-Key': commands[0]!.commandId } })).status).toBe(201);
    expect((await tablet.put('/api/cars/1', { price: 71990 }, basedOn(1, { 'Idempotency-Key': commands[1]!.commandId }))).status).toBe(200);
    const events = await eventCount();

    const res = await send(tablet, commands);
    expect(res.body.answers.map((a) => a.outcome)).toEqual(['replayed', 'replayed', 'applied', 'applied']);
    expect(res.body.answers[2]!.body).toMatchObject({ price: 70990, version: 3 });
    expect(await eventCount()).toBe(events + 2);

    // And the other way round: a change sent in a batch, repeated as a single call, is answered, not redone.
    const single = await tablet.post('/api/car-brands', { name: 'Cupra' }, { headers: { 'Idempotency-Key': commands[3]!.commandId } });
    expect(single.headers.get('idempotent-replayed')).toBe('true');
    expect(single.body).toEqual(res.body.answers[3]!.body);
    expect(await eventCount()).toBe(events + 2);
  });
});

describe('what a batch may hold', () => {
  it('is only for someone signed in', async () => {
    const res = await send(t().client(), [brand('Alpine')]);
    expect(res.status).toBe(401);
    expect(await eventCount()).toBe(0);
  });

  it(`holds 1 to ${MAX_BATCH_COMMANDS} changes, each well formed, and refuses the whole batch otherwise, writing nothing`, async () => {
    const { client } = await t().signedIn('user');
    const tooMany = await send(client, Array.from({ length: MAX_BATCH_COMMANDS + 1 }, (_, i) => brand(`Marque ${i}`)));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ error: BATCH_MESSAGES.tooMany, issues: [{ path: 'commands', message: BATCH_MESSAGES.tooMany }] });
    expect((await send(client, [])).body).toMatchObject({ error: BATCH_MESSAGES.empty });
    const bad = await send(client, [brand('Alpine'), { ...brand('Cupra'), commandId: '' }]);
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([{ path: 'commands.1.commandId', message: BATCH_MESSAGES.commandId }]);
    const badMethod = await send(client, [{ ...brand('Alpine'), method: 'PATCH' }]);
    expect(badMethod.body.issues).toEqual([{ path: 'commands.0.method', message: 'method must be one of: POST, PUT, DELETE' }]);
    const forward = await send(client, [price(1, 1, { answerOf: 0 })]);
    expect(forward.body.issues).toEqual([{ path: 'commands.0.ifMatch.answerOf', message: BATCH_MESSAGES.answerOf }]);
    expect(await eventCount()).toBe(0);
    expect(await keysKept()).toBe(0);

    const exactly = await send(client, Array.from({ length: MAX_BATCH_COMMANDS }, (_, i) => brand(`Marque ${i}`)));
    expect(exactly.status).toBe(200);
    expect(exactly.body.answers.every((a) => a.outcome === 'applied')).toBe(true);
  });

  it('refuses a body over the JSON limit with 413', async () => {
    const { client } = await t().signedIn('user');
    const res = await send(client, [{ ...brand('Alpine'), body: { name: 'x'.repeat(1_100_000) } }]);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'The request is too large' });
  });

  it('refuses, change by change, calls that cannot go in a batch, and answers an unknown address as the API does', async () => {
    const { client } = await t().signedIn('user');
    const res = await send(client, [
      { commandId: key(), method: 'POST', path: '/logout' },
      { commandId: key(), method: 'POST', path: '/commands', body: { commands: [] } },
      { commandId: key(), method: 'POST', path: '/upload' },
      { commandId: key(), method: 'POST', path: '/no-such-call' },
      brand('Alpine', 'short'),
      { ...brand('Cupra'), deviceTime: 'yesterday' },
      brand('Alpine'),
    ]);
    expect(res.body.answers.map((a) => [a.outcome, a.status])).toEqual([
      ['refused', 400],
      ['refused', 400],
      ['refused', 400],
      ['refused', 404],
      ['refused', 400],
      ['refused', 400],
      ['applied', 201],
    ]);
    expect(res.body.answers[0]!.body).toEqual({ error: BATCH_MESSAGES.notBatchable });
    // Refused as the single call refuses its headers.
    expect(res.body.answers[4]!.body).toEqual({ error: 'Idempotency-Key must be 8 to 200 letters, digits or ._:-' });
    expect(res.body.answers[5]!.body).toEqual({ error: 'X-Device-Time must be an ISO date and time' });
    // Still signed in: the sign-out in the batch was never run.
    expect((await client.get('/api/user')).status).toBe(200);
  });
});
