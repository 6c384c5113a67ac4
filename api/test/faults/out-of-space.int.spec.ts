// A full disk refuses writes while reads carry on. Whatever write it refuses, an answer of 5xx means nothing was
// stored, a change that was stored is answered as made (and its repeat with the same Idempotency-Key too), and the
// health check says changes cannot be saved. The database is made to refuse the chosen writes exactly as a full disk
// does (SQLSTATE 53100, disk_full) by triggers.
import Koa from 'koa';
import Router from '@koa/router';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { errorHandler, OUT_OF_SPACE_CHANGE } from '../../src/http/errors.ts';
import { createHttpServer } from '../../src/http/http-server.ts';
import { ANSWER_LOST, idempotency } from '../../src/http/idempotency.ts';
import type { AppState } from '../../src/http/context.ts';
import { STORAGE_FULL } from '../../src/services/system/system.routes.ts';
import { useTestApp } from '../support/test-app.ts';
import { TestClient } from '../support/test-client.ts';
import { carBody } from '../support/vehicle-requests.ts';

const t = useTestApp();

/** Makes the database refuse `operation` on `table` as a full disk does, until `roomAgain`. */
async function fullDiskFor(table: string, operation: 'insert' | 'update' | 'delete') {
  await t().deps.db.raw(`create or replace function refuse_for_space() returns trigger language plpgsql as $$
    begin raise exception 'could not extend file "base/5/16422": No space left on device' using errcode = 'disk_full', hint = 'Check free disk space.'; end $$`);
  await t().deps.db.raw(`create trigger full_disk_${table}_${operation} before ${operation} on ${table} for each row execute function refuse_for_space()`);
}
async function roomAgain() {
  await t().deps.db.raw('drop function if exists refuse_for_space() cascade');
}
afterEach(roomAgain);

const key = (k: string) => ({ headers: { 'Idempotency-Key': k } });
const eventsUnder = async (k: string) => Number((await t().deps.db('events').whereRaw("metadata->>'commandId' = ?", [k]).count('* as n').first())!.n);

async function staffWithCar() {
  const { client, user } = await t().signedIn('user');
  const car = (await client.post('/api/cars', carBody({ price: 50_000 }))).body;
  return { client, user, car };
}

describe('a full disk', () => {
  it('refuses a change it cannot store with 503, storing nothing; the same key then does it once', async () => {
    const { client, car } = await staffWithCar();
    await fullDiskFor('events', 'insert');
    const refused = await client.put(`/api/cars/${car.id}`, { price: 51_000 }, key('price-on-a-full-disk'));
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ error: OUT_OF_SPACE_CHANGE });
    expect(refused.headers.get('retry-after')).toBe('60');
    expect((await client.get(`/api/cars/${car.id}`)).body.price).toBe(50_000);
    expect(await eventsUnder('price-on-a-full-disk')).toBe(0);

    const health = await client.get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'degraded', database: 'ok', storage: 'full', error: STORAGE_FULL });

    await roomAgain();
    const again = await client.put(`/api/cars/${car.id}`, { price: 51_000 }, key('price-on-a-full-disk'));
    expect(again.status).toBe(200);
    expect(again.body.price).toBe(51_000);
    expect(await eventsUnder('price-on-a-full-disk')).toBe(1);
    // A write got through: the health check says so again.
    expect((await client.get('/api/health')).body).toMatchObject({ status: 'ok', storage: 'ok' });
  });

  it('answers a change it stored with its success even when the answer cannot be kept, and so does a repeat', async () => {
    const { client, car } = await staffWithCar();
    await fullDiskFor('commands', 'update');
    const made = await client.put(`/api/cars/${car.id}`, { price: 52_000 }, key('answer-not-kept'));
    expect(made.status).toBe(200);
    expect(made.body.price).toBe(52_000);
    const repeat = await client.put(`/api/cars/${car.id}`, { price: 52_000 }, key('answer-not-kept'));
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(repeat.body).toEqual(made.body);
    expect(await eventsUnder('answer-not-kept')).toBe(1);

    // Once there is room, a repeat keeps the answer for every process.
    await roomAgain();
    expect((await client.put(`/api/cars/${car.id}`, { price: 52_000 }, key('answer-not-kept'))).body).toEqual(made.body);
    expect(await t().deps.db('commands').where({ command_id: 'answer-not-kept' }).first('status_code')).toEqual({ status_code: 200 });
    expect(await eventsUnder('answer-not-kept')).toBe(1);
  });

  it('does a repeat at once, not after the lease, when even the claim of the failed try could not be let go', async () => {
    const { client, car } = await staffWithCar();
    await fullDiskFor('events', 'insert');
    await fullDiskFor('commands', 'delete');
    expect((await client.put(`/api/cars/${car.id}`, { price: 53_000 }, key('claim-left-behind'))).status).toBe(503);
    expect(await t().deps.db('commands').where({ command_id: 'claim-left-behind' }).first('status_code')).toEqual({ status_code: null });

    await roomAgain();
    const again = await client.put(`/api/cars/${car.id}`, { price: 53_000 }, key('claim-left-behind'));
    expect(again.status).toBe(200);
    expect(again.body.price).toBe(53_000);
    expect(await eventsUnder('claim-left-behind')).toBe(1);
  });
});

describe('a change stored before a later step failed', () => {
  it('is answered as made, never with a 5xx, and so is its repeat', async () => {
    const { deps } = t();
    const user = await t().createUser();
    // A call whose work commits (its event is in the log under the key), then fails before answering.
    const router = new Router<AppState>();
    router.post('/api/stored-then-failed', async (ctx) => {
      await deps.db('events').insert({
        stream_type: 'brand', stream_id: '1', version: 1, type: 'BrandAdded', data: { name: 'Audi' },
        metadata: { commandId: ctx.get('Idempotency-Key'), actorId: user.id },
      });
      throw new Error('the disk filled up after the change was stored');
    });
    const app = new Koa<AppState>();
    app.use(errorHandler(deps.logger, deps.storage));
    app.use(async (ctx, next) => {
      ctx.state.user = user;
      await next();
    });
    app.use(idempotency(deps, router));
    app.use(router.routes());
    const server = createHttpServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const client = new TestClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      for (let i = 0; i < 2; i += 1) {
        const res = await client.post('/api/stored-then-failed', {}, key('stored-then-failed'));
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ error: ANSWER_LOST });
      }
      expect(await eventsUnder('stored-then-failed')).toBe(1);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
