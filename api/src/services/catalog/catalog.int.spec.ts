import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';

const t = useTestApp();

describe('makes: /api/car-brands', () => {
  it('lets a signed-in user add a make that everyone can read, sorted by name', async () => {
    const { client } = await t().signedIn('user');
    expect((await client.post('/api/car-brands', { name: '  Porsche ' })).status).toBe(201);
    await client.post('/api/car-brands', { name: 'Audi' });
    const res = await t().client().get('/api/car-brands');
    expect(res.status).toBe(200);
    expect(res.body.map((b: { name: string }) => b.name)).toEqual(['Audi', 'Porsche']);
    expect(res.body[0]).toMatchObject({ id: expect.any(Number), name: 'Audi' });
  });

  it('refuses an empty name with the exact message and writes nothing', async () => {
    const { client } = await t().signedIn('user');
    const res = await client.post('/api/car-brands', { name: '   ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Brand name cannot be empty', issues: [{ path: 'name', message: 'Brand name cannot be empty' }] });
    expect(await t().deps.db('events').count('* as n').first()).toEqual({ n: 0 });
  });

  it('refuses a duplicate ignoring case', async () => {
    const { client } = await t().signedIn('user');
    await client.post('/api/car-brands', { name: 'BMW' });
    const res = await client.post('/api/car-brands', { name: 'bmw' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('That make already exists');
    expect((await t().client().get('/api/car-brands')).body).toHaveLength(1);
  });

  it('refuses anonymous visitors', async () => {
    const res = await t().client().post('/api/car-brands', { name: 'MINI' });
    expect(res.status).toBe(401);
    expect((await t().client().get('/api/car-brands')).body).toEqual([]);
  });
});

describe('features: /api/car-features and /api/campervan-features', () => {
  it('adds and deletes a custom car feature, recording both as events', async () => {
    const { client, user } = await t().signedIn('user');
    const added = await client.post('/api/car-features', { name: 'Head-up Display', isCustom: true });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Head-up Display', isCustom: true, version: 1 });
    expect((await client.delete(`/api/car-features/${added.body.id}`)).status).toBe(204);
    expect((await client.get('/api/car-features')).body).toEqual([]);
    const events = await t().deps.db('events').orderBy('position');
    expect(events.map((e) => e.type)).toEqual(['CarFeatureAdded', 'CarFeatureRemoved']);
    expect(events[0].metadata).toMatchObject({ actorId: user.id, actorUsername: user.username });
  });

  it('answers 404 for an unknown feature and 400 for a malformed id', async () => {
    const { client } = await t().signedIn('user');
    expect((await client.delete('/api/car-features/999')).status).toBe(404);
    const bad = await client.delete('/api/car-features/abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'Id must be a positive whole number', issues: [{ path: 'id', message: 'Id must be a positive whole number' }] });
  });

  it('lets only administrators change campervan features', async () => {
    const { client: user } = await t().signedIn('user');
    expect((await user.post('/api/campervan-features', { name: 'Solar Panel', isCustom: true })).status).toBe(403);
    const { client: admin } = await t().signedIn('admin');
    const added = await admin.post('/api/campervan-features', { name: 'Solar Panel', isCustom: true });
    expect(added.status).toBe(201);
    expect(added.body.name).toBe('Solar Panel');
    expect((await user.delete(`/api/campervan-features/${added.body.id}`)).status).toBe(403);
    expect((await t().client().get('/api/campervan-features')).body).toHaveLength(1);
  });
});
