// An Idempotency-Key claimed by a request that never finished (its process killed, or its database gone before the
// claim could be let go) is not held forever: a replay past the lease does the change once, or says it was made.
import { describe, expect, it } from 'vitest';
import { ANSWER_LOST } from '../../src/http/idempotency.ts';
import { useTestApp } from '../support/test-app.ts';
import { carBody } from '../support/vehicle-requests.ts';

const t = useTestApp();

const eventsUnder = async (key: string) =>
  Number((await t().deps.db('events').whereRaw("metadata->>'commandId' = ?", [key]).count('* as n').first())!.n);

/** Leaves `key` of `actorId` claimed without an answer by another process, `minutesAgo`, as a request cut short would. */
const abandon = (actorId: number, key: string, method: string, path: string, minutesAgo: number) =>
  t().deps.db('commands')
    .insert({ actor_id: actorId, command_id: key, method, path, status_code: null, response: null, claimed_by: 'a-process-since-killed', created_at: new Date(Date.now() - minutesAgo * 60_000) })
    .onConflict(['actor_id', 'command_id'])
    .merge();

describe('Idempotency-Keys left claimed by a request that never finished', () => {
  it('are still being processed within the lease, then done once by the next replay', async () => {
    const { client, user } = await t().signedIn('user');
    const car = (await client.post('/api/cars', carBody())).body;
    await abandon(user.id, 'cut-short-price', 'PUT', `/api/cars/${car.id}`, 1);
    const early = await client.put(`/api/cars/${car.id}`, { price: 50_001 }, { headers: { 'Idempotency-Key': 'cut-short-price' } });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('A request with this Idempotency-Key is still being processed');

    await abandon(user.id, 'cut-short-price', 'PUT', `/api/cars/${car.id}`, 5);
    const late = await client.put(`/api/cars/${car.id}`, { price: 50_001 }, { headers: { 'Idempotency-Key': 'cut-short-price' } });
    expect(late.status).toBe(200);
    expect(late.body.price).toBe(50_001);
    const again = await client.put(`/api/cars/${car.id}`, { price: 50_001 }, { headers: { 'Idempotency-Key': 'cut-short-price' } });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await eventsUnder('cut-short-price')).toBe(1);
  });

  it('answer that the change was made when the log holds it, and keep that answer', async () => {
    const { client, user } = await t().signedIn('user');
    const made = await client.post('/api/cars', carBody(), { headers: { 'Idempotency-Key': 'made-then-killed' } });
    expect(made.status).toBe(201);
    // The process died after the append committed, before the answer was kept.
    await abandon(user.id, 'made-then-killed', 'POST', '/api/cars', 5);
    for (let i = 0; i < 2; i++) {
      const replay = await client.post('/api/cars', carBody(), { headers: { 'Idempotency-Key': 'made-then-killed' } });
      expect(replay.status).toBe(409);
      expect(replay.body).toEqual({ error: ANSWER_LOST });
    }
    expect(await eventsUnder('made-then-killed')).toBe(1);
    expect((await client.get('/api/cars')).body).toHaveLength(1);
  });
});
