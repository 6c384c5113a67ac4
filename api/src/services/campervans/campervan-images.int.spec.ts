// Campervan images over HTTP on a real database: single adds and removals, the one-append batch save, and the
// log replaying into exactly the read tables kept live.
import { describe, expect, it } from 'vitest';
import { READ_TABLES } from '@forecourt/db';
import type { User } from '@forecourt/contracts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { batchItem, eventLog } from '../../../test/support/vehicle-requests.ts';
import type { Caller } from '../../http/context.ts';
import { CAMPERVAN_HISTORIES, playCampervanHistory } from './campervans.scenarios.ts';

const t = useTestApp();
const hiace = CAMPERVAN_HISTORIES.hiaceSummerRates.listed;
const { eventCount, eventsOf } = eventLog(t, 'campervan');
const callerOf = (user: User): Caller => ({ user, metadata: { actorId: user.id, actorUsername: user.username } });

describe('campervan images', () => {
  it('adds, lists and removes single images, the main image following the first', async () => {
    const { client } = await t().signedIn('admin');
    await client.post('/api/campervans', { ...hiace, imageUrl: '/media/a/1200.webp' });
    const a = await client.post('/api/campervan-images', { campervanId: 1, imageUrl: '/media/a/1200.webp', fileId: 'a' });
    expect(a.status).toBe(201);
    expect(a.body).toEqual({ id: 1, campervanId: 1, imageUrl: '/media/a/1200.webp', fileId: 'a', transformType: null, transformParams: null, position: 0 });
    await client.post('/api/campervan-images', { campervanId: 1, imageUrl: '/media/b/1200.webp', fileId: 'b' });
    expect((await t().client().get('/api/campervan-images/1')).body.map((i: { id: number }) => i.id)).toEqual([1, 2]);
    expect((await client.delete('/api/campervan-images/1')).body).toEqual({ success: true, id: 1 });
    expect((await t().client().get('/api/campervan-images/1')).body).toEqual([
      { id: 2, campervanId: 1, imageUrl: '/media/b/1200.webp', fileId: 'b', transformType: null, transformParams: null, position: 0 },
    ]);
    expect((await t().client().get('/api/campervans/1')).body).toMatchObject({ imageUrl: '/media/b/1200.webp', version: 5 });
  });

  it('saves the whole list in one append: new ones added, deleted ones removed, the rest in the order given', async () => {
    const { client } = await t().signedIn('admin');
    await client.post('/api/campervans', { ...hiace, imageUrl: '/media/a/1200.webp' });
    for (const name of ['a', 'b', 'c']) await client.post('/api/campervan-images', { campervanId: 1, imageUrl: `/media/${name}/1200.webp`, fileId: name });
    const saved = await client.put('/api/campervans/1/images', {
      campervanId: 1,
      images: [
        batchItem(3, 'c'),
        batchItem(0, 'd', { isNew: true, campervanId: 0 }),
        batchItem(1, 'a', { isDeleted: true }),
        batchItem(0, 'e', { isNew: true, isDeleted: true }),
        batchItem(2, 'b'),
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      campervanId: 1,
      version: 8,
      images: [
        { id: 3, campervanId: 1, imageUrl: '/media/c/1200.webp', fileId: 'c', transformType: null, transformParams: null, position: 0 },
        { id: 4, campervanId: 1, imageUrl: '/media/d/1200.webp', fileId: 'd', transformType: null, transformParams: null, position: 1 },
        { id: 2, campervanId: 1, imageUrl: '/media/b/1200.webp', fileId: 'b', transformType: null, transformParams: null, position: 2 },
      ],
    });
    const batch = (await eventsOf(1)).slice(4);
    expect(batch.map((e) => e.type)).toEqual(['CampervanImageRemoved', 'CampervanImageAdded', 'CampervanImagesReordered', 'CampervanDetailsChanged']);
    expect(new Set(batch.map((e) => new Date(e.recorded_at).getTime())).size).toBe(1);
    expect((await t().client().get('/api/campervans/1')).body).toMatchObject({ imageUrl: '/media/c/1200.webp', version: 8 });

    const foreign = await client.put('/api/campervans/1/images', { images: [batchItem(3, 'c'), batchItem(99, 'z'), batchItem(0, 'f', { isNew: true })] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toBe('Image 99 is not an image of this campervan');
    const ahead = await client.put('/api/campervans/1/images', { images: [batchItem(2, 'b')] }, { headers: { 'If-Match': '"9"' } });
    expect(ahead.status).toBe(409);
    expect(await eventCount()).toBe(8);
    expect(await t().deps.db('campervan_images').count('* as n').first()).toEqual({ n: 3 });
  });

  it('replays the log into exactly the tables it keeps live', async () => {
    const user = await t().createUser({ isAdmin: true });
    const now = new Date('2025-06-01T00:00:00Z');
    for (const history of Object.values(CAMPERVAN_HISTORIES)) await playCampervanHistory(t().deps, history, callerOf(user), now);
    const { client } = await t().signedIn('admin');
    await client.put('/api/campervans/2/images', { images: [batchItem(6, 'x'), batchItem(4, 'y', { isDeleted: true })] });
    await client.delete('/api/campervans/3');
    const snapshot = async () => ({
      campervans: await t().deps.db('campervans').orderBy('id'),
      images: await t().deps.db('campervan_images').orderBy('id'),
    });
    const live = await snapshot();
    expect(live.campervans.map((c) => [c.name, c.status, c.price_per_day])).toEqual([
      ['Toyota HiAce 2-Berth Hi-Top', 'available', 139],
      ['Mercedes-Benz Sprinter 4-Berth', 'available', 189],
      ['Volkswagen California 4-Berth', 'available', 219],
    ]);
    await t().deps.store.rebuild(READ_TABLES);
    expect(await snapshot()).toEqual(live);
  });
});
