// POST /api/cars/:id/conflict-resolutions over HTTP on a real database: a person's choice for each clashing field is
// recorded with the values kept, in one transaction, on the version they resolved against; bad input writes nothing.
import { publicCar } from '@forecourt/contracts';
import { describe, expect, it } from 'vitest';
import { READ_TABLES } from '@forecourt/db';
import { useTestApp } from '../../../test/support/test-app.ts';
import { basedOn, carBody, eventLog } from '../../../test/support/vehicle-requests.ts';

const t = useTestApp();

const body = carBody;
const { eventCount, eventsOf } = eventLog(t, 'car');
const PATH = '/api/cars/1/conflict-resolutions';

/**
 * The office changed price and colour (now version 3) while a tablet, offline at version 1, changed both too; its
 * replay came back 409 with the two clashes.
 */
async function clashed() {
  const { client: office } = await t().signedIn('user');
  const { client: tablet, user } = await t().signedIn('user');
  await office.post('/api/cars', body());
  await office.put('/api/cars/1', { price: 72990, color: 'Mineral White' });
  const refused = await tablet.put('/api/cars/1', { price: 69990, color: 'Black Sapphire' }, { headers: { 'If-Match': '"1"', 'Idempotency-Key': 'tablet-7:0042' } });
  expect(refused.status).toBe(409);
  const [price, color] = refused.body.clashes;
  return { tablet, user, office, price, color };
}

describe('cars: recording a resolved clash', () => {
  it('appends the choice and the values kept in one transaction, with who, which device and when on the device', async () => {
    const { tablet, user, price, color } = await clashed();
    const resolution = {
      commandId: 'tablet-7:0042',
      baseVersion: 1,
      fields: [
        { ...price, chosen: 'edited', value: 70990 },
        { ...color, chosen: 'theirs', value: 'Mineral White' },
      ],
    };
    const answer = await tablet.post(PATH, resolution, basedOn(3, {
      'Idempotency-Key': 'tablet-7:0042-resolved',
      'X-Device-Id': 'yard-tablet-7',
      'X-Device-Time': '2025-03-01T09:30:00+13:00',
    }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).toBe('"5"');
    expect(answer.body).toMatchObject({ id: 1, price: 70990, color: 'Mineral White', version: 5 });
    expect((await t().client().get('/api/cars/1')).body).toEqual(publicCar(answer.body));

    const appended = (await eventsOf(1)).slice(3);
    expect(appended.map((e) => [e.version, e.type, e.data])).toEqual([
      [4, 'CarConflictResolved', {
        commandId: 'tablet-7:0042',
        baseVersion: 1,
        fields: [
          { field: 'price', base: 74990, mine: 69990, theirs: 72990, chosen: 'edited', value: 70990 },
          { field: 'color', base: 'Portimao Blue', mine: 'Black Sapphire', theirs: 'Mineral White', chosen: 'theirs', value: 'Mineral White' },
        ],
      }],
      [5, 'CarPriceChanged', { price: 70990 }],
    ]);
    for (const event of appended) {
      expect(event.metadata).toMatchObject({
        actorId: user.id,
        actorUsername: user.username,
        commandId: 'tablet-7:0042-resolved',
        deviceId: 'yard-tablet-7',
        deviceTime: '2025-02-28T20:30:00.000Z',
      });
    }
    // now() is the transaction's start: one timestamp means one transaction.
    expect(new Set(appended.map((e) => new Date(e.recorded_at).getTime())).size).toBe(1);

    const count = await eventCount();
    const replayed = await tablet.post(PATH, resolution, basedOn(3, { 'Idempotency-Key': 'tablet-7:0042-resolved' }));
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replayed.body).toEqual(answer.body);
    expect(await eventCount()).toBe(count);
  });

  it('records the choice alone when every value kept is the current one, and the log still replays into the same tables', async () => {
    const { tablet, price, color } = await clashed();
    const answer = await tablet.post(
      PATH,
      { commandId: 'tablet-7:0042', baseVersion: 1, fields: [{ ...price, chosen: 'theirs', value: 72990 }, { ...color, chosen: 'mine', value: 'Black Sapphire' }] },
      basedOn(3),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ price: 72990, color: 'Black Sapphire', version: 5 });
    expect((await eventsOf(1)).slice(3).map((e) => e.type)).toEqual(['CarConflictResolved', 'CarDetailsChanged']);

    const theirs = await tablet.post(PATH, { commandId: 'tablet-7:0043', baseVersion: 1, fields: [{ ...price, theirs: 72990, chosen: 'theirs', value: 72990 }] }, basedOn(5));
    expect(theirs.body).toMatchObject({ price: 72990, version: 6 });
    expect((await eventsOf(1)).at(-1)).toMatchObject({ type: 'CarConflictResolved', version: 6 });

    const live = { cars: await t().deps.db('cars').orderBy('id'), images: await t().deps.db('car_images').orderBy('id') };
    await t().deps.store.rebuild(READ_TABLES);
    expect({ cars: await t().deps.db('cars').orderBy('id'), images: await t().deps.db('car_images').orderBy('id') }).toEqual(live);
  });

  it('refuses a resolution made against an older version with a plain 409 and the car now, writing nothing', async () => {
    const { tablet, office, price } = await clashed();
    await office.put('/api/cars/1', { mileage: 29000 });
    const current = (await tablet.get('/api/cars/1')).body;
    const before = await eventCount();
    const stale = await tablet.post(PATH, { commandId: 'tablet-7:0042', baseVersion: 1, fields: [{ ...price, chosen: 'mine', value: 69990 }] }, basedOn(3));
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ error: 'This record was changed by someone else. Reload it and try again.', code: 'version-conflict', currentVersion: 4, current });
    expect(await eventCount()).toBe(before);
  });

  it('refuses a bad body with 400 and a clear message, the same as a PUT for a bad value, and writes nothing', async () => {
    const { tablet, price, color } = await clashed();
    const before = await eventCount();
    const valid = { commandId: 'tablet-7:0042', baseVersion: 1, fields: [{ ...price, chosen: 'mine', value: 69990 }] };
    const cases: [unknown, string, string][] = [
      [{}, 'commandId', 'commandId must name the change that clashed'],
      [{ ...valid, baseVersion: 0 }, 'baseVersion', 'baseVersion must be a positive whole number'],
      [{ ...valid, fields: [] }, 'fields', 'Give at least one resolved field'],
      [{ ...valid, fields: [{ ...price, chosen: 'ours', value: 69990 }] }, 'fields.0.chosen', 'chosen must be one of: mine, theirs, edited'],
      [{ ...valid, fields: [{ field: 'price', base: 74990, mine: 69990, theirs: 72990, chosen: 'edited' }] }, 'fields.0.value', 'Give the value chosen'],
      [{ ...valid, fields: [{ ...price, chosen: 'edited', value: -5 }] }, 'fields.0.value', 'Price must be positive'],
      [{ ...valid, fields: [{ ...color, chosen: 'edited', value: '  ' }] }, 'fields.0.value', 'Color is required'],
      [{ ...valid, fields: [{ ...price, field: 'colour', chosen: 'mine', value: 69990 }] }, 'fields.0.field', 'colour is not a field of a car'],
      [{ ...valid, fields: [{ ...price, chosen: 'mine', value: 69990 }, { ...price, chosen: 'theirs', value: 72990 }] }, 'fields.1.field', 'price is resolved twice'],
      [{ ...valid, fields: [{ ...price, chosen: 'mine', value: 70990 }] }, 'fields.0.value', 'The value must be mine when mine is chosen'],
    ];
    for (const [input, path, message] of cases) {
      const res = await tablet.post(PATH, input, basedOn(3));
      expect(res.status, message).toBe(400);
      expect(res.body.error).toBe(message);
      expect(res.body.issues[0]).toEqual({ path, message });
    }
    const noVersion = await tablet.post(PATH, valid);
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.error).toBe('If-Match must give the version the clash was resolved against');
    const putMessage = (await tablet.put('/api/cars/1', { price: -5 })).body.error;
    expect(putMessage).toBe('Price must be positive');
    expect(await eventCount()).toBe(before);
  });

  it('needs a signed-in user, and answers 404 for an unknown car', async () => {
    const { tablet, price } = await clashed();
    const before = await eventCount();
    const resolution = { commandId: 'tablet-7:0042', baseVersion: 1, fields: [{ ...price, chosen: 'mine', value: 69990 }] };
    const anonymous = await t().client().post(PATH, resolution, basedOn(3));
    expect(anonymous.status).toBe(401);
    expect((await tablet.post('/api/cars/9/conflict-resolutions', resolution, basedOn(3))).body).toEqual({ error: 'Car not found' });
    expect(await eventCount()).toBe(before);
  });
});
